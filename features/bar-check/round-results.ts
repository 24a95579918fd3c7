import "server-only";
import type { Judgement, PoolItem } from "@/lib/bar-check/model-types";
import { analyseRound, type RoundAnalysis } from "@/lib/bar-check/round-analysis";
import { createServiceClient } from "@/lib/supabase/service";

export type RoundEntry = { id: string; userId: string | null; anchor: number | null; answer: string; mayShow: boolean };
export type RoundJudgement = Judgement & { reason: string | null };
export type RoundResults = { analysis: RoundAnalysis; entries: Map<string, RoundEntry>; judgements: RoundJudgement[] };

// One analysis per round, kept a short while and redone when a judgement arrives: a results page costs one count
// while nothing changed. Per process; the fit of 500 answers takes well under a second (npm run bench:bar-check).
const KEEP_MS = 30_000;
const cache = new Map<string, { count: number; at: number; results: RoundResults }>();

/**
 * The whole round fitted (lib/bar-check), read with the service key: its entries in play (a withdrawn answer leaves
 * the results with its judgements) and its judgements. Writes the judges' statistics for the admin page and the
 * Mirror. Null when the round cannot be read. Nothing here goes to a browser but what a page picks from it.
 */
export async function loadRoundResults(roundId: string): Promise<RoundResults | null> {
  const service = createServiceClient();
  if (!service) return null;
  const counted = await service.from("bar_check_judgements").select("id").eq("round_id", roundId).not("judged_at", "is", null);
  const count = counted.data?.length ?? -1;
  const kept = cache.get(roundId);
  if (kept && kept.count === count && Date.now() - kept.at < KEEP_MS) return kept.results;
  const [entriesRead, judgementsRead] = await Promise.all([
    service.from("bar_check_entries").select("id, user_id, anchor_value, answer, may_show").eq("round_id", roundId).is("withdrawn_at", null),
    service.from("bar_check_judgements").select("judge, left_entry, right_entry, winner, reason").eq("round_id", roundId).not("judged_at", "is", null),
  ]);
  if (entriesRead.error || judgementsRead.error) {
    console.error("Bar Check round not read:", entriesRead.error?.message ?? judgementsRead.error?.message);
    return null;
  }
  const entries = new Map<string, RoundEntry>(
    entriesRead.data.map((row) => [row.id, { id: row.id, userId: row.user_id, anchor: row.anchor_value === null ? null : Number(row.anchor_value), answer: row.answer, mayShow: row.may_show }]),
  );
  const judgements: RoundJudgement[] = judgementsRead.data
    .filter((row) => entries.has(row.left_entry) && entries.has(row.right_entry))
    .map((row) => ({ judge: row.judge, left: row.left_entry, right: row.right_entry, winner: row.winner === "left" ? row.left_entry : row.right_entry, reason: row.reason }));
  const items: PoolItem[] = [...entries.values()].map((entry) => (entry.anchor === null ? { id: entry.id } : { id: entry.id, anchor: entry.anchor }));
  const analysis = analyseRound(items, judgements, roundId);
  const results = { analysis, entries, judgements };
  cache.set(roundId, { count, at: Date.now(), results });
  const stats = analysis.judges.map((judge) => ({
    round_id: roundId, judge: judge.judge, judgements: judge.judgements, infit: judge.infit, gold_pairs: judge.goldPairs,
    gold_correct: judge.goldCorrect, misfit: judge.misfit, weight: Math.min(1, Math.max(0.01, judge.weight)), computed_at: new Date().toISOString(),
  }));
  if (stats.length > 0) {
    const { error } = await service.from("bar_check_judge_stats").upsert(stats, { onConflict: "round_id,judge" });
    if (error) console.error("Bar Check judge statistics not written:", error.message);
  }
  return results;
}

export type MyResult =
  | { ready: false; judgements: number }
  | {
      ready: true;
      judgements: number;
      place: number;
      low: number;
      high: number;
      strongOrAbove: number;
      reliability: number | null;
      splitHalf: number | null;
      anchors: number[];
      reasons: { chosen: boolean; text: string }[];
    };

/** The entrant's result: "not enough judgements yet" under `needed`, else the place, its 95% band and the rest. */
export function resultOf(results: RoundResults, entryId: string, needed: number): MyResult {
  const estimate = results.analysis.fit.estimates.get(entryId);
  const judgements = estimate?.judgements ?? 0;
  if (!estimate || judgements < needed) return { ready: false, judgements };
  const reasons = results.judgements
    .filter((judgement) => judgement.reason && (judgement.left === entryId || judgement.right === entryId))
    .map((judgement) => ({ chosen: judgement.winner === entryId, text: judgement.reason! }));
  return {
    ready: true,
    judgements,
    place: estimate.place,
    low: estimate.place - 1.96 * estimate.se,
    high: estimate.place + 1.96 * estimate.se,
    strongOrAbove: estimate.strongOrAbove,
    reliability: results.analysis.reliability,
    splitHalf: results.analysis.splitHalf,
    anchors: [...results.entries.values()].flatMap((entry) => (entry.anchor === null ? [] : [entry.anchor])).sort((x, y) => x - y),
    reasons,
  };
}

/** After the round closes: the two highest-placed members' answers whose authors allowed it. */
export function bestShown(results: RoundResults): { answer: string; place: number }[] {
  return [...results.entries.values()]
    .filter((entry) => entry.userId !== null && entry.mayShow)
    .map((entry) => ({ answer: entry.answer, place: results.analysis.fit.estimates.get(entry.id)!.place, judgements: results.analysis.fit.estimates.get(entry.id)!.judgements }))
    .filter((entry) => entry.judgements > 0)
    .sort((x, y) => y.place - x.place)
    .slice(0, 2)
    .map(({ answer, place }) => ({ answer, place }));
}
