import { describe, expect, it } from "vitest";
import { lessonPath } from "@/lib/course/lesson-path";

describe("lessonPath", () => {
  it("puts the section and slug under /dashboard", () => {
    expect(lessonPath({ section: "analytical", slug: "metrics" })).toBe("/dashboard/analytical/metrics");
  });
});
