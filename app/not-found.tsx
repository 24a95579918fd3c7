import { redirect } from "next/navigation";

/** Unknown paths follow the "/" rule; the proxy normally redirects them before they get here. */
export default function NotFound() {
  redirect("/");
}
