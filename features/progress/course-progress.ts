import type { CourseNavigation } from "@/lib/course/navigation";
import type { Lesson } from "@/lib/course/types";
import { WELCOME_PATH } from "@/lib/site-config";

/** One row of `public.lesson_progress`, as the app reads it. */
export interface ProgressRow {
  lesson_path: string;
  last_visited_at: string;
  completed_at: string | null;
}

/** How far a member is: what the sidebar, the welcome lesson, `/dashboard` and the profile show. */
export interface CourseProgress {
  /** Paths of the completed lessons that are still in the course. */
  completed: string[];
  total: number;
  /** The lesson to pick up at, or null for a learner with nothing to continue (or nothing left). */
  continueAt: Lesson | null;
  /** Whether the learner has been here before: something to continue, or something finished. */
  returning: boolean;
}

/**
 * Works out the learner's progress from their rows. The lesson to continue is the one visited last, or the next
 * unfinished one after it when it is finished. The welcome lesson, where every sign-in lands, does not count as
 * "left off" unless it was finished: otherwise signing in would overwrite where the learner really was.
 */
export function courseProgress(rows: ProgressRow[], navigation: CourseNavigation): CourseProgress {
  const known = rows.filter((row) => navigation.findLessonByPath(row.lesson_path)?.path === row.lesson_path);
  const completed = new Set(known.filter((row) => row.completed_at).map((row) => row.lesson_path));
  const last = known
    .filter((row) => row.lesson_path !== WELCOME_PATH || completed.has(row.lesson_path))
    .sort((a, b) => Date.parse(b.last_visited_at) - Date.parse(a.last_visited_at))[0];
  const continueAt = last ? lessonToContinue(last.lesson_path, completed, navigation) : null;
  return {
    completed: navigation.lessons.map((lesson) => lesson.path).filter((path) => completed.has(path)),
    total: navigation.lessons.length,
    continueAt,
    returning: continueAt !== null || completed.size > 0,
  };
}

/** `path` itself when unfinished; else the first unfinished lesson after it, wrapping round; null when all are done. */
function lessonToContinue(path: string, completed: Set<string>, navigation: CourseNavigation): Lesson | null {
  const { lessons } = navigation;
  const start = lessons.findIndex((lesson) => lesson.path === path);
  for (let step = 0; step < lessons.length; step++) {
    const lesson = lessons[(start + step) % lessons.length]!;
    if (!completed.has(lesson.path)) return lesson;
  }
  return null;
}
