import { describe, expect, it } from "vitest";
import { reportSchema } from "@/features/debriefs/debrief-schema";

const NOW = new Date("2026-12-15T06:00:00Z");
const form = (overrides: Record<string, string> = {}) => ({
  company: "swiggy", companyOther: "", level: "pm", roundType: "product-sense", month: "2026-10", format: "video", minutes: "45",
  question1: "  Design Swiggy for a family of five.  ", question2: "", question3: "How would you measure it?", question4: "", question5: "", outcome: "unknown", tip: "", ...overrides,
});
const messages = (overrides: Record<string, string>) => {
  const result = reportSchema(NOW).safeParse(form(overrides));
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe("the report schema", () => {
  it("takes a report as the database row it writes: month as its first day, blank questions dropped, no tip as null", () => {
    expect(reportSchema(NOW).parse(form())).toEqual({
      company_id: "swiggy", company_other: null, level: "pm", round_type: "product-sense", round_month: "2026-10-01", format: "video", minutes: 45,
      questions: ["Design Swiggy for a family of five.", "How would you measure it?"], outcome: "unknown", tip: null,
    });
    expect(reportSchema(NOW).parse(form({ company: "other", companyOther: " Ola " }))).toMatchObject({ company_id: null, company_other: "Ola" });
    expect(reportSchema(NOW).parse(form({ month: "2024-12" })).round_month).toBe("2024-12-01");
  });

  it("refuses a future month, one over two years back, no question, over-long text and unknown kinds with plain messages", () => {
    expect(messages({ month: "2027-01" })).toEqual(["The month of the round cannot be in the future."]);
    expect(messages({ month: "2024-11" })).toEqual(["Report rounds from the last two years only."]);
    expect(messages({ month: "" })).toEqual(["Give the month and year of the round."]);
    expect(messages({ question1: " ", question3: "" })).toEqual(["Give at least one question you were asked."]);
    expect(messages({ question2: "x".repeat(501) })).toEqual(["Keep each question to 500 characters."]);
    expect(messages({ tip: "x".repeat(1001) })).toEqual(["Keep the tip to 1000 characters."]);
    expect(messages({ roundType: "coffee-chat" })).toEqual(["Choose the kind of round."]);
    expect(messages({ level: "ceo" })).toEqual(["Choose the role's level."]);
    expect(messages({ company: "other" })).toEqual(["Give the company's name."]);
    expect(messages({ minutes: "2" })).toEqual(["Give a length from 5 to 480 minutes."]);
    expect(messages({ tip: "a\u202eb" })).toEqual(["Remove the characters that turn text around."]);
  });
});
