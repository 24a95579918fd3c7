import { SCALE, STRONG_FROM, type Judgement, type PoolItem } from "./model-types";

/**
 * The Bradley–Terry fit of a round: P(a beats b) = 1 / (1 + exp(θb − θa)), θ in logits. Anchors are held at
 * θ = β·(value − 3), where value is their mean editor score and β (logits per editor level) is estimated with them,
 * so the scale is fixed by the anchors: an anchor's place is its value exactly, and every other answer's place is
 * 3 + θ/β on the same 1–5 scale. A weak normal prior on each free θ (mean 0, sd PRIOR_SD) keeps an answer that won
 * or lost every judgement finite; a weak prior on β keeps it sane when few judgements touch an anchor.
 *
 * Maximised by Newton steps one answer at a time (Gauss–Seidel), with one joint step of all free answers together
 * each sweep (a lone Gauss–Seidel step moves the common level of a group only slowly) and a Newton step on β.
 */

/** Prior sd of a free answer's θ, in logits: weak (most places lie within ±4 logits of the middle). */
export const PRIOR_SD = 4;
/** Prior of β, logits per editor level: one level apart wins about four times in five. */
export const LEVEL_PRIOR = { mean: 1.5, sd: 1 } as const;
const LEVEL_RANGE = { min: 0.2, max: 6 } as const;

export type FitOptions = {
  /** Weight of each judge's judgements (default 1): judges who fit badly count for less. */
  judgeWeights?: ReadonlyMap<string, number>;
  /** Prior sd of a free θ in logits (default PRIOR_SD). */
  priorSd?: number;
  /**
   * "full" (default): each free answer's standard error from the inverse of the whole information matrix, which counts
   * the uncertainty of the answers it was compared with; "diagonal": 1/√(its own information) only, cheaper and
   * smaller, for fits whose standard errors are not read (the split halves).
   */
  standardErrors?: "full" | "diagonal";
  maxSweeps?: number;
  tolerance?: number;
};

export type Estimate = {
  id: string;
  anchor: boolean;
  /** θ in logits. */
  logit: number;
  /** Place on the editors' 1–5 scale (not clamped: a place beyond 5 means "above every anchor"). */
  place: number;
  /** Standard error of the place on the editors' scale (0 for an anchor, whose place is fixed). */
  se: number;
  /**
   * The conventional comparative-judgement standard error, 1/√(the answer's own information), on the same scale:
   * smaller than `se`, as it treats the answers it was compared with as known. Scale separation reliability is
   * defined with it, so the figure compares with published ones; the uncertainty band shown uses `se`.
   */
  conventionalSe: number;
  judgements: number;
  /** Probability an editor would rate it Strong or above: P(true place ≥ 3.5) under a normal with this place and se. */
  strongOrAbove: number;
};

export type Fit = {
  estimates: Map<string, Estimate>;
  /** β: logits per editor level. */
  logitsPerLevel: number;
  sweeps: number;
};

type Prepared = { a: Int32Array; b: Int32Array; y: Float64Array; w: Float64Array; byItem: number[][] };

function prepare(index: Map<string, number>, judgements: readonly Judgement[], weights?: ReadonlyMap<string, number>): Prepared {
  const usable = judgements.filter((j) => index.has(j.left) && index.has(j.right) && j.left !== j.right && (j.winner === j.left || j.winner === j.right));
  const n = usable.length;
  const prepared: Prepared = { a: new Int32Array(n), b: new Int32Array(n), y: new Float64Array(n), w: new Float64Array(n), byItem: Array.from({ length: index.size }, () => []) };
  usable.forEach((judgement, k) => {
    const a = index.get(judgement.left)!;
    const b = index.get(judgement.right)!;
    prepared.a[k] = a;
    prepared.b[k] = b;
    prepared.y[k] = judgement.winner === judgement.left ? 1 : 0;
    prepared.w[k] = Math.max(0, weights?.get(judgement.judge) ?? 1);
    prepared.byItem[a]!.push(k);
    prepared.byItem[b]!.push(k);
  });
  return prepared;
}

const logistic = (x: number) => 1 / (1 + Math.exp(-x));

/** The standard normal cumulative distribution (Abramowitz–Stegun 7.1.26 via erf; error below 1.5e-7). */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const erf = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

