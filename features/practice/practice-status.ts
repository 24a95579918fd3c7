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
