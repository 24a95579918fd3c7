import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { courseManifest } from "../../content/manifest";
import { buildNavigation } from "@/lib/course/navigation";
import { checkDuplicates, lessonProse, type LessonProse } from "./check-duplicates";
import { checkData } from "./check-data";
import { checkFigureSources } from "./check-figure-sources";
import { checkLessonImageFiles } from "./check-images";
import { checkLength } from "./check-length";
import { checkLessonTree, type LessonContext } from "./check-lesson";
import { checkManifest } from "./check-manifest";
import { checkDrills, DRILLS_FOLDER } from "./check-drills";
import { checkQuestions, QUESTIONS_FOLDER } from "./check-questions";
import { checkSampleLengths } from "./check-sample-lengths";
import { checkMocks, MOCKS_FOLDER } from "./check-mocks";
import { checkBarCheckRounds } from "./check-bar-check-rounds";
import { checkSecondScoring, readSecondScoring, SECOND_SCORING_FILE } from "./check-second-scoring";
import type { Question } from "@/lib/practice/question";
import type { ContentProblem } from "./content-problem";
import { formatIssue } from "@/lib/course/format-issues";
import { frontmatterSchema } from "@/lib/course/frontmatter-schema";
import { draftLessonPaths } from "@/lib/course/drafts";
import { defaultContentDir, readGlossary } from "@/lib/course/lesson-files";
import { defaultPublicDir } from "@/lib/course/lesson-image-files";
import { imageHostName } from "@/lib/course/lesson-images";
import { listMdxFiles } from "./list-mdx-files";
import { checkPracticeLesson } from "./check-model-answers";
import { compileMdx } from "./mdx-tree";
import { parseFrontmatter } from "@/lib/course/parse-frontmatter";
import { proseText, proseWords } from "./prose-words";
import { checkSampleCopies, modelAnswerTexts, type ScoredText } from "./check-sample-copies";
import { wordRange as courseWordRange, type WordRange } from "./word-range";
import type { CourseManifest, Lesson } from "@/lib/course/types";
import type { DrillKind } from "@/lib/drills/drill-item";

/** The outcome of a content check: every problem found, and the size of the course when there are none. */
export type ContentReport = {
  problems: ContentProblem[];
  lessons: number;
  words: number;
  questions: number;
  samples: number;
  /** Sample answers scored twice (content/data/scoring/second-pass.json). */
  scoredTwice: number;
  drills: Record<DrillKind, number>;
  /** Solo mock scripts (content/mocks/). */
  mocks: number;
};

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
 * that copy one another), then the practice questions and drill items, and lists problems. Throws when the image host is not a host name, as the build does.
 */
export async function checkContent(options: CheckOptions = {}): Promise<ContentReport> {
  const course = await prepare(options);
  const problems = [...checkManifest(course.manifest, course), ...course.problems];
  const lessons = course.chain.filter((lesson) => course.mdxFiles.includes(`${lesson.section}/${lesson.slug}.mdx`));
  const results = await Promise.all(lessons.map((lesson) => course.check(lesson)));
  for (const result of results) problems.push(...result.problems);
  problems.push(...checkDuplicates(results.flatMap((result) => (result.prose ? [result.prose] : []))));
  const words = results.reduce((total, result) => total + result.words, 0);
  const questions = await checkQuestions(course.contentDir, course.display, course.questionContext);
  problems.push(...questions.problems);
  const questionsFolder = path.join(course.contentDir, QUESTIONS_FOLDER);
  if (existsSync(questionsFolder)) {
    const fileOf = (id: string) => course.display(path.join(questionsFolder, `${id}.mdx`));
    problems.push(...checkSampleLengths(questions.parsed, fileOf, course.display(questionsFolder)));
  }
  const second = await secondScoringProblems(course.contentDir, course.display, questions.parsed);
  // Bank samples first, so a lesson's copy of one is reported on the lesson, where <BankAnswers> replaces it.
  const samples = questions.parsed.flatMap((question) =>
    question.samples.map((sample, index) => ({
      file: course.display(path.join(course.contentDir, QUESTIONS_FOLDER, `${question.id}.mdx`)),
      label: `sample answer ${index + 1} of "${question.id}"`,
      text: sample.body.map(proseText).join(" "),
    })),
  );
  problems.push(...checkSampleCopies([...samples, ...results.flatMap((result) => result.answers ?? [])]));
  problems.push(...second.problems);
  problems.push(...(await checkBarCheckRounds(course.contentDir, course.display, questions.parsed)));
  const drills = await checkDrills(course.contentDir, course.display, { ...course.questionContext, glossary: await glossaryEntries(course.contentDir) });
  problems.push(...drills.problems);
  const mocks = await checkMocks(course.contentDir, course.display, course.questionContext);
  problems.push(...mocks.problems);
  return { problems, lessons: lessons.length, words, questions: questions.questions, samples: questions.samples, scoredTwice: questions.samples - second.unscored, drills: drills.counts, mocks: mocks.files };
}

