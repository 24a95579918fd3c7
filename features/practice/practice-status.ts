import type { PracticeStatus } from "./bank-filters";
import type { AttemptState } from "./load-practice";

/** Each question's status from the member's attempts: graded beats tried; a draft never submitted is not a try. */
export function statusesOf(attempts: readonly AttemptState[]): (id: string) => PracticeStatus {
  const statuses = new Map<string, PracticeStatus>();
  for (const attempt of attempts) {
    if (attempt.gradedAt) statuses.set(attempt.questionId, "graded");
    else if (attempt.submittedAt && statuses.get(attempt.questionId) !== "graded") statuses.set(attempt.questionId, "tried");
  }
  return (id) => statuses.get(id) ?? "not-tried";
}

/**
 * The answer a learner returning to a question is taken to: their latest, when it is submitted and not graded yet, so
 * they grade it rather than meet a new attempt with its clock; null when they should answer (again, or on from a draft).
 */
export function attemptToGrade<A extends Pick<AttemptState, "submittedAt" | "gradedAt"> & { startedAt: string }>(attempts: readonly A[]): A | null {
  const latest = attempts.reduce<A | null>((newest, attempt) => (!newest || attempt.startedAt > newest.startedAt ? attempt : newest), null);
  return latest?.submittedAt && !latest.gradedAt ? latest : null;
}
