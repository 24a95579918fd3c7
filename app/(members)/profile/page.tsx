import type { Metadata } from "next";
import { ProfileCard } from "@/features/profile/profile-card";
import { Alert } from "@/components/ui/alert";
import { loadProfile } from "@/features/profile/load-profile";
import { ProfileProgress } from "@/features/progress/profile-progress";
import { loadPlanHistory } from "@/features/plan/load-plan-history";
import { readinessByType } from "@/features/plan/load-readiness";
import { ReadinessTable } from "@/features/plan/readiness-table";
import { courseNavigation } from "@/lib/course/navigation";
import { requireMember } from "@/lib/auth/session";
import { calibrate } from "@/features/practice/calibration";
import { CalibrationChart } from "@/features/practice/calibration-chart";
import { loadGradings } from "@/features/practice/load-practice";
import { skillNames } from "@/features/practice/question-skills";

export const metadata: Metadata = { title: "Profile" };

/** `/profile`: the member's own details (or their error and empty states), then their course progress. */
export default async function ProfilePage() {
  const member = await requireMember();
  const [{ profile, error }, history, gradings] = await Promise.all([
    loadProfile(member),
    // Readiness is extra: a history that cannot be read leaves it out rather than the profile.
    loadPlanHistory(member.id).catch((failure: Error) => {
      console.error(failure.message);
      return null;
    }),
    // Likewise the Grading Mirror's calibration.
    loadGradings(member.id).catch((failure: Error) => {
      console.error(failure.message);
      return null;
    }),
  ]);
  // The skills' names come from the question bank, read only for a member who has used the Mirror.
  const names = gradings?.length ? await skillNames() : null;
  return (
    <main className="mx-auto max-w-2xl px-4 py-8">
      {error ? <Alert>Error: {error}</Alert> : profile ? <ProfileCard email={member.email} profile={profile} /> : <p>No user data available</p>}
      <ProfileProgress total={courseNavigation.lessons.length} />
      {history && (
        <div className="mt-8">
          <ReadinessTable byType={readinessByType(history)} />
        </div>
      )}
      {gradings && names && (
        <section aria-labelledby="calibration" className="mt-8 space-y-3">
          <h2 id="calibration" className="text-xl font-semibold text-slate-900">How well you grade</h2>
          <CalibrationChart calibration={calibrate(gradings)} names={names} />
        </section>
      )}
    </main>
  );
}
