import { describe, expect, it } from "vitest";
import { mockEvidence } from "@/features/mocks/mock-evidence";

describe("mockEvidence", () => {
  it("lists the Indian days of mocks held, each once, in order", () => {
    // 20:00 UTC on 4 Dec is 01:30 on 5 Dec in India.
    const held = [{ proposed_at: "2026-12-04T20:00:00Z" }, { proposed_at: "2026-12-01T05:00:00Z" }, { proposed_at: "2026-12-05T03:00:00Z" }];
    expect(mockEvidence(held, []).days).toEqual(["2026-12-01", "2026-12-05"]);
  });

  it("averages every skill score received per question type", () => {
    const received: Parameters<typeof mockEvidence>[1] = [
      { question_type: "estimation", scores: { "problem-framing": 4, math: 2 } },
      { question_type: "estimation", scores: { "problem-framing": 5 } },
      { question_type: "behavioral", scores: { results: 3 } },
    ];
    expect(mockEvidence([], received).meanScoreByType).toEqual({ estimation: 3.67, behavioral: 3 });
    // Mock by mock, for the readiness, which counts how many mocks a figure rests on.
    expect(mockEvidence([], received).scoresByType).toEqual({ estimation: [3, 5], behavioral: [3] });
  });
});
