import "server-only";
import { coverageBySkill, overallCoverage } from "@/lib/mocks/coverage";
import { loadMockLibrary } from "@/lib/mocks/mock-files";
import { questionTypeKeys, type QuestionType } from "@/lib/practice/question-kinds";
import { createReader } from "@/lib/supabase/server";

/** One finished solo mock as readiness counts it: the share of checklist items covered, and the self-grade's mean. */
export type SoloMockResult = { coverage: number; meanSelfGrade: number | null };

/** The member's finished solo mocks per question type. */
export type SoloEvidence = { byType: Record<QuestionType, SoloMockResult[]> };

/**
 * The member's finished solo mocks, per question type of their script, with their coverage and self-grade: read with
 * the member's session, so Row Level Security keeps it to their own. Scripts since removed are left out.
 */
export async function loadSoloEvidence(memberId: string): Promise<SoloEvidence> {
  const supabase = await createReader();
  const [attempts, answers] = await Promise.all([
    supabase.from("solo_mock_attempts").select("id, script_id, self_grades").eq("user_id", memberId).not("finished_at", "is", null),
    supabase.from("solo_mock_answers").select("attempt_id, node_id, ticks").eq("user_id", memberId),
  ]);
  if (attempts.error || answers.error) throw new Error(`solo mocks could not be read: ${(attempts.error ?? answers.error)!.message}`);
  const library = await loadMockLibrary();
  const byType = Object.fromEntries(questionTypeKeys.map((type) => [type, [] as SoloMockResult[]])) as SoloEvidence["byType"];
  for (const attempt of attempts.data as { id: string; script_id: string; self_grades: Record<string, number> }[]) {
    const script = library.byId.get(attempt.script_id);
    if (!script) continue;
    const answered = (answers.data as { attempt_id: string; node_id: string; ticks: string[] | null }[])
      .filter((row) => row.attempt_id === attempt.id)
      .map((row) => ({ nodeId: row.node_id, ticks: row.ticks ?? [] }));
    const coverage = overallCoverage(coverageBySkill(script, answered));
    const grades = Object.values(attempt.self_grades);
    byType[script.type].push({ coverage: coverage ?? 0, meanSelfGrade: grades.length ? grades.reduce((sum, grade) => sum + grade, 0) / grades.length : null });
  }
  return { byType };
}
