import type { MdxNode } from "@/lib/content-check/mdx-tree";
import { proseText } from "@/lib/content-check/prose-words";
import type { Question, SampleAnswer } from "@/lib/practice/question";

/** Anchors wanted per editor level (1 to 5), where the bank has them. */
export const ANCHORS_PER_LEVEL = 2;

export type Anchor = { ref: string; value: number; answer: string };

/** A sample's fixed place on the editors' scale: the mean of its skill scores, to two decimals. */
export function anchorValue(sample: SampleAnswer): number {
  const mean = sample.scores.reduce((sum, score) => sum + score.score, 0) / Math.max(1, sample.scores.length);
  return Math.round(mean * 100) / 100;
}

/**
 * A sample answer as plain text, as a member's answer is typed: paragraphs apart, list items on lines of their own, no
 * markup and no quotation marks around it, so a judge cannot tell it from a member's.
 */
export function plainAnswer(blocks: readonly MdxNode[]): string {
  // The samples are written as speech, in quotation marks: a member types no such marks.
  const unquoted = (text: string) => text.trim().replace(/^["“]/, "").replace(/["”]$/, "");
  const block = (node: MdxNode): string =>
    node.type === "list" ? (node.children ?? []).map((item) => `- ${unquoted(proseText(item))}`).join("\n") : unquoted(proseText(node));
  return blocks.map(block).filter(Boolean).join("\n\n");
}

/**
 * The anchors of a round on `question`: all its own scored samples, then samples of other questions of the same type
 * (in the bank's order) for any level 1-5 that has fewer than ANCHORS_PER_LEVEL, until it has them or the bank runs out.
 * A level is the anchor value rounded.
 */
export function anchorsFor(question: Question, bank: readonly Question[]): Anchor[] {
  const scored = (of: Question) => of.samples.map((sample, index) => ({ sample, ref: `${of.id}#${index + 1}` })).filter(({ sample }) => sample.scores.length > 0);
  const chosen = scored(question);
  const level = (value: number) => Math.min(5, Math.max(1, Math.round(value)));
  const count = (wanted: number) => chosen.filter(({ sample }) => level(anchorValue(sample)) === wanted).length;
  for (const other of bank) {
    if (other.id === question.id || other.type !== question.type) continue;
    for (const candidate of scored(other)) {
      if (count(level(anchorValue(candidate.sample))) < ANCHORS_PER_LEVEL) chosen.push(candidate);
    }
  }
  return chosen.map(({ sample, ref }) => ({ ref, value: anchorValue(sample), answer: plainAnswer(sample.body) }));
}
