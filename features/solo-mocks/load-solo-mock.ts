import "server-only";
import { createReader } from "@/lib/supabase/server";

/** One node answer of an attempt, as stored: ticks null until the member has ticked. */
export type StoredAnswer = { position: number; node_id: string; answer: string; ticks: string[] | null };

/** One attempt of the member at a script, with its answers in order. */
export type StoredAttempt = {
  id: string;
  started_at: string;
  current_node: string;
  answered: number;
  finished_at: string | null;
  self_grades: Record<string, number>;
  graded_at: string | null;
  answers: StoredAnswer[];
};

/**
 * The member's attempts at a script, newest first, with their answers: read with the member's session, so Row Level
 * Security keeps it to their own (and to members). Throws when the backend cannot answer.
 */
export async function loadSoloAttempts(memberId: string, scriptId: string): Promise<StoredAttempt[]> {
  const supabase = await createReader();
  const attempts = await supabase
    .from("solo_mock_attempts")
    .select("id, started_at, current_node, answered, finished_at, self_grades, graded_at")
    .eq("user_id", memberId)
    .eq("script_id", scriptId)
    .order("started_at", { ascending: false })
    .limit(20);
  if (attempts.error) throw new Error(`solo mock attempts could not be read: ${attempts.error.message}`);
  const ids = attempts.data.map((attempt) => attempt.id as string);
  if (ids.length === 0) return [];
  const answers = await supabase.from("solo_mock_answers").select("attempt_id, position, node_id, answer, ticks").in("attempt_id", ids).order("position");
  if (answers.error) throw new Error(`solo mock answers could not be read: ${answers.error.message}`);
  const rows = answers.data as (StoredAnswer & { attempt_id: string })[];
  return (attempts.data as Omit<StoredAttempt, "answers">[]).map((attempt) => ({
    ...attempt,
    answers: rows.filter((row) => row.attempt_id === attempt.id).map(({ position, node_id, answer, ticks }) => ({ position, node_id, answer, ticks })),
  }));
}
