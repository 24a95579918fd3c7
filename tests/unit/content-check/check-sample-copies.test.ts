import { describe, expect, it } from "vitest";
import { checkSampleCopies } from "@/lib/content-check/check-sample-copies";

const answer = "I would first ask whether the drop is in orders or in users, then split it by city, platform and app version before I guess at a cause, because a release is the usual suspect.";

describe("checkSampleCopies", () => {
  it("reports a lesson's model answer that copies a bank sample, on the lesson", () => {
    const problems = checkSampleCopies([
      { file: "content/questions/drop.mdx", label: 'sample answer 1 of "drop"', text: answer },
      { file: "content/execution/practice.mdx", line: 40, label: "the weak model answer", text: `${answer} That is all.` },
    ]);
    expect(problems).toEqual([
      {
        file: "content/execution/practice.mdx",
        line: 40,
        message: 'The weak model answer is a copy of sample answer 1 of "drop" in content/questions/drop.mdx, so one answer carries two scorings.',
        fix: expect.stringContaining("<BankAnswers"),
      },
    ]);
  });

  it("sees through punctuation and case, and leaves different answers alone", () => {
    const shouted = answer.toUpperCase().replaceAll(",", ";");
    const other = "Two questions before the estimate: do you mean the city or the district, and sales this year or the total that could ever be sold?";
    expect(checkSampleCopies([{ file: "a", label: "one", text: answer }, { file: "b", label: "two", text: shouted }])).toHaveLength(1);
    expect(checkSampleCopies([{ file: "a", label: "one", text: answer }, { file: "b", label: "two", text: other }])).toEqual([]);
  });
});
