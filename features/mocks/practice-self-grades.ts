import "server-only";
import { loadQuestionBank } from "@/lib/practice/question-files";
import type { QuestionType } from "@/lib/practice/question-kinds";
import { createReader } from "@/lib/supabase/server";
import { selfGradesByType, type TypeSelfGrades } from "./self-grades-by-type";

/**
 * The member's practice self-grades for these question types (over the latest graded answer to each question of the
 * type), shown beside the scores a mock partner gave. Read with the member's session, so Row Level Security keeps it
 * to their own answers.
 */
export async function loadPracticeSelfGrades(memberId: string, types: QuestionType[]): Promise<Map<QuestionType, TypeSelfGrades>> {
  if (types.length === 0) return new Map();
  const bank = await loadQuestionBank();
  const wanted = new Set(types);
  const questionIds = bank.questions.filter((question) => wanted.has(question.type)).map((question) => question.id);
  const supabase = await createReader();
  const { data, error } = await supabase
    .from("practice_attempts")
    .select("question_id, self_grades")
    .eq("user_id", memberId)
    .in("question_id", questionIds)
    .not("graded_at", "is", null)
    .order("graded_at", { ascending: false });
  if (error) throw new Error(`practice self-grades could not be read: ${error.message}`);
  return selfGradesByType(data as { question_id: string; self_grades: Record<string, number> }[], (id) => bank.byId.get(id)?.type);
}