export function fitBradleyTerry(items: readonly PoolItem[], judgements: readonly Judgement[], options: FitOptions = {}): Fit {
  const index = new Map(items.map((item, i) => [item.id, i]));
  const { a, b, y, w, byItem } = prepare(index, judgements, options.judgeWeights);
  const n = items.length;
  const anchorOffset = items.map((item) => (item.anchor === undefined ? Number.NaN : item.anchor - SCALE.middle));
  const isAnchor = anchorOffset.map((offset) => !Number.isNaN(offset));
  const free = items.map((_, i) => i).filter((i) => !isAnchor[i]);
  const anchorsJudged = byItem.some((list, i) => isAnchor[i] && list.length > 0);
  const priorPrecision = 1 / (options.priorSd ?? PRIOR_SD) ** 2;
  let beta: number = LEVEL_PRIOR.mean;
  const theta = new Float64Array(n);
  const setAnchors = () => {
    for (let i = 0; i < n; i++) if (isAnchor[i]) theta[i] = beta * anchorOffset[i]!;
  };
  setAnchors();

  /** Gradient and information of one item's θ (likelihood plus prior). */
  const itemTerms = (i: number): [number, number] => {
    let gradient = -theta[i]! * priorPrecision;
    let information = priorPrecision;
    for (const k of byItem[i]!) {
      const p = logistic(theta[a[k]!]! - theta[b[k]!]!);
      const sign = a[k] === i ? 1 : -1;
      gradient += sign * w[k]! * (y[k]! - p);
      information += w[k]! * p * (1 - p);
    }
    return [gradient, information];
  };

  const maxSweeps = options.maxSweeps ?? 500;
  const tolerance = options.tolerance ?? 1e-7;
  let sweeps = 0;
  for (; sweeps < maxSweeps; sweeps++) {
    let largest = 0;
    for (const i of free) {
      const [gradient, information] = itemTerms(i);
      const step = Math.max(-2, Math.min(2, gradient / information));
      theta[i] = theta[i]! + step;
      largest = Math.max(largest, Math.abs(step));
    }
    // The common level of all free answers: one Newton step on a shift s of all of them together.
    if (free.length > 0) {
      let gradient = 0;
      let information = free.length * priorPrecision;
      for (const i of free) gradient -= theta[i]! * priorPrecision;
      for (let k = 0; k < a.length; k++) {
        const direction = (isAnchor[a[k]!] ? 0 : 1) - (isAnchor[b[k]!] ? 0 : 1);
        if (direction === 0) continue;
        const p = logistic(theta[a[k]!]! - theta[b[k]!]!);
        gradient += direction * w[k]! * (y[k]! - p);
        information += w[k]! * p * (1 - p);
      }
      const shift = Math.max(-2, Math.min(2, gradient / information));
      for (const i of free) theta[i] = theta[i]! + shift;
      largest = Math.max(largest, Math.abs(shift));
    }
    if (anchorsJudged) {
      let gradient = -(beta - LEVEL_PRIOR.mean) / LEVEL_PRIOR.sd ** 2;
      let information = 1 / LEVEL_PRIOR.sd ** 2;
      for (let k = 0; k < a.length; k++) {
        const slope = (isAnchor[a[k]!] ? anchorOffset[a[k]!]! : 0) - (isAnchor[b[k]!] ? anchorOffset[b[k]!]! : 0);
        if (slope === 0) continue;
        const p = logistic(theta[a[k]!]! - theta[b[k]!]!);
        gradient += slope * w[k]! * (y[k]! - p);
        information += slope * slope * w[k]! * p * (1 - p);
      }
      const next = Math.max(LEVEL_RANGE.min, Math.min(LEVEL_RANGE.max, beta + gradient / information));
      largest = Math.max(largest, Math.abs(next - beta));
      beta = next;
      setAnchors();
    }
    if (largest < tolerance) break;
  }

  const variances = options.standardErrors === "diagonal" ? null : fullVariances(free, isAnchor, { a, b, w }, theta, priorPrecision);
  const estimates = new Map<string, Estimate>();
  const position = new Map(free.map((item, k) => [item, k]));
  items.forEach((item, i) => {
    const judged = byItem[i]!.length;
    if (isAnchor[i]) {
      const place = item.anchor!;
      estimates.set(item.id, { id: item.id, anchor: true, logit: theta[i]!, place, se: 0, conventionalSe: 0, judgements: judged, strongOrAbove: place >= STRONG_FROM ? 1 : 0 });
      return;
    }
    const conventional = 1 / itemTerms(i)[1];
    const variance = variances ? variances[position.get(i)!]! : conventional;
    const place = SCALE.middle + theta[i]! / beta;
    const se = Math.sqrt(variance) / beta;
    const conventionalSe = Math.sqrt(conventional) / beta;
    estimates.set(item.id, { id: item.id, anchor: false, logit: theta[i]!, place, se, conventionalSe, judgements: judged, strongOrAbove: normalCdf((place - STRONG_FROM) / se) });
  });
  return { estimates, logitsPerLevel: beta, sweeps };
}

