import { beforeAll, describe, expect, it } from "vitest";
import { lessonMinutes } from "@/features/plan/lesson-minutes";
import { addDays } from "@/lib/indian-time";
import { FIRST_READS, lessonsForPlan } from "@/features/plan/plan-lessons";
import { minutesOf, type PlanHistory, type PlanInput, type PlanItem, type PlanLesson } from "@/features/plan/plan-model";
import { schedulePlan } from "@/features/plan/plan-scheduler";
import { shortPlanMockDays } from "@/features/plan/short-plan";
import { courseNavigation } from "@/lib/course/navigation";

const TODAY = "2026-12-02";
const nothingDone: PlanHistory = { lessonsCompleted: new Map(), practiceGraded: [], mocksHeld: [], drillSessions: [], storiesWritten: [] };
let swiggyLessons: PlanLesson[];
beforeAll(async () => {
  swiggyLessons = lessonsForPlan(courseNavigation.lessons, await lessonMinutes(), ["swiggy"]);
});
/** A Swiggy candidate who sets the plan today, two weeks before the interview, with 10 hours a week. */
const swiggy = (overrides: Partial<PlanInput> = {}): PlanInput => ({
  today: TODAY,
  interviewDate: addDays(TODAY, 14),
  hoursPerWeek: 10,
  setOn: TODAY,
  lessons: swiggyLessons,
  history: nothingDone,
  ...overrides,
});
const lessonPaths = (items: readonly PlanItem[]) => items.flatMap((item) => (item.kind === "lesson" ? [item.path] : []));
const count = (items: readonly PlanItem[], kind: PlanItem["kind"]) => items.filter((item) => item.kind === kind).length;
/** `history` with every one of `items` done on `day`. */
const doneOn = (history: PlanHistory, day: string, items: readonly PlanItem[]): PlanHistory => ({
  lessonsCompleted: new Map([...history.lessonsCompleted, ...lessonPaths(items).map((path) => [path, day] as const)]),
  practiceGraded: [...history.practiceGraded, ...items.flatMap((item) => (item.kind === "practice" ? [{ questionType: item.questionType, day }] : []))],
  mocksHeld: [...history.mocksHeld, ...(count(items, "mock") ? [day] : [])],
  drillSessions: [...history.drillSessions, day],
  storiesWritten: [...history.storiesWritten, ...items.filter((item) => item.kind === "story").map(() => day)],
});
const allItems = (input: PlanInput) => schedulePlan(input).weeks.flatMap((week) => week.items);

