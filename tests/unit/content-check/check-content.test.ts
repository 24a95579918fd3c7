import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkContent } from "@/lib/content-check/check-content";
import type { ContentProblem } from "@/lib/content-check/content-problem";
import { brokenManifest } from "../fixtures/broken/manifest";
import { goodManifest } from "../fixtures/good/manifest";

const fixtures = path.join(import.meta.dirname, "../fixtures");
const imageHost = "images.example.com";
// The fixture lessons are a few lines long: the length rule has tests of its own (check-length.test.ts).
const good = { contentDir: path.join(fixtures, "good"), publicDir: path.join(fixtures, "good/public"), manifest: goodManifest, minWords: 0 };
const broken = checkContent({
  minWords: 0,
  contentDir: path.join(fixtures, "broken"),
  publicDir: path.join(fixtures, "broken/public"),
  manifest: brokenManifest,
  imageHost,
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
