import type { ReactNode } from "react";
import { CompanyPractice } from "./company-practice";
import { MembersReported } from "@/features/debriefs/members-reported";
import { COMPANIES } from "@/lib/course/companies";
import { CopyGuard } from "@/components/course/copy-guard";
import { LessonProblems, problemsInDevelopment } from "@/components/course/lesson-problems";
import { renderLesson } from "./render-lesson";
import { OnThisPage } from "@/components/course/on-this-page";
import { Pager } from "@/components/course/pager";
import { FeedbackBlock } from "@/features/feedback/feedback-block";
import { LessonProgress } from "@/features/progress/lesson-progress";
import { courseNavigation } from "@/lib/course/navigation";
import type { Lesson } from "@/lib/course/types";

/**
 * A lesson: `before` (the welcome lesson's "continue" banner), "On this page" beside or above it, its text behind the
 * copy guard, then (on a company's guide) what members reported of its rounds (fetched: the lesson is the same for every member) and the way to its practice questions, its progress control, "Was this
 * helpful?", and Previous and Next. Reads nothing of the request.
 */
export async function LessonView({ lesson, before }: { lesson: Lesson; before?: ReactNode }) {
  const problems = await problemsInDevelopment(lesson.section, lesson.slug);
  if (problems.length) return <LessonProblems problems={problems} />;
  const { article, headings, minutes } = await renderLesson(lesson.section, lesson.slug, lesson.sectionTitle);
  // "On this page" is for lessons long enough to need it: three sections or more.
  const contents = headings.length >= 3 ? headings : null;
  const { previous, next } = courseNavigation.neighbours(lesson.path);
  const company = lesson.section === "companies" ? COMPANIES.find((known) => known.id === lesson.slug) : undefined;
  return (
    <main className={`mx-auto max-w-3xl px-4 py-8 sm:px-6 ${contents ? "xl:mr-72" : ""}`}>
      {before}
      {contents && <OnThisPage headings={contents} placement="top" />}
      <CopyGuard>{article}</CopyGuard>
      <div className="mt-12 space-y-8 border-t border-slate-200 pt-8">
        {company && <MembersReported company={company.id} name={company.name} />}
        <CompanyPractice section={lesson.section} slug={lesson.slug} />
        <LessonProgress key={lesson.path} path={lesson.path} minutes={minutes} />
        <FeedbackBlock key={lesson.path} pagePath={lesson.path} />
        <Pager previous={previous} next={next} />
      </div>
      {contents && <OnThisPage headings={contents} placement="side" />}
    </main>
  );
}
