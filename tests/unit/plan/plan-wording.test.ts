import { describe, expect, it } from "vitest";
import { overBudgetNote, planSummary } from "@/features/plan/plan-wording";

describe("planSummary", () => {
  it("says one day, one hour and one minute in the singular", () => {
    expect(planSummary(1, "Thu, 3 Dec", 1, 1)).toBe("1 day to your interview on Thu, 3 Dec, at 1 hour a week (about 1 minute a day).");
  });

  it("says the daily minutes the hours a week give", () => {
    expect(planSummary(14, "Wed, 16 Dec", 10, 85)).toBe("14 days to your interview on Wed, 16 Dec, at 10 hours a week (about 85 minutes a day).");
  });
});

describe("overBudgetNote", () => {
  it("never says \"1 more hours\"", () => {
    expect(overBudgetNote(45)).toBe("This plan needs about 45 minutes more than you have given it.");
    expect(overBudgetNote(60)).toBe("This plan needs about 1 hour more than you have given it.");
    expect(overBudgetNote(61)).toBe("This plan needs about 2 hours more than you have given it.");
    expect(overBudgetNote(1)).toBe("This plan needs about 1 minute more than you have given it.");
  });
});
