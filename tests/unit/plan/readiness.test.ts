import { describe, expect, it } from "vitest";
import { readiness, type ReadinessEvidence } from "@/features/plan/readiness";

const nothing: ReadinessEvidence = {
  lessonsCompleted: 0,
  lessonsTotal: 5,
  selfGrades: [],
  gradingBias: 0,
  mockScores: [],
  drillAnswers: 0,
  drillRight: 0,
};

describe("readiness", () => {
  it("shows no figure without evidence", () => {
    expect(readiness(nothing)).toMatchObject({ score: null, basis: "nothing done yet" });
  });

  it("counts the lessons alone for a fifth", () => {
    // 5 of 5 lessons: 0.2 × 1 = 20.
    expect(readiness({ ...nothing, lessonsCompleted: 5 })).toMatchObject({ score: 20, basis: "based on 5 of 5 lessons" });
  });

  it("corrects self-grades by the learner's grading bias, and counts practice in full from three answers", () => {
    // Grades 4, 4, 5 (mean 4.33) by a learner who grades 0.8 levels high: 3.53 on 1-5, (3.53 - 1) / 4 = 0.633;
    // × 0.4 = 25.3, plus 4 of 5 lessons (0.2 × 0.8 = 16): 41.
    const history = { ...nothing, lessonsCompleted: 4, selfGrades: [4, 4, 5], gradingBias: 0.8 };
    expect(readiness(history)).toMatchObject({ score: 41, basis: "based on 4 of 5 lessons and 3 graded answers" });
    // The same grades from a learner who grades as editors do: (4.33 - 1) / 4 = 0.833; × 0.4 = 33.3, + 16 = 49.
    expect(readiness({ ...history, gradingBias: 0 }).score).toBe(49);
  });

  it("gives one answer a third of practice's weight, so one lucky answer does not make a learner ready", () => {
    // One answer graded 5: 1 × 1/3 × 0.4 = 13.3.
    expect(readiness({ ...nothing, selfGrades: [5] })).toMatchObject({ score: 13, basis: "based on 1 graded answer" });
  });

  it("adds mocks and drills, naming every kind of evidence", () => {
    // Lessons 5/5: 20. Practice 3 × grade 4, no bias: 0.75 × 0.4 = 30. Mocks: one scored 3, half weight:
    // (3 - 1) / 4 × 1/2 × 0.3 = 7.5. Drills 8 of 10 right: 0.8 × 0.1 = 8. Total 65.5, shown as 66.
    const full = { ...nothing, lessonsCompleted: 5, selfGrades: [4, 4, 4], mockScores: [3], drillAnswers: 10, drillRight: 8 };
    expect(readiness(full)).toMatchObject({
      score: 66,
      basis: "based on 5 of 5 lessons, 3 graded answers, 1 mock and 10 drill answers",
    });
  });

  it("never leaves 0 to 100, however far off the bias is", () => {
    expect(readiness({ ...nothing, lessonsCompleted: 5, selfGrades: [5, 5, 5], gradingBias: -3, mockScores: [5, 5], drillAnswers: 20, drillRight: 20 }).score).toBe(100);
    expect(readiness({ ...nothing, selfGrades: [1, 1, 1], gradingBias: 2 }).score).toBe(0);
  });
});
