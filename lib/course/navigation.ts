import { courseManifest } from "../../content/manifest";
import { draftLessonPaths } from "./drafts";
import { lessonPath } from "./lesson-path";
import { markCurrent, withoutQueryOrSlash, type SidebarGroup } from "./sidebar-groups";
import type { CourseManifest, Lesson } from "./types";

export type { SidebarGroup, SidebarItem } from "./sidebar-groups";

export { lessonPath };

/**
 * The course's order, worked out once from a manifest: every lesson in reading order, lookup by route, the
 * lessons either side, the route params and the sidebar. Lessons whose route is in `drafts` are left out of all of
 * it. The site uses `courseNavigation` (the course manifest); tests build their own from fixture manifests.
 */
export function buildNavigation(manifest: CourseManifest, drafts: ReadonlySet<string> = new Set()) {
  const groups = manifest.groups.map((group) => ({
    title: group.title,
    defaultOpen: Boolean(group.defaultOpen),
    lessons: group.sections.flatMap((section) =>
      section.lessons.flatMap((lesson): Lesson[] => {
        const path = lessonPath({ section: section.slug, slug: lesson.slug });
        if (drafts.has(path)) return [];
        return [{
          section: section.slug,
          slug: lesson.slug,
          title: lesson.title,
          path,
          sectionTitle: section.title,
          groupTitle: group.title,
        }];
      }),
    ),
  }));
  const lessons = groups.flatMap((group) => group.lessons);
  const indexByPath = new Map(lessons.map((lesson, index) => [lesson.path, index]));

  /** The lesson whose route is `path` (a trailing slash, query or #anchor is ignored), or undefined. */
  const findLessonByPath = (path: string): Lesson | undefined => {
    const index = indexByPath.get(withoutQueryOrSlash(path));
    return index === undefined ? undefined : lessons[index];
  };

  return {
    /** Every lesson in reading order; drives the pager. */
    lessons,
    findLessonByPath,

    /** The lesson at `/dashboard/<section>/<slug>`, or undefined when the manifest has no such lesson. */
    findLesson: (section: string, slug: string) => findLessonByPath(lessonPath({ section, slug })),

    /** The lessons before and after `path` in course order (null at either end, or both for an unknown path). */
    neighbours(path: string): { previous: Lesson | null; next: Lesson | null } {
      const index = indexByPath.get(withoutQueryOrSlash(path));
      if (index === undefined) return { previous: null, next: null };
      return { previous: lessons[index - 1] ?? null, next: lessons[index + 1] ?? null };
    },

    /** The params of every lesson route `app/(course)/dashboard/[section]/[lesson]`. */
    allLessonParams: (): { section: string; lesson: string }[] => lessons.map(({ section, slug }) => ({ section, lesson: slug })),

    /**
     * The sidebar for the page at `currentPath` (null when there is none): every lesson, grouped, with the current
     * one marked. A group is open when the manifest opens it by default or when it holds the current page.
     */
    sidebarGroups(currentPath: string | null): SidebarGroup[] {
      const all = groups
        .filter((group) => group.lessons.length)
        .map((group) => ({
          title: group.title,
          defaultOpen: group.defaultOpen,
          open: group.defaultOpen,
          current: false,
          items: group.lessons.map(({ title, path, section, slug }) => ({ title, href: path, section, slug, current: false })),
        }));
      return markCurrent(all, currentPath);
    },
  };
}

export type CourseNavigation = ReturnType<typeof buildNavigation>;

/**
 * The course as the site serves it. In development every lesson, drafts included (Turbopack evaluates this module
 * again when the manifest changes); everywhere else (production, scripts, tests) without the lessons marked
 * `draft: true`, read once per process, so the sidebar, the chain, the routes and all built on this list leave them
 * out.
 */
export const courseNavigation: CourseNavigation =
  process.env.NODE_ENV === "development"
    ? buildNavigation(courseManifest)
    : buildNavigation(courseManifest, draftLessonPaths(courseManifest));
