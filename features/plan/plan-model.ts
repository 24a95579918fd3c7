import type { Day } from "./plan-dates";

/** The eight question types, in the order the course teaches them. */
export const QUESTION_TYPES = [
  "estimation",
  "analytical",
  "execution",
  "product-design",
  "product-strategy",
  "behavioral",
  "technical",
  "ai-product",
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/**
 * Minutes the plan gives each kind of work: a practice answer with its grading and review, a mock, a drill session,
 * a story written for the story bank.
 */
export const PLAN_MINUTES = { practice: 30, mock: 60, drill: 5, story: 30 } as const;

/** Days to the interview under which the plan follows the course's advice for short preparation. */
export const SHORT_PLAN_DAYS = 28;

export type PlanLesson = {
  path: string;
  title: string;
  minutes: number;
  /** The lesson's place among the first reads of a short plan (lowest first); absent when a short plan leaves it out. */
  firstRead?: number;
};

export type PlanItem =
  | { kind: "lesson"; path: string; title: string; minutes: number }
  | { kind: "practice"; questionType: QuestionType; minutes: number }
  | { kind: "mock"; minutes: number }
  /** The daily drill session, once for each day of its week (once on the list for today). */
  | { kind: "drill"; sessions: number; minutes: number }
  /** A story written into the story bank. */
  | { kind: "story"; minutes: number };

export type PlanWeek = { start: Day; end: Day; items: PlanItem[]; minutes: number; budget: number };

/** What the learner did, each with the day it was done (Indian calendar). */
export type PlanHistory = {
  lessonsCompleted: ReadonlyMap<string, Day>;
  practiceGraded: ReadonlyArray<{ questionType: QuestionType; day: Day }>;
  mocksHeld: ReadonlyArray<Day>;
  /** Days on which the learner finished a drill session. */
  drillSessions: ReadonlyArray<Day>;
  /** The day each story of the story bank was written. */
  storiesWritten: ReadonlyArray<Day>;
};

export type PlanInput = {
  today: Day;
  interviewDate: Day;
  hoursPerWeek: number;
  /** The day the learner set or last changed the plan: a short plan asks for no mock on it. */
  setOn: Day;
  /** The lessons the plan covers, in course order (the company guides of the targets included, the others not). */
  lessons: readonly PlanLesson[];
  history: PlanHistory;
};

export type TodayItem = PlanItem & { done: boolean };

export type Plan = {
  daysLeft: number;
  /** True when the interview is under four weeks away and the plan follows the advice for short preparation. */
  short: boolean;
  /** Minutes a day the hours a week give: what "Today" fits into. */
  dailyMinutes: number;
  weeks: PlanWeek[];
  today: TodayItem[];
  /** Minutes the plan needs beyond the hours given (0 when it fits): the page says so instead of hiding work. */
  overBudgetMinutes: number;
};

/** The hours a week as minutes a day, rounded down so a day never asks for more than its share. */
export function dailyMinutes(hoursPerWeek: number): number {
  return Math.floor((hoursPerWeek * 60) / 7);
}

/** The sum of the items' minutes. */
export function minutesOf(items: readonly PlanItem[]): number {
  return items.reduce((sum, item) => sum + item.minutes, 0);
}

const DOING_ORDER: Record<PlanItem["kind"], number> = { lesson: 0, practice: 1, story: 2, mock: 3, drill: 4 };

/** A day's items in the order to do them: reading before the answers it prepares, the five-minute drills last. */
export function inDoingOrder<Item extends PlanItem>(items: readonly Item[]): Item[] {
  return [...items].sort((a, b) => DOING_ORDER[a.kind] - DOING_ORDER[b.kind]);
}

/** The question types, the least practised before today first (ties in course order). */
export function typesLeastPractisedFirst(history: PlanHistory, today: Day): QuestionType[] {
  const counts = Object.fromEntries(QUESTION_TYPES.map((type) => [type, 0])) as Record<QuestionType, number>;
  for (const entry of history.practiceGraded) if (entry.day < today) counts[entry.questionType]++;
  return [...QUESTION_TYPES].sort((a, b) => counts[a] - counts[b]);
}
