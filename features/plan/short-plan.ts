import { addDays, daysBetween, type Day } from "@/lib/indian-time";
import {
  PLAN_MINUTES,
  dailyMinutes,
  minutesOf,
  typesLeastPractisedFirst,
  type Plan,
  type PlanInput,
  type PlanItem,
  type PlanLesson,
  type PlanWeek,
} from "./plan-model";
import { tickToday } from "./tick-today";

/** Stories a bank needs before the interview: the story-bank lesson asks for five to ten. */
const STORY_TARGET = 5;
/** Days between two mocks of a short plan, counted back from two days before the interview. */
const MOCK_SPACING = 4;
/** Days after the plan is set from which a story is written even while first reads are left: the bank needs days to grow. */
const STORIES_FROM_DAY = 3;

/**
 * The course's advice for short preparation, day by day from today to the day before the interview: the first reads
 * (the framework lessons, the target companies' guides; `firstRead` orders them) in the first days, a practice answer
 * and the drill session from day one, a mock every four days counted back from two days before the interview but
 * never on the day the plan was set, and stories for the story bank until it holds five. Each day fits the minutes a
 * day the hours a week give; a first read longer than what is left of a day takes the place of that day's answer.
 */
export function scheduleShortPlan(input: PlanInput, daysLeft: number): Plan {
  const { today, history } = input;
  const daily = dailyMinutes(input.hoursPerWeek);
  const reading = firstReadsLeft(input.lessons, history.lessonsCompleted, today);
  const types = typesLeastPractisedFirst(history, today);
  let practiceTurn = 0;
  const practice = (): PlanItem => ({ kind: "practice", questionType: types[practiceTurn++ % types.length]!, minutes: PLAN_MINUTES.practice });
  let storiesLeft = Math.max(0, STORY_TARGET - history.storiesWritten.filter((day) => day < today).length);
  const mockDays = shortPlanMockDays(input, daysLeft);

  const days: PlanItem[][] = [];
  for (let index = 0; index < daysLeft; index++) {
    const day = addDays(today, index);
    const items: PlanItem[] = [{ kind: "drill", sessions: 1, minutes: PLAN_MINUTES.drill }];
    if (mockDays.has(index)) items.push({ kind: "mock", minutes: PLAN_MINUTES.mock });
    let room = daily - minutesOf(items);
    const answered = room >= PLAN_MINUTES.practice;
    if (answered) {
      items.push(practice());
      room -= PLAN_MINUTES.practice;
    }
    const read = readWhileRoom(items, reading, room);
    room -= read;
    if (read === 0 && reading.length > 0 && day > input.setOn) {
      // Reading must move on every day after the first: the day's answer gives way to the next first reads.
      if (answered) {
        items.splice(items.findIndex((item) => item.kind === "practice"), 1);
        practiceTurn--;
        room += PLAN_MINUTES.practice;
      }
      room -= pushLesson(items, reading.shift()!);
      room -= readWhileRoom(items, reading, room);
    }
    if (storiesLeft > 0 && (reading.length === 0 || daysBetween(input.setOn, day) >= STORIES_FROM_DAY) && room >= PLAN_MINUTES.story) {
      items.push({ kind: "story", minutes: PLAN_MINUTES.story });
      room -= PLAN_MINUTES.story;
      storiesLeft--;
    }
    while (room >= PLAN_MINUTES.practice) {
      items.push(practice());
      room -= PLAN_MINUTES.practice;
    }
    days.push(items);
  }
  // First reads the days cannot hold are left out of the days rather than piled on the last: the page says how much
  // more time the plan needs instead.
  const overBudgetMinutes = days.reduce((sum, items) => sum + Math.max(0, minutesOf(items) - daily), minutesOf(reading.map(toItem)));
  return { daysLeft, short: true, dailyMinutes: daily, weeks: weeksOf(days, today, input.hoursPerWeek), today: tickToday(days[0]!, today, history), overBudgetMinutes };
}

/** The first reads not completed before today, in their order. */
function firstReadsLeft(lessons: readonly PlanLesson[], completed: ReadonlyMap<string, Day>, today: Day): PlanLesson[] {
  return lessons
    .filter((lesson) => lesson.firstRead !== undefined && !((completed.get(lesson.path) ?? today) < today))
    .sort((a, b) => a.firstRead! - b.firstRead!);
}

/** Moves first reads from `reading` into `items` while they fit in `room`; returns the minutes they take. */
function readWhileRoom(items: PlanItem[], reading: PlanLesson[], room: number): number {
  let used = 0;
  while (reading.length > 0 && used + reading[0]!.minutes <= room) used += pushLesson(items, reading.shift()!);
  return used;
}

function toItem({ path, title, minutes }: PlanLesson): PlanItem {
  return { kind: "lesson", path, title, minutes };
}

function pushLesson(items: PlanItem[], lesson: PlanLesson): number {
  items.push(toItem(lesson));
  return lesson.minutes;
}

/**
 * The days (counted from today, 0) that hold a mock: every fourth day back from two days before the interview, so the
 * dates stay put as the plan is worked out afresh each day. Not on the day the plan was set (a learner who asks for a
 * plan is not sent to a mock the same day), and not within two days after a mock already held.
 */
export function shortPlanMockDays({ today, setOn, history }: PlanInput, daysLeft: number): Set<number> {
  const days = new Set<number>();
  for (let index = daysLeft - 2; index >= 0; index -= MOCK_SPACING) {
    const day = addDays(today, index);
    if (day <= setOn) continue;
    if (history.mocksHeld.some((held) => held < today && daysBetween(held, day) <= 2)) continue;
    days.add(index);
  }
  return days;
}

/** The days grouped by seven for the week-by-week view, each week's drill sessions as one item. */
function weeksOf(days: readonly PlanItem[][], today: Day, hoursPerWeek: number): PlanWeek[] {
  const weeks: PlanWeek[] = [];
  for (let first = 0; first < days.length; first += 7) {
    const chunk = days.slice(first, first + 7);
    const items: PlanItem[] = [
      { kind: "drill", sessions: chunk.length, minutes: chunk.length * PLAN_MINUTES.drill },
      ...chunk.flat().filter((item) => item.kind !== "drill"),
    ];
    const start = addDays(today, first);
    weeks.push({
      start,
      end: addDays(start, chunk.length - 1),
      items,
      minutes: minutesOf(items),
      budget: Math.round((hoursPerWeek * 60 * chunk.length) / 7),
    });
  }
  return weeks;
}
