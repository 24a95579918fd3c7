import type { Metadata } from "next";
import { LessonView } from "@/features/lesson/lesson-view";
import { FirstSteps } from "@/features/plan/first-steps";
import { firstStepsSkipped } from "@/lib/auth/first-steps-cookie";
import { loadPlan } from "@/features/plan/load-plan";
import { indianDay } from "@/lib/indian-time";
import { ContinueBanner } from "@/features/progress/continue-banner";
import { loadProgress } from "@/features/progress/load-progress";
import { requireMember } from "@/lib/auth/session";
import { courseNavigation } from "@/lib/course/navigation";
import { WELCOME_PATH } from "@/lib/site-config";

// The folder is WELCOME_PATH (tests/unit/course/welcome-route.test.ts keeps them together).
const welcome = courseNavigation.findLessonByPath(WELCOME_PATH)!;

export const metadata: Metadata = { title: welcome.title };

/**
 * The welcome lesson, where members land: rendered per request, because for a returning learner it starts with where
 * to continue and how far they are, and a member with no plan who has not skipped the question is first asked for
 * their interview date. The session is verified here, as on every page rendered per request.
 */
export default async function WelcomeLesson() {
  const member = await requireMember();
  const [progress, askDate] = await Promise.all([loadProgress(member.id), asksInterviewDate(member.id)]);
  return (
    <LessonView
      lesson={welcome}
      before={
        (askDate || progress?.returning) && (
          <>
            {askDate && <FirstSteps today={indianDay(new Date())} />}
            {progress?.returning && <ContinueBanner progress={progress} />}
          </>
        )
      }
    />
  );
}

/** True until the member has a plan or skipped the question in this browser; a plan that cannot be read asks nothing. */
async function asksInterviewDate(memberId: string): Promise<boolean> {
  if (await firstStepsSkipped()) return false;
  const plan = await loadPlan(memberId).catch((error: Error) => {
    console.error(error.message);
    return undefined;
  });
  return plan === null;
}
