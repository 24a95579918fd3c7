import { z } from "zod";
import { COMPANY_IDS } from "@/lib/course/companies";
import { difficultyKeys, questionTypeKeys } from "@/lib/practice/question-kinds";
import type { QuestionSummary } from "@/lib/practice/question";

/** A question's state for this member: never answered, answered (submitted), or answered and self-graded. */
export type PracticeStatus = "not-tried" | "tried" | "graded";
export const STATUS_LABELS: Record<PracticeStatus, string> = { "not-tried": "Not tried", tried: "Tried", graded: "Graded" };

// A value outside the lists (a hand-edited address) is read as "any", never as an error.
const oneOf = <T extends string>(keys: readonly T[]) => z.enum(keys as [T, ...T[]]).optional().catch(undefined);

/** The bank's filters as the query string carries them, so they work without JavaScript and can be shared. */
export const bankFiltersSchema = z.object({
  type: oneOf(questionTypeKeys),
  company: oneOf(COMPANY_IDS),
  difficulty: oneOf(difficultyKeys),
  /** "recent": only questions members reported in the last six months (lib/debriefs/bank-reports.ts). */
  reported: oneOf(["recent"] as const),
});
export type BankFilters = z.infer<typeof bankFiltersSchema>;

/** Reads the filters from a page's search params (a repeated key counts by its first value). */
export function readBankFilters(params: Record<string, string | string[] | undefined>): BankFilters {
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
  return bankFiltersSchema.parse({
    type: first(params.type),
    company: first(params.company),
    difficulty: first(params.difficulty),
    reported: first(params.reported),
  });
}

export function filterQuestions<Q extends QuestionSummary>(questions: readonly Q[], filters: BankFilters): Q[] {
  return questions.filter(
    (question) =>
      (!filters.type || question.type === filters.type) &&
      (!filters.company || question.companies.includes(filters.company)) &&
      (!filters.difficulty || question.difficulty === filters.difficulty),
  );
}

/**
 * The bank's default order: first the questions of the companies in the learner's plan (those asked by more of them
 * first), then easy before hard, then the bank's own order (by id). Without a plan, by difficulty alone.
 */
export function orderQuestions<Q extends QuestionSummary>(questions: readonly Q[], planCompanies: readonly string[]): Q[] {
  const wanted = new Set(planCompanies);
  const relevance = (question: Q) => question.companies.filter((company) => wanted.has(company)).length;
  const difficulty = (question: Q) => difficultyKeys.indexOf(question.difficulty);
  return questions
    .map((question, index) => ({ question, index }))
    .sort((a, b) => relevance(b.question) - relevance(a.question) || difficulty(a.question) - difficulty(b.question) || a.index - b.index)
    .map(({ question }) => question);
}

/**
 * "Surprise me": a question of the chosen filters the member has not tried, picked by `random` (0 to 1); one tried
 * already when all have been; null when none matches.
 */
export function pickSurprise<Q extends QuestionSummary>(matching: readonly Q[], status: (id: string) => PracticeStatus, random: number): Q | null {
  const untried = matching.filter((question) => status(question.id) === "not-tried");
  const pool = untried.length ? untried : matching;
  return pool.length ? pool[Math.min(pool.length - 1, Math.floor(random * pool.length))]! : null;
}
