import type { Metadata } from "next";
import { PHASE_PRODUCTION_BUILD } from "next/constants";
import { redirect } from "next/navigation";
import { CopyGuard } from "@/components/course/copy-guard";
import { LessonProblems, problemsInDevelopment } from "@/components/course/lesson-problems";
import { FeedbackBlock } from "@/features/feedback/feedback-block";
import { ContinueBanner } from "@/features/progress/continue-banner";
import { LessonProgress } from "@/features/progress/lesson-progress";
import { loadProgress } from "@/features/progress/load-progress";
import { OnThisPage } from "@/components/course/on-this-page";
import { Pager } from "@/components/course/pager";
import { requireMember } from "@/lib/auth/session";
import { courseNavigation } from "@/lib/course/navigation";
import { renderLesson } from "@/components/course/mdx/render-lesson";
import { WELCOME_PATH } from "@/lib/site-config";

export async function generateStaticParams() {
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) {
    await (await import("@/lib/content-check/check-build")).refuseBrokenContent();
  }
  return courseNavigation.allLessonParams();
}

export async function generateMetadata({ params }: PageProps<"/dashboard/[section]/[lesson]">): Promise<Metadata> {
  const { section, lesson } = await params;
  return { title: courseNavigation.findLesson(section, lesson)?.title };
}

/**
 * A lesson: "On this page" beside or above it, its text behind the copy guard, then its progress control, "Was this
 * helpful?", and Previous and Next. The welcome lesson starts, for a returning learner, with where to continue and
 * how far they are.
 */
export default async function LessonPage({ params }: PageProps<"/dashboard/[section]/[lesson]">) {
  const { section, lesson: slug } = await params;
  const lesson = courseNavigation.findLesson(section, slug);
  if (!lesson) redirect(WELCOME_PATH);
  const member = await requireMember();
  const problems = await problemsInDevelopment(section, slug);
  if (problems.length) return <LessonProblems problems={problems} />;
  const progress = lesson.path === WELCOME_PATH ? await loadProgress(member.id) : null;
  const { article, headings } = await renderLesson(section, slug, lesson.sectionTitle);
  // "On this page" is for lessons long enough to need it: three sections or more.
  const contents = headings.length >= 3 ? headings : null;
  const { previous, next } = courseNavigation.neighbours(lesson.path);
  return (
    <main className={`mx-auto max-w-3xl px-4 py-8 sm:px-6 ${contents ? "xl:mr-72" : ""}`}>
      {progress?.returning && <ContinueBanner progress={progress} />}
      {contents && <OnThisPage headings={contents} placement="top" />}
      <CopyGuard>{article}</CopyGuard>
      <div className="mt-12 space-y-8 border-t border-slate-200 pt-8">
        <LessonProgress key={lesson.path} path={lesson.path} />
        <FeedbackBlock key={lesson.path} pagePath={lesson.path} />
        <Pager previous={previous} next={next} />
      </div>
      {contents && <OnThisPage headings={contents} placement="side" />}
    </main>
  );
}
