import { createEmptyCard, fsrs, generatorParameters, Rating, type Card, type Grade } from "ts-fsrs";
import type { DrillItem } from "./drill-item";
import { readGuess } from "./number";
import { scoreEstimate, type EstimateOutcome } from "./score";

/**
 * The scheduler every answer goes through. No fuzz, so the same history always gives the same due dates, and no
 * short-term steps: drills are a daily session, so the shortest interval is a day and a missed item is back tomorrow.
 */
export const scheduler = fsrs(generatorParameters({ enable_fuzz: false, enable_short_term: false }));

/** A member's card for an item, as stored: ts-fsrs' card with dates as ISO text. */
export type StoredCard = {
  item_id: string;
  due: string;
  stability: number;
  difficulty: number;
  elapsed_days: number;
  scheduled_days: number;
  learning_steps: number;
  reps: number;
  lapses: number;
  state: number;
  last_review: string;
};

/** What the learner did with an item: the number typed, the rating chosen, or the check picked. */
export type DrillAnswer = { kind: "estimate"; guess: string } | { kind: "define"; rating: Grade } | { kind: "triage"; check: number };

/** An answer read: the rating ts-fsrs gets and the result the summary shows. */
export type Graded = { rating: Grade; result: EstimateOutcome };

const ESTIMATE_RATING: Record<EstimateOutcome, Grade> = { right: Rating.Good, partial: Rating.Hard, missed: Rating.Again };
const DEFINE_RESULT: Record<Grade, EstimateOutcome> = { [Rating.Again]: "missed", [Rating.Hard]: "partial", [Rating.Good]: "right", [Rating.Easy]: "right" };

/**
 * Grades an answer to an item: an estimate by the log-scale rule (right Good, partial Hard, missed Again), a
 * definition by the learner's own rating, a triage by whether the best check was picked (Good, else Again). Null
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
  if (item.kind === "triage" && answer.kind === "triage") {
    const check = item.checks[answer.check];
    if (!check) return null;
    return check.best ? { rating: Rating.Good, result: "right" } : { rating: Rating.Again, result: "missed" };
  }
  return null;
}

const toCard = (stored: StoredCard): Card => ({
  ...stored,
  due: new Date(stored.due),
  last_review: new Date(stored.last_review),
  state: stored.state as Card["state"],
});

/** The card after `rating` at `at`: a new card when the member has none for the item yet. */
export function nextCard(itemId: string, stored: StoredCard | undefined, rating: Grade, at: Date): StoredCard {
  const card = stored ? toCard(stored) : createEmptyCard(at);
  const next = scheduler.next(card, at, rating).card;
  return {
    item_id: itemId,
    due: next.due.toISOString(),
    stability: next.stability,
    difficulty: next.difficulty,
    elapsed_days: next.elapsed_days,
    scheduled_days: next.scheduled_days,
    learning_steps: next.learning_steps,
    reps: next.reps,
    lapses: next.lapses,
    state: next.state,
    last_review: at.toISOString(),
  };
}
