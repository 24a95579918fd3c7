import type { DrillItem } from "./drill-item";
import { readGuess } from "./number";
import { scoreEstimate, type EstimateOutcome } from "./score";

// Apart from schedule.ts so the browser can grade an answer without loading ts-fsrs: the ratings are ts-fsrs' own
// numbers (a unit test holds them to its Rating).

/** ts-fsrs' ratings: Again, Hard, Good, Easy. */
export const Rating = { Again: 1, Hard: 2, Good: 3, Easy: 4 } as const;
export type Grade = (typeof Rating)[keyof typeof Rating];

/** What the learner did with an item: the number typed, the rating chosen, or the check picked. */
export type DrillAnswer = { kind: "estimate"; guess: string } | { kind: "define"; rating: Grade } | { kind: "triage"; check: number } | { kind: "mock"; rating: Grade };

/** An answer read: the rating ts-fsrs gets and the result the summary shows. */
export type Graded = { rating: Grade; result: EstimateOutcome };

const ESTIMATE_RATING: Record<EstimateOutcome, Grade> = { right: Rating.Good, partial: Rating.Hard, missed: Rating.Again };
const DEFINE_RESULT: Record<Grade, EstimateOutcome> = { [Rating.Again]: "missed", [Rating.Hard]: "partial", [Rating.Good]: "right", [Rating.Easy]: "right" };

/**
 * Grades an answer to an item: an estimate by the log-scale rule (right Good, partial Hard, missed Again), a
 * definition or a missed mock check by the learner's own rating, a triage by whether the best check was picked (Good, else Again). Null
 * when the answer does not fit the item (a number that cannot be read, a check that does not exist).
 */
export function grade(item: DrillItem, answer: DrillAnswer): Graded | null {
  if (item.kind === "estimate" && answer.kind === "estimate") {
    const guess = readGuess(answer.guess, item);
    if (!guess.ok) return null;
    const result = scoreEstimate(guess.value, item.value);
    return { rating: ESTIMATE_RATING[result], result };
  }
  if (item.kind === "define" && answer.kind === "define") return { rating: answer.rating, result: DEFINE_RESULT[answer.rating] };
  // A missed solo mock check is rated like a definition: by how well the learner recalled what a good answer covers.
  if (item.kind === "mock" && answer.kind === "mock") return { rating: answer.rating, result: DEFINE_RESULT[answer.rating] };
  if (item.kind === "triage" && answer.kind === "triage") {
    const check = item.checks[answer.check];
    if (!check) return null;
    return check.best ? { rating: Rating.Good, result: "right" } : { rating: Rating.Again, result: "missed" };
  }
  return null;
}

