import type { ContentProblem } from "./content-problem";
import { walk, type MdxNode } from "./mdx-tree";
import { proseText } from "./prose-words";

/** A paragraph of a lesson, as written and as compared. */
export type ProseParagraph = {
  /** 1-based line in the lesson file. */
  line?: number;
  /** The text a reader sees, with whitespace collapsed. */
  text: string;
  /** Lower-case words only, for comparison (see `normaliseProse`). */
  normalised: string;
};

/** What the duplicate check needs of one lesson: its file, its paragraphs, and all its prose as compared words. */
export type LessonProse = { file: string; paragraphs: ProseParagraph[]; words: string[] };

/** Paragraphs shorter than this (headings, one-line instructions, "Example:") may repeat across lessons. */
export const MIN_PARAGRAPH_WORDS = 12;
/** Lessons shorter than this are too small to compare as a whole (their long paragraphs are still compared). */
export const MIN_COPY_WORDS = 100;
/** Lessons are compared as sets of this many consecutive words. */
export const SHINGLE_WORDS = 5;
/**
 * Two lessons whose word-shingle Jaccard similarity reaches this are near-copies. Measured on the 47 lessons in 2026:
 * the most similar pair (two rubric lessons) scores 0.010, while any lesson copied with its company and city names
 * swapped scores at least 0.82, and with every tenth word changed at least 0.33. `npm run content:words` prints the
 * current most similar pair.
 */
export const NEAR_COPY_SIMILARITY = 0.2;

/** Lower-case words of `text`, without Markdown or punctuation, separated by single spaces. */
export function normaliseProse(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’'`]/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** One lesson's paragraphs (including those in lists, quotes and callouts) and its prose words. */
export function lessonProse(file: string, tree: MdxNode, lineOffset = 0): LessonProse {
  const paragraphs: ProseParagraph[] = [];
  walk(tree, (node) => {
    if (node.type !== "paragraph") return;
    const text = proseText(node).replace(/\s+/g, " ").trim();
    const line = node.position ? node.position.start.line + lineOffset : undefined;
    paragraphs.push({ line, text, normalised: normaliseProse(text) });
  });
  const words = normaliseProse(proseText(tree)).split(" ").filter(Boolean);
  return { file, paragraphs, words };
}

/** The word-shingle Jaccard similarity of two lessons' prose: 0 when they share no run of words, 1 when identical. */
export function proseSimilarity(a: LessonProse, b: LessonProse): number {
  return jaccard(shingles(a.words), shingles(b.words));
}

/** Every pair of lessons by similarity, the most similar first (for reports and for choosing the threshold). */
export function similarityRanking(lessons: LessonProse[]): { a: string; b: string; similarity: number }[] {
  const sets = lessons.map((lesson) => shingles(lesson.words));
  const pairs: { a: string; b: string; similarity: number }[] = [];
  for (let i = 0; i < lessons.length; i++) {
    for (let j = i + 1; j < lessons.length; j++) {
      pairs.push({ a: lessons[i]!.file, b: lessons[j]!.file, similarity: jaccard(sets[i]!, sets[j]!) });
    }
  }
  return pairs.sort((x, y) => y.similarity - x.similarity);
}

/**
 * Paragraphs that appear in more than one lesson (each later copy is reported, naming the first), and pairs of
 * lessons whose prose is so alike that one is a copy of the other with a few words changed.
 */
export function checkDuplicates(lessons: LessonProse[], threshold = NEAR_COPY_SIMILARITY): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const firstSeen = new Map<string, { file: string; line?: number }>();
  for (const lesson of lessons) {
    const seenHere = new Set<string>();
    for (const paragraph of lesson.paragraphs) {
      if (wordCount(paragraph.normalised) < MIN_PARAGRAPH_WORDS || seenHere.has(paragraph.normalised)) continue;
      seenHere.add(paragraph.normalised);
      const first = firstSeen.get(paragraph.normalised);
      if (!first) {
        firstSeen.set(paragraph.normalised, { file: lesson.file, line: paragraph.line });
        continue;
      }
      problems.push({
        file: lesson.file,
        line: paragraph.line,
        message: `The paragraph "${firstWords(paragraph.text)}" also appears in ${where(first)}.`,
        fix: "Keep the paragraph in one lesson and rewrite or remove it in the other; link to it if needed.",
      });
    }
  }
  const comparable = lessons.filter((lesson) => lesson.words.length >= MIN_COPY_WORDS);
  for (const { a, b, similarity } of similarityRanking(comparable)) {
    if (similarity < threshold) break;
    problems.push({
      file: b,
      message: `This lesson is a near-copy of ${a}: ${percent(similarity)} of their five-word runs are shared.`,
      fix: "Each lesson must be written for its own topic: rewrite this one rather than changing names in a copy.",
    });
  }
  return problems;
}

function percent(share: number): string {
  return `${Math.round(share * 100)}%`;
}

function shingles(words: string[]): Set<string> {
  const set = new Set<string>();
  if (words.length < SHINGLE_WORDS) {
    if (words.length) set.add(words.join(" "));
    return set;
  }
  for (let i = 0; i + SHINGLE_WORDS <= words.length; i++) set.add(words.slice(i, i + SHINGLE_WORDS).join(" "));
  return set;
}

function jaccard(a: Set<string>, b: Set<string>): number {
  if (!a.size && !b.size) return 0;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let shared = 0;
  for (const item of small) if (large.has(item)) shared++;
  return shared / (a.size + b.size - shared);
}

function wordCount(normalised: string): number {
  return normalised ? normalised.split(" ").length : 0;
}

function firstWords(text: string, count = 8): string {
  const words = text.replace(/^["“'‘]+/, "").split(" ");
  return words.length > count ? `${words.slice(0, count).join(" ")}...` : words.join(" ");
}

function where({ file, line }: { file: string; line?: number }): string {
  return line ? `${file}:${line}` : file;
}
