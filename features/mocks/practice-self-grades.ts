import "server-only";

/** A member's own grade of a practice answer to one question: the mean of their rubric self-scores, 1 to 5. */
export interface PracticeSelfGrade {
  questionId: string;
  meanScore: number;
  /** Per rubric skill id, the member's own score. */
  scores: Record<string, number>;
}

/**
 * The member's practice self-grades for these questions, shown beside the scores a mock partner gave. The practice
 * tables arrive with the practice pages (another branch): until they are merged this returns none, and wiring it is
 * the only change the mock page needs.
 */
export async function loadPracticeSelfGrades(memberId: string, questionIds: string[]): Promise<Map<string, PracticeSelfGrade>> {
  void memberId;
  void questionIds;
  return new Map();
}
