import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkContent } from "@/lib/content-check/check-content";
import type { ContentProblem } from "@/lib/content-check/content-problem";
import { brokenManifest } from "../fixtures/broken/manifest";
import { goodManifest } from "../fixtures/good/manifest";

const fixtures = path.join(import.meta.dirname, "../fixtures");
const imageHost = "images.example.com";
// The fixture lessons are a few lines long; the course's own ranges are tested in word-range.test.ts.
const wordRange = () => ({ min: 1, max: 400, kind: "fixture lesson" });
const good = {
  contentDir: path.join(fixtures, "good"),
  publicDir: path.join(fixtures, "good/public"),
  manifest: goodManifest,
  wordRange,
};
const broken = checkContent({
  contentDir: path.join(fixtures, "broken"),
  publicDir: path.join(fixtures, "broken/public"),
  manifest: brokenManifest,
  imageHost,
  wordRange,
});

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
    const report = await checkContent({ ...good, imageHost });
    expect(report.problems).toEqual([]);
    expect(report.lessons).toBe(3);
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
      "5: Frontmatter lastChecked: must be a real date, e.g. lastChecked: 2026-11-23.",
      "6: Frontmatter unknown field author: remove or rename it.",
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
      '35: The link "/quiz" does not lead to a page of the site.',
    ]);
  });

  it("reports a figure without a named source or without a period, and a vague source, but not a scenario or a table's Source column", async () => {
    expect(await problemsIn("basics/practice.mdx")).toEqual([
      '9: "news reports" is not a source.',
      '11: This figure names no source: "Zepto\'s order value reached ₹2,400 crore a month in May 2025.".',
      '15: This figure names no source: "Monthly transacting users | 8 crore | Q2 FY26".',
      '19: This figure gives no period: "Swiggy had 1.7 crore monthly transacting users, according to its shareholder letter.".',
      "-: This practice lesson has no <BankAnswers> or <ModelAnswers>: one question answered at several levels.",
    ]);
  });

  it("reports model answers that are not Weak, Neutral and Strong, each scored on skills of its rubric, and bank answers of no question", async () => {
    expect(await problemsIn("bad-model-answers.mdx")).toEqual([
      '43: <ModelAnswers rubric="missing-rubric"> has no data file data/rubrics/missing-rubric.json.',
      '45: <ModelAnswer> has no attribute "tone".',
      '53: <BankAnswers question="no-such-question"> names no question of the bank.',
      "9: <ModelAnswers> has the answers weak, strong, neutral, not weak, neutral, strong.",
      '15: <Score skill="Clarity"> is not a skill of this rubric.',
      '23: <Score level="excellent"> is not a rubric level.',
      "27: The neutral <ModelAnswer> has no <Score> lines.",
      "43: <ModelAnswers> has the answers weak, not weak, neutral, strong.",
      "35: <ModelAnswer> is outside a <ModelAnswers>.",
      "41: <Score> is outside a <ModelAnswer>.",
    ]);
  });

  it("reports lessons shorter or longer than their word range", async () => {
    const short = await checkContent({ ...good, imageHost, wordRange: () => ({ min: 500, max: 900, kind: "lesson" }) });
    expect(short.problems.map((problem) => problem.message)).toEqual([
      expect.stringMatching(/^The lesson has \d+ words, under 500 \(a lesson runs 500 to 900\)\.$/),
      expect.stringMatching(/under 500/),
      expect.stringMatching(/under 500/),
    ]);
    const long = await checkContent({ ...good, imageHost, wordRange: () => ({ min: 1, max: 20, kind: "lesson" }) });
    expect(long.problems.map((problem) => problem.message)).toContainEqual(expect.stringMatching(/words, over 20 \(/));
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

  it("accepts local images that exist and https images on the image host, and refuses every other address", async () => {
    expect(await problemsIn("bad-images.mdx")).toEqual([
      '9: The image "/lessons/diagrm.svg" does not exist: there is no file public/lessons/diagrm.svg.',
      '11: The image "/lessons/never-added.png" does not exist: there is no file public/lessons/never-added.png.',
      '15: The image "http://images.example.com/photos/funnel.png" is on http, not https.',
      '17: The image "https://cdn.example.org/funnel.png" is on cdn.example.org, but lesson images may only come from images.example.com.',
      '19: The image "https://upload.wikimedia.org/chart.png" is on upload.wikimedia.org, but lesson images may only come from images.example.com.',
      '21: The image "/images/funnel.png" is not a file in public/lessons/.',
      '23: The image "funnel.png" is not a file in public/lessons/.',
      '25: The image "/lessons/diagram.svg?v=2" has a ? or # part, which a local image cannot have.',
      "27: <Figure src={...}> is code, not an address.",
      '29: The image "https://cdn.example.org/chart.png" is on cdn.example.org, but lesson images may only come from images.example.com.',
    ]);
  });

  it("says how to fix an image address", async () => {
    const { problems } = await broken;
    const fixOf = (text: string) => problems.find((problem) => problem.message.includes(text))?.fix;
    expect(fixOf("diagrm.svg")).toBe("Did you mean /lessons/diagram.svg?");
    expect(fixOf("never-added.png")).toBe("Add the file to public/lessons/, or correct the address.");
    expect(fixOf("http://images.example.com")).toBe('Write "https://images.example.com/photos/funnel.png".');
    expect(fixOf("cdn.example.org/funnel.png")).toMatch(/public\/lessons\/.*or upload it to images\.example\.com/);
    expect(fixOf("diagram.svg?v=2")).toBe('Write the file\'s address alone: "/lessons/diagram.svg".');
  });

  it("refuses every remote image when no image host is configured", async () => {
    const { problems } = await checkContent({ ...good, imageHost: "" });
    expect(problems.map((problem) => `${problem.line}: ${problem.message}`)).toEqual([
      '15: The image "https://images.example.com/photos/standup.jpg" is on images.example.com, but no image host is configured (NEXT_PUBLIC_IMAGE_HOST).',
    ]);
    expect(problems[0]?.fix).toBe('Put the file in public/lessons/ and write its address as "/lessons/<file name>".');
  });

  it("reports lesson SVG files that have no size, hold a script or load another file", async () => {
    expect(await problemsIn("lessons/no-size.svg")).toEqual(["-: This SVG does not declare its size."]);
    expect(await problemsIn("lessons/scripted.svg")).toEqual(["-: This SVG holds a script, an event handler or embedded HTML."]);
    expect(await problemsIn("lessons/linked.svg")).toEqual([
      '-: This SVG refers to another file ("https://cdn.example.org/logo.png"), which browsers do not load inside an image.',
    ]);
    expect(await problemsIn("lessons/diagram.svg")).toEqual([]);
  });

  it("refuses an image host that is not a host name, as the build does", async () => {
    await expect(checkContent({ ...good, imageHost: "https://images.example.com" })).rejects.toThrow(/must be a host name/);
  });
});
