import "server-only";
import { choosePair, pairKey } from "@/lib/bar-check/pairing";
import { databaseMessage } from "@/lib/database-message";
import { createServiceClient } from "@/lib/supabase/service";

export type ServedPair = { id: string; left: string; right: string };
export type PairOutcome = { pair: ServedPair } | { message: string };

const UNAVAILABLE = "Judging is not available right now. Please try again in a minute.";

/**
 * The pair `judge` judges next in `round`: the one served to them and not judged yet, so reloading never fishes for a
 * new pair; else a new one chosen by lib/bar-check/pairing (random with balance, never by current estimates) from the
 * answers in play, never their own, never a pair served to them before. The database refuses what the rules forbid.
 * Only the pair's id and the two texts leave the server.
 */
export async function pairFor(judge: string, round: string): Promise<PairOutcome> {
  const service = createServiceClient();
  if (!service) return { message: UNAVAILABLE };
  const served = await service.from("bar_check_judgements").select("id, left_entry, right_entry, judged_at").eq("round_id", round).eq("judge", judge);
  if (served.error) return { message: UNAVAILABLE };
  const pool = await service.rpc("bar_check_pool", { round });
  if (pool.error) return { message: UNAVAILABLE };
  const rows = pool.data as { id: string; user_id: string | null; anchor_value: number | string | null; judgements: number }[];
  const own = new Set(rows.filter((row) => row.user_id === judge).map((row) => row.id));
  const inPlay = new Set(rows.map((row) => row.id));
  // A pair left unjudged stays the judge's next, unless one of its answers has since left play or become their own
  // (they entered after it was served): the database would refuse that judgement.
  let next = served.data.find((row) => row.judged_at === null && inPlay.has(row.left_entry) && inPlay.has(row.right_entry) && !own.has(row.left_entry) && !own.has(row.right_entry));
  if (!next) {
    const seen = new Set(served.data.map((row) => pairKey(row.left_entry, row.right_entry)));
    const items = rows.map((row) => ({ id: row.id, judgements: Number(row.judgements), ...(row.anchor_value === null ? {} : { anchor: Number(row.anchor_value) }) }));
    const pair = choosePair(items, own, seen, Math.random);
    if (!pair) return { message: "You have judged every pair this round has for you. Thank you: come back when more answers are in." };
    const inserted = await service.from("bar_check_judgements").insert({ round_id: round, judge, left_entry: pair.left, right_entry: pair.right, gold: pair.gold }).select("id, left_entry, right_entry, judged_at").single();
    if (inserted.error) return { message: databaseMessage(inserted.error, UNAVAILABLE) };
    next = inserted.data;
  }
  const texts = await service.from("bar_check_entries").select("id, answer").in("id", [next.left_entry, next.right_entry]);
  if (texts.error || texts.data.length !== 2) return { message: UNAVAILABLE };
  const text = new Map(texts.data.map((row) => [row.id as string, row.answer as string]));
  return { pair: { id: next.id, left: text.get(next.left_entry)!, right: text.get(next.right_entry)! } };
}
