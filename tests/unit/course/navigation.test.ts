import { describe, expect, it } from "vitest";
import { buildNavigation, courseNavigation, lessonPath } from "@/lib/course/navigation";
import { smallManifest } from "../fixtures/small-manifest";

const course = courseNavigation;
const small = buildNavigation(smallManifest);

// The course order, section by section, as the product decisions give it.
const DECISIONS_ORDER: Record<string, string[]> = {
  intro: ["welcome", "resume-optimisation", "job-application-strategy", "question-types", "framework", "grading", "mock-interviews", "glossary"],
  estimation: ["overview", "answering", "strategies", "reference", "practice"],
  analytical: ["intro", "ab-testing", "metrics", "rubric", "practice"],
  execution: ["intro", "root-cause", "decision-making", "rubric", "practice"],
  "product-design": ["intro", "answering", "brainstorming", "vision", "take-home", "rubric", "practice"],
  "product-strategy": ["intro", "answering", "go-to-market", "pricing", "growth", "rubric", "practice"],
  behavioral: ["mastering", "story-bank", "impact", "sacrifices", "customer-problems", "conflicts", "why-company"],
  technical: ["intro", "key-concepts", "india-stack", "tackling", "evaluating", "practice"],
  "ai-product": ["designing", "evals", "guardrails", "cost-latency", "metrics", "practice"],
  companies: ["overview", "flipkart", "swiggy", "zomato", "razorpay", "cred", "phonepe", "meesho", "zepto", "offers"],
};
const COURSE_LESSON_COUNT = Object.values(DECISIONS_ORDER).flat().length;

describe("lessonPath", () => {
  it("puts the section and slug under /dashboard", () => {
    expect(lessonPath({ section: "analytical", slug: "metrics" })).toBe("/dashboard/analytical/metrics");
  });
});

describe("lessons (the chain)", () => {
  it("lists the lessons of the course exactly once, in the order of the decisions", () => {
    const expected = Object.entries(DECISIONS_ORDER).flatMap(([section, slugs]) =>
      slugs.map((slug) => `/dashboard/${section}/${slug}`),
    );
    const paths = course.lessons.map((lesson) => lesson.path);
    expect(paths).toHaveLength(COURSE_LESSON_COUNT);
    expect(new Set(paths).size).toBe(COURSE_LESSON_COUNT);
    expect(paths).toEqual(expected);
  });

  it("flattens groups and sections in order, keeping where each lesson belongs", () => {
    expect(small.lessons.map((lesson) => lesson.path)).toEqual([
      "/dashboard/start/hello",
      "/dashboard/start/how",
      "/dashboard/middle/only",
      "/dashboard/left/one",
      "/dashboard/right/one",
      "/dashboard/right/two",
    ]);
    expect(small.lessons[4]).toEqual({
      section: "right",
      slug: "one",
      title: "Right one",
      path: "/dashboard/right/one",
      sectionTitle: "Right",
      groupTitle: "Two sections",
    });
  });

  it("ends the course with the Company Guides group, from the hiring overview to the offers lesson", () => {
    const group = course.lessons.filter((lesson) => lesson.groupTitle === "Company Guides");
    expect(group).toHaveLength(DECISIONS_ORDER.companies?.length ?? 0);
    expect(group[0]?.path).toBe("/dashboard/companies/overview");
    expect(group.at(-1)?.path).toBe("/dashboard/companies/offers");
    expect(course.lessons.at(-1)?.path).toBe("/dashboard/companies/offers");
  });

  it("puts behavioral before technical in the Behavioral & Technical group", () => {
    const group = course.lessons.filter((lesson) => lesson.groupTitle === "Behavioral & Technical");
    expect(group[0]?.path).toBe("/dashboard/behavioral/mastering");
    expect(group.at(-1)?.path).toBe("/dashboard/technical/practice");
  });

  it("returns nothing for an empty course", () => {
    const empty = buildNavigation({ groups: [] });
    expect(empty.lessons).toEqual([]);
    expect(empty.allLessonParams()).toEqual([]);
    expect(empty.sidebarGroups(null)).toEqual([]);
  });
});

describe("findLesson", () => {
  it("finds a lesson of the course by section and slug", () => {
    expect(course.findLesson("analytical", "metrics")).toMatchObject({
      path: "/dashboard/analytical/metrics",
      title: "Answering metrics questions in five steps",
      sectionTitle: "Analytical",
      groupTitle: "Analytical Questions",
    });
  });

  it("tells apart lessons with the same slug in different sections", () => {
    expect(small.findLesson("left", "one")?.title).toBe("Left one");
    expect(small.findLesson("right", "one")?.title).toBe("Right one");
  });

  it("returns undefined for an unknown section or slug", () => {
    expect(course.findLesson("marketing", "intro")).toBeUndefined();
    expect(course.findLesson("analytical", "metric")).toBeUndefined();
  });
});

