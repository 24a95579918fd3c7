import { describe, expect, it } from "vitest";
import { LONGEST_RATIO, LONGEST_SHARE, longestShareProblem, optionLengthProblem } from "@/lib/content-check/check-option-lengths";
import type { TriageItem } from "@/lib/drills/drill-item";

// A fixture item as its file reads: the best check on line 8, the others after it.
const source = (best: string, others: string[]) => `---
title: Orders fall
lesson: /dashboard/execution/root-cause
---

<Scenario>Orders fell 10% in a week.</Scenario>

<Check best why="Splits it.">${best}</Check>
${others.map((text) => `<Check why="Not first.">${text}</Check>`).join("\n")}
`;
const item = (best: string, others: string[]): TriageItem => ({
  kind: "triage",
  id: "orders-fall",
  title: "Orders fall",
  lesson: "/dashboard/execution/root-cause",
  scenario: "Orders fell 10% in a week.",
  checks: [{ text: best, why: "Splits it.", best: true }, ...others.map((text) => ({ text, why: "Not first.", best: false }))],
});
const problemOf = (best: string, others: string[]) => optionLengthProblem(item(best, others), source(best, others));
const chars = (count: number) => "x".repeat(count);

describe("optionLengthProblem", () => {
  it("fails a best check more than a fifth longer than the longest other, at the best check's line", () => {
    expect(LONGEST_RATIO).toBe(1.2);
    expect(problemOf(chars(61), [chars(50), chars(30), chars(20)])).toEqual({
      line: 8,
      message: "The best check is 61 characters long against at most 50 for the others: a learner can pick it by its length.",
      fix: "Shorten it to 60 characters or fewer, or make the other checks as specific (and as long).",
    });
  });

  it("passes a best check at most a fifth longer than the longest other", () => {
    expect(problemOf(chars(60), [chars(50), chars(30), chars(20)])).toBeNull();
  });

  it("passes a best check that is not the longest, however short the others", () => {
    expect(problemOf(chars(10), [chars(90), chars(12), chars(11)])).toBeNull();
  });

  it("counts the characters a learner sees: runs of spaces and line breaks as one", () => {
    expect(problemOf(`${chars(30)}\n      ${chars(30)}`, [chars(51), chars(10), chars(10)])).toBeNull();
  });

  it("fails the item that gave its answer away: the long, careful best check among three short ones", () => {
    const problem = problemOf("Split delivery time into preparation, rider assignment and travel, and see which grew.", [
      "Hire more delivery partners in Mumbai.",
      "Look at the ratings customers gave this week.",
      "Check whether orders rose at peak hours.",
    ]);
    expect(problem?.message).toBe("The best check is 86 characters long against at most 45 for the others: a learner can pick it by its length.");
  });
});

describe("longestShareProblem", () => {
  const withBest = (id: string, bestLength: number): TriageItem => ({ ...item(chars(bestLength), [chars(50), chars(40), chars(30)]), id });
  const bank = (longest: number, total: number) => Array.from({ length: total }, (_, index) => withBest(`item-${index}`, index < longest ? 55 : 45));

  it("fails a bank where the best check is the longest in over a third of the items, naming some of them", () => {
    expect(LONGEST_SHARE).toBeCloseTo(1 / 3);
    expect(longestShareProblem(bank(5, 12))).toEqual({
      message: "In 5 of 12 triage items the best check is the longest: picking the longest would win.",
      fix: "Make a wrong check the longest in 1 more of them: item-0, item-1, item-2, item-3, item-4.",
    });
  });

  it("passes a bank where the best check is the longest in a third of the items or fewer", () => {
    expect(longestShareProblem(bank(4, 12))).toBeNull();
  });

  it("does not count a best check that ties with the longest other as the longest", () => {
    expect(longestShareProblem(Array.from({ length: 12 }, (_, index) => withBest(`item-${index}`, 50)))).toBeNull();
  });

  it("says nothing about fewer than twelve items, where the share is mostly chance", () => {
    expect(longestShareProblem(bank(11, 11))).toBeNull();
  });
});
