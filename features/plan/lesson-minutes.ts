import "server-only";
import { cachedContent } from "@/lib/course/cached-content";
import { readLesson } from "@/lib/course/lesson-files";
import { courseNavigation } from "@/lib/course/navigation";

/** Every lesson's reading time, read from the files once per server process (`cachedContent`). */
export const lessonMinutes = cachedContent(async () =>
  new Map(
    await Promise.all(
      courseNavigation.lessons.map(async (lesson) => [lesson.path, (await readLesson(lesson.section, lesson.slug)).frontmatter.minutes] as const),
    ),
  ),
);
