import { redirect } from "next/navigation";
import { loginPath } from "@/lib/auth/route-rules";
import { currentMember } from "@/lib/auth/session";
import { WELCOME_PATH } from "@/lib/site-config";

/** `/`: the course for members, the login screen for everyone else. */
export default async function Home() {
  redirect((await currentMember()) ? WELCOME_PATH : loginPath());
}
