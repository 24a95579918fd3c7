import "server-only";
import type { SupabaseClient } from "@supabase/supabase-js";
import { indianDay, type Day } from "@/lib/indian-time";
import { loadQuestionBank } from "@/lib/practice/question-files";
import { questionTypeKeys, type QuestionType } from "@/lib/practice/question-kinds";
import { overallBias } from "./calibration";
import { createReader } from "@/lib/supabase/server";
import { loadGradings } from "./load-practice";

/** What the plan reads of practice: each type's graded attempts, and how far off the member grades on average. */
export type PracticeEvidence = {
  /** Per question type, each graded attempt: the day it was submitted (Indian calendar), its mean self-grade 1-5. */
  byType: Record<QuestionType, { day: Day; meanSelfGrade: number }[]>;
  /** Mean of the member's Mirror grade minus the editors', in levels (positive: grades too high); null before any. */
  bias: number | null;
};

/**
 * What readiness reads of an attempt: never the answer text, which can run to 20,000 characters each and which the
 * plan has no use for (a test reads the requests this sends).
 */
const EVIDENCE_COLUMNS = "question_id, submitted_at, self_grades, graded_at";
type EvidenceRow = { question_id: string; submitted_at: string | null; self_grades: Record<string, number>; graded_at: string | null };

/** The member's graded attempts, oldest first, without their answers. `client` as in loadAttempts. */
async function loadGradedAttempts(memberId: string, client?: SupabaseClient): Promise<EvidenceRow[]> {
  const supabase = client ?? (await createReader());
  const { data, error } = await supabase
    .from("practice_attempts")
    .select(EVIDENCE_COLUMNS)
    .eq("user_id", memberId)
    .not("graded_at", "is", null)
    .order("started_at", { ascending: true });
  if (error) throw new Error(`practice attempts could not be read: ${error.message}`);
  return data as EvidenceRow[];
}

/** The member's practice evidence for the plan, oldest attempt first. `client` as in loadAttempts. */
export async function loadPracticeEvidence(memberId: string, client?: SupabaseClient): Promise<PracticeEvidence> {
  const [bank, attempts, gradings] = await Promise.all([loadQuestionBank(), loadGradedAttempts(memberId, client), loadGradings(memberId, client)]);
  const byType = Object.fromEntries(questionTypeKeys.map((type) => [type, [] as PracticeEvidence["byType"][QuestionType]])) as PracticeEvidence["byType"];
  for (const attempt of attempts) {
    const question = bank.byId.get(attempt.question_id);
    const grades = Object.values(attempt.self_grades);
    if (!question || !attempt.graded_at || !attempt.submitted_at || grades.length === 0) continue;
    byType[question.type].push({
      day: indianDay(new Date(attempt.submitted_at)),
      meanSelfGrade: grades.reduce((total, grade) => total + grade, 0) / grades.length,
    });
  }
  return { byType, bias: overallBias(gradings) };
}
