import { fitBradleyTerry, scaleSeparationReliability, type Fit } from "./fit";
import { judgeStatistics, type JudgeStats } from "./judges";
import type { Judgement, PoolItem } from "./model-types";
import { seededRandom, shuffle } from "./random";

/** Random splits of the judges averaged for the split-half reliability. */
const SPLITS = 5;

export type RoundAnalysis = {
  fit: Fit;
  judges: JudgeStats[];
  /** Scale separation reliability of the weighted fit, or null with too few answers. */
  reliability: number | null;
  /** Split-half reliability (judges split at random, Spearman–Brown corrected), or null with too few judges. */
  splitHalf: number | null;
};

function pearson(xs: number[], ys: number[]): number | null {
  const n = xs.length;
  if (n < 3) return null;
  const mx = xs.reduce((s, x) => s + x, 0) / n;
  const my = ys.reduce((s, y) => s + y, 0) / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    sxy += (xs[i]! - mx) * (ys[i]! - my);
    sxx += (xs[i]! - mx) ** 2;
    syy += (ys[i]! - my) ** 2;
  }
  return sxx === 0 || syy === 0 ? null : sxy / Math.sqrt(sxx * syy);
}

/**
 * Split-half reliability: the judges are split into two random halves, each half's judgements fitted alone, the two
 * sets of places of the free answers correlated and the correlation stepped up to the full set (Spearman–Brown,
 * 2r / (1 + r)); the mean over SPLITS splits drawn from `seed`. Null with fewer than 2 judges or 3 free answers.
 */
export function splitHalfReliability(items: readonly PoolItem[], judgements: readonly Judgement[], seed: string, weights?: ReadonlyMap<string, number>): number | null {
  const judges = [...new Set(judgements.map((judgement) => judgement.judge))];
  if (judges.length < 2) return null;
  const random = seededRandom(seed);
  const values: number[] = [];
  for (let split = 0; split < SPLITS; split++) {
    const first = new Set(shuffle([...judges], random).slice(0, Math.floor(judges.length / 2)));
    const halves = [judgements.filter((j) => first.has(j.judge)), judgements.filter((j) => !first.has(j.judge))];
    const [one, two] = halves.map((half) => fitBradleyTerry(items, half, { judgeWeights: weights, standardErrors: "diagonal" }).estimates);
    const xs: number[] = [];
    const ys: number[] = [];
    for (const item of items) {
      const x = one!.get(item.id)!;
      const y = two!.get(item.id)!;
      if (item.anchor === undefined && x.judgements > 0 && y.judgements > 0) {
        xs.push(x.place);
        ys.push(y.place);
      }
    }
    const r = pearson(xs, ys);
    if (r !== null) values.push(r <= -1 ? 0 : Math.max(0, (2 * r) / (1 + r)));
  }
  return values.length === 0 ? null : values.reduce((s, v) => s + v, 0) / values.length;
}

/**
 * The whole analysis of a round: a first fit with every judge counting fully, the judges' fit to it, then the fit
 * again with each judge weighted (a judge who fits badly counts for less), and the two reliabilities.
 */
export function analyseRound(items: readonly PoolItem[], judgements: readonly Judgement[], seed = "bar-check"): RoundAnalysis {
  const first = fitBradleyTerry(items, judgements, { standardErrors: "diagonal" });
  const firstJudges = judgeStatistics(items, judgements, first);
  const weights = new Map(firstJudges.map((judge) => [judge.judge, judge.weight]));
  const fit = fitBradleyTerry(items, judgements, { judgeWeights: weights });
  const judges = judgeStatistics(items, judgements, fit).map((judge) => ({ ...judge, weight: weights.get(judge.judge) ?? 1 }));
  return { fit, judges, reliability: scaleSeparationReliability(fit), splitHalf: splitHalfReliability(items, judgements, seed, weights) };
}
