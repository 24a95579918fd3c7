import { courseManifest } from "../../content/manifest";
import { chain } from "./chain";
import type { CourseManifest, Lesson } from "./types";

/** The lesson at `/dashboard/<section>/<slug>`, or undefined when the manifest has no such lesson. */
export function findLesson(
  section: string,
  slug: string,
  manifest: CourseManifest = courseManifest,
): Lesson | undefined {
  return chain(manifest).find((lesson) => lesson.section === section && lesson.slug === slug);
}

/** The lesson whose route is `path` (a trailing slash, query or #anchor is ignored), or undefined. */
export function findLessonByPath(path: string, manifest: CourseManifest = courseManifest): Lesson | undefined {
  const bare = path.replace(/[?#].*$/, "").replace(/\/+$/, "");
  return chain(manifest).find((lesson) => lesson.path === bare);
}
