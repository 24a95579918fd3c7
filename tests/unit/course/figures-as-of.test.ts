import { describe, expect, it } from "vitest";
import { compileMdx } from "@/lib/content-check/mdx-tree";
import { figuresAsOf } from "@/lib/course/figures-as-of";

async function asOf(markdown: string): Promise<string | undefined> {
  const compiled = await compileMdx(markdown);
  if (!compiled.ok) throw new Error(compiled.reason);
  return figuresAsOf(compiled.tree, new Date("2026-12-02T00:00:00Z"));
}

describe("figuresAsOf", () => {
  it("is the newest period the lesson's figure lines state", async () => {
    const lesson = [
      "UPI did 16.7 billion transactions in December 2024 (NPCI).",
      "",
      "Zomato was founded in 2008. Its revenue was ₹20,243 crore in FY25 (Eternal annual report).",
    ].join("\n");
    expect(await asOf(lesson)).toBe("Figures as of FY2024-25");
  });

  it("reads a table row's period from its cells or its headings, not the date its source was published", async () => {
    const table = [
      "| Metric | Figure | Period | Source |",
      "|---|---|---|---|",
      "| Revenue | ₹6,148 crore | Q3 FY26 (October to December 2025) | Swiggy's quarterly results, January 2026 |",
      "| Users | 20 crore | FY25 | Annual report, June 2025 |",
    ].join("\n");
    expect(await asOf(table)).toBe("Figures as of December 2025");
    expect(await asOf("| Metric | FY25 |\n|---|---|\n| Revenue | ₹100 crore |\n\nSource: the annual report.")).toBe(
      "Figures as of FY2024-25",
    );
  });

  it("leaves out scenarios, and periods in sentences that report no figure", async () => {
    const lesson = [
      "Imagine Swiggy's orders fell 10% in October 2026.",
      "",
      "Revenue was ₹100 crore in FY24 (annual report). It plans to list in 2026.",
    ].join("\n");
    expect(await asOf(lesson)).toBe("Figures as of FY2023-24");
  });

  it("is undefined for a lesson without a dated figure, so the page says nothing of figures", async () => {
    expect(await asOf("Take 20 to 30 seconds to structure. A ₹10 discount moves 1,000 orders.")).toBeUndefined();
  });
});
