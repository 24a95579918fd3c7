import "server-only";
import { readLesson } from "@/lib/course/lesson-files";
import { courseNavigation } from "@/lib/course/navigation";

let minutes: Promise<Map<string, number>> | undefined;

/** Every lesson's reading time, read from the files once per server process (lessons change only with a deploy). */
export function lessonMinutes(): Promise<Map<string, number>> {
  minutes ??= Promise.all(
    courseNavigation.lessons.map(async (lesson) => [lesson.path, (await readLesson(lesson.section, lesson.slug)).frontmatter.minutes] as const),
  ).then((entries) => new Map(entries));
  return minutes;
}