describe("findLessonByPath", () => {
  it("finds a lesson by its route", () => {
    expect(course.findLessonByPath("/dashboard/intro/welcome")?.slug).toBe("welcome");
  });

  it("ignores a trailing slash, a query and an anchor", () => {
    expect(course.findLessonByPath("/dashboard/intro/welcome/")?.slug).toBe("welcome");
    expect(course.findLessonByPath("/dashboard/intro/welcome?ref=mail#start")?.slug).toBe("welcome");
  });

  it("returns undefined for paths that are not lessons", () => {
    expect(course.findLessonByPath("/dashboard")).toBeUndefined();
    expect(course.findLessonByPath("/dashboard/intro")).toBeUndefined();
    expect(course.findLessonByPath("/dashboard/intro/welcome/extra")).toBeUndefined();
    expect(course.findLessonByPath("/profile")).toBeUndefined();
  });
});

describe("neighbours", () => {
  const paths = (path: string) => {
    const { previous, next } = small.neighbours(path);
    return { previous: previous?.path ?? null, next: next?.path ?? null };
  };

  it("gives no previous lesson for the first and no next for the last", () => {
    expect(paths("/dashboard/start/hello")).toEqual({ previous: null, next: "/dashboard/start/how" });
    expect(paths("/dashboard/right/two")).toEqual({ previous: "/dashboard/right/one", next: null });
  });

  it("links both ways in the middle of a section", () => {
    expect(paths("/dashboard/right/one")).toEqual({ previous: "/dashboard/left/one", next: "/dashboard/right/two" });
  });

  it("crosses from one group to the next, and from one section to the next inside a group", () => {
    expect(paths("/dashboard/start/how").next).toBe("/dashboard/middle/only");
    expect(paths("/dashboard/middle/only").previous).toBe("/dashboard/start/how");
    expect(paths("/dashboard/left/one").next).toBe("/dashboard/right/one");
  });

  it("returns full lessons, with their titles, and accepts a trailing slash", () => {
    expect(small.neighbours("/dashboard/start/hello/").next?.title).toBe("How to use this");
  });

  it("returns no links for a path that is not a lesson", () => {
    expect(paths("/dashboard/start/nope")).toEqual({ previous: null, next: null });
  });

  it("runs through the real course from the first lesson to the last", () => {
    const first = course.lessons[0]!;
    const last = course.lessons.at(-1)!;
    expect(first.path).toBe("/dashboard/intro/welcome");
    expect(course.neighbours(first.path).previous).toBeNull();
    expect(course.neighbours("/dashboard/intro/glossary").next?.path).toBe("/dashboard/estimation/overview");
    expect(course.neighbours("/dashboard/behavioral/why-company").next?.path).toBe("/dashboard/technical/intro");
    expect(course.neighbours(last.path).next).toBeNull();
  });
});

describe("allLessonParams", () => {
  it("gives the section and lesson params of every lesson, in course order", () => {
    expect(small.allLessonParams()).toEqual([
      { section: "start", lesson: "hello" },
      { section: "start", lesson: "how" },
      { section: "middle", lesson: "only" },
      { section: "left", lesson: "one" },
      { section: "right", lesson: "one" },
      { section: "right", lesson: "two" },
    ]);
  });

  it("covers every lesson of the course", () => {
    expect(course.allLessonParams()).toHaveLength(COURSE_LESSON_COUNT);
  });
});

describe("sidebarGroups", () => {
  const groupTitles = course.sidebarGroups(null).map((group) => group.title);

  it("lists the groups of the course in order, Introduction first and Company Guides last", () => {
    expect(groupTitles).toEqual([
      "Introduction",
      "Estimation Questions",
      "Analytical Questions",
      "Execution Questions",
      "Product Design Questions",
      "Product Strategy Questions",
      "Behavioral & Technical",
      "AI Product Questions",
      "Company Guides",
    ]);
  });

  it("lists every lesson of the chain, in the same order", () => {
    const hrefs = course.sidebarGroups(null).flatMap((group) => group.items.map((item) => item.href));
    expect(hrefs).toEqual(course.lessons.map((lesson) => lesson.path));
  });

  it("opens only the Introduction when no page is current", () => {
    expect(course.sidebarGroups(null).map((group) => group.open)).toEqual(groupTitles.map((title) => title === "Introduction"));
  });

  it("also opens the group holding the current page and marks it current", () => {
    const groups = course.sidebarGroups("/dashboard/technical/tackling");
    expect(groups.filter((group) => group.open).map((group) => group.title)).toEqual(["Introduction", "Behavioral & Technical"]);
    expect(groups.filter((group) => group.current).map((group) => group.title)).toEqual(["Behavioral & Technical"]);
  });

  it("marks exactly one item current", () => {
    const current = small
      .sidebarGroups("/dashboard/right/one")
      .flatMap((group) => group.items)
      .filter((item) => item.current);
    expect(current).toEqual([{ title: "Right one", href: "/dashboard/right/one", section: "right", slug: "one", current: true }]);
  });

  it("keeps a group with two sections together, first section first", () => {
    expect(small.sidebarGroups(null)[2]?.items.map((item) => item.href)).toEqual([
      "/dashboard/left/one",
      "/dashboard/right/one",
      "/dashboard/right/two",
    ]);
  });

  it("marks nothing current for a page that is not a lesson", () => {
    const groups = course.sidebarGroups("/profile");
    expect(groups.some((group) => group.current || group.items.some((item) => item.current))).toBe(false);
  });

  it("recognises the current page with a trailing slash", () => {
    expect(small.sidebarGroups("/dashboard/middle/only/")[1]).toMatchObject({ open: true, current: true });
  });
});
