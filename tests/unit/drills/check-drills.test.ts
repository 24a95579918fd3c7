import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkDrills } from "@/lib/content-check/check-drills";

const context = { lessonPaths: ["/dashboard/estimation/reference", "/dashboard/analytical/metrics"], glossary: new Map([["Take rate", { definition: "Revenue over GMV." }]]) };
const estimate = (prompt: string) => `---
prompt: ${prompt}
answer: 21.6 billion
unit: transactions a month
source: NPCI
period: December 2025
lesson: /dashboard/estimation/reference
---

About 70 crore a day for 31 days.
`;
const define = `---
term: Take rate
lesson: /dashboard/analytical/metrics
glossary: Take rate
---
`;

function contentWith(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), "drills-"));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, "drills", name)), { recursive: true });
    writeFileSync(path.join(dir, "drills", name), text);
  }
  return dir;
}
const problemsIn = async (files: Record<string, string>) =>
  (await checkDrills(contentWith(files), (file) => file.slice(file.indexOf("drills/")), context)).problems.map((problem) => `${problem.file}: ${problem.message}`);

describe("checkDrills", () => {
  it("counts the items of each kind and finds nothing wrong in distinct items", async () => {
    const dir = contentWith({ "estimate/upi-dec.mdx": estimate("How many UPI transactions were made in December 2025?"), "define/take-rate.mdx": define });
    expect(await checkDrills(dir, (file) => file, context)).toEqual({ problems: [], counts: { estimate: 1, define: 1, triage: 0 } });
  });

  it("refuses an id used by two kinds", async () => {
    expect(await problemsIn({ "estimate/take-rate.mdx": estimate("What is it?"), "define/take-rate.mdx": define })).toEqual([
      'drills/define/take-rate.mdx: The id "take-rate" is also used by drills/estimate/take-rate.mdx.',
    ]);
  });

  it("refuses two items that ask the same thing, whatever their ids", async () => {
    const prompt = "How many UPI transactions were made in December 2025?";
    expect(await problemsIn({ "estimate/upi-a.mdx": estimate(prompt), "estimate/upi-b.mdx": estimate(prompt.toUpperCase()), "define/take-rate.mdx": define, "define/take-rate-again.mdx": define })).toEqual([
      `drills/estimate/upi-b.mdx: "${prompt.toUpperCase()}" is already drilled by drills/estimate/upi-a.mdx.`,
      `drills/define/take-rate.mdx: "Take rate" is already drilled by drills/define/take-rate-again.mdx.`,
    ]);
  });
});

describe("checkDrills on triage items", () => {
  const triage = (best: string) => `---
title: Orders fall in Pune
lesson: /dashboard/analytical/metrics
---

<Scenario>Orders in Pune fell 12% in a week.</Scenario>

<Check why="A guess before the data.">Whether a rival ran discounts in Pune</Check>
<Check best why="A step on one day points to one change.">${best}</Check>
<Check why="Other cities are flat.">National news that week</Check>
<Check why="Slow and late.">A survey of customers</Check>
`;

  it("fails an item whose best check is the longest by a clear margin, at its file and line", async () => {
    const dir = contentWith({ "triage/pune.mdx": triage("What changed in Pune that day: fees, restaurant listings, delivery partner pay or a campaign") });
    const { problems } = await checkDrills(dir, (file) => file.slice(file.indexOf("drills/")), context);
    expect(problems.map(({ file, line, message }) => `${file}:${line} ${message}`)).toEqual([
      "drills/triage/pune.mdx:9 The best check is 92 characters long against at most 37 for the others: a learner can pick it by its length.",
    ]);
  });

  it("passes the same item once its best check is no longer than the others by much", async () => {
    expect(await problemsIn({ "triage/pune.mdx": triage("What changed in Pune that day") })).toEqual([]);
  });
});
