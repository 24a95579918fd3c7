/** The shape of `content/manifest.ts`: sidebar groups, holding sections, holding lessons, in course order. */
export type CourseManifest = {
  groups: ManifestGroup[];
};

/** One collapsible sidebar group, e.g. "Behavioral & Technical". */
export type ManifestGroup = {
  /** Label shown in the sidebar. */
  title: string;
  /** Whether the group starts expanded when the current page is elsewhere. */
  defaultOpen?: boolean;
  sections: ManifestSection[];
};

/** One section: the first segment of a lesson's route and the folder under `content/`. */
export type ManifestSection = {
  /** Route segment and folder name, e.g. "product-design". */
  slug: string;
  /** Human name of the section, e.g. "Product Design". */
  title: string;
  lessons: ManifestLesson[];
};

/** One lesson: `content/<section>/<slug>.mdx`. */
export type ManifestLesson = {
  /** Route segment and file name without `.mdx`, e.g. "metrics". */
  slug: string;
  /** Sidebar and page title; must equal the `title` in the lesson's frontmatter (the content check enforces it). */
  title: string;
};

/** A lesson in the flattened course order, with everything routes, the sidebar and the pager need. */
export type Lesson = {
  section: string;
  slug: string;
  title: string;
  /** `/dashboard/<section>/<slug>` */
  path: string;
  sectionTitle: string;
  groupTitle: string;
};
