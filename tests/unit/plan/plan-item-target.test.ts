import { describe, expect, it } from "vitest";
import { SITE_PAGES } from "@/lib/content-check/check-link";
import { courseNavigation } from "@/lib/course/navigation";
import { planItemTarget } from "@/features/plan/plan-item-target";
import type { PlanItem } from "@/features/plan/plan-scheduler";
import { questionTypeKeys } from "@/lib/practice/question-kinds";

const lessonPaths = new Set(courseNavigation.lessons.map((lesson) => lesson.path));
const items: PlanItem[] = [
  { kind: "lesson", path: "/dashboard/estimation/overview", title: "Estimation overview", minutes: 10 },
  ...questionTypeKeys.map((questionType) => ({ kind: "practice" as const, questionType, minutes: 30 })),
  { kind: "drill", sessions: 7, minutes: 35 },
  { kind: "mock", minutes: 60 },
  { kind: "story", minutes: 30 },
];

describe("planItemTarget", () => {
  it("links every kind of item to a published lesson or a page of the site", () => {
    for (const item of items) {
      const path = planItemTarget(item).href.split("?")[0]!;
      expect(lessonPaths.has(path) || (SITE_PAGES as readonly string[]).includes(path), `${item.kind}: ${path}`).toBe(true);
    }
  });

  it("sends practice to the practice bank filtered to its question type", () => {
    expect(planItemTarget({ kind: "practice", questionType: "product-design", minutes: 30 })).toEqual({
      href: "/practice?type=product-design",
      label: "Answer a product design question under the clock, then grade it",
    });
    expect(planItemTarget({ kind: "practice", questionType: "execution", minutes: 30 }).label).toBe(
      "Answer an execution question under the clock, then grade it",
    );
    expect(planItemTarget({ kind: "practice", questionType: "ai-product", minutes: 30 })).toEqual({
      href: "/practice?type=ai-product",
      label: "Answer an AI product question under the clock, then grade it",
    });
    expect(planItemTarget({ kind: "practice", questionType: "behavioral", minutes: 30 })).toEqual({
      href: "/practice?type=behavioral",
      label: "Answer a behavioural question with a story from your story bank, then grade it",
    });
  });

  it("sends drills to today's session and a mock interview to the board", () => {
    expect(planItemTarget({ kind: "drill", sessions: 1, minutes: 5 })).toEqual({ href: "/drills", label: "The five-minute drill session" });
    expect(planItemTarget({ kind: "drill", sessions: 7, minutes: 35 }).label).toBe("A five-minute drill session each day (7 days)");
    expect(planItemTarget({ kind: "mock", minutes: 60 })).toEqual({ href: "/mocks", label: "A mock interview with a partner from the board" });
  });

  it("sends a story task to the story bank", () => {
    expect(planItemTarget({ kind: "story", minutes: 30 }).href).toBe("/stories");
  });
});
