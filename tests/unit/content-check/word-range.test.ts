import { describe, expect, it } from "vitest";
import { outOfRange, wordRange } from "@/lib/content-check/word-range";

describe("wordRange", () => {
  it("gives most lessons 700 to 2,000 words", () => {
    expect(wordRange("behavioral", "conflicts")).toMatchObject({ min: 700, max: 2_000 });
  });

  it("gives this round's new lessons 900 to 2,200 words", () => {
    for (const [section, slug] of [
      ["companies", "zepto"],
      ["companies", "offers"],
      ["intro", "mock-interviews"],
      ["product-design", "take-home"],
      ["technical", "india-stack"],
    ] as const) {
      expect(wordRange(section, slug)).toMatchObject({ min: 900, max: 2_200 });
    }
  });

  it("lets practice lessons and framework lessons with a full worked answer run to 3,000 words", () => {
    expect(wordRange("estimation", "practice")).toMatchObject({ min: 700, max: 3_000 });
    expect(wordRange("product-strategy", "answering")).toMatchObject({ min: 700, max: 3_000 });
  });
});

describe("outOfRange", () => {
  const range = { min: 900, max: 2_200, kind: "lesson" };
  it("says which bound a length breaks, inclusive bounds being fine", () => {
    expect(outOfRange(899, range)).toBe("under 900");
    expect(outOfRange(900, range)).toBeUndefined();
    expect(outOfRange(2_200, range)).toBeUndefined();
    expect(outOfRange(2_201, range)).toBe("over 2,200");
  });
});
