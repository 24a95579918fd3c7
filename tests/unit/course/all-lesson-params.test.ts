import { describe, expect, it } from "vitest";
import { allLessonParams } from "@/lib/course/all-lesson-params";
import { smallManifest } from "./fixtures/small-manifest";

describe("allLessonParams", () => {
  it("gives the section and lesson params of every lesson, in course order", () => {
    expect(allLessonParams(smallManifest)).toEqual([
      { section: "start", lesson: "hello" },
      { section: "start", lesson: "how" },
      { section: "middle", lesson: "only" },
      { section: "left", lesson: "one" },
      { section: "right", lesson: "one" },
      { section: "right", lesson: "two" },
    ]);
  });

  it("covers all 47 lessons of the course", () => {
    expect(allLessonParams()).toHaveLength(47);
  });
});
