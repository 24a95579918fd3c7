import { describe, expect, it } from "vitest";
import { checkSecondScoring, scorePairsByType, type SecondScoring } from "@/lib/content-check/check-second-scoring";
import type { Question, Score } from "@/lib/practice/question";

const FILE = "content/data/scoring/second-pass.json";

function question(id: string, kept: Record<string, Score>[]): Question {
  return {
    id, title: id, type: "analytical", companies: [], difficulty: "easy", minutes: 20, skills: ["goals", "guardrails"], lessons: [],
    prompt: [], probes: [], covers: [],
    samples: kept.map((scores) => ({ level: "neutral", body: [], scores: Object.entries(scores).map(([skill, score]) => ({ skill, score, reason: "" })) })),
  };
}
const scoring = (samples: SecondScoring["samples"]): SecondScoring => ({ scoredOn: "2026-12-02", samples });
const messages = (result: ReturnType<typeof checkSecondScoring>) => result.problems.map((problem) => problem.message);

describe("checkSecondScoring", () => {
  const bank = [question("reels-test", [{ goals: 3, guardrails: 2 }, { goals: 4, guardrails: 4 }])];

  it("accepts two passes that agree, and counts the sample it leaves out", () => {
    const result = checkSecondScoring(scoring({ "reels-test#1": { first: { goals: 3, guardrails: 2 }, second: { goals: 3, guardrails: 2 }, resolved: {} } }), bank, FILE);
    expect(result.problems).toEqual([]);
    expect(result.unscored).toEqual(["reels-test#2"]);
  });

  it("refuses a disagreement nobody resolved, and accepts it with a reason", () => {
    const first = { goals: 3, guardrails: 2 };
    const second = { goals: 3, guardrails: 1 };
    expect(messages(checkSecondScoring(scoring({ "reels-test#1": { first, second, resolved: {} } }), bank, FILE))).toEqual([
      '"reels-test#1" guardrails: the first pass gave 2, the second 1, and no resolution says which holds.',
    ]);
    const resolved = { guardrails: "Kept at 2: the answer names one guardrail, the cancellation rate, without a threshold." };
    expect(checkSecondScoring(scoring({ "reels-test#1": { first, second, resolved } }), bank, FILE).problems).toEqual([]);
  });

  it("refuses a <Score> that left the score both passes agreed on", () => {
    const lenient = [question("reels-test", [{ goals: 4, guardrails: 2 }])];
    expect(messages(checkSecondScoring(scoring({ "reels-test#1": { first: { goals: 3, guardrails: 2 }, second: { goals: 3, guardrails: 2 }, resolved: {} } }), lenient, FILE))).toEqual([
      '"reels-test#1" goals: both passes gave 3, but the sample\'s <Score> says 4.',
    ]);
  });

  it("refuses entries for samples that do not exist and passes that miss or add skills", () => {
    const result = checkSecondScoring(
      scoring({
        "reels-test#3": { first: {}, second: {}, resolved: {} },
        "reels-test#2": { first: { goals: 4, guardrails: 4 }, second: { goals: 4, clarity: 3 }, resolved: {} },
      }),
      bank,
      FILE,
    );
    expect(messages(result)).toEqual([
      '"reels-test#3" is not a sample answer of the bank.',
      '"reels-test#2": the second pass does not score the question\'s skills (missing guardrails) (not its skills: clarity).',
    ]);
  });

  it("refuses a resolution where the passes agree", () => {
    const resolved = { goals: "Kept at 3 although both passes said 3, which is a leftover." };
    expect(messages(checkSecondScoring(scoring({ "reels-test#1": { first: { goals: 3, guardrails: 2 }, second: { goals: 3, guardrails: 2 }, resolved } }), bank, FILE))).toEqual([
      '"reels-test#1" goals: both passes gave 3, so there is nothing to resolve.',
    ]);
  });
});

describe("scorePairsByType", () => {
  it("pairs the first and second pass of every skill, by the question's type", () => {
    const bank = [question("reels-test", [{ goals: 3, guardrails: 2 }])];
    const pairs = scorePairsByType(scoring({ "reels-test#1": { first: { goals: 3, guardrails: 2 }, second: { goals: 4, guardrails: 2 }, resolved: {} } }), bank);
    expect(pairs.get("analytical")).toEqual([{ first: 3, second: 4 }, { first: 2, second: 2 }]);
  });
});
