import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { draftLessonPaths } from "@/lib/course/drafts";
import { buildNavigation } from "@/lib/course/navigation";
import { smallManifest } from "../fixtures/small-manifest";

const contentDir = mkdtempSync(path.join(os.tmpdir(), "drafts-"));
afterAll(() => rmSync(contentDir, { recursive: true, force: true }));
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(contentDir, file)), { recursive: true });
  writeFileSync(path.join(contentDir, file), text);
};
const lesson = (extra: string) => `---\ntitle: A lesson\ndescription: A lesson.\nminutes: 1\n${extra}---\n\nText.\n`;
write("start/hello.mdx", lesson(""));
write("start/how.mdx", lesson("draft: true\n"));
write("middle/only.mdx", lesson("draft: true\n"));
write("left/one.mdx", lesson("draft: false\n"));
write("right/one.mdx", "no front matter, which the content check reports");
// right/two.mdx is missing: the content check reports it; it is not a draft.

describe("draftLessonPaths", () => {
  it("lists the lessons whose front matter says draft: true, and only those", () => {
    expect([...draftLessonPaths(smallManifest, contentDir)].sort()).toEqual(["/dashboard/middle/only", "/dashboard/start/how"]);
  });
});

describe("a navigation without the drafts", () => {
  const course = buildNavigation(smallManifest, draftLessonPaths(smallManifest, contentDir));

  it("leaves them out of the chain, the routes and the lookups", () => {
    expect(course.lessons.map((entry) => entry.path)).toEqual([
      "/dashboard/start/hello",
      "/dashboard/left/one",
      "/dashboard/right/one",
      "/dashboard/right/two",
    ]);
    expect(course.allLessonParams()).not.toContainEqual({ section: "start", lesson: "how" });
    expect(course.findLesson("start", "how")).toBeUndefined();
    expect(course.findLessonByPath("/dashboard/middle/only")).toBeUndefined();
  });

  it("links Previous and Next across them", () => {
    expect(course.neighbours("/dashboard/start/hello").next?.path).toBe("/dashboard/left/one");
    expect(course.neighbours("/dashboard/left/one").previous?.path).toBe("/dashboard/start/hello");
  });

  it("leaves them out of the sidebar, and drops a group left without lessons", () => {
    const groups = course.sidebarGroups("/dashboard/left/one");
    const all = buildNavigation(smallManifest).sidebarGroups(null);
    expect(groups).toHaveLength(all.length - 1);
    expect(groups.flatMap((group) => group.items.map((item) => item.href))).toEqual(course.lessons.map((entry) => entry.path));
    expect(groups.find((group) => group.current)?.items.find((item) => item.current)?.href).toBe("/dashboard/left/one");
  });
});
