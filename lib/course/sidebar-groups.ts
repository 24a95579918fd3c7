import { courseManifest } from "../../content/manifest";
import { chain } from "./chain";
import { findLessonByPath } from "./find-lesson";
import type { CourseManifest } from "./types";

/** One link in the sidebar. */
export type SidebarItem = { title: string; href: string; section: string; slug: string; current: boolean };

/** One collapsible group of the sidebar, with its lessons in course order. */
export type SidebarGroup = { title: string; open: boolean; current: boolean; items: SidebarItem[] };

/**
 * The sidebar for the page at `currentPath` (null when there is none): every lesson, grouped, with the current one
 * marked. A group is open when the manifest opens it by default or when it holds the current page.
 */
export function sidebarGroups(currentPath: string | null, manifest: CourseManifest = courseManifest): SidebarGroup[] {
  const currentLesson = currentPath === null ? undefined : findLessonByPath(currentPath, manifest);
  return manifest.groups.map((group) => {
    const items = chain({ groups: [group] }).map((lesson) => ({
      title: lesson.title,
      href: lesson.path,
      section: lesson.section,
      slug: lesson.slug,
      current: lesson.path === currentLesson?.path,
    }));
    const current = items.some((item) => item.current);
    return { title: group.title, open: Boolean(group.defaultOpen) || current, current, items };
  });
}
