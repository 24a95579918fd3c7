import "server-only";
import { courseNavigation } from "@/lib/course/navigation";
import type { PlanHistory, QuestionType } from "./plan-scheduler";
import { QUESTION_TYPES } from "./plan-scheduler";
import { readiness, type Readiness } from "./readiness";

/** Readiness for each question type from what the member has done; a type's lessons are those of its section. */
export function readinessByType(history: PlanHistory): Record<QuestionType, Readiness> {
  const entries = QUESTION_TYPES.map((type) => {
    const lessons = courseNavigation.lessons.filter((lesson) => lesson.section === type);
    return [
      type,
      readiness({
        lessonsCompleted: lessons.filter((lesson) => history.lessonsCompleted.has(lesson.path)).length,
        lessonsTotal: lessons.length,
        selfGrades: [],
        gradingBias: 0,
        mockScores: [],
        drillAnswers: 0,
        drillRight: 0,
      }),
    ] as const;
  });
  return Object.fromEntries(entries) as Record<QuestionType, Readiness>;
}