/** The second scoring's problems, with the file's own when it cannot be read, and how many samples it leaves out. */
async function secondScoringProblems(contentDir: string, display: (file: string) => string, questions: Question[]) {
  const file = display(path.join(contentDir, SECOND_SCORING_FILE));
  try {
    const read = await readSecondScoring(contentDir);
    if (!read) return { problems: [], unscored: questions.reduce((total, question) => total + question.samples.length, 0) };
    const { problems, unscored } = checkSecondScoring(read.scoring, questions, file);
    return { problems, unscored: unscored.length };
  } catch (error) {
    const fix = 'Keep it { "scoredOn": "YYYY-MM-DD", "samples": { "<question id>#<n>": { "first": {...}, "second": {...}, "resolved": {...} } } }.';
    return { problems: [{ file, message: `The second scoring cannot be read: ${error instanceof Error ? error.message : String(error)}`, fix }], unscored: 0 };
  }
}

/**
 * The problems of one lesson of the manifest (its file, frontmatter, MDX, links, images, components and length) and
 * of the data files lessons read: what the lesson page shows in development instead of the lesson.
 */
export async function checkOneLesson(section: string, slug: string, options: CheckOptions = {}): Promise<ContentProblem[]> {
  const course = await prepare(options);
  const lesson = course.chain.find((entry) => entry.section === section && entry.slug === slug);
  if (!lesson) return [];
  if (!course.mdxFiles.includes(`${section}/${slug}.mdx`)) {
    const file = `${course.contentLabel}/${section}/${slug}.mdx`;
    return [{ file, message: `${course.manifestFile} lists this lesson, but the file does not exist.`, fix: "Create the file, or remove the lesson from the manifest." }];
  }
  return [...course.problems, ...(await course.check(lesson)).problems];
}

/** What checking any lesson needs: the manifest, the files, the data and the images, read once. */
async function prepare(options: CheckOptions) {
  const contentDir = path.resolve(options.contentDir ?? defaultContentDir);
  const manifest = options.manifest ?? courseManifest;
  const display = (file: string) => path.relative(process.cwd(), file).split(path.sep).join("/") || file;
  const contentLabel = display(contentDir);
  const manifestFile = options.manifestFile ?? `${contentLabel}/manifest.ts`;
  const imageHost = imageHostName(options.imageHost ?? (process.env.NEXT_PUBLIC_IMAGE_HOST || ""));

  // Practice questions, drill items and mock scripts are checked on their own (check-questions.ts, check-drills.ts,
  // check-mocks.ts): they are not lessons of the manifest.
  const ownFolders = [QUESTIONS_FOLDER, DRILLS_FOLDER, MOCKS_FOLDER].map((folder) => `${folder}/`);
  const mdxFiles = (await listMdxFiles(contentDir)).filter((file) => !ownFolders.some((folder) => file.startsWith(folder)));
  const data = await checkData(contentDir, display);
  const bankSamples = await bankSampleCounts(contentDir);
  const images = await checkLessonImageFiles(path.resolve(options.publicDir ?? defaultPublicDir), display);
  const { lessons: chain } = buildNavigation(manifest);
  const lessonPaths = chain.map((lesson) => lesson.path);
  const drafts = draftLessonPaths(manifest, contentDir);
  const check = (lesson: Lesson) => {
    const file = path.join(contentDir, lesson.section, `${lesson.slug}.mdx`);
    const context = { ...data, bankSamples, imageHost, lessonImages: images.lessonImages, file: display(file), lineOffset: 0 };
    const range = (options.wordRange ?? courseWordRange)(lesson.section, lesson.slug);
    return checkLesson(file, lesson, manifestFile, range, { ...context, lessonPaths, drafts });
  };
  const questionContext = { rubricSkills: data.rubricSkillIds, lessonPaths, drafts };
  return {
    manifest, manifestFile, contentLabel, contentDir, display, questionContext, mdxFiles, chain, check,
    problems: [...data.problems, ...images.problems],
  };
}

