import "server-only";
import { statSync } from "node:fs";
import { compileMDX } from "next-mdx-remote/rsc";
import type { ReactElement } from "react";
import remarkGfm from "remark-gfm";
import { lessonComponents } from ".";
import { headingAnchors } from "./heading-anchors";
import { lessonFile, readLesson } from "@/lib/course/lesson-files";
import { lessonSections } from "@/lib/course/lesson-sections";
import type { Frontmatter } from "@/lib/course/frontmatter-schema";

export interface RenderedLesson {
  frontmatter: Frontmatter;
  content: ReactElement;
  /** The lesson's `##` headings with their anchors, for "On this page". */
  headings: { id: string; text: string }[];
}

// Compiling MDX costs ~15 ms of CPU; each lesson is compiled once per server process and the element reused. In
// development a lesson is compiled again when its file has changed, so a saved edit shows on the next reload (the
// glossary and rubrics are read each time their component renders).
const compiled = new Map<string, { version: number; lesson: Promise<RenderedLesson> }>();

async function compile(section: string, slug: string): Promise<RenderedLesson> {
  const { frontmatter, body } = await readLesson(section, slug);
  const { content } = await compileMDX({
    source: body,
    components: lessonComponents,
    options: { mdxOptions: { remarkPlugins: [remarkGfm], rehypePlugins: [headingAnchors] }, blockJS: false, blockDangerousJS: true },
  });
  const headings = lessonSections(body).flatMap((section) => (section.level === 2 && section.id ? [{ id: section.id, text: section.heading }] : []));
  return { frontmatter, content, headings };
}

/** In development, when the lesson's file last changed (0 when it is missing); in production always 0. */
function versionOf(section: string, slug: string): number {
  if (process.env.NODE_ENV !== "development") return 0;
  return statSync(lessonFile(section, slug), { throwIfNoEntry: false })?.mtimeMs ?? 0;
}

/** A lesson's frontmatter and rendered body, compiled on first use and cached for the life of the process. */
export function renderLesson(section: string, slug: string): Promise<RenderedLesson> {
  const key = `${section}/${slug}`;
  const version = versionOf(section, slug);
  let entry = compiled.get(key);
  if (!entry || entry.version !== version) {
    const lesson = compile(section, slug);
    entry = { version, lesson };
    compiled.set(key, entry);
    lesson.catch(() => {
      if (compiled.get(key)?.lesson === lesson) compiled.delete(key);
    });
  }
  return entry.lesson;
}
