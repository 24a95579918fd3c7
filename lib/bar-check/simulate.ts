import { pairKey, choosePair, type PairingItem } from "./pairing";
import type { Judgement, PoolItem } from "./model-types";
import { SCALE } from "./model-types";
import type { Random } from "./random";

/** How a simulated judge chooses: by the model, by a coin, or always the left answer. */
export type SimulatedJudge = { id: string; kind: "model" | "coin" | "left" };

export type SimulatedRound = { items: PoolItem[]; truth: Map<string, number>; judgements: Judgement[] };

/**
 * A round played by simulated judges: `answers` members' answers with true places spread evenly over the editors'
 * scale, `anchors` anchors at their values, judges served pairs by choosePair (so the simulation pairs as the site
 * does) until every item has `perItem` judgements or no new pair is left. A model judge picks a with probability
 * 1 / (1 + exp(−β·(place a − place b))), `logitsPerLevel` = β; that randomness is the judges' noise.
 */
export function simulateRound(options: {
  answers: number;
  anchors: number[];
  judges: SimulatedJudge[];
  perItem: number;
  logitsPerLevel: number;
  random: Random;
}): SimulatedRound {
  const { random } = options;
  const truth = new Map<string, number>();
  const items: PoolItem[] = [];
  for (let i = 0; i < options.answers; i++) {
    const place = SCALE.min + ((SCALE.max - SCALE.min) * (i + random())) / options.answers;
    truth.set(`answer-${i}`, place);
    items.push({ id: `answer-${i}` });
  }
  options.anchors.forEach((value, i) => {
    truth.set(`anchor-${i}`, value);
    items.push({ id: `anchor-${i}`, anchor: value });
  });
  const counts = new Map(items.map((item) => [item.id, 0]));
  const seen = new Map(options.judges.map((judge) => [judge.id, new Set<string>()]));
  const judgements: Judgement[] = [];
  const budget = (items.length * options.perItem) / 2;
  let idle = 0;
  for (let turn = 0; judgements.length < budget && idle < options.judges.length; turn++) {
    const judge = options.judges[turn % options.judges.length]!;
    // Only items still under their share are served, so no item passes `perItem` judgements.
    const pool: PairingItem[] = items.filter((item) => counts.get(item.id)! < options.perItem).map((item) => ({ ...item, judgements: counts.get(item.id)! }));
    const pair = choosePair(pool, new Set(), seen.get(judge.id)!, random);
    if (!pair) {
      idle += 1;
      continue;
    }
    idle = 0;
    seen.get(judge.id)!.add(pairKey(pair.left, pair.right));
    const difference = truth.get(pair.left)! - truth.get(pair.right)!;
    const leftWins = judge.kind === "left" ? true : judge.kind === "coin" ? random() < 0.5 : random() < 1 / (1 + Math.exp(-options.logitsPerLevel * difference));
    judgements.push({ judge: judge.id, left: pair.left, right: pair.right, winner: leftWins ? pair.left : pair.right });
    counts.set(pair.left, counts.get(pair.left)! + 1);
    counts.set(pair.right, counts.get(pair.right)! + 1);
  }
  return { items, truth, judgements };
}

/** Spearman's rank correlation (no ties expected in simulated places). */
export function spearman(xs: readonly number[], ys: readonly number[]): number {
  const ranks = (values: readonly number[]) => {
    const order = values.map((value, index) => [value, index] as const).sort((p, q) => p[0] - q[0]);
    const result = new Array<number>(values.length);
    order.forEach(([, index], rank) => (result[index] = rank));
    return result;
  };
  const rx = ranks(xs);
  const ry = ranks(ys);
  const n = xs.length;
  const d2 = rx.reduce((sum, r, i) => sum + (r - ry[i]!) ** 2, 0);
  return 1 - (6 * d2) / (n * (n * n - 1));
}
