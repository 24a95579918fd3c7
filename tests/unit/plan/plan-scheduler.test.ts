import { describe, expect, it } from "vitest";
import { addDays } from "@/features/plan/plan-dates";
import { schedulePlan, type PlanHistory, type PlanInput, type PlanItem } from "@/features/plan/plan-scheduler";

const TODAY = "2026-12-01";
const lessons = Array.from({ length: 30 }, (_, index) => ({ path: `/dashboard/s/l${index}`, title: `Lesson ${index}`, minutes: 10 }));
const nothingDone: PlanHistory = { lessonsCompleted: new Map(), practiceGraded: [], mocksHeld: [], drillSessions: [] };
const input = (overrides: Partial<PlanInput>): PlanInput => ({
  today: TODAY,
  interviewDate: addDays(TODAY, 21),
  hoursPerWeek: 6,
  lessons,
  history: nothingDone,
  ...overrides,
});
const kinds = (items: readonly PlanItem[], kind: PlanItem["kind"]) => items.filter((item) => item.kind === kind);
const lessonPaths = (items: readonly PlanItem[]) => items.flatMap((item) => (item.kind === "lesson" ? [item.path] : []));

describe("schedulePlan", () => {
  it("fits an interview three days away into one short week with every lesson, a drill session a day, practice and a mock", () => {
    const plan = schedulePlan(input({ interviewDate: addDays(TODAY, 3) }));
    expect(plan.daysLeft).toBe(3);
    expect(plan.weeks.map((week) => [week.start, week.end])).toEqual([["2026-12-01", "2026-12-03"]]);
    const [week] = plan.weeks;
    expect(new Set(week!.items.map((item) => item.kind))).toEqual(new Set(["lesson", "practice", "drill", "mock"]));
    expect(kinds(week!.items, "drill")).toEqual([{ kind: "drill", sessions: 3, minutes: 15 }]);
    expect(kinds(week!.items, "mock")).toHaveLength(1);
    expect(lessonPaths(week!.items)).toHaveLength(30);
    // 30 lessons of 10 minutes in 3 days at 6 hours a week (154 minutes) cannot fit: the plan says by how much.
    expect(week!.budget).toBe(154);
    expect(plan.overBudgetMinutes).toBe(week!.minutes - 154);
    // Today: a third of the lessons, a practice answer, the day's drills and the mock (half-way is tomorrow, in this week).
    expect(plan.today.map((item) => item.kind)).toEqual([...Array(10).fill("lesson"), "practice", "drill", "mock"]);
  });

  it("spreads three weeks as reading in the first two, practice in what is left, and mocks from half-way", () => {
    const plan = schedulePlan(input({}));
    expect(plan.weeks.map((week) => [week.start, week.end])).toEqual([
      ["2026-12-01", "2026-12-07"],
      ["2026-12-08", "2026-12-14"],
      ["2026-12-15", "2026-12-21"],
    ]);
    expect(plan.weeks.map((week) => lessonPaths(week.items).length)).toEqual([15, 15, 0]);
    // Half-way is day 10 (11 December): the second and third weeks hold a mock, the first does not.
    expect(plan.weeks.map((week) => kinds(week.items, "mock").length)).toEqual([0, 1, 1]);
    // 360 minutes a week: 150 of reading, 35 of drills (and 60 of a mock from week 2), then 30-minute answers while they
    // fit: (360 - 185) / 30, (360 - 245) / 30 and (360 - 95) / 30, rounded down.
    expect(plan.weeks.map((week) => kinds(week.items, "practice").length)).toEqual([5, 3, 8]);
    expect(plan.weeks.every((week) => week.minutes <= week.budget)).toBe(true);
    expect(plan.overBudgetMinutes).toBe(0);
    expect(plan.today.map((item) => item.kind)).toEqual(["lesson", "lesson", "lesson", "practice", "drill"]);
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
    expect(lessonPaths(plan.weeks[0]!.items)).toEqual(lessons.slice(0, 15).map((lesson) => lesson.path));
    const types = plan.weeks.flatMap((week) => week.items.flatMap((item) => (item.kind === "practice" ? [item.questionType] : [])));
    expect(types.slice(0, 7)).toEqual(["execution", "product-design", "product-strategy", "behavioral", "technical", "estimation", "analytical"]);
  });

  it("lays three months out as 13 weeks, reading in the first 8, a mock a week from the seventh", () => {
    const plan = schedulePlan(input({ interviewDate: addDays(TODAY, 91) }));
    expect(plan.weeks).toHaveLength(13);
    expect(plan.weeks.map((week) => lessonPaths(week.items).length)).toEqual([4, 4, 4, 4, 4, 4, 3, 3, 0, 0, 0, 0, 0]);
    expect(plan.weeks.map((week) => kinds(week.items, "mock").length)).toEqual([0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1]);
    expect(plan.weeks.at(-1)!.end).toBe(addDays(TODAY, 90));
  });

  it("moves a missed week's lessons into the weeks left, which then ask for more than the hours given", () => {
    // 5 hours a week hold three weeks of work, but not 300 minutes of reading and an answer in one week.
    const start = schedulePlan(input({ hoursPerWeek: 5 }));
    expect(start.overBudgetMinutes).toBe(0);
    const aWeekLater = schedulePlan(input({ hoursPerWeek: 5, today: addDays(TODAY, 7) }));
    expect(aWeekLater.weeks).toHaveLength(2);
    expect(aWeekLater.weeks.map((week) => lessonPaths(week.items).length)).toEqual([30, 0]);
    expect(aWeekLater.weeks[0]!.minutes).toBeGreaterThan(aWeekLater.weeks[0]!.budget);
    expect(aWeekLater.overBudgetMinutes).toBe(aWeekLater.weeks[0]!.minutes - aWeekLater.weeks[0]!.budget);
  });

  it("leaves out lessons completed before today and gives the time to practice", () => {
    const completed = new Map(lessons.slice(0, 20).map((lesson) => [lesson.path, "2026-11-28"]));
    const plan = schedulePlan(input({ history: { ...nothingDone, lessonsCompleted: completed } }));
    expect(lessonPaths(plan.weeks[0]!.items)).toEqual(lessons.slice(20, 25).map((lesson) => lesson.path));
    expect(kinds(plan.weeks[0]!.items, "practice").length).toBeGreaterThan(5);
  });

  it("ticks off today's items done today instead of replacing them", () => {
    const before = schedulePlan(input({}));
    const todaysLessons = lessonPaths(before.today);
    const history: PlanHistory = {
      lessonsCompleted: new Map([[todaysLessons[0]!, TODAY]]),
      practiceGraded: [{ questionType: "behavioral", day: TODAY }, { questionType: "estimation", day: TODAY }],
      mocksHeld: [],
      drillSessions: [addDays(TODAY, -1), TODAY],
    };
    const after = schedulePlan(input({ history }));
    expect(lessonPaths(after.today)).toEqual(todaysLessons);
    expect(after.today.map((item) => [item.kind, item.done])).toEqual([
      ["lesson", true],
      ["lesson", false],
      ["lesson", false],
      ["practice", true],
      ["drill", true],
    ]);
    // Yesterday's session does not tick today's.
    const yesterdayOnly = schedulePlan(input({ history: { ...nothingDone, drillSessions: [addDays(TODAY, -1)] } }));
    expect(kinds(yesterdayOnly.today, "drill")).toEqual([{ kind: "drill", sessions: 1, minutes: 5, done: false }]);
  });

  it("asks for a mock each day of the mock weeks until one is held, then not for six days", () => {
    const lateInPlan = input({ today: addDays(TODAY, 14) });
    expect(kinds(schedulePlan(lateInPlan).today, "mock")).toEqual([{ kind: "mock", minutes: 60, done: false }]);
    const heldToday = schedulePlan({ ...lateInPlan, history: { ...nothingDone, mocksHeld: [addDays(TODAY, 14)] } });
    expect(kinds(heldToday.today, "mock")).toEqual([{ kind: "mock", minutes: 60, done: true }]);
    const heldYesterday = schedulePlan({ ...lateInPlan, history: { ...nothingDone, mocksHeld: [addDays(TODAY, 13)] } });
    expect(kinds(heldYesterday.today, "mock")).toEqual([]);
  });

  it("has nothing left to plan on or after the interview day", () => {
    expect(schedulePlan(input({ interviewDate: TODAY }))).toEqual({ daysLeft: 0, weeks: [], today: [], overBudgetMinutes: 0 });
  });
});
