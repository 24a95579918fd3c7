import { describe, expect, it } from "vitest";
import { findLesson, findLessonByPath } from "@/lib/course/find-lesson";
import { smallManifest } from "./fixtures/small-manifest";

describe("findLesson", () => {
  it("finds a lesson of the course by section and slug", () => {
    expect(findLesson("analytical", "metrics")).toMatchObject({
      path: "/dashboard/analytical/metrics",
      title: "Answering metrics questions in five steps",
      sectionTitle: "Analytical",
      groupTitle: "Analytical Questions",
    });
  });

  it("tells apart lessons with the same slug in different sections", () => {
    expect(findLesson("left", "one", smallManifest)?.title).toBe("Left one");
    expect(findLesson("right", "one", smallManifest)?.title).toBe("Right one");
  });

  it("returns undefined for an unknown section", () => {
    expect(findLesson("marketing", "intro")).toBeUndefined();
  });

  it("returns undefined for an unknown slug in a known section", () => {
    expect(findLesson("analytical", "metric")).toBeUndefined();
  });
});

describe("findLessonByPath", () => {
  it("finds a lesson by its route", () => {
    expect(findLessonByPath("/dashboard/intro/welcome")?.slug).toBe("welcome");
  });

  it("ignores a trailing slash, a query and an anchor", () => {
    expect(findLessonByPath("/dashboard/intro/welcome/")?.slug).toBe("welcome");
    expect(findLessonByPath("/dashboard/intro/welcome?ref=mail#start")?.slug).toBe("welcome");
  });

  it("returns undefined for paths that are not lessons", () => {
    expect(findLessonByPath("/dashboard")).toBeUndefined();
    expect(findLessonByPath("/dashboard/intro")).toBeUndefined();
    expect(findLessonByPath("/dashboard/intro/welcome/extra")).toBeUndefined();
    expect(findLessonByPath("/profile")).toBeUndefined();
  });
});
