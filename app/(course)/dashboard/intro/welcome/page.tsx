import type { Metadata } from "next";
import { LessonView } from "@/components/course/lesson-view";
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
 * to continue and how far they are. The session is verified here, as on every page rendered per request.
 */
export default async function WelcomeLesson() {
  const progress = await loadProgress((await requireMember()).id);
  return <LessonView lesson={welcome} before={progress?.returning && <ContinueBanner progress={progress} />} />;
}
