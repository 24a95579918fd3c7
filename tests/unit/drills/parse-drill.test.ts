import { describe, expect, it } from "vitest";
import { parseMdx } from "@/lib/content-check/mdx-tree";
import type { DrillKind } from "@/lib/drills/drill-item";
import { parseDrill } from "@/lib/drills/parse-drill";

const context = {
  lessonPaths: ["/dashboard/estimation/reference", "/dashboard/analytical/metrics", "/dashboard/execution/root-cause"],
  glossary: new Map([["Take rate", { definition: "Revenue over GMV.", example: "₹10 on ₹100." }]]),
};
const read = (kind: DrillKind, source: string) => parseDrill(kind, "an-item", source, parseMdx, context);
const messages = async (kind: DrillKind, source: string) => (await read(kind, source)).problems.map((problem) => `${problem.line ?? "-"}: ${problem.message}`);

const ESTIMATE = `---
prompt: How many UPI transactions were made in December 2025?
answer: 21.6 billion
unit: transactions a month
source: NPCI
period: December 2025
lesson: /dashboard/estimation/reference
---

About 70 crore a day for 31 days.
`;

const triage = (checks: string) => `---
title: UPI drop
lesson: /dashboard/execution/root-cause
---

<Scenario>Success rate fell.</Scenario>

${checks}
`;
const CHECKS = `<Check best why="Finds it">Split by bank.</Check>

<Check why="Too soon">Roll back.</Check>

<Check why="Late">Read reviews.</Check>

<Check why="Slow">Survey users.</Check>`;

describe("parseDrill", () => {
  it("reads an estimate, its answer parsed by the learner's number parser", async () => {
    const { item, problems } = await read("estimate", ESTIMATE);
    expect(problems).toEqual([]);
    expect(item).toMatchObject({ kind: "estimate", value: 21.6e9, percent: false, period: "December 2025", derivation: "About 70 crore a day for 31 days." });
  });

  it("refuses an estimate without a period, with an answer it cannot read, or naming an unknown lesson, each at its line", async () => {
    const broken = ESTIMATE.replace("period: December 2025\n", "").replace("21.6 billion", "21.6 gazillion").replace("/estimation/reference", "/estimation/refrence");
    expect(await messages("estimate", broken)).toEqual([
      "-: Front matter period: is required: the period of the data.",
      "3: The answer cannot be read: “gazillion” is not a unit the drill reads. Use crore, lakh, million, billion, k or %, e.g. 12 crore, 45 lakh, 1.2 billion, 3.5k or 62%.",
      "6: \"/dashboard/estimation/refrence\" is not a lesson of the course.",
    ]);
  });

  it("draws a definition from the glossary, and refuses a term the glossary lacks", async () => {
    const { item } = await read("define", "---\nterm: Take rate\nlesson: /dashboard/analytical/metrics\nglossary: Take rate\n---\n");
    expect(item).toMatchObject({ term: "Take rate", definition: "Revenue over GMV.", example: "₹10 on ₹100.", glossary: "Take rate" });
    expect(await messages("define", "---\nterm: Take rate\nlesson: /dashboard/analytical/metrics\nglossary: Take rates\n---\n")).toEqual([
      '4: "Take rates" is not a term of the glossary.',
    ]);
  });

  it("reads a definition written in the item", async () => {
    const source = "---\nterm: GOV\nlesson: /dashboard/analytical/metrics\n---\n\n<Definition>Value of completed orders.</Definition>\n\n<Example>₹90 crore a day.</Example>\n";
    expect((await read("define", source)).item).toMatchObject({ definition: "Value of completed orders.", example: "₹90 crore a day." });
  });

  it("reads a triage item with four checks, one best", async () => {
    const { item, problems } = await read("triage", triage(CHECKS));
    expect(problems).toEqual([]);
    expect(item).toMatchObject({ kind: "triage", scenario: "Success rate fell.", checks: [{ best: true, why: "Finds it" }, {}, {}, {}] });
  });

  it("refuses a triage item without exactly one best check", async () => {
    expect(await messages("triage", triage(CHECKS.replace("<Check best", "<Check")))).toEqual(["6: This triage item has 0 checks marked best."]);
    expect(await messages("triage", triage(CHECKS.replace('<Check why="Too soon"', '<Check best why="Too soon"')))).toEqual([
      "6: This triage item has 2 checks marked best.",
    ]);
    expect(await messages("triage", triage(CHECKS.replace(/\n\n<Check why="Slow">.*<\/Check>/, "")))).toEqual(["6: This triage item has 3 <Check> elements."]);
  });
});
