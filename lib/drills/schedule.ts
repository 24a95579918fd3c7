import { createEmptyCard, fsrs, generatorParameters, type Card } from "ts-fsrs";
import type { Grade } from "./grade";

/**
 * The scheduler every answer goes through. No fuzz, so the same history always gives the same due dates, and no
 * short-term steps: drills are a daily session, so the shortest interval is a day and a missed item is back tomorrow.
 */
export const scheduler = fsrs(generatorParameters({ enable_fuzz: false, enable_short_term: false }));

/** The columns of public.drill_cards that hold a StoredCard. */
export const STORED_CARD_COLUMNS = "item_id, due, stability, difficulty, elapsed_days, scheduled_days, learning_steps, reps, lapses, state, last_review";

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

/** When an item comes back after each rating given at `at`: what the session's summary shows, worked out on the server. */
export function returnDates(itemId: string, stored: StoredCard | undefined, at: Date): Record<Grade, string> {
  const next = (rating: Grade) => nextCard(itemId, stored, rating, at).due;
  return { 1: next(1), 2: next(2), 3: next(3), 4: next(4) };
}
