import "server-only";
import { courseNavigation } from "@/lib/course/navigation";
import type { LearnerRecord } from "./load-plan-history";
import type { QuestionType } from "./plan-scheduler";
import { questionTypeKeys } from "@/lib/practice/question-kinds";
import { readiness, type Readiness } from "./readiness";

/**
 * Readiness for each question type from what the member has done: a type's lessons are those of its section; its
 * practice answers are corrected by the member's Grading Mirror bias; drills count for the types they train
 * (estimates for estimation, definitions for analytical, first checks for execution).
 */
export function readinessByType(record: LearnerRecord): Record<QuestionType, Readiness> {
  const entries = questionTypeKeys.map((type) => {
    const lessons = courseNavigation.lessons.filter((lesson) => lesson.section === type);
    const drills = type in record.drills.byType ? record.drills.byType[type as keyof LearnerRecord["drills"]["byType"]] : null;
    return [
      type,
      readiness({
        lessonsCompleted: lessons.filter((lesson) => record.lessonsCompleted.has(lesson.path)).length,
        lessonsTotal: lessons.length,
        // Solo mocks' self-grades count with practice answers' (the same rubric, the same form), and their coverage as mocks.
        selfGrades: [
          ...record.practice.byType[type].map((attempt) => attempt.meanSelfGrade),
          ...record.soloMocks.byType[type].flatMap((mock) => (mock.meanSelfGrade === null ? [] : [mock.meanSelfGrade])),
        ],
        gradingBias: record.practice.bias ?? 0,
        mockScores: record.mocks.scoresByType[type] ?? [],
        soloCoverages: record.soloMocks.byType[type].map((mock) => mock.coverage),
        drillAnswers: drills?.answers ?? 0,
        drillRight: drills?.right ?? 0,
      }),
    ] as const;
  });
  return Object.fromEntries(entries) as Record<QuestionType, Readiness>;
}
