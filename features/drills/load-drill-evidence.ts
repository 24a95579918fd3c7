import "server-only";
import type { SupabaseClient } from "@supabase/supabase-js";
import { indianDay, type Day } from "@/lib/indian-time";
import type { DrillKind } from "@/lib/drills/drill-item";
import { createReader } from "@/lib/supabase/server";

/** The question types of the plan's readiness that a kind of drill gives evidence for. */
export const DRILL_QUESTION_TYPE = { estimate: "estimation", define: "analytical", triage: "execution" } as const satisfies Record<DrillKind, string>;

export type DrillQuestionType = (typeof DRILL_QUESTION_TYPE)[DrillKind];

/** What the study plan reads of a member's drills. */
export type DrillEvidence = {
  /** The days (Indian calendar) on which the member finished a drill session, oldest first, each once. */
  sessionDays: Day[];
  /** Per question type, the answers given and how many were right. */
  byType: Record<DrillQuestionType, { answers: number; right: number }>;
};

/**
 * The member's drill record for the study plan (issue 28): the days they finished a session and their answers per
 * question type. Reads as the signed-in member, so Row Level Security limits it to their own rows; throws when the
 * backend cannot answer, for the caller to decide.
 */
export async function loadDrillEvidence(memberId: string): Promise<DrillEvidence> {
  return readDrillEvidence(await createReader(), memberId);
}

/** `loadDrillEvidence` through a given client (a test's member client). */
export async function readDrillEvidence(supabase: SupabaseClient, memberId: string): Promise<DrillEvidence> {
  const [sessions, reviews] = await Promise.all([
    supabase.from("drill_sessions").select("finished_at").eq("user_id", memberId),
    supabase.from("drill_reviews").select("kind, result").eq("user_id", memberId),
  ]);
  if (sessions.error) throw new Error(`drill sessions could not be read: ${sessions.error.message}`);
  if (reviews.error) throw new Error(`drill answers could not be read: ${reviews.error.message}`);
  const byType: DrillEvidence["byType"] = { estimation: { answers: 0, right: 0 }, analytical: { answers: 0, right: 0 }, execution: { answers: 0, right: 0 } };
  for (const review of reviews.data as { kind: DrillKind | "mock"; result: string }[]) {
    // A missed solo mock check is evidence of its mock, which readiness counts on its own.
    if (review.kind === "mock") continue;
    const counts = byType[DRILL_QUESTION_TYPE[review.kind]];
    counts.answers += 1;
    if (review.result === "right") counts.right += 1;
  }
  const sessionDays = [...new Set(sessions.data.map((session) => indianDay(new Date(session.finished_at))))].sort();
  return { sessionDays, byType };
}
