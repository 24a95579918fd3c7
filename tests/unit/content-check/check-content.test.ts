import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkContent } from "@/lib/content-check/check-content";
import type { ContentProblem } from "@/lib/content-check/content-problem";
import { brokenManifest } from "../fixtures/broken/manifest";
import { goodManifest } from "../fixtures/good/manifest";

const fixtures = path.join(import.meta.dirname, "../fixtures");
const broken = checkContent({ contentDir: path.join(fixtures, "broken"), manifest: brokenManifest });

/** The problems reported for files whose path ends with `file`, as "line: message" strings. */
async function problemsIn(file: string): Promise<string[]> {
  const { problems } = await broken;
  return problems
    .filter((problem) => problem.file.endsWith(file))
    .map((problem) => `${problem.line ?? "-"}: ${problem.message}`);
}

// The real course is checked by `npm run check:content`, a step of `npm test` of its own.
describe("checkContent", () => {
  it("finds nothing wrong in a correct course, and counts its lessons and words", async () => {
    const report = await checkContent({ contentDir: path.join(fixtures, "good"), manifest: goodManifest });
    expect(report.problems).toEqual([]);
    expect(report.lessons).toBe(2);
    expect(report.words).toBeGreaterThan(30);
  });

  it("gives every problem a file, a message and a fix", async () => {
    const { problems } = await broken;
    expect(problems.length).toBeGreaterThan(20);
    for (const problem of problems) {
      expect(problem).toEqual<ContentProblem>({
        file: expect.stringMatching(/fixtures\/broken\//),
        line: problem.line,
        message: expect.any(String),
        fix: expect.any(String),
      });
    }
  });

  it("reports a manifest entry without a file, and a lesson listed twice, on the manifest", async () => {
    expect(await problemsIn("broken/manifest.ts")).toEqual([
      "-: The lesson /dashboard/basics/valid appears more than once, so the course order visits it twice.",
      expect.stringMatching(/lists \/dashboard\/basics\/no-file, but .*basics\/no-file\.mdx does not exist/),
    ]);
  });

  it("reports lesson files the manifest does not list", async () => {
    expect(await problemsIn("basics/not-in-manifest.mdx")).toEqual([expect.stringMatching(/not in the manifest/)]);
    expect(await problemsIn("advanced/stray.mdx")).toEqual([expect.stringMatching(/not in the manifest/)]);
  });

  it("reports invalid frontmatter field by field, with its line", async () => {
    expect(await problemsIn("bad-frontmatter.mdx")).toEqual([
      "3: Frontmatter description: must be a single sentence.",
      "4: Frontmatter minutes: must be more than 0.",
      "5: Frontmatter unknown field author: remove or rename it.",
    ]);
    expect(await problemsIn("unreadable-frontmatter.mdx")).toEqual([expect.stringMatching(/^3: .*double quotes/)]);
  });

  it("reports a title that differs from the manifest's", async () => {
    expect(await problemsIn("other-title.mdx")).toEqual([
      `-: The title "The file's title" differs from the manifest's "The manifest's title".`,
    ]);
  });

  it("reports an MDX syntax error with its line in the file", async () => {
    expect(await problemsIn("syntax-error.mdx")).toEqual([expect.stringMatching(/^9: MDX cannot compile this lesson/)]);
  });

  it("reports every problem in a lesson body with its line", async () => {
    expect(await problemsIn("bad-body.mdx")).toEqual([
      "7: Lessons cannot import or export code.",
      "9: This heading starts with a single #.",
      '11: The link "/dashboard/basics/vaild" does not lead to any lesson in the manifest.',
      '11: The link "valid" is relative, so it breaks depending on the page it is read from.',
      "13: This image has no alt text.",
      '15: <Figure> is missing alt="...".',
      "17: <Figure> has no alt text.",
      "19: <Tabs> is not a component lessons can use.",
      "21: <div> is not a component lessons can use.",
      '23: <Rubric name="missing-rubric"> has no data file data/rubrics/missing-rubric.json.',
      '25: <Callout> has no attribute "colour".',
      '25: <Callout kind="danger"> is not a callout kind.',
      '31: <VideoLink href="/dashboard/basics/nowhere"> is not a YouTube address.',
      '31: The link "/dashboard/basics/nowhere" does not lead to any lesson in the manifest.',
      '33: MDX reads "{price}" as code, not text.',
    ]);
  });

  it("suggests the lesson a mistyped link probably meant", async () => {
    const { problems } = await broken;
    const typo = problems.find((problem) => problem.message.includes("/dashboard/basics/vaild"));
    expect(typo?.fix).toBe("Did you mean /dashboard/basics/valid?");
  });

  it("reports glossary and rubric data that fail their schemas", async () => {
    expect(await problemsIn("data/glossary.json")).toEqual([
      '-: #2 "Churn" > definition: must not be empty',
      "-: the glossary needs at least 35 terms",
      '-: #2 "Churn" > term: must come before "Retention" (terms are sorted alphabetically, ignoring case)',
    ]);
    expect(await problemsIn("rubrics/incomplete.json")).toEqual([
      '-: skills > #1 "Clarifying" > levels: needs the five levels: veryWeakOrMissing, weak, neutral, strong, veryStrong',
    ]);
  });
});
