import { redirect } from "next/navigation";
import { WELCOME_PATH } from "@/lib/site-config";

/** `/dashboard` lands on the welcome lesson: there is no progress to continue from (docs/decisions.md, 'Routes'). */
export default function DashboardPage() {
  redirect(WELCOME_PATH);
}
