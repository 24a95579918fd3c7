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

  it("refuses a figure credited to a named source that never says when it held", async () => {
    expect(await problems("Background.\n\nSwiggy had 1.7 crore monthly transacting users (Swiggy's shareholder letter).")).toEqual([
      '3: This figure gives no period: "Swiggy had 1.7 crore monthly transacting users (Swiggy\'s shareholder letter).".',
    ]);
    expect(await problems("- UPI moved ₹24.85 lakh crore in a month, by NPCI's count.")).toEqual([
      '1: This figure gives no period: "UPI moved ₹24.85 lakh crore in a month, by NPCI\'s count.".',
    ]);
  });

  it("accepts the period in any of its forms, anywhere in the line", async () => {
    expect(
      await problems(
        [
          "Swiggy had 1.7 crore monthly transacting users (Swiggy's shareholder letter, Q2 FY26).",
          "Revenue was ₹7,114.86 crore (PhonePe UDRHP-I). That was for FY2024-25.",
          "UPI moved ₹24.85 lakh crore in August 2025, by NPCI's count.",
        ].join("\n\n"),
      ),
    ).toEqual([]);
  });

  it("does not take a law's year for the period of a figure", async () => {
    expect(await problems("MDR on UPI is 0% under the Payment and Settlement Systems Act, 2007 (RBI).")).toEqual([
      '1: This figure gives no period: "MDR on UPI is 0% under the Payment and Settlement Systems Act, 2007 (RBI).".',
    ]);
  });

  it("dates a table row from its own cells, its column headings or the Source note after the table", async () => {
    const sourced = "| Metric | Figure | Source |\n| --- | --- | --- |\n| MTU | 1.7 crore | Swiggy shareholder letter |";
    expect(await problems(sourced)).toEqual(['3: This figure gives no period: "MTU | 1.7 crore | Swiggy shareholder letter".']);
    expect(await problems(sourced.replace("| Figure |", "| Q2 FY26 |"))).toEqual([]);
    const bare = "| Metric | Figure |\n| --- | --- |\n| MTU | 1.7 crore |";
    expect(await problems(`${bare}\n\nSource: Swiggy's shareholder letter.`)).toEqual([
      '3: This figure gives no period: "MTU | 1.7 crore".',
    ]);
    expect(await problems(`${bare}\n\nSource: Swiggy's shareholder letter, Q2 FY26.`)).toEqual([]);
  });

  it("leaves questions, scenarios and numbers without a source or a period alone", async () => {
    expect(await problems("If NPCI enforces the 30% cap, what should PhonePe do?")).toEqual([]);
    expect(await problems("Say NPCI reports 1,000 crore transactions: what follows?")).toEqual([]);
    expect(await problems("A ₹10 discount moves 1,000 orders to prepaid.")).toEqual([]);
  });
});

