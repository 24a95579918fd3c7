import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { checkContent, checkOneLesson } from "@/lib/content-check/check-content";
import { wordRange } from "@/lib/content-check/word-range";
import { errorsOf, formatProblems } from "@/lib/content-check/content-problem";
import type { CourseManifest } from "@/lib/course/types";

const contentDir = mkdtempSync(path.join(os.tmpdir(), "check-drafts-"));
afterAll(() => rmSync(contentDir, { recursive: true, force: true }));

const slugs = ["short", "short-draft", "long", "broken", "links-to-draft"] as const;
const manifest: CourseManifest = {
  groups: [{ title: "Basics", sections: [{ slug: "basics", title: "Basics", lessons: slugs.map((slug) => ({ slug, title: `The ${slug} lesson` })) }] }],
};
// Words no other lesson repeats, so the duplicate check stays quiet.
const prose = (count: number, seed: string) => Array.from({ length: count }, (_, index) => `${seed}${index.toString(36)}`).join(" ");
const lesson = (slug: string, body: string, extra = "") =>
  `---\ntitle: The ${slug} lesson\ndescription: A lesson.\nminutes: 4\nlastChecked: 2026-11-23\n${extra}---\n\n${body}\n`;
// What the course asks of a lesson in a section of its own: 700 to 2,000 words.
const MIN_LESSON_WORDS = wordRange("basics", "long").min;
const write = (slug: string, text: string) => writeFileSync(path.join(contentDir, "basics", `${slug}.mdx`), text);
mkdirSync(path.join(contentDir, "basics"));
write("short", lesson("short", prose(50, "a")));
write("short-draft", lesson("short-draft", `${prose(50, "b")} [a draft may link to a draft](/dashboard/basics/short-draft)`, "draft: true\n"));
write("long", lesson("long", prose(MIN_LESSON_WORDS, "c")));
write("broken", lesson("broken", prose(MIN_LESSON_WORDS, "d"), "minutes: 5\n"));
write("links-to-draft", lesson("links-to-draft", `${prose(MIN_LESSON_WORDS, "e")}\n\nSee [the draft](/dashboard/basics/short-draft#top).`));
const options = { contentDir, manifest, publicDir: path.join(contentDir, "public"), imageHost: "" };

describe("the length rule", () => {
  it(`is an error on a published lesson under ${MIN_LESSON_WORDS} words and only a warning on a draft`, async () => {
    const { problems } = await checkContent(options);
    const lengths = problems.filter((problem) => /^The lesson has [\d,]+ words/.test(problem.message));
    expect(lengths).toEqual([
      expect.objectContaining({ file: expect.stringMatching(/basics\/short\.mdx$/), message: `The lesson has 50 words, under ${MIN_LESSON_WORDS} (a lesson runs ${MIN_LESSON_WORDS} to 2,000).` }),
      expect.objectContaining({ file: expect.stringMatching(/basics\/short-draft\.mdx$/), severity: "warning" }),
    ]);
    expect(lengths[0]?.severity).toBeUndefined();
    expect(errorsOf(lengths).map((problem) => problem.file)).toEqual([expect.stringMatching(/basics\/short\.mdx$/)]);
    expect(formatProblems(lengths)).toMatch(/short-draft\.mdx\n {2}Warning: The lesson has 57 words/);
  });
});

describe("links to drafts", () => {
  it("are errors in a published lesson, whose readers would find nothing there, and fine in a draft", async () => {
    const { problems } = await checkContent(options);
    expect(problems.filter((problem) => /leads to a draft/.test(problem.message))).toEqual([
      {
        file: expect.stringMatching(/basics\/links-to-draft\.mdx$/),
        line: 10,
        message: 'The link "/dashboard/basics/short-draft#top" leads to a draft, which the live site leaves out.',
        fix: "Publish that lesson first (remove its draft: true line), or link to another lesson.",
      },
    ]);
  });
});

describe("checkOneLesson", () => {
  it("gives the problems of that lesson alone, with file, line and fix", async () => {
    expect(await checkOneLesson("basics", "long", options)).toEqual([]);
    expect(await checkOneLesson("basics", "broken", options)).toEqual([
      { file: expect.stringMatching(/basics\/broken\.mdx$/), line: 6, message: "The frontmatter cannot be read: minutes appears twice.", fix: expect.any(String) },
    ]);
  });
});