describe("schedulePlan for an interview under four weeks away", () => {
  it("gives a two-week Swiggy candidate the first reads only, not the whole course", () => {
    const plan = schedulePlan(swiggy());
    expect(plan.short).toBe(true);
    const read = lessonPaths(allItems(swiggy()));
    expect(read).toHaveLength(FIRST_READS.length);
    expect(read).toContain("/dashboard/companies/swiggy");
    expect(read).not.toContain("/dashboard/intro/resume-optimisation");
    expect(courseNavigation.lessons.length).toBeGreaterThan(50);
  });

  it("starts today with the framework, the grading lesson and the Swiggy guide, a practice answer and the drills", () => {
    const { today } = schedulePlan(swiggy());
    expect(lessonPaths(today).slice(0, 3)).toEqual(["/dashboard/intro/framework", "/dashboard/intro/grading", "/dashboard/companies/swiggy"]);
    expect(count(today, "practice")).toBeGreaterThanOrEqual(1);
    expect(count(today, "drill")).toBe(1);
  });

  it("reads every first read within the first days, the guide of the target company before the question types", () => {
    const plan = schedulePlan(swiggy());
    const firstWeek = lessonPaths(plan.weeks[0]!.items);
    expect(firstWeek).toHaveLength(FIRST_READS.length);
    expect(firstWeek.indexOf("/dashboard/companies/swiggy")).toBeLessThan(firstWeek.indexOf("/dashboard/estimation/answering"));
  });

  it("fits today and every week into the hours given", () => {
    const plan = schedulePlan(swiggy());
    expect(plan.dailyMinutes).toBe(85);
    expect(minutesOf(plan.today)).toBeLessThanOrEqual(85);
    expect(plan.overBudgetMinutes).toBe(0);
    for (const week of plan.weeks) expect(week.minutes).toBeLessThanOrEqual(week.budget);
    // Every day of the two weeks, as the learner meets it (the plan is worked out afresh each morning from what was
    // done), fits too, and holds the drills.
    let history = nothingDone;
    for (let day = 0; day < 14; day++) {
      const today = addDays(TODAY, day);
      const items = schedulePlan(swiggy({ today, history })).today;
      expect(minutesOf(items), `day ${day}`).toBeLessThanOrEqual(85);
      expect(count(items, "drill"), `day ${day}`).toBe(1);
      history = doneOn(history, today, items);
    }
  });

  it("leaves first reads the days left cannot hold out of the days, and counts them as over the hours given", () => {
    // A learner who read nothing in twelve days has two days of 85 minutes left for about two hours of reading.
    const late = schedulePlan(swiggy({ today: addDays(TODAY, 12) }));
    expect(minutesOf(late.today)).toBeLessThanOrEqual(85);
    expect(late.overBudgetMinutes).toBeGreaterThan(0);
  });

  it("asks for no 60-minute mock on the day the plan is set, and spreads three mocks over the two weeks", () => {
    expect(count(schedulePlan(swiggy()).today, "mock")).toBe(0);
    expect([...shortPlanMockDays(swiggy(), 14)].sort((a, b) => a - b)).toEqual([4, 8, 12]);
    expect(count(allItems(swiggy()), "mock")).toBe(3);
    // The mock days stay on their dates as the days pass: four days later, the first is today.
    expect(count(schedulePlan(swiggy({ today: addDays(TODAY, 4) })).today, "mock")).toBe(1);
    // Set a day earlier, the plan may ask for a mock today when today is a mock day.
    expect(count(schedulePlan(swiggy({ interviewDate: addDays(TODAY, 2), setOn: addDays(TODAY, -1) })).today, "mock")).toBe(1);
    expect(count(schedulePlan(swiggy({ interviewDate: addDays(TODAY, 2) })).today, "mock")).toBe(0);
  });

  it("skips a mock day that comes within two days of a mock already held", () => {
    const heldYesterday = swiggy({ today: addDays(TODAY, 4), history: { ...nothingDone, mocksHeld: [addDays(TODAY, 3)] } });
    expect(count(schedulePlan(heldYesterday).today, "mock")).toBe(0);
  });

  it("has practice answers of every question type and the drills from day one, and the story bank as its own task", () => {
    const items = allItems(swiggy());
    const types = new Set(items.flatMap((item) => (item.kind === "practice" ? [item.questionType] : [])));
    expect(types.size).toBe(8);
    expect(count(items, "practice")).toBeGreaterThanOrEqual(14);
    expect(schedulePlan(swiggy()).weeks.map((week) => week.items.find((item) => item.kind === "drill"))).toEqual([
      { kind: "drill", sessions: 7, minutes: 35 },
      { kind: "drill", sessions: 7, minutes: 35 },
    ]);
    expect(count(items, "story")).toBe(5);
    // Stories already in the bank leave fewer to write.
    expect(count(allItems(swiggy({ history: { ...nothingDone, storiesWritten: ["2026-11-20", "2026-11-21", "2026-11-22"] } })), "story")).toBe(2);
  });

  it("leaves out first reads completed before today and ticks off those completed today", () => {
    const before = schedulePlan(swiggy());
    const [first, second] = lessonPaths(before.today);
    const history: PlanHistory = { ...nothingDone, lessonsCompleted: new Map([[first!, "2026-11-30"], [second!, TODAY]]), storiesWritten: [TODAY] };
    const after = schedulePlan(swiggy({ history }));
    expect(lessonPaths(after.today)).not.toContain(first);
    expect(after.today.find((item) => item.kind === "lesson" && item.path === second)?.done).toBe(true);
    expect(after.today.filter((item) => item.done).map((item) => item.kind)).toEqual(["lesson"]);
  });

  it("gives the next first reads the place of a day's answer when no first read fits beside it, from the second day", () => {
    // 5 hours a week are 42 minutes a day: the drills and an answer fill the first day; later days read instead.
    const plan = schedulePlan(swiggy({ hoursPerWeek: 5 }));
    expect(plan.today.map((item) => item.kind)).toEqual(["practice", "drill"]);
    const dayTwo = schedulePlan(swiggy({ hoursPerWeek: 5, today: addDays(TODAY, 1), history: doneOn(nothingDone, TODAY, plan.today) }));
    expect(dayTwo.today.map((item) => item.kind)).toEqual(["lesson", "lesson", "lesson", "drill"]);
    expect(minutesOf(dayTwo.today)).toBeLessThanOrEqual(42);
    expect(lessonPaths(plan.weeks.flatMap((week) => week.items))).toHaveLength(FIRST_READS.length);
  });
});

describe("lessonsForPlan", () => {
  it("names only lessons of the course among the first reads", () => {
    const paths = new Set(courseNavigation.lessons.map((lesson) => lesson.path));
    for (const path of FIRST_READS) if (path !== "COMPANY_GUIDES") expect(paths.has(path), path).toBe(true);
  });

  it("puts the target guides, in the learner's order, after the grading lesson and before the question types", () => {
    const lessons = lessonsForPlan(courseNavigation.lessons, new Map(), ["zepto", "cred"]);
    const firstReads = lessons.filter((lesson) => lesson.firstRead !== undefined).sort((a, b) => a.firstRead! - b.firstRead!);
    expect(firstReads.slice(0, 5).map((lesson) => lesson.path)).toEqual([
      "/dashboard/intro/framework",
      "/dashboard/intro/grading",
      "/dashboard/companies/zepto",
      "/dashboard/companies/cred",
      "/dashboard/estimation/answering",
    ]);
    expect(lessons.some((lesson) => lesson.path === "/dashboard/companies/swiggy")).toBe(false);
  });
});
