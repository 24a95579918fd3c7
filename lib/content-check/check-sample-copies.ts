import type { ContentProblem } from "./content-problem";
import { normaliseProse } from "./check-duplicates";
import { walk, type MdxNode } from "./mdx-tree";
import { proseText } from "./prose-words";

/** A scored answer somewhere in the content: a bank sample or a lesson's model answer. */
export type ScoredText = { file: string; line?: number; label: string; text: string };

// Runs of this many words are compared; answers sharing at least this share of them are one text scored twice.
const SHINGLE = 8;
export const COPY_SHARE = 0.5;

/** The text of each `<ModelAnswer>` of a lesson, its `<Score>` lines left out, with the line it starts on. */
export function modelAnswerTexts(tree: MdxNode, file: string, lineOffset: number): ScoredText[] {
  const texts: ScoredText[] = [];
  walk(tree, (node) => {
    if (!node.type.startsWith("mdxJsx") || node.name !== "ModelAnswer") return;
    const body = (node.children ?? []).filter((child) => !(child.type.startsWith("mdxJsx") && child.name === "Score"));
    const level = node.attributes?.find((attribute) => attribute.name === "level")?.value;
    const line = node.position ? node.position.start.line + lineOffset : undefined;
    texts.push({ file, line, label: `the ${typeof level === "string" ? level : ""} model answer`, text: body.map(proseText).join(" ") });
  });
  return texts;
}

function shingles(text: string): Set<string> {
  const words = normaliseProse(text).split(" ").filter(Boolean);
  const runs = new Set<string>();
  for (let start = 0; start + SHINGLE <= words.length; start++) runs.add(words.slice(start, start + SHINGLE).join(" "));
  return runs;
}

/**
 * One text has one score: an answer shown in two places (a lesson and the bank, or two questions) carries two
 * scorings that can drift apart, and a learner grading one meets the other's grades. Reports each pair of scored
 * answers sharing half their eight-word runs or more, on the later one; a lesson shows a bank question's samples with
 * `<BankAnswers question="...">` instead.
 */
export function checkSampleCopies(texts: readonly ScoredText[]): ContentProblem[] {
  const runs = texts.map((item) => shingles(item.text));
  const problems: ContentProblem[] = [];
  for (let later = 1; later < texts.length; later++) {
    for (let earlier = 0; earlier < later; earlier++) {
      const [a, b] = [runs[earlier]!, runs[later]!];
      if (!a.size || !b.size) continue;
      let shared = 0;
      for (const run of a) if (b.has(run)) shared++;
      if (shared / Math.min(a.size, b.size) < COPY_SHARE) continue;
      const other = texts[earlier]!;
      const item = texts[later]!;
      problems.push({
        file: item.file,
        line: item.line,
        message: `${item.label[0]!.toUpperCase()}${item.label.slice(1)} is a copy of ${other.label} in ${other.file}${other.line ? `:${other.line}` : ""}, so one answer carries two scorings.`,
        fix: "Keep one: in a lesson, show a bank question's samples with <BankAnswers question=\"...\">; in the bank, write a different answer.",
      });
    }
  }
  return problems;
}
