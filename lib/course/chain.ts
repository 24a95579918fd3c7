import { courseManifest } from "../../content/manifest";
import { lessonPath } from "./lesson-path";
import type { CourseManifest, Lesson } from "./types";

/** Every lesson in reading order, flattened from the manifest's groups and sections; drives the pager. */
export function chain(manifest: CourseManifest = courseManifest): Lesson[] {
  return manifest.groups.flatMap((group) =>
    group.sections.flatMap((section) =>
      section.lessons.map((lesson) => ({
        section: section.slug,
        slug: lesson.slug,
        title: lesson.title,
        path: lessonPath({ section: section.slug, slug: lesson.slug }),
        sectionTitle: section.title,
        groupTitle: group.title,
      })),
    ),
  );
}