/**
 * The diagonal of the inverse of the free answers' information matrix (the negative Hessian of the log posterior in
 * their θ, anchors and β held fixed): by Cholesky, then one triangular solve per answer. O(n³): about 0.1 s for 500.
 */
function fullVariances(free: number[], isAnchor: boolean[], judged: Pick<Prepared, "a" | "b" | "w">, theta: Float64Array, priorPrecision: number): Float64Array {
  const m = free.length;
  const position = new Map(free.map((item, k) => [item, k]));
  const h = new Float64Array(m * m);
  for (let k = 0; k < m; k++) h[k * m + k] = priorPrecision;
  for (let k = 0; k < judged.a.length; k++) {
    const i = judged.a[k]!;
    const j = judged.b[k]!;
    const p = logistic(theta[i]! - theta[j]!);
    const information = judged.w[k]! * p * (1 - p);
    const pi = isAnchor[i] ? -1 : position.get(i)!;
    const pj = isAnchor[j] ? -1 : position.get(j)!;
    if (pi >= 0) h[pi * m + pi] = h[pi * m + pi]! + information;
    if (pj >= 0) h[pj * m + pj] = h[pj * m + pj]! + information;
    if (pi >= 0 && pj >= 0) {
      h[pi * m + pj] = h[pi * m + pj]! - information;
      h[pj * m + pi] = h[pj * m + pi]! - information;
    }
  }
  // Cholesky in place (lower triangle): the matrix is positive definite thanks to the prior.
  for (let j = 0; j < m; j++) {
    let diagonal = h[j * m + j]!;
    for (let k = 0; k < j; k++) diagonal -= h[j * m + k]! ** 2;
    const root = Math.sqrt(diagonal);
    h[j * m + j] = root;
    for (let i = j + 1; i < m; i++) {
      let value = h[i * m + j]!;
      for (let k = 0; k < j; k++) value -= h[i * m + k]! * h[j * m + k]!;
      h[i * m + j] = value / root;
    }
  }
  // (H⁻¹)ᵢᵢ = ‖L⁻¹eᵢ‖²: solve L·x = eᵢ for each i (x is zero above i).
  const variances = new Float64Array(m);
  const x = new Float64Array(m);
  for (let col = 0; col < m; col++) {
    let sum = 0;
    for (let i = col; i < m; i++) {
      let value = i === col ? 1 : 0;
      for (let k = col; k < i; k++) value -= h[i * m + k]! * x[k]!;
      x[i] = value / h[i * m + i]!;
      sum += x[i]! ** 2;
    }
    variances[col] = sum;
  }
  return variances;
}

/**
 * Scale separation reliability of the free answers: the share of the spread of their places that is not measurement
 * error, (observed variance − mean squared error) / observed variance, at least 0; null with fewer than 3 answers.
 * The error is the conventional one (Estimate.conventionalSe), as comparative-judgement studies report it.
 */
export function scaleSeparationReliability(fit: Fit): number | null {
  const free = [...fit.estimates.values()].filter((estimate) => !estimate.anchor);
  if (free.length < 3) return null;
  const mean = free.reduce((sum, estimate) => sum + estimate.place, 0) / free.length;
  const variance = free.reduce((sum, estimate) => sum + (estimate.place - mean) ** 2, 0) / (free.length - 1);
  if (variance === 0) return 0;
  const error = free.reduce((sum, estimate) => sum + estimate.conventionalSe ** 2, 0) / free.length;
  return Math.max(0, (variance - error) / variance);
}
