import { describe, expect, it } from "vitest";
import { formatIssues } from "@/lib/course/format-issues";
import { compareTerms, glossarySchema } from "@/lib/course/glossary-schema";

const terms = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    term: `Term ${String(index).padStart(2, "0")}`,
    definition: "What it means.",
    example: "",
  }));
const problems = (data: unknown) => {
  const result = glossarySchema.safeParse(data);
  return result.success ? [] : formatIssues(result.error, data);
};

describe("glossarySchema", () => {
  it("accepts 35 sorted terms, with or without examples", () => {
    const glossary = terms(35);
    delete (glossary[3] as { example?: string }).example;
    expect(problems(glossary)).toEqual([]);
  });

  it("requires at least 35 terms", () => {
    expect(problems(terms(34))).toEqual(["the glossary needs at least 35 terms"]);
  });

  it("names a term that is out of alphabetical order", () => {
    const glossary = terms(35);
    glossary[10] = { ...glossary[10]!, term: "Aardvark" };
    expect(problems(glossary)).toEqual([
      '#11 "Aardvark" > term: must come before "Term 09" (terms are sorted alphabetically, ignoring case)',
    ]);
  });

  it("ignores case when checking the order, and refuses a term given twice", () => {
    const glossary = [{ term: "b2b", definition: "x" }, { term: "B2B", definition: "y" }, ...terms(35)];
    expect(problems(glossary)).toEqual(['#2 "B2B" > term: appears twice']);
  });

  it("names the entry with an empty definition", () => {
    const glossary = terms(35);
    glossary[0] = { ...glossary[0]!, definition: "" };
    expect(problems(glossary)).toEqual(['#1 "Term 00" > definition: must not be empty']);
  });

  it("rejects something that is not a list", () => {
    expect(problems({ term: "A" })).toEqual(['must be a list of terms: [{ "term", "definition", "example" }]']);
  });
});

describe("compareTerms", () => {
  it("sorts alphabetically regardless of case", () => {
    expect(["churn", "A/B test", "Activation rate", "CAC"].sort(compareTerms)).toEqual([
      "A/B test",
      "Activation rate",
      "CAC",
      "churn",
    ]);
  });
});
