import type { Metadata } from "next";
import { PHASE_PRODUCTION_BUILD } from "next/constants";
import { redirect } from "next/navigation";
import { LessonView } from "@/features/lesson/lesson-view";
import { courseNavigation } from "@/lib/course/navigation";
import { preparedLessons } from "@/lib/course/prepared-lessons";
import { WELCOME_PATH } from "@/lib/site-config";

/**
 * Every lesson is prepared at build, once for every member: the proxy is its member check (docs/security.md,
 * "Lessons prepared once"). The welcome lesson has a route of its own (../../intro/welcome), rendered per request.
 */
export async function generateStaticParams() {
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) {
    await (await import("@/lib/content-check/check-build")).refuseBrokenContent();
  }
  return preparedLessons().map(({ section, slug }) => ({ section, lesson: slug }));
}

export async function generateMetadata({ params }: PageProps<"/dashboard/[section]/[lesson]">): Promise<Metadata> {
  const { section, lesson } = await params;
  return { title: courseNavigation.findLesson(section, lesson)?.title };
}

/** A lesson of the course; nothing here reads the request. */
export default async function LessonPage({ params }: PageProps<"/dashboard/[section]/[lesson]">) {
  const { section, lesson: slug } = await params;
  const lesson = courseNavigation.findLesson(section, slug);
  if (!lesson) redirect(WELCOME_PATH);
  return <LessonView lesson={lesson} />;
}
