import { z } from "zod";
import { addDays, isDay, type Day } from "@/lib/indian-time";
import { QUESTION_ID } from "@/lib/practice/question-kinds";

/** The editors' schedule of rounds, inside the content folder. */
export const ROUNDS_FILE = "bar-check/rounds.json";
/** A round's length when the file gives none, and the longest it may be. */
export const DEFAULT_ROUND_DAYS = 7;
export const MAX_ROUND_DAYS = 28;
/** Round ids: lowercase words, digits and dashes (the opening day is a good one). */
export const ROUND_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const scheduledRoundSchema = z.strictObject({
  id: z.string().regex(ROUND_ID, "must be lowercase words, digits and dashes").max(60),
  question: z.string().regex(QUESTION_ID, "must be a question id (its file name without .mdx)"),
  opens: z.string().refine(isDay, "must be a real day written YYYY-MM-DD"),
  days: z.number().int().min(1).max(MAX_ROUND_DAYS).default(DEFAULT_ROUND_DAYS),
});
export const roundsFileSchema = z.strictObject({ rounds: z.array(scheduledRoundSchema) });
export type ScheduledRound = z.infer<typeof scheduledRoundSchema>;

/** A round opens at midnight in India on its opening day and closes at midnight `days` later. */
export function roundWindow(round: Pick<ScheduledRound, "opens" | "days">): { opensAt: Date; closesAt: Date; lastDay: Day } {
  const opensAt = new Date(Date.parse(`${round.opens}T00:00:00+05:30`));
  const closesAt = new Date(Date.parse(`${addDays(round.opens, round.days)}T00:00:00+05:30`));
  return { opensAt, closesAt, lastDay: addDays(round.opens, round.days - 1) };
}
