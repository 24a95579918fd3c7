import path from "node:path";
import { describe, expect, it } from "vitest";
import { ContentError } from "@/lib/course/content-error";
import { lessonFile, readGlossary, readLesson, readRubric } from "@/lib/course/lesson-files";
import { listMdxFiles } from "@/lib/content-check/list-mdx-files";

const fixtures = path.join(import.meta.dirname, "../fixtures");

describe("readLesson", () => {
  it("returns a lesson's validated frontmatter and its body without the frontmatter", async () => {
    const lesson = await readLesson("analytical", "metrics");
    expect(lesson.frontmatter.title).toBe("Answering metrics questions in five steps");
    expect(lesson.frontmatter.minutes).toBeGreaterThan(0);
    expect(lesson.body).not.toMatch(/^---/);
    expect(lesson.body).toMatch(/^## /m);
  });

  it("throws a ContentError naming the file when the lesson does not exist", async () => {
    await expect(readLesson("analytical", "nope")).rejects.toThrow(ContentError);
    await expect(readLesson("analytical", "nope")).rejects.toThrow(/analytical\/nope\.mdx: the file does not exist/);
  });

  it("throws a ContentError listing the frontmatter problems", async () => {
    await expect(readLesson("basics", "bad-frontmatter", path.join(fixtures, "broken"))).rejects.toThrow(
      /description: must be a single sentence; minutes: must be more than 0/,
    );
  });
});

describe("lessonFile", () => {
  it("refuses slugs that could leave the content folder", () => {
    expect(() => lessonFile("..", "secrets")).toThrow(ContentError);
    expect(() => lessonFile("intro", "../../.env")).toThrow(ContentError);
  });
});

describe("readGlossary", () => {
  it("returns the course glossary, sorted", async () => {
    const glossary = await readGlossary();
    expect(glossary.length).toBeGreaterThanOrEqual(35);
  });

  it("throws a ContentError naming each problem of an invalid glossary", async () => {
    await expect(readGlossary(path.join(fixtures, "broken"))).rejects.toThrow(/glossary\.json: .*at least 35 terms/);
  });
});

describe("readRubric", () => {
  it("returns a rubric of the course", async () => {
    expect((await readRubric("execution")).skills.length).toBeGreaterThan(0);
  });

  it("throws a ContentError for a rubric that does not exist", async () => {
    await expect(readRubric("marketing")).rejects.toThrow(/rubrics\/marketing\.json: the file does not exist/);
  });
});

describe("listMdxFiles", () => {
  it("lists every lesson file relative to the content folder", async () => {
    expect(await listMdxFiles(path.join(fixtures, "good"))).toEqual([
      "basics/first.mdx",
      "basics/practice.mdx",
      "basics/second.mdx",
    ]);
  });
});
