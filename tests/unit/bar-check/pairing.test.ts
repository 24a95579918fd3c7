import { describe, expect, it } from "vitest";
import { choosePair, pairKey, type PairingItem } from "@/lib/bar-check/pairing";
import { seededRandom } from "@/lib/bar-check/random";

const pool = (counts: number[], anchors: Record<number, number> = {}): PairingItem[] =>
  counts.map((judgements, i) => ({ id: `a${i}`, judgements, ...(anchors[i] === undefined ? {} : { anchor: anchors[i] }) }));

describe("Bar Check pairing", () => {
  it("never serves the judge's own answer nor a pair twice, and runs out rather than repeat", () => {
    const random = seededRandom("pairs");
    const items = pool([0, 0, 0, 0, 0]);
    const seen = new Set<string>();
    const own = new Set(["a0"]);
    for (let i = 0; i < 6; i++) {
      const pair = choosePair(items, own, seen, random)!;
      expect([pair.left, pair.right]).not.toContain("a0");
      expect(seen.has(pairKey(pair.left, pair.right))).toBe(false);
      seen.add(pairKey(pair.left, pair.right));
    }
    // Four answers make six pairs: all served.
    expect(choosePair(items, own, seen, random)).toBeNull();
  });

  it("serves the answers with the fewest judgements first, whatever their current standing", () => {
    const random = seededRandom("balance");
    for (let i = 0; i < 50; i++) {
      const pair = choosePair(pool([9, 3, 0, 7, 1, 8]), new Set(), new Set(), random)!;
      if (pair.gold) continue;
      expect(new Set([pair.left, pair.right])).toEqual(new Set(["a2", "a4"]));
    }
  });

  it("puts each side of a pair on the left about half the time, and serves gold pairs of anchors two levels apart", () => {
    const random = seededRandom("sides");
    let left = 0;
    let gold = 0;
    for (let i = 0; i < 400; i++) {
      const pair = choosePair(pool([0, 0, 5, 5], { 2: 1.5, 3: 4 }), new Set(), new Set(), random)!;
      if (pair.gold) {
        gold += 1;
        expect(new Set([pair.left, pair.right])).toEqual(new Set(["a2", "a3"]));
      } else if (pair.left === "a0") left += 1;
    }
    expect(gold).toBeGreaterThan(40);
    expect(gold).toBeLessThan(130);
    expect(left / (400 - gold)).toBeGreaterThan(0.4);
    expect(left / (400 - gold)).toBeLessThan(0.6);
  });
});