/** Each bank question's id with its number of `<SampleAnswer>` blocks: what a lesson's `<BankAnswers>` may name. */
async function bankSampleCounts(contentDir: string): Promise<Map<string, number>> {
  const folder = path.join(contentDir, QUESTIONS_FOLDER);
  if (!existsSync(folder)) return new Map();
  const files = (await readdir(folder)).filter((name) => name.endsWith(".mdx"));
  const counts = await Promise.all(files.map(async (name) => [name.replace(/\.mdx$/, ""), (await readFile(path.join(folder, name), "utf8")).match(/<SampleAnswer\b/g)?.length ?? 0] as const));
  return new Map(counts);
}

/** The glossary's entries by term, for the drill items that draw on it; empty when the glossary cannot be read (checkData says why). */
async function glossaryEntries(contentDir: string) {
  const entries = await readGlossary(contentDir).catch(() => []);
  return new Map(entries.map((entry) => [entry.term, entry]));
}

type LessonResult = { words: number; problems: ContentProblem[]; prose?: LessonProse; answers?: ScoredText[] };

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
  const draft = parsed.data.draft === true;
  problems.push(...checkLessonTree(compiled.tree, { ...context, lineOffset, drafts: draft ? undefined : context.drafts }));
  for (const { node, message, fix } of checkFigureSources(compiled.tree)) {
    problems.push(problem(message, fix, node.position ? node.position.start.line + lineOffset : undefined));
  }
  const practice = lesson.slug === "practice" ? checkPracticeLesson(compiled.tree) : null;
  if (practice) problems.push(problem(practice.message, practice.fix));
  const words = proseWords(compiled.tree);
  problems.push(...checkLength(words, range, { file: context.file, draft }));
  return { words, problems, prose: lessonProse(context.file, compiled.tree, lineOffset), answers: modelAnswerTexts(compiled.tree, context.file, lineOffset) };
}

const FRONTMATTER_FIXES: Record<string, string> = {
  title: "Write title: followed by the lesson title, the same as in the manifest.",
  description: "Write one sentence ending with a full stop, e.g. description: How to answer metrics questions.",
  minutes: "Give the reading time in whole minutes (about words / 200, rounded up), e.g. minutes: 8.",
  lastChecked: "Write the day you last checked the lesson's figures against their sources, e.g. lastChecked: 2026-11-23.",
  draft: "Write draft: true while the lesson is being written; remove the line to publish it.",
};
const UNKNOWN_FIELD_FIX = "Remove that line: lessons take only title, description, minutes, lastChecked and draft.";

function syntaxFix(source: string | undefined): string {
  if (source?.includes("jsx")) {
    return 'A "<" starts a component in MDX: write "less than" or &lt; in prose, or close the tag properly.';
  }
  if (source?.includes("expression")) return 'A "{" starts code in MDX: write \\{ and \\} for literal braces.';
  return "Fix the MDX syntax on this line.";
}
