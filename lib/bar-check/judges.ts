import type { Fit } from "./fit";
import type { Judgement, PoolItem } from "./model-types";

/** Gold pairs: two anchors whose editor values are at least this far apart. */
export const GOLD_GAP = 2;
/** Fewest judgements before a judge's fit is read at all. */
export const MIN_JUDGEMENTS_FOR_FIT = 5;
/** A judge is never flagged below this infit, however alike the other judges are. */
const INFIT_FLOOR = 1.3;

export type JudgeStats = {
  judge: string;
  judgements: number;
  /**
   * Information-weighted mean square of the judge's residuals against the consensus, Σ(y − p)² / Σ p(1 − p): about 1
   * for a judge who agrees with the model as well as it expects, well above 1 for one who chooses at random.
   */
  infit: number | null;
  goldPairs: number;
  goldCorrect: number;
  misfit: boolean;
  /** What the judge's judgements count for in the fit: 1, or less for a judge who fits badly. */
  weight: number;
};

/** Whether two pool items make a gold pair. */
export function isGoldPair(first: PoolItem | undefined, second: PoolItem | undefined): boolean {
  return first?.anchor !== undefined && second?.anchor !== undefined && Math.abs(first.anchor - second.anchor) >= GOLD_GAP;
}

/**
 * Each judge's infit against `fit`, gold-pair accuracy, misfit flag and weight. A judge is a misfit when their infit
 * is above both the floor and the judges' mean plus two standard deviations (the usual rule in comparative judgement);
 * only judges with at least MIN_JUDGEMENTS_FOR_FIT judgements are read. A misfit's weight is 1 / infit; everyone
 * else's is 1 (an honest judge's infit wanders around 1 by chance, which should cost them nothing).
 */
export function judgeStatistics(items: readonly PoolItem[], judgements: readonly Judgement[], fit: Fit): JudgeStats[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  const sums = new Map<string, { count: number; squares: number; information: number; gold: number; goldCorrect: number }>();
  for (const judgement of judgements) {
    const left = fit.estimates.get(judgement.left);
    const right = fit.estimates.get(judgement.right);
    if (!left || !right) continue;
    const sum = sums.get(judgement.judge) ?? { count: 0, squares: 0, information: 0, gold: 0, goldCorrect: 0 };
    const p = 1 / (1 + Math.exp(right.logit - left.logit));
    const y = judgement.winner === judgement.left ? 1 : 0;
    sum.count += 1;
    sum.squares += (y - p) ** 2;
    sum.information += p * (1 - p);
    const first = byId.get(judgement.left);
    const second = byId.get(judgement.right);
    if (isGoldPair(first, second)) {
      sum.gold += 1;
      const better = first!.anchor! > second!.anchor! ? judgement.left : judgement.right;
      if (judgement.winner === better) sum.goldCorrect += 1;
    }
    sums.set(judgement.judge, sum);
  }
  const infits = [...sums.values()].filter((sum) => sum.count >= MIN_JUDGEMENTS_FOR_FIT && sum.information > 0).map((sum) => sum.squares / sum.information);
  const mean = infits.reduce((total, value) => total + value, 0) / Math.max(1, infits.length);
  const sd = Math.sqrt(infits.reduce((total, value) => total + (value - mean) ** 2, 0) / Math.max(1, infits.length - 1));
  const limit = Math.max(INFIT_FLOOR, mean + 2 * sd);
  return [...sums.entries()].map(([judge, sum]) => {
    const infit = sum.count >= MIN_JUDGEMENTS_FOR_FIT && sum.information > 0 ? sum.squares / sum.information : null;
    const misfit = infit !== null && infits.length >= 3 && infit > limit;
    return { judge, judgements: sum.count, infit, goldPairs: sum.gold, goldCorrect: sum.goldCorrect, misfit, weight: misfit ? 1 / infit : 1 };
  });
}
