import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkQuestions } from "@/lib/content-check/check-questions";
import { compileMdx } from "@/lib/content-check/mdx-tree";
import { parseQuestion } from "@/lib/practice/parse-question";

const contentDir = path.join(import.meta.dirname, "../fixtures/questions");
const context = {
  rubricSkills: new Map([["execution", ["isolating-variables", "data-literacy", "communication"]]]),
  lessonPaths: ["/dashboard/execution/root-cause"],
};
const report = checkQuestions(contentDir, (file) => path.relative(contentDir, file), context);

/** The problems of one fixture file, as "line: message" strings. */
async function problemsIn(id: string): Promise<string[]> {
  const { problems } = await report;
  return problems.filter((problem) => problem.file === `questions/${id}.mdx`).map((problem) => `${problem.line ?? "-"}: ${problem.message}`);
}

describe("checkQuestions", () => {
  it("accepts a correct question and counts questions and scored samples", async () => {
    expect(await problemsIn("good-question")).toEqual([]);
    const { questions, samples } = await report;
    expect(questions).toBe(8);
    expect(samples).toBeGreaterThanOrEqual(2);
  });

  it("gives every problem its file, a line and a fix", async () => {
    for (const problem of (await report).problems) {
      expect(problem.file).toMatch(/^questions\/[a-z-]+\.mdx$/);
      expect(problem.fix).not.toBe("");
    }
  });

  it("refuses a score for a skill the question is not graded on", async () => {
    expect(await problemsIn("unknown-skill")).toEqual(['34: <Score skill="charisma"> is not a skill of this question.']);
  });

  it("refuses a sample answer without a score for every question skill", async () => {
    expect(await problemsIn("missing-score")).toEqual(['28: This neutral <SampleAnswer> has no score for "communication".']);
  });

  it("refuses scores outside 1-5", async () => {
    expect(await problemsIn("score-out-of-range")).toEqual([
      '32: <Score skill="isolating-variables"> has a score outside 1-5.',
      '33: <Score skill="communication"> has a score outside 1-5.',
    ]);
  });

  it("refuses a score without a reason and a sample answer at an unknown level", async () => {
    expect(await problemsIn("no-reason")).toEqual([
      '32: <Score skill="isolating-variables"> gives no reason.',
      '37: <SampleAnswer level="excellent"> is not a rubric level.',
    ]);
  });

  it("checks the front matter field by field, with its line", async () => {
    expect(await problemsIn("bad-frontmatter")).toEqual([
      expect.stringMatching(/^3: Front matter type: must be one of estimation, /),
      expect.stringMatching(/^4: Front matter companies: "amazon" is not a company/),
      "5: Front matter difficulty: must be one of easy, medium, hard.",
      "6: Front matter minutes: must be from 2 to 60.",
      '8: The link "/dashboard/execution/nowhere" does not lead to any lesson in the manifest.',
    ]);
  });

  it("takes story-bank competencies on a behavioral question only, and only known ones", async () => {
    const source = (await import("node:fs")).readFileSync(path.join(contentDir, "questions/good-question.mdx"), "utf8");
    const withCompetencies = (line: string) => source.replace(/^(lessons: .*)$/m, `$1\n${line}`);
    const onExecution = await parseQuestion("x", withCompetencies("competencies: failure"), compileMdx, context);
    expect(onExecution.problems.map((problem) => `${problem.line}: ${problem.message}`)).toEqual(["9: Only a behavioral question names competencies."]);
    const unknown = await parseQuestion("x", withCompetencies("competencies: failure, charm"), compileMdx, context);
    expect(unknown.problems.map((problem) => `${problem.line}: ${problem.message}`)).toEqual([
      expect.stringMatching(/^9: Front matter competencies: "charm" is not a competency: use impact, failure, /),
    ]);
  });

  it("refuses a skill the type's rubric does not have", async () => {
    const source = (await import("node:fs")).readFileSync(path.join(contentDir, "questions/good-question.mdx"), "utf8");
    const { question, problems } = await parseQuestion("x", source.replace("communication\n", "charisma\n"), compileMdx, context);
    expect(question).toBeNull();
    expect(problems.map((problem) => `${problem.line}: ${problem.message}`)).toContain('7: "charisma" is not a skill of the execution rubric.');
  });

  it("needs one prompt, a covers list, 2-5 probes with when, and known components in place", async () => {
    expect(await problemsIn("wrong-parts")).toEqual([
      "11: This question has no <Prompt>.",
      "11: This question has no <Covers>.",
      '13: <Probe> has no when="...".',
      "15: <Callout> is not a component questions can use.",
      "21: <Score> is not directly in a <SampleAnswer>.",
    ]);
    const source = (await import("node:fs")).readFileSync(path.join(contentDir, "questions/good-question.mdx"), "utf8");
    const oneProbe = source.replace('<Probe when="At the end">What next?</Probe>', "");
    const { problems } = await parseQuestion("x", oneProbe, compileMdx, context);
    expect(problems.map((problem) => `${problem.line}: ${problem.message}`)).toEqual(["11: This question has 1 <Probe>."]);
  });

  it("applies the figure-source rule to the prompt and the sample answers, and checks links", async () => {
    expect(await problemsIn("figures")).toEqual([
      expect.stringMatching(/^13: This figure names no source: "Swiggy delivered 200 crore orders in FY25/),
      '13: The link "/dashboard/execution/missing" does not lead to any lesson in the manifest.',
      expect.stringMatching(/^31: This figure names no source: ""Zomato had 2 crore/),
    ]);
  });

  it("applies the figure-source rule to what a strong answer covers and to the probes, which learners read too", async () => {
    const source = (await import("node:fs")).readFileSync(path.join(contentDir, "questions/good-question.mdx"), "utf8");
    const withFigures = source
      .replace("- Checks the data first.", "- Compares with the market: NPCI counted 1,800 crore UPI payments a month.")
      .replace("What next?", "Zomato had 2 crore users in 2025. What next?");
    const { question, problems } = await parseQuestion("x", withFigures, compileMdx, context);
    expect(question).toBeNull();
    expect(problems.map((problem) => `${problem.line}: ${problem.message}`)).toEqual([
      '19: This figure names no source: "Zomato had 2 crore users in 2025.".',
      '23: This figure gives no period: "Compares with the market: NPCI counted 1,800 crore UPI payments a month.".',
    ]);
  });

  it("reads a correct question into its parts", async () => {
    const source = (await import("node:fs")).readFileSync(path.join(contentDir, "questions/good-question.mdx"), "utf8");
    const { question } = await parseQuestion("good-question", source, compileMdx, context);
    expect(question).toMatchObject({
      id: "good-question",
      type: "execution",
      companies: ["swiggy"],
      minutes: 10,
      skills: ["isolating-variables", "communication"],
      probes: [{ when: "After hypotheses" }, { when: "At the end" }],
      samples: [
        { level: "weak", scores: [{ skill: "isolating-variables", score: 2, reason: "Jumps to a cause." }, { skill: "communication", score: 4, reason: "Clear." }] },
        { level: "strong" },
      ],
    });
  });
});
