import { readFileSync } from "node:fs";
import { defaultContentDir, lessonFile } from "./lesson-files";
import { lessonPath } from "./lesson-path";
import { parseFrontmatter } from "./parse-frontmatter";
import type { CourseManifest } from "./types";

/**
 * Whether the lesson's file says `draft: true` in its front matter; false when it is missing or unreadable, which
 * the content check and the build report.
 */
export function isDraftLesson(section: string, slug: string, contentDir = defaultContentDir): boolean {
  try {
    const parsed = parseFrontmatter(readFileSync(lessonFile(section, slug, contentDir), "utf8"));
    return parsed.ok && parsed.data.draft === true;
  } catch {
    return false;
  }
}

/** The routes of the manifest's lessons whose file says `draft: true`. */
export function draftLessonPaths(manifest: CourseManifest, contentDir = defaultContentDir): Set<string> {
  const drafts = new Set<string>();
  for (const group of manifest.groups) {
    for (const section of group.sections) {
      for (const { slug } of section.lessons) {
        if (isDraftLesson(section.slug, slug, contentDir)) drafts.add(lessonPath({ section: section.slug, slug }));
      }
    }
  }
  return drafts;
}
