import { addDays, daysBetween, type Day } from "./plan-dates";

/** The seven question types, in the order the course teaches them. */
export const QUESTION_TYPES = [
  "estimation",
  "analytical",
  "execution",
  "product-design",
  "product-strategy",
  "behavioral",
  "technical",
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** Minutes the plan gives each kind of work: a practice answer with its grading and review, a mock, a drill session. */
export const PLAN_MINUTES = { practice: 30, mock: 60, drill: 5 } as const;

/** Part of the time, from the start, in which the plan puts the reading: later weeks are for practice and mocks. */
const READING_SHARE = 2 / 3;

export type PlanLesson = { path: string; title: string; minutes: number };

export type PlanItem =
  | { kind: "lesson"; path: string; title: string; minutes: number }
  | { kind: "practice"; questionType: QuestionType; minutes: number }
  | { kind: "mock"; minutes: number }
  /** The daily drill session, once for each day of its week (once on the list for today). */
  | { kind: "drill"; sessions: number; minutes: number };

export type PlanWeek = { start: Day; end: Day; items: PlanItem[]; minutes: number; budget: number };

/** What the learner did, each with the day it was done (Indian calendar). */
export type PlanHistory = {
  lessonsCompleted: ReadonlyMap<string, Day>;
  practiceGraded: ReadonlyArray<{ questionType: QuestionType; day: Day }>;
  mocksHeld: ReadonlyArray<Day>;
  /** Days on which the learner finished a drill session. */
  drillSessions: ReadonlyArray<Day>;
};

export type PlanInput = {
  today: Day;
  interviewDate: Day;
  hoursPerWeek: number;
  /** The lessons the plan covers, in course order (the company guides of the targets included, the others not). */
  lessons: readonly PlanLesson[];
  history: PlanHistory;
};

export type TodayItem = PlanItem & { done: boolean };

export type Plan = {
  daysLeft: number;
  weeks: PlanWeek[];
  today: TodayItem[];
  /** Minutes the plan needs beyond the hours given (0 when it fits): the page says so instead of hiding work. */
  overBudgetMinutes: number;
};

/**
 * Lays out the days from `today` to the day before the interview as rolling weeks, from what is still to do at the
 * start of today: every lesson not yet completed spread over the first two thirds of the time, a five-minute drill
 * session every day, a mock a week from the week that holds the half-way day, and practice answers in what is left of each week's hours, question types
 * taken in turn starting with the least practised. Work done today is ticked off today's list rather than replaced,
 * so the list stays the one the learner started the day with. The plan is worked out afresh every day, so a missed
 * week's lessons move into the weeks left and work done early leaves room for practice.
 */
export function schedulePlan(input: PlanInput): Plan {
  const { today, interviewDate, hoursPerWeek, history } = input;
  const daysLeft = daysBetween(today, interviewDate);
  if (daysLeft < 1) return { daysLeft: Math.max(daysLeft, 0), weeks: [], today: [], overBudgetMinutes: 0 };

  const doneBefore = (day: Day) => day < today;
  const lessonsLeft = input.lessons.filter((lesson) => {
    const completed = history.lessonsCompleted.get(lesson.path);
    return !(completed && doneBefore(completed));
  });

  const weekCount = Math.ceil(daysLeft / 7);
  const readingWeeks = Math.max(1, Math.floor(weekCount * READING_SHARE));
  const halfWayDay = addDays(today, Math.floor(daysLeft / 2));
  const practisedBefore = countByType(history.practiceGraded.filter((entry) => doneBefore(entry.day)));

  const weeks: PlanWeek[] = [];
  let lessonIndex = 0;
  let practiceTurn = 0;
  const typesByNeed = [...QUESTION_TYPES].sort((a, b) => practisedBefore[a] - practisedBefore[b]);
  for (let week = 0; week < weekCount; week++) {
    const start = addDays(today, week * 7);
    const days = Math.min(7, daysLeft - week * 7);
    const end = addDays(start, days - 1);
    const budget = Math.round((hoursPerWeek * 60 * days) / 7);
    const items: PlanItem[] = [{ kind: "drill", sessions: days, minutes: days * PLAN_MINUTES.drill }];
    if (end >= halfWayDay) items.push({ kind: "mock", minutes: PLAN_MINUTES.mock });

    const lessonsThisWeek = week < readingWeeks ? share(lessonsLeft.length - lessonIndex, readingWeeks - week) : 0;
    for (const lesson of lessonsLeft.slice(lessonIndex, lessonIndex + lessonsThisWeek)) items.push({ kind: "lesson", ...lesson });
    lessonIndex += lessonsThisWeek;

    // At least one practice answer a week keeps the learner answering, not only reading.
    let used = minutesOf(items);
    do {
      items.push({ kind: "practice", questionType: typesByNeed[practiceTurn++ % typesByNeed.length]!, minutes: PLAN_MINUTES.practice });
      used += PLAN_MINUTES.practice;
    } while (used + PLAN_MINUTES.practice <= budget);
    weeks.push({ start, end, items, minutes: used, budget });
  }

  const overBudgetMinutes = weeks.reduce((sum, week) => sum + Math.max(0, week.minutes - week.budget), 0);
  return { daysLeft, weeks, today: todayItems(weeks[0]!, today, history), overBudgetMinutes };
}

/** Even shares, larger first: 10 lessons over 3 weeks are 4, 3, 3. */
function share(remaining: number, parts: number): number {
  return Math.ceil(remaining / parts);
}

function minutesOf(items: readonly PlanItem[]): number {
  return items.reduce((sum, item) => sum + item.minutes, 0);
}

function countByType(entries: ReadonlyArray<{ questionType: QuestionType }>): Record<QuestionType, number> {
  const counts = Object.fromEntries(QUESTION_TYPES.map((type) => [type, 0])) as Record<QuestionType, number>;
  for (const entry of entries) counts[entry.questionType]++;
  return counts;
}

/**
 * Today's share of the first week: the week's lessons and practice divided evenly over its days (larger shares
 * first), the day's drill session, and a mock when the week has one and none was held in the six days before; each
 * ticked off by work done today.
 */
function todayItems(week: PlanWeek, today: Day, history: PlanHistory): TodayItem[] {
  const days = daysBetween(week.start, week.end) + 1;
  const lessons = week.items.filter((item) => item.kind === "lesson");
  const practice = week.items.filter((item) => item.kind === "practice");
  const picked: PlanItem[] = [
    ...lessons.slice(0, share(lessons.length, days)),
    ...practice.slice(0, share(practice.length, days)),
    { kind: "drill", sessions: 1, minutes: PLAN_MINUTES.drill },
  ];
  const mockThisWeek = week.items.some((item) => item.kind === "mock");
  const recentMock = history.mocksHeld.some((day) => day < today && daysBetween(day, today) < 7);
  if (mockThisWeek && !recentMock) picked.push({ kind: "mock", minutes: PLAN_MINUTES.mock });

  const gradedToday = history.practiceGraded.filter((entry) => entry.day === today).map((entry) => entry.questionType);
  return picked.map((item) => {
    switch (item.kind) {
      case "lesson":
        return { ...item, done: history.lessonsCompleted.get(item.path) === today };
      case "mock":
        return { ...item, done: history.mocksHeld.includes(today) };
      case "drill":
        return { ...item, done: history.drillSessions.includes(today) };
      case "practice": {
        const index = gradedToday.indexOf(item.questionType);
        if (index !== -1) gradedToday.splice(index, 1);
        return { ...item, done: index !== -1 };
      }
    }
  });
}
