import "server-only";
import { loadDrillEvidence, type DrillEvidence } from "@/features/drills/load-drill-evidence";
import { loadMockEvidence } from "@/features/mocks/load-mock-evidence";
import type { MockEvidence } from "@/features/mocks/mock-evidence";
import { loadPracticeEvidence, type PracticeEvidence } from "@/features/practice/load-practice-evidence";
import { loadSoloEvidence, type SoloEvidence } from "@/features/solo-mocks/load-solo-evidence";
import { createReader } from "@/lib/supabase/server";
import { indianDay } from "@/lib/indian-time";
import { questionTypeKeys } from "@/lib/practice/question-kinds";
import type { PlanHistory } from "./plan-scheduler";

/** What the member has done: what a plan counts, each on its day (Indian calendar), and what readiness rests on. */
export type LearnerRecord = PlanHistory & { practice: PracticeEvidence; drills: DrillEvidence; mocks: MockEvidence; soloMocks: SoloEvidence };

/** The member's lessons completed, practice answers graded, drill sessions, mocks held, feedback received and stories written. */
export async function loadPlanHistory(memberId: string): Promise<LearnerRecord> {
  const supabase = await createReader();
  const [progress, stories, practice, drills, mocks, soloMocks] = await Promise.all([
    supabase.from("lesson_progress").select("lesson_path, completed_at").eq("user_id", memberId).not("completed_at", "is", null),
    supabase.from("stories").select("created_at").eq("user_id", memberId),
    loadPracticeEvidence(memberId),
    loadDrillEvidence(memberId),
    loadMockEvidence(memberId),
    loadSoloEvidence(memberId),
  ]);
  if (progress.error) throw new Error(`progress could not be read: ${progress.error.message}`);
  if (stories.error) throw new Error(`stories could not be read: ${stories.error.message}`);
  return {
    lessonsCompleted: new Map(progress.data.map((row) => [row.lesson_path as string, indianDay(new Date(row.completed_at as string))])),
    practiceGraded: questionTypeKeys.flatMap((questionType) => practice.byType[questionType].map(({ day }) => ({ questionType, day }))),
    mocksHeld: mocks.days,
    drillSessions: drills.sessionDays,
    storiesWritten: stories.data.map((row) => indianDay(new Date(row.created_at as string))),
    practice,
    drills,
    mocks,
    soloMocks,
  };
}
