import { addDays, daysBetween, type Day } from "@/lib/indian-time";
import {
  PLAN_MINUTES,
  SHORT_PLAN_DAYS,
  dailyMinutes,
  minutesOf,
  type Plan,
  type PlanInput,
  type PlanItem,
  type PlanWeek,
  typesLeastPractisedFirst,
} from "./plan-model";
import { scheduleShortPlan } from "./short-plan";
import { tickToday } from "./tick-today";

export { PLAN_MINUTES, dailyMinutes } from "./plan-model";
export type { QuestionType, PlanLesson, PlanItem, PlanWeek, PlanHistory, PlanInput, TodayItem, Plan } from "./plan-model";

/** Part of the time, from the start, in which the plan puts the reading: later weeks are for practice and mocks. */
const READING_SHARE = 2 / 3;

/** Works out the plan: the course's advice for short preparation under four weeks, the whole course from four weeks. */
export function schedulePlan(input: PlanInput): Plan {
  const daysLeft = daysBetween(input.today, input.interviewDate);
  const daily = dailyMinutes(input.hoursPerWeek);
  if (daysLeft < 1) return { daysLeft: 0, short: false, dailyMinutes: daily, weeks: [], today: [], overBudgetMinutes: 0 };
  return daysLeft < SHORT_PLAN_DAYS ? scheduleShortPlan(input, daysLeft) : scheduleLongPlan(input, daysLeft);
}

/**
 * Lays out the days from `today` to the day before the interview as rolling weeks, from what is still to do at the
 * start of today: every lesson not yet completed spread over the first two thirds of the time, a five-minute drill
 * session every day, a mock a week from the week that holds the half-way day, and practice answers in what is left of
 * each week's hours, question types taken in turn starting with the least practised. Work done today is ticked off
 * today's list rather than replaced, so the list stays the one the learner started the day with. The plan is worked out
 * afresh every day, so a missed week's lessons move into the weeks left and work done early leaves room for practice.
 */
function scheduleLongPlan(input: PlanInput, daysLeft: number): Plan {
  const { today, hoursPerWeek, history } = input;
  const doneBefore = (day: Day) => day < today;
  const lessonsLeft = input.lessons.filter((lesson) => {
    const completed = history.lessonsCompleted.get(lesson.path);
    return !(completed && doneBefore(completed));
  });

  const weekCount = Math.ceil(daysLeft / 7);
  const readingWeeks = Math.max(1, Math.floor(weekCount * READING_SHARE));
  const halfWayDay = addDays(today, Math.floor(daysLeft / 2));
  const typesByNeed = typesLeastPractisedFirst(history, today);

  const weeks: PlanWeek[] = [];
  let lessonIndex = 0;
  let practiceTurn = 0;
  for (let week = 0; week < weekCount; week++) {
    const start = addDays(today, week * 7);
    const days = Math.min(7, daysLeft - week * 7);
    const end = addDays(start, days - 1);
    const budget = Math.round((hoursPerWeek * 60 * days) / 7);
    const items: PlanItem[] = [{ kind: "drill", sessions: days, minutes: days * PLAN_MINUTES.drill }];
    if (end >= halfWayDay) items.push({ kind: "mock", minutes: PLAN_MINUTES.mock });

    const lessonsThisWeek = week < readingWeeks ? share(lessonsLeft.length - lessonIndex, readingWeeks - week) : 0;
    for (const { path, title, minutes } of lessonsLeft.slice(lessonIndex, lessonIndex + lessonsThisWeek)) items.push({ kind: "lesson", path, title, minutes });
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
  const daily = dailyMinutes(hoursPerWeek);
  return { daysLeft, short: false, dailyMinutes: daily, weeks, today: tickToday(todayShare(weeks[0]!, daily), today, history), overBudgetMinutes };
}

/** Even shares, larger first: 10 lessons over 3 weeks are 4, 3, 3. */
function share(remaining: number, parts: number): number {
  return Math.ceil(remaining / parts);
}

/**
 * Today's share of the first week, fitted into the day's minutes: the day's drill session, then the day's share of the
 * week's lessons and practice while they fit. A day always holds one piece of work beside the drills, even one longer
 * than the day's minutes. (The first week of a plan four weeks or more away never holds a mock: half-way is further.)
 */
function todayShare(week: PlanWeek, daily: number): PlanItem[] {
  const days = daysBetween(week.start, week.end) + 1;
  const lessons = week.items.filter((item) => item.kind === "lesson");
  const practice = week.items.filter((item) => item.kind === "practice");
  const candidates: PlanItem[] = [...lessons.slice(0, share(lessons.length, days)), ...practice.slice(0, share(practice.length, days))];
  const picked: PlanItem[] = [{ kind: "drill", sessions: 1, minutes: PLAN_MINUTES.drill }];
  let used = PLAN_MINUTES.drill;
  for (const item of candidates) {
    if (picked.length > 1 && used + item.minutes > daily) break;
    picked.push(item);
    used += item.minutes;
  }
  return picked;
}
