import { describe, expect, it } from "vitest";
import { formatIssues } from "@/lib/course/format-issues";
import { frontmatterSchema } from "@/lib/course/frontmatter-schema";

const good = {
  title: "Root cause analysis",
  description: "A six-step method for metric drops.",
  minutes: 9,
  lastChecked: "2026-11-23",
};
const problems = (data: unknown) => {
  const result = frontmatterSchema.safeParse(data);
  return result.success ? [] : formatIssues(result.error);
};

describe("frontmatterSchema", () => {
  it("accepts a title, a one-sentence description and whole minutes", () => {
    expect(frontmatterSchema.parse(good)).toEqual(good);
  });

  it("accepts a sentence with a question or quotes inside it", () => {
    expect(problems({ ...good, description: 'Answers to "how would you measure X?", worked end to end.' })).toEqual([]);
  });

  it("names each missing field", () => {
    expect(problems({})).toEqual([
      "title: is required",
      "description: is required",
      "minutes: must be a whole number, e.g. minutes: 8",
      "lastChecked: must be a date written year-month-day, e.g. lastChecked: 2026-11-23",
    ]);
  });

  it("rejects an empty title", () => {
    expect(problems({ ...good, title: "  " })).toEqual(["title: must not be empty"]);
  });

  it("rejects a description of two sentences or without a full stop", () => {
    expect(problems({ ...good, description: "One. Two." })).toEqual(["description: must be a single sentence"]);
    expect(problems({ ...good, description: "No full stop" })).toEqual([
      "description: must be a full sentence ending with a full stop",
    ]);
  });

  it("rejects minutes that are not a positive whole number", () => {
    expect(problems({ ...good, minutes: 0 })).toEqual(["minutes: must be more than 0"]);
    expect(problems({ ...good, minutes: 2.5 })).toEqual(["minutes: must be a whole number, e.g. minutes: 8"]);
    expect(problems({ ...good, minutes: "9" })).toEqual(["minutes: must be a whole number, e.g. minutes: 8"]);
  });

  it("rejects a last-checked date that is not a real past day written year-month-day", () => {
    expect(problems({ ...good, lastChecked: "23 November 2026" })).toEqual([
      "lastChecked: must be a date written year-month-day, e.g. lastChecked: 2026-11-23",
    ]);
    expect(problems({ ...good, lastChecked: "2026-02-30" })).toEqual([
      "lastChecked: must be a real date, e.g. lastChecked: 2026-11-23",
    ]);
    expect(problems({ ...good, lastChecked: "2999-01-01" })).toEqual(["lastChecked: must not be in the future"]);
  });

  it("rejects fields lessons do not have, naming them", () => {
    expect(problems({ ...good, order: 3 })).toEqual(["unknown field order: remove or rename it"]);
  });
});
