import { courseManifest } from "../../content/manifest";
import { chain } from "./chain";
import type { CourseManifest } from "./types";

/** The params of every lesson route `app/(members)/dashboard/[section]/[lesson]`, for `generateStaticParams`. */
export function allLessonParams(manifest: CourseManifest = courseManifest): { section: string; lesson: string }[] {
  return chain(manifest).map(({ section, slug }) => ({ section, lesson: slug }));
}
