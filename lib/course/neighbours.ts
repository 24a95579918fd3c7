import { courseManifest } from "../../content/manifest";
import { chain } from "./chain";
import { findLessonByPath } from "./find-lesson";
import type { CourseManifest, Lesson } from "./types";

/** The lessons before and after `path` in course order (null at either end, or both for an unknown path). */
export function neighbours(
  path: string,
  manifest: CourseManifest = courseManifest,
): { previous: Lesson | null; next: Lesson | null } {
  const lessons = chain(manifest);
  const current = findLessonByPath(path, manifest);
  const index = current ? lessons.findIndex((lesson) => lesson.path === current.path) : -1;
  if (index === -1) return { previous: null, next: null };
  return { previous: lessons[index - 1] ?? null, next: lessons[index + 1] ?? null };
}
