import "server-only";
import { compileMDX } from "next-mdx-remote/rsc";
import type { ReactElement } from "react";
import remarkGfm from "remark-gfm";
import { lessonComponents } from ".";
import { headingAnchors } from "./heading-anchors";
import { readLesson } from "@/lib/course/lesson-files";
import { lessonSections } from "@/lib/course/lesson-sections";
import type { Frontmatter } from "@/lib/course/frontmatter-schema";

export interface RenderedLesson {
  frontmatter: Frontmatter;
  content: ReactElement;
  /** The lesson's `##` headings with their anchors, for "On this page". */
  headings: { id: string; text: string }[];
}

// Compiling MDX costs ~15 ms of CPU; each lesson is compiled once per server process and the element reused.
const compiled = new Map<string, Promise<RenderedLesson>>();

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

/** A lesson's frontmatter and rendered body, compiled on first use and cached for the life of the process. */
export function renderLesson(section: string, slug: string): Promise<RenderedLesson> {
  const key = `${section}/${slug}`;
  let lesson = compiled.get(key);
  if (!lesson) {
    lesson = compile(section, slug);
    compiled.set(key, lesson);
    lesson.catch(() => compiled.delete(key));
  }
  return lesson;
}
