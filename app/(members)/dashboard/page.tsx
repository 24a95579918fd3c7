import { redirect } from "next/navigation";
import { WELCOME_PATH } from "@/lib/site-config";

/** `/dashboard` lands on the welcome lesson (decisions.md). */
export default function DashboardPage() {
  redirect(WELCOME_PATH);
}
