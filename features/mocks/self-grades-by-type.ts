import type { QuestionType } from "@/lib/practice/question-kinds";

/** A member's own grades of their practice answers to the questions of one type: per rubric skill, the mean score. */
export interface TypeSelfGrades {
  type: QuestionType;
  /** Per rubric skill id, the mean of the member's own scores (1 to 5) over the answers that scored it. */
  scores: Record<string, number>;
  /** How many answers (the latest graded one of each question) the means are over. */
  answers: number;
}

/**
 * The member's self-grades per question type, from their graded practice answers newest first: the latest graded
 * answer of each question counts once, so a question answered ten times does not outweigh the others of its type.
 */
export function selfGradesByType(graded: { question_id: string; self_grades: Record<string, number> }[], typeOf: (questionId: string) => QuestionType | undefined): Map<QuestionType, TypeSelfGrades> {
  const seen = new Set<string>();
  const sums = new Map<QuestionType, { answers: number; skills: Map<string, { total: number; count: number }> }>();
  for (const row of graded) {
    const type = typeOf(row.question_id);
    if (!type || seen.has(row.question_id) || Object.keys(row.self_grades).length === 0) continue;
    seen.add(row.question_id);
    const sum = sums.get(type) ?? { answers: 0, skills: new Map() };
    sum.answers += 1;
    for (const [skill, score] of Object.entries(row.self_grades)) {
      const skillSum = sum.skills.get(skill) ?? { total: 0, count: 0 };
      sum.skills.set(skill, { total: skillSum.total + score, count: skillSum.count + 1 });
    }
    sums.set(type, sum);
  }
  return new Map(
    [...sums].map(([type, sum]) => [type, { type, answers: sum.answers, scores: Object.fromEntries([...sum.skills].map(([skill, { total, count }]) => [skill, total / count])) }]),
  );
}
