import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { courseManifest } from "../../../content/manifest";
import { checkContent } from "@/lib/content-check/check-content";
import { errorsOf } from "@/lib/content-check/content-problem";
import { buildNavigation } from "@/lib/course/navigation";
import { addLesson } from "@/lib/course/new-lesson";
import type { CourseManifest } from "@/lib/course/types";

// `npm run new:lesson` on a copy of the course, so the repository's content is never changed.
let contentDir: string;
beforeEach(() => {
  contentDir = mkdtempSync(path.join(os.tmpdir(), "new-lesson-"));
  cpSync(path.resolve("content"), contentDir, { recursive: true });
});
afterEach(() => rmSync(contentDir, { recursive: true, force: true }));

async function manifestOfCopy(): Promise<CourseManifest> {
  const copy = (await import(`${path.join(contentDir, "manifest.ts")}?${Date.now()}`)) as { courseManifest: CourseManifest };
  return copy.courseManifest;
}

const sectionOrder = (manifest: CourseManifest, section: string) =>
  buildNavigation(manifest).lessons.filter((lesson) => lesson.section === section).map((lesson) => lesson.slug);

describe("addLesson", () => {
  it("writes a draft that passes the content check and lists it after the lesson named", async () => {
    const file = addLesson({ section: "analytical", slug: "funnels", title: "Funnel questions: a guide", after: "metrics" }, contentDir, courseManifest);
    expect(file).toBe(path.join(contentDir, "analytical", "funnels.mdx"));
    const source = readFileSync(file, "utf8");
    expect(source).toMatch(/^---\ntitle: "Funnel questions: a guide"\n[\s\S]*\ndraft: true\n---\n/);
    expect(source).toContain("## A worked answer");

    const manifest = await manifestOfCopy();
    expect(sectionOrder(manifest, "analytical")).toEqual(["intro", "ab-testing", "metrics", "funnels", "rubric", "practice"]);
    const report = await checkContent({ contentDir, manifest, imageHost: "" });
    expect(errorsOf(report.problems)).toEqual([]);
    expect(report.problems).toEqual([
      expect.objectContaining({ file: expect.stringMatching(/analytical\/funnels\.mdx$/), severity: "warning", message: expect.stringMatching(/words, under 700/) }),
    ]);
  }, 30_000);

  it("adds the lesson at the end of its section when no lesson is named", async () => {
    addLesson({ section: "companies", slug: "ola", title: "Ola" }, contentDir, courseManifest);
    // "intro" is also the slug of lessons in other sections: the entry still goes into the section.
    addLesson({ section: "intro", slug: "salaries", title: "PM salaries in India" }, contentDir, courseManifest);
    const manifest = await manifestOfCopy();
    expect(sectionOrder(manifest, "companies").slice(-2)).toEqual(["offers", "ola"]);
    expect(sectionOrder(manifest, "intro").slice(-2)).toEqual(["glossary", "salaries"]);
    expect(sectionOrder(manifest, "analytical")).toEqual(sectionOrder(courseManifest, "analytical"));
  });

  it.each([
    [{ section: "marketing", slug: "x", title: "X" }, /no section "marketing"/],
    [{ section: "analytical", slug: "metrics", title: "X" }, /already has a lesson "metrics"/],
    [{ section: "analytical", slug: "new-one", title: "X", after: "nope" }, /no lesson "nope"/],
    [{ section: "analytical", slug: "Bad Slug", title: "X" }, /lowercase words and dashes/],
    [{ section: "analytical", slug: "new-one", title: "  " }, /Give the lesson a title/],
  ])("refuses %o and changes nothing", (request, message) => {
    const lesson = path.join(contentDir, request.section, `${request.slug}.mdx`);
    const read = (file: string) => (existsSync(file) ? readFileSync(file, "utf8") : null);
    const before = [read(path.join(contentDir, "manifest.ts")), read(lesson)];
    expect(() => addLesson(request, contentDir, courseManifest)).toThrow(message);
    expect([read(path.join(contentDir, "manifest.ts")), read(lesson)]).toEqual(before);
  });
});
