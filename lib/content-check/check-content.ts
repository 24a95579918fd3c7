import { readFile } from "node:fs/promises";
import path from "node:path";
import { courseManifest } from "../../content/manifest";
import { buildNavigation } from "@/lib/course/navigation";
import { checkDuplicates, lessonProse, type LessonProse } from "./check-duplicates";
import { checkData } from "./check-data";
import { checkFigureSources } from "./check-figure-sources";
import { checkLessonImageFiles } from "./check-images";
import { checkLessonTree, type LessonContext } from "./check-lesson";
import { checkManifest } from "./check-manifest";
import type { ContentProblem } from "./content-problem";
import { formatIssue } from "@/lib/course/format-issues";
import { frontmatterSchema } from "@/lib/course/frontmatter-schema";
import { defaultContentDir } from "@/lib/course/lesson-files";
import { defaultPublicDir } from "@/lib/course/lesson-image-files";
import { imageHostName } from "@/lib/course/lesson-images";
import { listMdxFiles } from "./list-mdx-files";
import { checkPracticeLesson } from "./check-model-answers";
import { compileMdx } from "./mdx-tree";
import { parseFrontmatter } from "@/lib/course/parse-frontmatter";
import { proseWords } from "./prose-words";
import { checkWordRange, wordRange as courseWordRange, type WordRange } from "./word-range";
import type { CourseManifest, Lesson } from "@/lib/course/types";

/** The outcome of a content check: every problem found, and the size of the course when there are none. */
export type ContentReport = { problems: ContentProblem[]; lessons: number; words: number };

/**
 * Where to check: the content folder, its manifest, the manifest's file name for messages, the public folder whose
 * lessons/ holds the local images, and the image host (by default NEXT_PUBLIC_IMAGE_HOST, as the site reads it).
 */
export type CheckOptions = {
  contentDir?: string;
  manifest?: CourseManifest;
  manifestFile?: string;
  publicDir?: string;
  imageHost?: string;
  /** How long each lesson may be; by default the course's ranges (see word-range.ts). */
  wordRange?: (section: string, slug: string) => WordRange;
};

/**
 * Checks the whole course (manifest, lesson files, frontmatter, MDX, links, images, components, data, lesson length,
 * figures without a source, practice lessons without model answers, paragraphs repeated across lessons and lessons
 * that copy one another) and lists problems. Throws when the image host is not a host name, as the build does.
 */
export async function checkContent(options: CheckOptions = {}): Promise<ContentReport> {
  const contentDir = path.resolve(options.contentDir ?? defaultContentDir);
  const manifest = options.manifest ?? courseManifest;
  const display = (file: string) => path.relative(process.cwd(), file).split(path.sep).join("/") || file;
  const contentLabel = display(contentDir);
  const manifestFile = options.manifestFile ?? `${contentLabel}/manifest.ts`;
  const imageHost = imageHostName(options.imageHost ?? (process.env.NEXT_PUBLIC_IMAGE_HOST || ""));

  const mdxFiles = await listMdxFiles(contentDir);
  const problems = checkManifest(manifest, { manifestFile, contentLabel, mdxFiles });
  const data = await checkData(contentDir, display);
  problems.push(...data.problems);
  const images = await checkLessonImageFiles(path.resolve(options.publicDir ?? defaultPublicDir), display);
  problems.push(...images.problems);

  const { lessons: chain } = buildNavigation(manifest);
  const lessons = chain.filter((lesson) => mdxFiles.includes(`${lesson.section}/${lesson.slug}.mdx`));
  const lessonPaths = chain.map((lesson) => lesson.path);
  const results = await Promise.all(
    lessons.map((lesson) => {
      const file = path.join(contentDir, lesson.section, `${lesson.slug}.mdx`);
      const context = { ...data, imageHost, lessonImages: images.lessonImages, file: display(file), lineOffset: 0 };
      const range = (options.wordRange ?? courseWordRange)(lesson.section, lesson.slug);
      return checkLesson(file, lesson, manifestFile, range, { ...context, lessonPaths });
    }),
  );
  for (const result of results) problems.push(...result.problems);
  problems.push(...checkDuplicates(results.flatMap((result) => (result.prose ? [result.prose] : []))));
  const words = results.reduce((total, result) => total + result.words, 0);
  return { problems, lessons: lessons.length, words };
}

