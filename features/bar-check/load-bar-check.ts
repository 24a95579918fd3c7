import "server-only";
import { createClient } from "@/lib/supabase/server";
import { ensureRoundsKnown } from "./known-rounds";

export type Round = { id: string; questionId: string; opensAt: string; closesAt: string };
export type MyEntry = { id: string; roundId: string; attemptId: string | null; answer: string; mayShow: boolean; enteredAt: string; withdrawnAt: string | null; cardToken: string | null; cardName: string | null };

/** Entrants judge at least this many pairs before they see their result. */
export const JUDGE_BEFORE_RESULT = 5;
/** An answer needs at least this many judgements for a result. */
export const JUDGEMENTS_FOR_RESULT = 10;

const notListed = (error: unknown) => console.error("Bar Check rounds not listed:", error instanceof Error ? error.message : error);

/** Every round the database knows, newest first (the member's client: rounds are content). */
export async function loadRounds(): Promise<Round[]> {
  await ensureRoundsKnown().catch(notListed);
  const supabase = await createClient();
  const { data, error } = await supabase.from("bar_check_rounds").select("id, question_id, opens_at, closes_at").order("opens_at", { ascending: false });
  if (error) {
    console.error("Bar Check rounds not read:", error.message);
    return [];
  }
  return data.map((row) => ({ id: row.id, questionId: row.question_id, opensAt: row.opens_at, closesAt: row.closes_at }));
}

export const isOpen = (round: Round, now = Date.now()) => Date.parse(round.opensAt) <= now && now < Date.parse(round.closesAt);

/** The round open now, or null. */
export const openRound = (rounds: readonly Round[], now = Date.now()) => rounds.find((round) => isOpen(round, now)) ?? null;

/** The round whose results a member reads: the open one, else the last to close. */
export const shownRound = (rounds: readonly Round[], now = Date.now()) => openRound(rounds, now) ?? rounds.find((round) => Date.parse(round.closesAt) <= now) ?? null;

/** The member's entries (Row Level Security: their own only). */
export async function loadMyEntries(): Promise<MyEntry[]> {
  const supabase = await createClient();
  const { data, error } = await supabase
    .from("bar_check_entries")
    .select("id, round_id, attempt_id, answer, may_show, entered_at, withdrawn_at, card_token, card_name")
    .order("entered_at", { ascending: false });
  if (error) {
    console.error("Bar Check entries not read:", error.message);
    return [];
  }
  return data.map((row) => ({
    id: row.id, roundId: row.round_id, attemptId: row.attempt_id, answer: row.answer, mayShow: row.may_show, enteredAt: row.entered_at,
    withdrawnAt: row.withdrawn_at, cardToken: row.card_token, cardName: row.card_name,
  }));
}

/** How many pairs the member has judged in `round` (the pairs served to them: Row Level Security). */
export async function countMyJudgements(roundId: string): Promise<number> {
  const supabase = await createClient();
  // Rows, not a count: at most the daily cap a day, and every Data API (the local backend too) answers a plain read.
  const { data, error } = await supabase.from("bar_check_judgements").select("id").eq("round_id", roundId).not("judged_at", "is", null);
  if (error) console.error("Bar Check judgements not counted:", error.message);
  return data?.length ?? 0;
}

/** The Grading Mirror's line: the member's choices on gold pairs of closed rounds. */
export async function loadGoldAccuracy(): Promise<{ pairs: number; agreed: number }> {
  const supabase = await createClient();
  const { data, error } = await supabase.rpc("bar_check_my_gold_accuracy");
  if (error) console.error("Bar Check accuracy not read:", error.message);
  const value = (data ?? {}) as { pairs?: number; agreed?: number };
  return { pairs: Number(value.pairs ?? 0), agreed: Number(value.agreed ?? 0) };
}
