import { describe, expect, it } from "vitest";
import type { LearnerRecord } from "@/features/plan/load-plan-history";
import { readinessByType } from "@/features/plan/load-readiness";
import { questionTypeKeys } from "@/lib/practice/question-kinds";
import { courseNavigation } from "@/lib/course/navigation";

const noAttempts = Object.fromEntries(questionTypeKeys.map((type) => [type, []])) as unknown as LearnerRecord["practice"]["byType"];
const record = (overrides: Partial<LearnerRecord>): LearnerRecord => ({
  lessonsCompleted: new Map(),
  practiceGraded: [],
  mocksHeld: [],
  drillSessions: [],
  storiesWritten: [],
  practice: { byType: noAttempts, bias: null },
  drills: { sessionDays: [], byType: { estimation: { answers: 0, right: 0 }, analytical: { answers: 0, right: 0 }, execution: { answers: 0, right: 0 } } },
  mocks: { days: [], meanScoreByType: {}, scoresByType: {} },
  soloMocks: { byType: noAttempts as unknown as LearnerRecord["soloMocks"]["byType"] },
  ...overrides,
});

describe("readinessByType", () => {
  it("reads each type's practice self-grades corrected by the Mirror bias, its mocks and its drills", () => {
    const estimationLessons = courseNavigation.lessons.filter((lesson) => lesson.section === "estimation");
    const byType = readinessByType(
      record({
        lessonsCompleted: new Map(estimationLessons.map((lesson) => [lesson.path, "2026-11-20"])),
        practice: {
          byType: { ...noAttempts, estimation: [4, 4, 4].map((meanSelfGrade) => ({ day: "2026-11-21", meanSelfGrade })) },
          // Grades one level too high: the three 4s count as 3s.
          bias: 1,
        },
        mocks: { days: ["2026-11-22", "2026-11-23"], meanScoreByType: { estimation: 3 }, scoresByType: { estimation: [3, 3] } },
        drills: { sessionDays: ["2026-11-24"], byType: { estimation: { answers: 10, right: 5 }, analytical: { answers: 0, right: 0 }, execution: { answers: 0, right: 0 } } },
      }),
    );
    // All lessons (0.2), practice at 3 of 5 (0.4 × 0.5), two mocks at 3 (0.3 × 0.5), drills half right (0.1 × 0.5).
    expect(byType.estimation.score).toBe(Math.round((0.2 + 0.2 + 0.15 + 0.05) * 100));
    expect(byType.estimation.basis).toBe(`based on ${estimationLessons.length} of ${estimationLessons.length} lessons, 3 graded answers, 2 mocks and 10 drill answers`);
    // Nothing done for a type: no figure.
    expect(byType.technical.score).toBeNull();
  });

  it("counts drills only for the types they train", () => {
    const byType = readinessByType(
      record({ drills: { sessionDays: [], byType: { estimation: { answers: 0, right: 0 }, analytical: { answers: 10, right: 10 }, execution: { answers: 0, right: 0 } } } }),
    );
    expect(byType.analytical.basis).toBe("based on 10 drill answers");
    expect(byType["product-design"].score).toBeNull();
  });

  it("counts finished solo mocks as mocks by the share they covered, and their self-grades as graded answers", () => {
    const none = noAttempts as unknown as LearnerRecord["soloMocks"]["byType"];
    const byType = readinessByType(
      record({ soloMocks: { byType: { ...none, execution: [{ coverage: 0.5, meanSelfGrade: 3 }, { coverage: 1, meanSelfGrade: null }] } } }),
    );
    // Practice: one self-grade of 3 (0.5 on the scale) with a third of full evidence → 0.4 × 0.5 / 3; mocks: mean
    // coverage 0.75, two mocks count in full → 0.3 × 0.75.
    expect(byType.execution.score).toBe(Math.round((0.4 * (0.5 / 3) + 0.3 * 0.75) * 100));
    expect(byType.execution.basis).toBe("based on 1 graded answer and 2 solo mocks (75% covered)");
    expect(byType.estimation.score).toBeNull();
  });
});
