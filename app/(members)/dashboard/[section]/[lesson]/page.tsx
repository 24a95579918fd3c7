import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { CopyGuard } from "@/components/course/copy-guard";
import { FeedbackBlock } from "@/features/feedback/feedback-block";
import { OnThisPage } from "@/components/course/on-this-page";
import { Pager } from "@/components/course/pager";
import { requireMember } from "@/lib/auth/session";
import { courseNavigation } from "@/lib/course/navigation";
import { renderLesson } from "@/components/course/mdx/render-lesson";
import { WELCOME_PATH } from "@/lib/site-config";

export function generateStaticParams() {
  return courseNavigation.allLessonParams();
}

export async function generateMetadata({ params }: PageProps<"/dashboard/[section]/[lesson]">): Promise<Metadata> {
  const { section, lesson } = await params;
  return { title: courseNavigation.findLesson(section, lesson)?.title };
}

/** A lesson: "On this page" beside or above it, its text behind the copy guard, then "Was this helpful?", then Previous and Next. */
export default async function LessonPage({ params }: PageProps<"/dashboard/[section]/[lesson]">) {
  const { section, lesson: slug } = await params;
  const lesson = courseNavigation.findLesson(section, slug);
  if (!lesson) redirect(WELCOME_PATH);
  await requireMember();
  const { frontmatter, content, headings } = await renderLesson(section, slug);
  // "On this page" is for lessons long enough to need it: three sections or more.
  const contents = headings.length >= 3 ? headings : null;
  const { previous, next } = courseNavigation.neighbours(lesson.path);
  return (
    <main className={`mx-auto max-w-3xl px-4 py-8 sm:px-6 ${contents ? "xl:mr-72" : ""}`}>
      {contents && <OnThisPage headings={contents} placement="top" />}
      <CopyGuard>
        <article className="lesson">
          <p className="text-sm font-medium text-violet-800">{lesson.sectionTitle}</p>
          <h1>{frontmatter.title}</h1>
          <p className="text-sm text-slate-600">{frontmatter.minutes} min read</p>
          {content}
        </article>
      </CopyGuard>
      <div className="mt-12 space-y-8 border-t border-slate-200 pt-8">
        <FeedbackBlock key={lesson.path} pagePath={lesson.path} />
        <Pager previous={previous} next={next} />
      </div>
      {contents && <OnThisPage headings={contents} placement="side" />}
    </main>
  );
}
