import type { ContentProblem } from "./content-problem";
import { buildNavigation } from "@/lib/course/navigation";
import type { CourseManifest } from "@/lib/course/types";

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Where the manifest and the lesson files are, as problems should name them. */
export type ManifestFiles = {
  /** The manifest file, e.g. "content/manifest.ts". */
  manifestFile: string;
  /** The content folder, e.g. "content". */
  contentLabel: string;
  /** Every .mdx file in the content folder, relative to it: "analytical/metrics.mdx". */
  mdxFiles: readonly string[];
};

/** Problems with the manifest and its match to the files: bad or duplicate slugs, gaps, files it leaves out. */
export function checkManifest(manifest: CourseManifest, files: ManifestFiles): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const inManifest = (message: string, fix: string) => problems.push({ file: files.manifestFile, message, fix });

  const groupTitles = manifest.groups.map((group) => group.title);
  const sectionSlugs = manifest.groups.flatMap((group) => group.sections.map((section) => section.slug));
  for (const title of duplicates(groupTitles)) inManifest(`The group "${title}" appears twice.`, "Merge the groups.");
  for (const slug of duplicates(sectionSlugs)) inManifest(`The section "${slug}" appears twice.`, "Keep one of them.");
  for (const group of manifest.groups) {
    if (!group.title.trim()) inManifest("A group has no title.", "Give it the label the sidebar should show.");
    if (!group.sections.length) inManifest(`The group "${group.title}" has no sections.`, "Add one or remove it.");
    for (const section of group.sections) {
      if (!SLUG.test(section.slug)) {
        inManifest(`"${section.slug}" is not a valid section slug.`, "Use lowercase words and dashes only.");
      }
      if (!section.lessons.length) inManifest(`The section "${section.slug}" has no lessons.`, "Add one or remove it.");
      for (const lesson of section.lessons) {
        const where = `${section.slug}/${lesson.slug}`;
        if (!SLUG.test(lesson.slug)) {
          inManifest(`"${where}" is not a valid lesson slug.`, "Use lowercase words and dashes only.");
        }
        if (!lesson.title.trim()) inManifest(`"${where}" has no title.`, "Copy it from the lesson's frontmatter.");
      }
    }
  }

  const navigation = buildNavigation(manifest);
  const lessons = navigation.lessons;
  const paths = lessons.map((lesson) => lesson.path);
  for (const path of duplicates(paths)) {
    inManifest(`The lesson ${path} appears more than once, so the course order visits it twice.`, "Keep one entry.");
  }
  const sidebarPaths = navigation.sidebarGroups(null).flatMap((group) => group.items.map((item) => item.href));
  if (sidebarPaths.join() !== paths.join()) {
    inManifest("The sidebar and the Previous/Next order list different lessons.", "Report this bug in lib/course.");
  }

  const listed = new Set(lessons.map((lesson) => `${lesson.section}/${lesson.slug}.mdx`));
  const present = new Set(files.mdxFiles);
  for (const lesson of lessons) {
    const file = `${lesson.section}/${lesson.slug}.mdx`;
    if (present.has(file) || !SLUG.test(lesson.section) || !SLUG.test(lesson.slug)) continue;
    inManifest(
      `The manifest lists ${lesson.path}, but ${files.contentLabel}/${file} does not exist.`,
      `Create ${files.contentLabel}/${file}, or remove the entry "${lesson.slug}" from the manifest.`,
    );
  }
  for (const file of files.mdxFiles) {
    if (listed.has(file)) continue;
    const [section = "", name = "", ...deeper] = file.split("/");
    const fix =
      !deeper.length && sectionSlugs.includes(section)
        ? `Add { slug: "${name.replace(/\.mdx$/, "")}", title: "..." } to the section "${section}" in ` +
          `${files.manifestFile}, or delete the file.`
        : `Lessons live in ${files.contentLabel}/<section>/<lesson>.mdx: move it into a section listed in ` +
          `${files.manifestFile}, or delete it.`;
    problems.push({
      file: `${files.contentLabel}/${file}`,
      message: "This lesson is not in the manifest, so no page, sidebar link or Previous/Next leads to it.",
      fix,
    });
  }
  return problems;
}

function duplicates(values: readonly string[]): string[] {
  return [...new Set(values.filter((value, index) => values.indexOf(value) !== index))];
}
