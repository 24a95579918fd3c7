import { describe, expect, it } from "vitest";
import { checkFigureSources, figureSentence } from "@/lib/content-check/check-figure-sources";
import { compileMdx } from "@/lib/content-check/mdx-tree";

async function problems(markdown: string): Promise<string[]> {
  const compiled = await compileMdx(markdown);
  if (!compiled.ok) throw new Error(compiled.reason);
  return checkFigureSources(compiled.tree).map(({ node, message }) => `${node.position?.start.line}: ${message}`);
}

describe("figureSentence", () => {
  it("finds a statistic reported with its period", () => {
    expect(figureSentence("Intro. UPI did 20 billion transactions in August 2025. More.")).toBe(
      "UPI did 20 billion transactions in August 2025.",
    );
    expect(figureSentence("Net loss was ₹3,941.7 crore in FY25.")).toBeDefined();
    expect(figureSentence("Contribution margin was 2.3% of NMV in Q3 FY26.")).toBeDefined();
    expect(figureSentence("It had 251 million annual transacting users by December 2025.")).toBeDefined();
  });

  it("ignores numbers without a period, and periods without a statistic", () => {
    expect(figureSentence("A ₹10 discount moves 1,000 orders to prepaid.")).toBeUndefined();
    expect(figureSentence("Instagram launched Reels in India in July 2020.")).toBeUndefined();
    expect(figureSentence("Take 20 to 30 seconds to think.")).toBeUndefined();
  });
});

describe("checkFigureSources", () => {
  it("accepts figures that name a public body, a company document or a named publication", async () => {
    expect(
      await problems(
        [
          "UPI did 20 billion transactions in August 2025 (NPCI monthly statistics).",
          "Meesho's NMV rose 26% in Q3 FY26, according to its Q3 FY26 results.",
          "About 36% of Indians lived in cities in 2024, by the World Bank's count.",
          "Zepto added a ₹2 fee in March 2024 (Financial Express, March 2024).",
        ].join("\n\n"),
      ),
    ).toEqual([]);
  });

  it("refuses a figure with no source, naming the sentence", async () => {
    expect(await problems("Background.\n\nZepto's orders grew 150% in 2024. That made it the leader.")).toEqual([
      '3: This figure names no source: "Zepto\'s orders grew 150% in 2024.".',
    ]);
  });

  it("refuses vague attributions even when the line has no figure a reader would notice", async () => {
    expect(await problems("Quick commerce grew 70% in 2024, according to news reports.")).toEqual([
      '1: "news reports" is not a source.',
    ]);
    expect(await problems("Industry estimates put it higher.")).toEqual(['1: "Industry estimates" is not a source.']);
  });

  it("lets a line that presents its numbers as assumed or imagined go without a source", async () => {
    expect(await problems("Imagine Swiggy's orders fell 10% in March 2026.")).toEqual([]);
    expect(await problems("Say it ran 14 days in 2026 on 2% of users.")).toEqual([]);
    expect(await problems("These are assumptions: a city of 20 lakh in 2026.")).toEqual([]);
  });

  it("reads a table row's Source cell, or a Source line after the table, as the row's source", async () => {
    const table = "| Metric | Figure | Period | Source |\n| --- | --- | --- | --- |\n| NMV | ₹10,995 crore | Q3 FY26 |";
    expect(await problems(`${table} Meesho results |`)).toEqual([]);
    expect(await problems(`${table}  |`)).toEqual([
      '3: This figure names no source: "NMV | ₹10,995 crore | Q3 FY26 |".',
    ]);
    const bare = "| Metric | Figure |\n| --- | --- |\n| Users in 2024 | 8 crore |";
    expect(await problems(bare)).toEqual(['3: This figure names no source: "Users in 2024 | 8 crore".']);
    expect(await problems(`${bare}\n\nSource: Paytm's annual report, FY24.`)).toEqual([]);
  });
});
