import "server-only";
import { gate, type Measurement } from "@/lib/grader/agreement";
import { graderSettings, type GraderSettings } from "@/lib/grader/settings";
import type { Verdict } from "@/lib/grader/verdicts";
import type { QuestionType } from "@/lib/practice/question-kinds";
import { createReader } from "@/lib/supabase/server";

type AgreementRow = {
  question_type: string;
  model: string;
  measured_at: string;
  samples: number;
  scores: number;
  kappa: number | null;
  kappa_by_skill: Record<string, number | null>;
  abstention_rate: number;
  failed_samples: number;
  dropped_quotes: number;
};

export type TypeMeasurement = Measurement & { type: string; failed: number; dropped: number };

const toMeasurement = (row: AgreementRow): TypeMeasurement => ({
  type: row.question_type,
  model: row.model,
  measuredAt: row.measured_at,
  samples: row.samples,
  scores: row.scores,
  kappa: row.kappa,
  kappaBySkill: row.kappa_by_skill,
  abstentionRate: row.abstention_rate,
  failed: row.failed_samples,
  dropped: row.dropped_quotes,
});

/** Each type's latest measurement (members and admins read them alike); throws when they cannot be read. */
export async function loadMeasurements(): Promise<Map<string, TypeMeasurement>> {
  const supabase = await createReader();
  const { data, error } = await supabase.from("grader_agreement").select("*").order("measured_at", { ascending: false }).limit(500);
  if (error) throw new Error(`the grader's agreement figures could not be read: ${error.message}`);
  const latest = new Map<string, TypeMeasurement>();
  for (const row of data as AgreementRow[]) if (!latest.has(row.question_type)) latest.set(row.question_type, toMeasurement(row));
  return latest;
}

/**
 * Whether a member is offered the second opinion on an answer of this type, with the type's agreement card: null when
 * the grader is off (its settings unset) or the type's gate is closed, so nothing of it shows.
 */
export async function offeredFor(type: QuestionType): Promise<{ settings: GraderSettings; measurement: TypeMeasurement } | null> {
  const settings = graderSettings();
  if (!settings) return null;
  const measurement = (await loadMeasurements()).get(type) ?? null;
  if (!measurement || !gate(measurement, settings.model).open) return null;
  return { settings, measurement };
}

export type StoredOpinion = { id: string; status: "pending" | "done" | "failed"; verdicts: Verdict[] | null; model: string; requestedAt: string };

/** The member's latest second opinion of this answer, if any. */
export async function loadLatestOpinion(attemptId: string): Promise<StoredOpinion | null> {
  const supabase = await createReader();
  const { data, error } = await supabase
    .from("second_opinions")
    .select("id, status, verdicts, model, requested_at")
    .eq("attempt_id", attemptId)
    .order("requested_at", { ascending: false })
    .limit(1)
    .maybeSingle();
  if (error) throw new Error(`the second opinion could not be read: ${error.message}`);
  if (!data) return null;
  return { id: data.id, status: data.status, verdicts: data.verdicts, model: data.model, requestedAt: data.requested_at };
}
