import { courseManifest } from "../../content/manifest";
import type { CourseManifest, Lesson } from "./types";

/** One link in the sidebar. */
export type SidebarItem = { title: string; href: string; section: string; slug: string; current: boolean };

/** One collapsible group of the sidebar, with its lessons in course order. */
export type SidebarGroup = { title: string; open: boolean; current: boolean; items: SidebarItem[] };

/** The route of a lesson: `/dashboard/<section>/<slug>`. */
export function lessonPath(entry: { section: string; slug: string }): string {
  return `/dashboard/${entry.section}/${entry.slug}`;
}

const withoutQueryOrSlash = (path: string) => path.replace(/[?#].*$/, "").replace(/\/+$/, "");

/**
 * The course's order, worked out once from a manifest: every lesson in reading order, lookup by route, the
 * lessons either side, the route params and the sidebar. The site uses `courseNavigation` (the course manifest);
 * tests build their own from fixture manifests.
 */
export function buildNavigation(manifest: CourseManifest) {
  const groups = manifest.groups.map((group) => ({
    title: group.title,
    defaultOpen: Boolean(group.defaultOpen),
    lessons: group.sections.flatMap((section) =>
      section.lessons.map(
        (lesson): Lesson => ({
          section: section.slug,
          slug: lesson.slug,
          title: lesson.title,
          path: lessonPath({ section: section.slug, slug: lesson.slug }),
          sectionTitle: section.title,
          groupTitle: group.title,
        }),
      ),
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

    /** The params of every lesson route `app/(members)/dashboard/[section]/[lesson]`, for `generateStaticParams`. */
    allLessonParams: (): { section: string; lesson: string }[] => lessons.map(({ section, slug }) => ({ section, lesson: slug })),

    /**
     * The sidebar for the page at `currentPath` (null when there is none): every lesson, grouped, with the current
     * one marked. A group is open when the manifest opens it by default or when it holds the current page.
     */
    sidebarGroups(currentPath: string | null): SidebarGroup[] {
      const currentLesson = currentPath === null ? undefined : findLessonByPath(currentPath);
      return groups.map((group) => {
        const items = group.lessons.map((lesson) => ({
          title: lesson.title,
          href: lesson.path,
          section: lesson.section,
          slug: lesson.slug,
          current: lesson.path === currentLesson?.path,
        }));
        const current = items.some((item) => item.current);
        return { title: group.title, open: group.defaultOpen || current, current, items };
      });
    },
  };
}

export type CourseNavigation = ReturnType<typeof buildNavigation>;

/** The course as the site serves it. */
export const courseNavigation: CourseNavigation = buildNavigation(courseManifest);
