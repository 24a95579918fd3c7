/** What the learner has done for one question type: the evidence a readiness figure rests on. */
export type ReadinessEvidence = {
  lessonsCompleted: number;
  lessonsTotal: number;
  /** Self-grades of practice answers, each the mean of its skills on the 1-5 scale. */
  selfGrades: readonly number[];
  /**
   * How far the learner's grades sit above the editors' on average (their Grading Mirror calibration, in levels;
   * negative when they grade themselves too low). Their self-grades are corrected by it.
   */
  gradingBias: number;
  /** Scores received in mock interviews, each the mean of its skills on the 1-5 scale. */
  mockScores: readonly number[];
  /** Finished solo mocks: the share of the interviewer's checklist each covered, 0 to 1. */
  soloCoverages?: readonly number[];
  /** Drill answers for the type's items: how many, and the share right. */
  drillAnswers: number;
  drillRight: number;
};

export type Readiness = {
  /** 0 to 100, or null when there is nothing to base it on. */
  score: number | null;
  parts: { lessons: number; practice: number | null; mocks: number | null; drills: number | null };
  /** "based on 3 graded answers and 1 mock": what the figure rests on, in words. */
  basis: string;
};

/** The weight of each part when there is evidence for it; a part without evidence counts as not yet ready. */
export const READINESS_WEIGHTS = { lessons: 0.2, practice: 0.4, mocks: 0.3, drills: 0.1 } as const;

/** Answers and mocks it takes for their part to count in full: one good answer is a start, not a level. */
const FULL_EVIDENCE = { practice: 3, mocks: 2, drills: 10 } as const;

const onScale = (grade: number) => Math.min(1, Math.max(0, (grade - 1) / 4));
const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * How ready a learner is for one question type, 0 to 100: a fifth for the type's lessons finished, two fifths for
 * practice answers (their self-grades, corrected by how far the learner over- or under-grades, on the 1-5 scale), three
 * tenths for scores received in mocks (and the share covered in solo mocks), a tenth for drill answers right. Practice, mocks and drills count in full from
 * 3 answers, 2 mocks and 10 drill answers, and in proportion below that, so a single lucky answer cannot make anyone
 * "ready". With no evidence at all there is no figure.
 */
export function readiness(evidence: ReadinessEvidence): Readiness {
  const lessons = evidence.lessonsTotal === 0 ? 0 : evidence.lessonsCompleted / evidence.lessonsTotal;
  const practice = evidence.selfGrades.length
    ? onScale(mean(evidence.selfGrades) - evidence.gradingBias) * Math.min(1, evidence.selfGrades.length / FULL_EVIDENCE.practice)
    : null;
  // A solo mock counts as a mock, worth the share of the checklist it covered; a partner's mock, its score on the scale.
  const solo = evidence.soloCoverages ?? [];
  const mockValues = [...evidence.mockScores.map(onScale), ...solo];
  const mocks = mockValues.length ? mean(mockValues) * Math.min(1, mockValues.length / FULL_EVIDENCE.mocks) : null;
  const drills = evidence.drillAnswers
    ? (evidence.drillRight / evidence.drillAnswers) * Math.min(1, evidence.drillAnswers / FULL_EVIDENCE.drills)
    : null;

  const basis = [
    evidence.lessonsCompleted ? `${evidence.lessonsCompleted} of ${plural(evidence.lessonsTotal, "lesson", "lessons")}` : null,
    evidence.selfGrades.length ? plural(evidence.selfGrades.length, "graded answer", "graded answers") : null,
    evidence.mockScores.length ? plural(evidence.mockScores.length, "mock", "mocks") : null,
    solo.length ? `${plural(solo.length, "solo mock", "solo mocks")} (${Math.round(mean(solo) * 100)}% covered)` : null,
    evidence.drillAnswers ? plural(evidence.drillAnswers, "drill answer", "drill answers") : null,
  ].filter((part): part is string => part !== null);
  if (basis.length === 0) return { score: null, parts: { lessons, practice, mocks, drills }, basis: "nothing done yet" };

  const score =
    READINESS_WEIGHTS.lessons * lessons +
    READINESS_WEIGHTS.practice * (practice ?? 0) +
    READINESS_WEIGHTS.mocks * (mocks ?? 0) +
    READINESS_WEIGHTS.drills * (drills ?? 0);
  const joined = basis.length === 1 ? basis[0] : `${basis.slice(0, -1).join(", ")} and ${basis.at(-1)}`;
  return { score: Math.round(score * 100), parts: { lessons, practice, mocks, drills }, basis: `based on ${joined}` };
}