type LessonResult = { words: number; problems: ContentProblem[]; prose?: LessonProse };

async function checkLesson(
  file: string,
  lesson: Lesson,
  manifestFile: string,
  range: WordRange,
  context: LessonContext,
): Promise<LessonResult> {
  const problem = (message: string, fix: string, line?: number) => ({ file: context.file, line, message, fix });
  const parsed = parseFrontmatter(await readFile(file, "utf8"));
  if (!parsed.ok) {
    const fix = "Start the file with ---, then title:, description:, minutes: and lastChecked: lines, then ---.";
    return { words: 0, problems: [problem(`The frontmatter cannot be read: ${parsed.error}.`, fix, parsed.line)] };
  }
  const problems: ContentProblem[] = [];
  const frontmatter = frontmatterSchema.safeParse(parsed.data);
  if (!frontmatter.success) {
    for (const issue of frontmatter.error.issues) {
      const field = String((issue.code === "unrecognized_keys" ? issue.keys[0] : issue.path[0]) ?? "");
      const fix = FRONTMATTER_FIXES[String(issue.path[0])] ?? UNKNOWN_FIELD_FIX;
      problems.push(problem(`Frontmatter ${formatIssue(issue)}.`, fix, parsed.fieldLines[field]));
    }
  } else if (frontmatter.data.title !== lesson.title) {
    problems.push(
      problem(
        `The title "${frontmatter.data.title}" differs from the manifest's "${lesson.title}".`,
        `Make the title in the frontmatter and in ${manifestFile} the same (the sidebar shows the manifest's).`,
      ),
    );
  }
  const compiled = await compileMdx(parsed.body);
  const lineOffset = parsed.bodyStartLine - 1;
  if (!compiled.ok) {
    const line = compiled.line === undefined ? undefined : compiled.line + lineOffset;
    problems.push(problem(`MDX cannot compile this lesson: ${compiled.reason}.`, syntaxFix(compiled.source), line));
    return { words: 0, problems };
  }
  problems.push(...checkLessonTree(compiled.tree, { ...context, lineOffset }));
  for (const { node, message, fix } of checkFigureSources(compiled.tree)) {
    problems.push(problem(message, fix, node.position ? node.position.start.line + lineOffset : undefined));
  }
  const practice = lesson.slug === "practice" ? checkPracticeLesson(compiled.tree) : null;
  const words = proseWords(compiled.tree);
  const length = checkWordRange(words, range);
  for (const found of [practice, length]) if (found) problems.push(problem(found.message, found.fix));
  return { words, problems, prose: lessonProse(context.file, compiled.tree, lineOffset) };
}

const FRONTMATTER_FIXES: Record<string, string> = {
  title: "Write title: followed by the lesson title, the same as in the manifest.",
  description: "Write one sentence ending with a full stop, e.g. description: How to answer metrics questions.",
  minutes: "Give the reading time in whole minutes (about words / 200, rounded up), e.g. minutes: 8.",
  lastChecked: "Write the day you last checked the lesson's figures against their sources, e.g. lastChecked: 2026-11-23.",
};
const UNKNOWN_FIELD_FIX = "Remove that line: lessons take only title, description, minutes and lastChecked.";

function syntaxFix(source: string | undefined): string {
  if (source?.includes("jsx")) {
    return 'A "<" starts a component in MDX: write "less than" or &lt; in prose, or close the tag properly.';
  }
  if (source?.includes("expression")) return 'A "{" starts code in MDX: write \\{ and \\} for literal braces.';
  return "Fix the MDX syntax on this line.";
}
