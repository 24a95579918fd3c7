import "server-only";
import type { SupabaseClient } from "@supabase/supabase-js";
import { indianDay, type Day } from "@/lib/indian-time";
import { loadQuestionBank } from "@/lib/practice/question-files";
import { questionTypeKeys, type QuestionType } from "@/lib/practice/question-kinds";
import { overallBias } from "./calibration";
import { loadAttempts, loadGradings } from "./load-practice";

/** What the plan reads of practice: each type's graded attempts, and how far off the member grades on average. */
export type PracticeEvidence = {
  /** Per question type, each graded attempt: the day it was submitted (Indian calendar), its mean self-grade 1-5. */
  byType: Record<QuestionType, { day: Day; meanSelfGrade: number }[]>;
  /** Mean of the member's Mirror grade minus the editors', in levels (positive: grades too high); null before any. */
  bias: number | null;
};

/** The member's practice evidence for the plan, oldest attempt first. `client` as in loadAttempts. */
export async function loadPracticeEvidence(memberId: string, client?: SupabaseClient): Promise<PracticeEvidence> {
  const [bank, attempts, gradings] = await Promise.all([loadQuestionBank(), loadAttempts(memberId, undefined, client), loadGradings(memberId, client)]);
  const byType = Object.fromEntries(questionTypeKeys.map((type) => [type, [] as PracticeEvidence["byType"][QuestionType]])) as PracticeEvidence["byType"];
  for (const attempt of [...attempts].reverse()) {
    const question = bank.byId.get(attempt.questionId);
    const grades = Object.values(attempt.selfGrades);
    if (!question || !attempt.gradedAt || !attempt.submittedAt || grades.length === 0) continue;
    byType[question.type].push({
      day: indianDay(new Date(attempt.submittedAt)),
      meanSelfGrade: grades.reduce((total, grade) => total + grade, 0) / grades.length,
    });
  }
  return { byType, bias: overallBias(gradings) };
}
