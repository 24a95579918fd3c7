import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import type { Question } from "@/lib/practice/question";
import type { QuestionType } from "@/lib/practice/question-kinds";
import type { ContentProblem } from "./content-problem";
import type { ScorePair } from "./scoring-agreement";

/** Where the second editor's blind scores of the bank's sample answers are kept, inside the content folder. */
export const SECOND_SCORING_FILE = path.join("data", "scoring", "second-pass.json");

const score = z.number().int().min(1).max(5);
const scores = z.record(z.string(), score);
/**
 * One sample answer scored twice, blind: `first` is what the sample's <Score> lines said before the second pass,
 * `second` what a second editor gave without seeing them, and `resolved` the reason for the score kept on each skill
 * where they differ. The first pass is kept here because resolving a disagreement may change the <Score> line.
 */
const entry = z.strictObject({ first: scores, second: scores, resolved: z.record(z.string(), z.string().trim().min(20)).default({}) });
const secondScoringSchema = z.strictObject({ scoredOn: z.iso.date(), samples: z.record(z.string(), entry) });
export type SecondScoring = z.infer<typeof secondScoringSchema>;

/** The key of a sample answer in the file: the question's id and the sample's place among its samples, from 1. */
export const sampleKey = (questionId: string, index: number) => `${questionId}#${index + 1}`;

/** Reads the file, or null when there is none. Throws the schema's words when it does not fit. */
export async function readSecondScoring(contentDir: string): Promise<{ file: string; scoring: SecondScoring } | null> {
  const file = path.join(contentDir, SECOND_SCORING_FILE);
  if (!existsSync(file)) return null;
  const parsed = secondScoringSchema.safeParse(JSON.parse(await readFile(file, "utf8")));
  if (!parsed.success) throw new Error(z.prettifyError(parsed.error));
  return { file, scoring: parsed.data };
}

/** The two passes' scores of every skill, by question type: what the agreement is measured on. */
export function scorePairsByType(scoring: SecondScoring, questions: readonly Question[]): Map<QuestionType, ScorePair[]> {
  const byId = new Map(questions.map((question) => [question.id, question]));
  const pairs = new Map<QuestionType, ScorePair[]>();
  for (const [key, { first, second }] of Object.entries(scoring.samples)) {
    const question = byId.get(key.split("#")[0]!);
    if (!question) continue;
    const list = pairs.get(question.type) ?? [];
    for (const skill of Object.keys(first)) if (second[skill] !== undefined) list.push({ first: first[skill]!, second: second[skill]! });
    pairs.set(question.type, list);
  }
  return pairs;
}

/**
 * The rules of the second scoring (content/README.md, "Scoring twice"): every entry names a sample of the bank and
 * scores exactly its question's skills in both passes; every skill the passes disagree on has a written resolution;
 * where they agree, the sample's <Score> line holds their score, and a resolution is a leftover. Samples without an entry are counted, not refused: a new sample waits for its
 * second editor.
 */
export function checkSecondScoring(scoring: SecondScoring, questions: readonly Question[], file: string): { problems: ContentProblem[]; unscored: string[] } {
  const problems: ContentProblem[] = [];
  const problem = (message: string, fix: string) => problems.push({ file, message, fix });
  const byId = new Map(questions.map((question) => [question.id, question]));
  for (const [key, { first, second, resolved }] of Object.entries(scoring.samples)) {
    const [id, place] = key.split("#");
    const sample = byId.get(id!)?.samples[Number(place) - 1];
    if (!sample) {
      problem(`"${key}" is not a sample answer of the bank.`, "Use <question id>#<sample number, from 1>, or remove the entry.");
      continue;
    }
    const skills = byId.get(id!)!.skills;
    for (const [pass, given] of [["first", first], ["second", second]] as const) {
      const missing = skills.filter((skill) => given[skill] === undefined);
      const extra = Object.keys(given).filter((skill) => !skills.includes(skill));
      if (missing.length || extra.length) {
        problem(
          `"${key}": the ${pass} pass does not score the question's skills${missing.length ? ` (missing ${missing.join(", ")})` : ""}${extra.length ? ` (not its skills: ${extra.join(", ")})` : ""}.`,
          `Score exactly: ${skills.join(", ")}.`,
        );
      }
    }
    for (const skill of skills) {
      const kept = sample.scores.find((item) => item.skill === skill)?.score;
      if (first[skill] === undefined || second[skill] === undefined) continue;
      if (first[skill] !== second[skill] && !resolved[skill]) {
        problem(
          `"${key}" ${skill}: the first pass gave ${first[skill]}, the second ${second[skill]}, and no resolution says which holds.`,
          `Decide the score, set the sample's <Score skill="${skill}"> to it, and write why under "resolved".`,
        );
      }
      if (first[skill] === second[skill] && resolved[skill]) {
        problem(`"${key}" ${skill}: both passes gave ${first[skill]}, so there is nothing to resolve.`, "Remove the resolution.");
      }
      if (first[skill] === second[skill] && kept !== undefined && kept !== first[skill]) {
        problem(
          `"${key}" ${skill}: both passes gave ${first[skill]}, but the sample's <Score> says ${kept}.`,
          `Set the <Score skill="${skill}"> back to ${first[skill]}.`,
        );
      }
    }
  }
  const unscored = questions.flatMap((question) => question.samples.flatMap((_, index) => (scoring.samples[sampleKey(question.id, index)] ? [] : [sampleKey(question.id, index)])));
  return { problems, unscored };
}
