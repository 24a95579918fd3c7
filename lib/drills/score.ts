/** How an estimate is scored: right, partial or missed. */
export type EstimateOutcome = "right" | "partial" | "missed";

/** Within this factor of the true value (either side) an estimate is right, and within PARTIAL_FACTOR partly right. */
export const RIGHT_FACTOR = 1.25;
export const PARTIAL_FACTOR = 2;

/** The rule in words, as the drill page states it. */
export const SCORING_RULE =
  "An estimate is right within ×1.25 of the true value (from 80% to 125% of it), partly right within ×2 (from half to double), and missed beyond that.";

// Ratios are compared with a little slack: 1.25 × 0.8 is not exactly 1 in floating point.
const EPSILON = 1e-9;

/**
 * Scores a guess against the true value on a log scale: what matters is how many times too high or too low it is,
 * so 10 crore for 8 crore and 6.4 crore for 8 crore are equally right.
 */
export function scoreEstimate(guess: number, truth: number): EstimateOutcome {
  const factor = Math.max(guess / truth, truth / guess);
  if (factor <= RIGHT_FACTOR + EPSILON) return "right";
  if (factor <= PARTIAL_FACTOR + EPSILON) return "partial";
  return "missed";
}
