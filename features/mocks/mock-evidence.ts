import { indianDay, type Day } from "@/lib/indian-time";
import type { QuestionType } from "@/lib/practice/question-kinds";

/** What the plan reads of a member's mocks: the days (Indian calendar) of mocks held, and per question type the mean
 * rubric score (1-5) they received as candidate, over all their mocks and mock by mock. */
export interface MockEvidence {
  days: Day[];
  meanScoreByType: Partial<Record<QuestionType, number>>;
  /** Each feedback received, as the mean of its skill scores, by the mock's question type. */
  scoresByType: Partial<Record<QuestionType, number[]>>;
}

/** The evidence from the member's held mocks and the feedback they received (each with its mock's question type). */
export function mockEvidence(held: { proposed_at: string }[], received: { question_type: QuestionType; scores: Record<string, number> }[]): MockEvidence {
  const days = [...new Set(held.map((mock) => indianDay(new Date(mock.proposed_at))))].sort();
  const sums = new Map<QuestionType, { total: number; count: number }>();
  const scoresByType: MockEvidence["scoresByType"] = {};
  for (const feedback of received) {
    const scores = Object.values(feedback.scores);
    if (scores.length > 0) (scoresByType[feedback.question_type] ??= []).push(scores.reduce((total, score) => total + score, 0) / scores.length);
    const sum = sums.get(feedback.question_type) ?? { total: 0, count: 0 };
    for (const score of Object.values(feedback.scores)) {
      sum.total += score;
      sum.count += 1;
    }
    sums.set(feedback.question_type, sum);
  }
  const meanScoreByType: MockEvidence["meanScoreByType"] = {};
  for (const [type, { total, count }] of sums) if (count > 0) meanScoreByType[type] = Math.round((total / count) * 100) / 100;
  return { days, meanScoreByType, scoresByType };
}
