import { describe, expect, it } from "vitest";
import { addDays } from "@/lib/indian-time";
import { schedulePlan, type PlanHistory, type PlanInput, type PlanItem } from "@/features/plan/plan-scheduler";

const TODAY = "2026-12-01";
const lessons = Array.from({ length: 30 }, (_, index) => ({ path: `/dashboard/s/l${index}`, title: `Lesson ${index}`, minutes: 10 }));
const nothingDone: PlanHistory = { lessonsCompleted: new Map(), practiceGraded: [], mocksHeld: [], drillSessions: [], storiesWritten: [] };
const input = (overrides: Partial<PlanInput>): PlanInput => ({
  today: TODAY,
  interviewDate: addDays(TODAY, 35),
  hoursPerWeek: 6,
  setOn: TODAY,
  lessons,
  history: nothingDone,
  ...overrides,
});
const kinds = (items: readonly PlanItem[], kind: PlanItem["kind"]) => items.filter((item) => item.kind === kind);
const lessonPaths = (items: readonly PlanItem[]) => items.flatMap((item) => (item.kind === "lesson" ? [item.path] : []));

describe("schedulePlan", () => {
  it("follows the advice for short preparation under four weeks, and the whole course from four weeks", () => {
    expect(schedulePlan(input({ interviewDate: addDays(TODAY, 27) })).short).toBe(true);
    expect(schedulePlan(input({ interviewDate: addDays(TODAY, 28) })).short).toBe(false);
  });

  it("spreads five weeks as reading in the first three, practice in what is left, and mocks from half-way", () => {
    const plan = schedulePlan(input({}));
    expect(plan.weeks.map((week) => [week.start, week.end])).toEqual([
      ["2026-12-01", "2026-12-07"],
      ["2026-12-08", "2026-12-14"],
      ["2026-12-15", "2026-12-21"],
      ["2026-12-22", "2026-12-28"],
      ["2026-12-29", "2027-01-04"],
    ]);
    expect(plan.weeks.map((week) => lessonPaths(week.items).length)).toEqual([10, 10, 10, 0, 0]);
    // Half-way is day 17 (18 December): the third week on holds a mock, the first two do not.
    expect(plan.weeks.map((week) => kinds(week.items, "mock").length)).toEqual([0, 0, 1, 1, 1]);
    // 360 minutes a week: 100 of reading, 35 of drills (and 60 of a mock from week 3), then 30-minute answers while they
    // fit: (360 - 135) / 30, the same, (360 - 195) / 30, (360 - 95) / 30 twice, rounded down.
    expect(plan.weeks.map((week) => kinds(week.items, "practice").length)).toEqual([7, 7, 5, 8, 8]);
    expect(plan.weeks.every((week) => week.minutes <= week.budget)).toBe(true);
    expect(plan.overBudgetMinutes).toBe(0);
  });

  it("fits today into the hours a week divided by seven: the drills, then the day's lessons and practice while they fit", () => {
    // 6 hours a week are 51 minutes a day: the drills and two lessons (25 minutes); an answer of 30 would not fit.
    // The list reads in the order to do it: lessons, answers, the drills last.
    const plan = schedulePlan(input({}));
    expect(plan.dailyMinutes).toBe(51);
    expect(plan.today.map((item) => item.kind)).toEqual(["lesson", "lesson", "drill"]);
    // 12 hours a week are 102 minutes a day: the day's share of the week's lessons (2 of 10) and two of its three
    // answers (of 19) fit; the third would make 115 minutes.
    expect(schedulePlan(input({ hoursPerWeek: 12 })).today.map((item) => item.kind)).toEqual(["lesson", "lesson", "practice", "practice", "drill"]);
  });

  it("keeps lessons in course order and takes question types in turn, least practised first", () => {
    const history: PlanHistory = {
      ...nothingDone,
      practiceGraded: [
        { questionType: "estimation", day: "2026-11-20" },
        { questionType: "analytical", day: "2026-11-21" },
      ],
    };
    const plan = schedulePlan(input({ history }));
    expect(lessonPaths(plan.weeks[0]!.items)).toEqual(lessons.slice(0, 10).map((lesson) => lesson.path));
    const types = plan.weeks.flatMap((week) => week.items.flatMap((item) => (item.kind === "practice" ? [item.questionType] : [])));
    expect(types.slice(0, 8)).toEqual(["execution", "product-design", "product-strategy", "behavioral", "technical", "ai-product", "estimation", "analytical"]);
  });

  it("lays three months out as 13 weeks, reading in the first 8, a mock a week from the seventh", () => {
    const plan = schedulePlan(input({ interviewDate: addDays(TODAY, 91) }));
    expect(plan.weeks).toHaveLength(13);
    expect(plan.weeks.map((week) => lessonPaths(week.items).length)).toEqual([4, 4, 4, 4, 4, 4, 3, 3, 0, 0, 0, 0, 0]);
    expect(plan.weeks.map((week) => kinds(week.items, "mock").length)).toEqual([0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1]);
    expect(plan.weeks.at(-1)!.end).toBe(addDays(TODAY, 90));
  });

  it("moves missed weeks' lessons into the weeks left, which then ask for more than the hours given", () => {
    // 3 hours a week hold nine weeks of work, but not 150 minutes of reading, the drills and an answer in one week.
    const start = schedulePlan(input({ hoursPerWeek: 3, interviewDate: addDays(TODAY, 63) }));
    expect(start.overBudgetMinutes).toBe(0);
    const fiveWeeksLater = schedulePlan(input({ hoursPerWeek: 3, interviewDate: addDays(TODAY, 63), today: addDays(TODAY, 35) }));
    expect(fiveWeeksLater.weeks).toHaveLength(4);
    expect(fiveWeeksLater.weeks.map((week) => lessonPaths(week.items).length)).toEqual([15, 15, 0, 0]);
    expect(fiveWeeksLater.weeks[0]!.minutes).toBeGreaterThan(fiveWeeksLater.weeks[0]!.budget);
    expect(fiveWeeksLater.overBudgetMinutes).toBe(
      fiveWeeksLater.weeks.reduce((sum, week) => sum + Math.max(0, week.minutes - week.budget), 0),
    );
  });

  it("leaves out lessons completed before today and gives the time to practice", () => {
    const completed = new Map(lessons.slice(0, 20).map((lesson) => [lesson.path, "2026-11-28"]));
    const plan = schedulePlan(input({ history: { ...nothingDone, lessonsCompleted: completed } }));
    expect(lessonPaths(plan.weeks[0]!.items)).toEqual(lessons.slice(20, 24).map((lesson) => lesson.path));
    expect(kinds(plan.weeks[0]!.items, "practice").length).toBeGreaterThan(5);
  });

  it("ticks off today's items done today instead of replacing them", () => {
    const before = schedulePlan(input({ hoursPerWeek: 12 }));
    const todaysLessons = lessonPaths(before.today);
    const history: PlanHistory = {
      ...nothingDone,
      lessonsCompleted: new Map([[todaysLessons[0]!, TODAY]]),
      practiceGraded: [{ questionType: "behavioral", day: TODAY }, { questionType: "estimation", day: TODAY }],
      drillSessions: [addDays(TODAY, -1), TODAY],
    };
    const after = schedulePlan(input({ hoursPerWeek: 12, history }));
    expect(lessonPaths(after.today)).toEqual(todaysLessons);
    // The first two answers are estimation and analytical (course order, none practised before): one estimation
    // answer graded today ticks the first; the behavioural one ticks nothing on today's list.
    expect(after.today.map((item) => [item.kind, item.done])).toEqual([
      ["lesson", true],
      ["lesson", false],
      ["practice", true],
      ["practice", false],
      ["drill", true],
    ]);
    // Yesterday's session does not tick today's.
    const yesterdayOnly = schedulePlan(input({ history: { ...nothingDone, drillSessions: [addDays(TODAY, -1)] } }));
    expect(kinds(yesterdayOnly.today, "drill")).toEqual([{ kind: "drill", sessions: 1, minutes: 5, done: false }]);
  });

  it("has nothing left to plan on or after the interview day", () => {
    expect(schedulePlan(input({ interviewDate: TODAY }))).toEqual({ daysLeft: 0, short: false, dailyMinutes: 51, weeks: [], today: [], overBudgetMinutes: 0 });
  });
});
