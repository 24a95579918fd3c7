import { describe, expect, it } from "vitest";
import { scoreEstimate } from "@/lib/drills/score";

describe("scoreEstimate", () => {
  it.each([
    [100, 100, "right"],
    [125, 100, "right"],
    [80, 100, "right"],
    [125.1, 100, "partial"],
    [79.9, 100, "partial"],
    [200, 100, "partial"],
    [50, 100, "partial"],
    [200.1, 100, "missed"],
    [49.9, 100, "missed"],
    [1000, 100, "missed"],
    // The same factor either side scores the same: the scale is logarithmic.
    [12e7, 15e7, "right"],
    [18.75e7, 15e7, "right"],
    [0.8, 1, "right"],
  ] as const)("scores %d against %d as %s", (guess, truth, outcome) => {
    expect(scoreEstimate(guess, truth)).toBe(outcome);
  });
});
