import { describe, expect, it } from "vitest";
import { entryFromPlan } from "@/features/mocks/entry-from-plan";

const bank = [
  { type: "estimation", companies: ["swiggy"] },
  { type: "behavioral", companies: ["swiggy", "zomato"] },
  { type: "behavioral", companies: ["zomato"] },
  { type: "product-design", companies: ["flipkart"] },
  { type: "execution", companies: ["zomato"] },
  { type: "analytical", companies: ["swiggy"] },
  { type: "technical", companies: ["swiggy"] },
] as const;
const questions = bank.map((question) => ({ ...question, companies: [...question.companies] }));

describe("entryFromPlan", () => {
  it("takes the plan's companies and interview date, and the types most asked there, at most four", () => {
    expect(entryFromPlan({ companies: ["swiggy", "zomato"], interviewDate: "2099-03-01" }, questions, "2099-01-01")).toEqual({
      companies: ["swiggy", "zomato"],
      question_types: ["behavioral", "estimation", "execution", "analytical"],
      interview_date: "2099-03-01",
    });
  });

  it("leaves out an interview date that has passed, and types when the plan names no company", () => {
    expect(entryFromPlan({ companies: [], interviewDate: "2099-01-01" }, questions, "2099-01-01")).toEqual({ companies: [], question_types: [], interview_date: "" });
  });

  it("is nothing without a plan", () => {
    expect(entryFromPlan(null, questions, "2099-01-01")).toBeNull();
  });
});
