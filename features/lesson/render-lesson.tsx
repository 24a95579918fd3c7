import "server-only";
import { statSync } from "node:fs";
import { compileMDX } from "next-mdx-remote/rsc";
import type { ReactNode } from "react";
import remarkGfm from "remark-gfm";
import { lessonComponents } from "./lesson-components";
import { headingAnchors } from "@/components/course/mdx/heading-anchors";
import { prepareStaticHtml } from "@/components/course/mdx/static-html";
import type { MdxNode } from "@/lib/content-check/mdx-tree";
import { figuresAsOf } from "@/lib/course/figures-as-of";
import { lessonFile, readLesson } from "@/lib/course/lesson-files";
import { lessonSections } from "@/lib/course/lesson-sections";

export interface RenderedLesson {
  /** The lesson's `<article>`: its section, title, reading time and the newest period of its figures, then its body. */
  article: ReactNode;
  /** The lesson's `##` headings with their anchors, for "On this page". */
  headings: { id: string; text: string }[];
  /** Its reading time in minutes, as its frontmatter gives it. */
  minutes: number;
}

// Compiling MDX costs ~15 ms of CPU; each lesson is compiled once per server process, its plain markup prepared as
// HTML (static-html.ts), and reused. In development a lesson is compiled again when its file has changed, so a saved
// edit shows on the next reload, and nothing is prepared: the glossary and rubrics are read each time their
// component renders, so an edit to them shows too.
const compiled = new Map<string, { version: string; lesson: Promise<RenderedLesson> }>();

/** A lesson compiled to React elements, as written: what renderLesson() prepares and caches. */
export async function compileLesson(section: string, slug: string, sectionTitle: string): Promise<RenderedLesson> {
  const { frontmatter, body } = await readLesson(section, slug);
  // The Markdown tree, kept as MDX parsed it, so the figure lines the content check reads date the page.
  let tree: MdxNode = { type: "root" };
  const keepTree = () => (root: MdxNode) => {
    tree = root;
  };
  const { content } = await compileMDX({
    source: body,
    components: lessonComponents,
    options: {
      mdxOptions: { remarkPlugins: [remarkGfm, keepTree], rehypePlugins: [headingAnchors] },
      blockJS: false,
      blockDangerousJS: true,
    },
  });
  const asOf = figuresAsOf(tree);
  const headings = lessonSections(body).flatMap((section) => (section.level === 2 && section.id ? [{ id: section.id, text: section.heading }] : []));
  const article = (
    <article className="lesson">
      <p className="text-sm font-medium text-violet-800">{sectionTitle}</p>
      <h1>{frontmatter.title}</h1>
      <p className="text-sm text-slate-600">
        {frontmatter.minutes} min read{asOf ? ` · ${asOf}` : null}
        {frontmatter.draft ? <span className="ml-2 rounded bg-amber-100 px-2 py-0.5 font-semibold text-amber-900">Draft</span> : null}
      </p>
      {content}
    </article>
  );
  return { article, headings, minutes: frontmatter.minutes };
}

async function compile(section: string, slug: string, sectionTitle: string): Promise<RenderedLesson> {
  const lesson = await compileLesson(section, slug, sectionTitle);
  return process.env.NODE_ENV === "development" ? lesson : { ...lesson, article: await prepareStaticHtml(lesson.article) };
}

/** In development, when the lesson's file last changed (0 when it is missing); in production always 0. */
function versionOf(section: string, slug: string): number {
  if (process.env.NODE_ENV !== "development") return 0;
  return statSync(lessonFile(section, slug), { throwIfNoEntry: false })?.mtimeMs ?? 0;
}

/** A lesson's article and headings, compiled on first use and cached for the life of the process. */
export function renderLesson(section: string, slug: string, sectionTitle: string): Promise<RenderedLesson> {
  const key = `${section}/${slug}`;
  // The section's title is part of the article: a section renamed in development shows without editing the lesson.
  const version = `${versionOf(section, slug)} ${sectionTitle}`;
  let entry = compiled.get(key);
  if (!entry || entry.version !== version) {
    const lesson = compile(section, slug, sectionTitle);
    entry = { version, lesson };
    compiled.set(key, entry);
    lesson.catch(() => {
      if (compiled.get(key)?.lesson === lesson) compiled.delete(key);
    });
  }
  return entry.lesson;
}
