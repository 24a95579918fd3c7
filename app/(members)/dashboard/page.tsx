import { redirect } from "next/navigation";
import { loadProgress } from "@/features/progress/load-progress";
import { requireMember } from "@/lib/auth/session";
import { WELCOME_PATH } from "@/lib/site-config";

/** `/dashboard` picks up where the learner left off; with nothing to continue, the welcome lesson. */
export default async function DashboardPage() {
  const member = await requireMember();
  const progress = await loadProgress(member.id);
  redirect(progress?.continueAt?.path ?? WELCOME_PATH);
}
