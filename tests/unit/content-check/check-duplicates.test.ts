import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkContent } from "@/lib/content-check/check-content";
import {
  checkDuplicates,
  lessonProse,
  NEAR_COPY_SIMILARITY,
  normaliseProse,
  proseSimilarity,
  similarityRanking,
  type LessonProse,
} from "@/lib/content-check/check-duplicates";
import { compileMdx } from "@/lib/content-check/mdx-tree";
import { duplicatesManifest } from "../fixtures/duplicates/manifest";

const fixtures = path.join(import.meta.dirname, "../fixtures");
// Without the length rule, which has tests of its own (check-length.test.ts).
const duplicates = checkContent({ contentDir: path.join(fixtures, "duplicates"), manifest: duplicatesManifest, minWords: 0 });

async function prose(file: string, body: string): Promise<LessonProse> {
  const compiled = await compileMdx(body);
  if (!compiled.ok) throw new Error(compiled.reason);
  return lessonProse(file, compiled.tree);
}

const LONG = "Check the data first, because a broken dashboard can look exactly like a real fall in demand.";
const OTHER = "A north star metric is the single number that best shows users getting value from the product.";

describe("normaliseProse", () => {
  it("keeps lower-case words only, whatever the punctuation, case and spacing", () => {
    expect(normaliseProse("  **Check** the  DATA\nfirst: it’s “broken”, isn't it?  ")).toBe(
      "check the data first its broken isnt it",
    );
  });
});

describe("lessonProse", () => {
  it("reads paragraphs in lists, quotes and callouts, with their lines, without Markdown", async () => {
    const lesson = await prose(
      "a.mdx",
      `## A heading\n\n- A *list* item\n\n> A quote\n\n<Callout kind="tip" title="T">\n\nA [callout](/x)\n\n</Callout>`,
    );
    expect(lesson.paragraphs.map(({ line, text }) => `${line}: ${text}`)).toEqual([
      "3: A list item",
      "5: A quote",
      "9: A callout",
    ]);
    expect(lesson.words).toEqual(["a", "heading", "a", "list", "item", "a", "quote", "a", "callout"]);
  });
});

describe("checkDuplicates", () => {
  it("reports a long paragraph repeated in another lesson, naming both files and its first words", async () => {
    const first = await prose("first.mdx", `${OTHER}\n\n${LONG}`);
    const second = await prose("second.mdx", `## Intro\n\n**${LONG.toUpperCase()}**`);
    expect(checkDuplicates([first, second])).toEqual([
      {
        file: "second.mdx",
        line: 3,
        message: 'The paragraph "CHECK THE DATA FIRST, BECAUSE A BROKEN DASHBOARD..." also appears in first.mdx:3.',
        fix: expect.any(String),
      },
    ]);
  });

  it("lets short paragraphs repeat, and a paragraph repeat within one lesson", async () => {
    const short = "Work through one branch at a time, then stop.";
    const first = await prose("first.mdx", `${short}\n\n${LONG}\n\n${LONG}`);
    const second = await prose("second.mdx", `${short}\n\n${OTHER}`);
    expect(checkDuplicates([first, second])).toEqual([]);
  });

  it("reports a lesson whose prose is a near-copy of another's, and not lessons that merely share words", async () => {
    const sentences = [
      "Imagine Swiggy sees weekly orders fall by eight percent, and the interviewer asks you to explain why.",
      "Before you guess, ask how the drop was measured, over which dates, and whether every city shows it.",
      "Then split orders into users times orders per user, and split users by platform and by neighbourhood.",
      "The segment that moved the most is where the cause is hiding, so look at it before anything else.",
      "Finally, test the likeliest cause against the data you have in Bengaluru before you recommend a fix.",
    ];
    const text = sentences.join(" ");
    const original = await prose("original.mdx", `${text}\n\n${text.replaceAll("users", "customers")}`);
    const renamedText = original.words.join(" ").replaceAll("swiggy", "ola").replaceAll("bengaluru", "pune");
    const renamed = await prose("renamed.mdx", renamedText.replaceAll("orders", "rides"));
    const other = await prose("other.mdx", `${LONG} ${OTHER}`);
    expect(proseSimilarity(original, renamed)).toBeGreaterThan(NEAR_COPY_SIMILARITY);
    expect(proseSimilarity(original, other)).toBe(0);
    const problems = checkDuplicates([original, other, renamed]);
    expect(problems.map((problem) => `${problem.file}: ${problem.message}`)).toEqual([
      expect.stringMatching(/^renamed\.mdx: This lesson is a near-copy of original\.mdx: \d+%/),
    ]);
  });

  it("does not compare lessons too short to judge as a whole", async () => {
    const stub = "A short stub lesson.";
    expect(checkDuplicates([await prose("a.mdx", stub), await prose("b.mdx", stub)])).toEqual([]);
  });

  it("ranks pairs of lessons from the most similar", async () => {
    const a = await prose("a.mdx", `${LONG} ${OTHER}`);
    const b = await prose("b.mdx", LONG);
    const c = await prose("c.mdx", "Nothing in common with the others at all, not a single run of five words.");
    const ranking = similarityRanking([a, b, c]);
    expect(ranking.map(({ a, b }) => `${a} ${b}`)).toEqual(["a.mdx b.mdx", "a.mdx c.mdx", "b.mdx c.mdx"]);
    expect(ranking[0]!.similarity).toBeGreaterThan(0.3);
    expect(ranking[2]!.similarity).toBe(0);
  });
});

describe("checkContent on lessons that repeat one another", () => {
  it("reports the shared paragraph and the renamed copy, and nothing else", async () => {
    const { problems } = await duplicates;
    const relative = (text: string) => text.replaceAll(/\S*fixtures\/duplicates\//g, "");
    const lines = problems.map(({ file, line, message }) => relative(`${file}:${line ?? "-"}: ${message}`));
    expect(lines).toEqual([
      'basics/shares-paragraph.mdx:17: The paragraph "check the data first: a change in how..." also appears in ' +
        "basics/original.mdx:12.",
      expect.stringMatching(/^basics\/renamed-copy\.mdx:-: This lesson is a near-copy of basics\/original\.mdx: \d+%/),
    ]);
  });
});
