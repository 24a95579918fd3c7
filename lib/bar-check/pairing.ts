import { isGoldPair } from "./judges";
import type { PoolItem } from "./model-types";
import { shuffle, type Random } from "./random";

/** Share of pairs served as gold pairs (two anchors at least two levels apart) while the judge has any left. */
export const GOLD_RATE = 0.2;

/** A pool item as pairing sees it: how many judgements it has so far. Never its current estimate. */
export type PairingItem = PoolItem & { judgements: number };

export type Pair = { left: string; right: string; gold: boolean };

/** The same key for a pair whichever side each answer is on. */
export const pairKey = (first: string, second: string) => (first < second ? `${first}|${second}` : `${second}|${first}`);

/**
 * The next pair for a judge: random with balance, never adaptive. With chance GOLD_RATE a gold pair the judge has not
 * seen; otherwise the answer with the fewest judgements (ties at random) beside the answer with the fewest judgements
 * it has not been paired with for this judge. `excluded` holds the judge's own answers; `seen` the pairKeys already
 * served to them. Sides are drawn at random. Null when no new pair is left.
 */
export function choosePair(pool: readonly PairingItem[], excluded: ReadonlySet<string>, seen: ReadonlySet<string>, random: Random): Pair | null {
  const eligible = pool.filter((item) => !excluded.has(item.id));
  const sides = (first: string, second: string, gold: boolean): Pair => (random() < 0.5 ? { left: first, right: second, gold } : { left: second, right: first, gold });
  if (random() < GOLD_RATE) {
    const anchors = shuffle(eligible.filter((item) => item.anchor !== undefined), random);
    for (const [i, first] of anchors.entries()) {
      for (const second of anchors.slice(i + 1)) {
        if (isGoldPair(first, second) && !seen.has(pairKey(first.id, second.id))) return sides(first.id, second.id, true);
      }
    }
  }
  // Shuffle first, then a stable sort by count: ties are broken at random.
  const ordered = shuffle([...eligible], random).sort((x, y) => x.judgements - y.judgements);
  for (const [i, first] of ordered.entries()) {
    for (const [j, second] of ordered.entries()) {
      if (j !== i && !seen.has(pairKey(first.id, second.id))) return sides(first.id, second.id, isGoldPair(first, second));
    }
  }
  return null;
}
