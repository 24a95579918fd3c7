import "server-only";
import { createReader } from "@/lib/supabase/server";

/** A member's own grade of a practice answer to one question: the mean of their rubric self-scores, 1 to 5. */
export interface PracticeSelfGrade {
  questionId: string;
  meanScore: number;
  /** Per rubric skill id, the member's own score. */
  scores: Record<string, number>;
}

/**
 * The member's practice self-grades for these questions (their latest graded answer to each), shown beside the scores a
 * mock partner gave. Read with the member's session, so Row Level Security keeps it to their own answers.
 */
export async function loadPracticeSelfGrades(memberId: string, questionIds: string[]): Promise<Map<string, PracticeSelfGrade>> {
  const grades = new Map<string, PracticeSelfGrade>();
  if (questionIds.length === 0) return grades;
  const supabase = await createReader();
  const { data, error } = await supabase
    .from("practice_attempts")
    .select("question_id, self_grades")
    .eq("user_id", memberId)
    .in("question_id", [...new Set(questionIds)])
    .not("graded_at", "is", null)
    .order("graded_at", { ascending: false });
  if (error) throw new Error(`practice self-grades could not be read: ${error.message}`);
  for (const row of data as { question_id: string; self_grades: Record<string, number> }[]) {
    const scores = Object.values(row.self_grades);
    if (grades.has(row.question_id) || scores.length === 0) continue;
    grades.set(row.question_id, {
      questionId: row.question_id,
      meanScore: scores.reduce((total, score) => total + score, 0) / scores.length,
      scores: row.self_grades,
    });
  }
  return grades;
}
