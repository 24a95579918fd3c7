import "server-only";
import type { SupabaseClient } from "@supabase/supabase-js";
import { cache } from "react";
import { createReader } from "@/lib/supabase/server";
import type { MirrorGrading } from "./calibration";

/** One of the member's answers to a question, as stored. */
export type Attempt = {
  id: string;
  questionId: string;
  answer: string;
  secondsTaken: number;
  startedAt: string;
  submittedAt: string | null;
  selfGrades: Record<string, number>;
  gradedAt: string | null;
  revealedSamples: number[];
};

/** A Mirror grading with the sample answer it was of. */
export type StoredGrading = MirrorGrading & { questionId: string; sampleIndex: number };

const ATTEMPT_COLUMNS = "id, question_id, answer, seconds_taken, started_at, submitted_at, self_grades, graded_at, revealed_samples";

type AttemptRow = {
  id: string;
  question_id: string;
  answer: string;
  seconds_taken: number;
  started_at: string;
  submitted_at: string | null;
  self_grades: Record<string, number>;
  graded_at: string | null;
  revealed_samples: number[];
};

const toAttempt = (row: AttemptRow): Attempt => ({
  id: row.id,
  questionId: row.question_id,
  answer: row.answer,
  secondsTaken: row.seconds_taken,
  startedAt: row.started_at,
  submittedAt: row.submitted_at,
  selfGrades: row.self_grades,
  gradedAt: row.graded_at,
  revealedSamples: row.revealed_samples,
});

/**
 * The member's attempts, newest first (of one question when `questionId` is given); throws when they cannot be read,
 * for the page's error screen. `client` is the request's own unless a caller (a test) hands one in.
 */
export async function loadAttempts(memberId: string, questionId?: string, client?: SupabaseClient): Promise<Attempt[]> {
  const supabase = client ?? (await createReader());
  let query = supabase.from("practice_attempts").select(ATTEMPT_COLUMNS).eq("user_id", memberId);
  if (questionId) query = query.eq("question_id", questionId);
  const { data, error } = await query.order("started_at", { ascending: false });
  if (error) throw new Error(`practice attempts could not be read: ${error.message}`);
  return (data as AttemptRow[]).map(toAttempt);
}

type GradingRow = { question_id: string; sample_index: number; skill: string; learner_grade: number; editor_grade: number; graded_at: string };

const toGrading = (row: GradingRow): StoredGrading => ({
  questionId: row.question_id,
  sampleIndex: row.sample_index,
  skill: row.skill,
  learner: row.learner_grade,
  editor: row.editor_grade,
  at: row.graded_at,
});

/**
 * The member's Grading Mirror gradings, oldest first. Shared within a request (React's `cache`): the profile and the
 * plan need them for the calibration and again, through loadPracticeEvidence, for readiness.
 */
export const loadGradings = cache(async (memberId: string, client?: SupabaseClient): Promise<StoredGrading[]> => {
  const supabase = client ?? (await createReader());
  const { data, error } = await supabase
    .from("mirror_gradings")
    .select("question_id, sample_index, skill, learner_grade, editor_grade, graded_at")
    .eq("user_id", memberId)
    .order("graded_at");
  if (error) throw new Error(`Mirror gradings could not be read: ${error.message}`);
  return (data as GradingRow[]).map(toGrading);
});

/** What the bank's statuses need of an attempt (no answer text, which can run to 20,000 characters each). */
export type AttemptState = Pick<Attempt, "questionId" | "submittedAt" | "gradedAt">;

/**
 * What `/practice` needs of the member in one call (`my_practice_bank()`): every attempt's state, for the statuses,
 * and their Mirror gradings oldest first, for the calibration.
 */
export async function loadBankProgress(): Promise<{ attempts: AttemptState[]; gradings: StoredGrading[] }> {
  const supabase = await createReader();
  const { data, error } = await supabase.rpc("my_practice_bank");
  if (error) throw new Error(`the practice bank's progress could not be read: ${error.message}`);
  const progress = data as { attempts: { question_id: string; submitted_at: string | null; graded_at: string | null }[]; gradings: GradingRow[] };
  return {
    attempts: progress.attempts.map((row) => ({ questionId: row.question_id, submittedAt: row.submitted_at, gradedAt: row.graded_at })),
    gradings: progress.gradings.map(toGrading),
  };
}
