import { describe, expect, it } from "vitest";
import { selfGradesByType } from "@/features/mocks/self-grades-by-type";
import type { QuestionType } from "@/lib/practice/question-kinds";

const types: Record<string, QuestionType> = { "launch-failed": "behavioral", "conflict": "behavioral", "chai-cups": "estimation" };

describe("selfGradesByType", () => {
  it("averages each skill over the latest graded answer of every question of a type", () => {
    const grades = selfGradesByType(
      [
        { question_id: "launch-failed", self_grades: { results: 4, context: 2 } },
        { question_id: "conflict", self_grades: { results: 2 } },
        // An older answer to a question already counted: left out.
        { question_id: "launch-failed", self_grades: { results: 1, context: 1 } },
        { question_id: "chai-cups", self_grades: { structure: 3 } },
        { question_id: "unknown", self_grades: { results: 5 } },
        { question_id: "conflict-ungraded", self_grades: {} },
      ],
      (id) => types[id],
    );
    expect(grades.get("behavioral")).toEqual({ type: "behavioral", answers: 2, scores: { results: 3, context: 2 } });
    expect(grades.get("estimation")).toEqual({ type: "estimation", answers: 1, scores: { structure: 3 } });
    expect(grades.has("technical")).toBe(false);
  });
});
