import { describe, expect, it } from "vitest";
import { SITE_PAGES } from "@/lib/content-check/check-link";
import { courseNavigation } from "@/lib/course/navigation";
import { planItemTarget } from "@/features/plan/plan-item-target";
import { QUESTION_TYPES, type PlanItem } from "@/features/plan/plan-scheduler";

const lessonPaths = new Set(courseNavigation.lessons.map((lesson) => lesson.path));
const items: PlanItem[] = [
  { kind: "lesson", path: "/dashboard/estimation/overview", title: "Estimation overview", minutes: 10 },
  ...QUESTION_TYPES.map((questionType) => ({ kind: "practice" as const, questionType, minutes: 30 })),
  { kind: "mock", minutes: 60 },
];

describe("planItemTarget", () => {
  it("links every kind of item to a published lesson or a page of the site", () => {
    for (const item of items) {
      const { href } = planItemTarget(item);
      expect(lessonPaths.has(href) || (SITE_PAGES as readonly string[]).includes(href), `${item.kind}: ${href}`).toBe(true);
    }
  });

  it("sends practice to the practice lesson of its question type's section, and behavioural practice to the story bank", () => {
    expect(planItemTarget({ kind: "practice", questionType: "product-design", minutes: 30 })).toEqual({
      href: "/dashboard/product-design/practice",
      label: "Answer a product design question from the practice lesson, then grade it against the rubric",
    });
    expect(planItemTarget({ kind: "practice", questionType: "execution", minutes: 30 }).label).toBe(
      "Answer an execution question from the practice lesson, then grade it against the rubric",
    );
    expect(planItemTarget({ kind: "practice", questionType: "behavioral", minutes: 30 })).toEqual({
      href: "/stories",
      label: "Answer a behavioural question out loud with a story from your story bank",
    });
    for (const questionType of QUESTION_TYPES.filter((type) => type !== "behavioral")) {
      expect(planItemTarget({ kind: "practice", questionType, minutes: 30 }).href).toBe(`/dashboard/${questionType}/practice`);
    }
  });

  it("sends a mock interview to the lesson on running one with a partner", () => {
    expect(planItemTarget({ kind: "mock", minutes: 60 })).toEqual({
      href: "/dashboard/intro/mock-interviews",
      label: "A mock interview with a partner",
    });
  });
});
