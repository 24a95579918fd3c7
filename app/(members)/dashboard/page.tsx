import { redirect } from "next/navigation";
import { loadPlan } from "@/features/plan/load-plan";
import { loadProgress } from "@/features/progress/load-progress";
import { requireMember } from "@/lib/auth/session";
import { WELCOME_PATH } from "@/lib/site-config";

/**
 * `/dashboard` shows the plan to a learner who has one; otherwise it picks up where they left off, or opens the
 * welcome lesson. A plan that cannot be read is no reason to keep a learner from the course.
 */
export default async function DashboardPage() {
  const member = await requireMember();
  const plan = await loadPlan(member.id).catch((error: Error) => {
    console.error(error.message);
    return null;
  });
  if (plan) redirect("/plan");
  const progress = await loadProgress(member.id);
  redirect(progress?.continueAt?.path ?? WELCOME_PATH);
}
