import { describe, expect, it } from "vitest";
import { disagreementCounts, weightedKappa } from "@/lib/content-check/scoring-agreement";

describe("weightedKappa", () => {
  it("is 1 when the two passes agree on every score", () => {
    expect(weightedKappa([1, 2, 3, 4, 5, 3].map((score) => ({ first: score, second: score })))).toBe(1);
  });

  it("matches a hand-worked example", () => {
    // Observed: (1,1) (2,2) (2,3) (3,3). Disagreement: one pair one level apart, weight 1/16 -> 0.0625.
    // Marginals: first 1,2,1 / second 1,1,2 on levels 1-3. Chance = sum of w(i,j) * f_i * s_j / 4 = (20/16) / 4 = 0.3125.
    const kappa = weightedKappa([
      { first: 1, second: 1 },
      { first: 2, second: 2 },
      { first: 2, second: 3 },
      { first: 3, second: 3 },
    ]);
    expect(kappa).toBeCloseTo(1 - 0.0625 / 0.3125, 10);
  });

  it("counts a two-level gap four times a one-level gap", () => {
    const base = [1, 2, 3, 4, 5].map((score) => ({ first: score, second: score }));
    const oneOff = weightedKappa([...base, { first: 2, second: 3 }])!;
    const twoOff = weightedKappa([...base, { first: 2, second: 4 }])!;
    expect(twoOff).toBeLessThan(oneOff);
  });

  it("is below zero when the second pass reverses the first", () => {
    expect(weightedKappa([1, 2, 4, 5].map((score) => ({ first: score, second: 6 - score })))).toBeLessThan(0);
  });

  it("is undefined with no pairs or no spread", () => {
    expect(weightedKappa([])).toBeNull();
    expect(weightedKappa([{ first: 3, second: 3 }, { first: 3, second: 3 }])).toBeNull();
  });

  it("refuses a score off the scale", () => {
    expect(() => weightedKappa([{ first: 0, second: 3 }])).toThrow(/1 to 5/);
  });
});

describe("disagreementCounts", () => {
  it("sorts pairs by the size of the gap", () => {
    expect(disagreementCounts([{ first: 3, second: 3 }, { first: 4, second: 3 }, { first: 5, second: 2 }, { first: 1, second: 3 }])).toEqual({ same: 1, oneLevel: 1, twoOrMore: 2 });
  });
});
