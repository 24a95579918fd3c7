/** One skill of one sample answer scored by two editors, each 1 (Very Weak or Missing) to 5 (Very Strong). */
export type ScorePair = { first: number; second: number };

const LEVELS = 5;

/**
 * Cohen's kappa with quadratic weights between two editors' scores on the five-level scale: 1 when they agree
 * everywhere, 0 when they agree no more than their own score distributions would by chance. Quadratic weights count
 * a two-level disagreement four times a one-level one, as a learner told "Strong" for a Weak answer is misled far
 * more than one told "Neutral". Null when it is undefined (no pairs, or both editors gave one score throughout).
 */
export function weightedKappa(pairs: readonly ScorePair[]): number | null {
  if (pairs.length === 0) return null;
  const observed = Array.from({ length: LEVELS }, () => Array<number>(LEVELS).fill(0));
  const firsts = Array<number>(LEVELS).fill(0);
  const seconds = Array<number>(LEVELS).fill(0);
  for (const { first, second } of pairs) {
    if (![first, second].every((score) => Number.isInteger(score) && score >= 1 && score <= LEVELS)) {
      throw new RangeError(`Scores must be whole numbers from 1 to ${LEVELS}, not ${first} and ${second}.`);
    }
    observed[first - 1]![second - 1]! += 1;
    firsts[first - 1]! += 1;
    seconds[second - 1]! += 1;
  }
  const weight = (i: number, j: number) => ((i - j) / (LEVELS - 1)) ** 2;
  let disagreement = 0;
  let chance = 0;
  for (let i = 0; i < LEVELS; i++) {
    for (let j = 0; j < LEVELS; j++) {
      disagreement += weight(i, j) * observed[i]![j]!;
      chance += (weight(i, j) * firsts[i]! * seconds[j]!) / pairs.length;
    }
  }
  return chance === 0 ? null : 1 - disagreement / chance;
}

/** How two passes differ on one list of pairs: the counts of exact agreements and of one- and two-or-more-level gaps. */
export function disagreementCounts(pairs: readonly ScorePair[]): { same: number; oneLevel: number; twoOrMore: number } {
  const gaps = pairs.map(({ first, second }) => Math.abs(first - second));
  return { same: gaps.filter((gap) => gap === 0).length, oneLevel: gaps.filter((gap) => gap === 1).length, twoOrMore: gaps.filter((gap) => gap >= 2).length };
}
