import { describe, expect, it } from "vitest";
import { courseNavigation } from "@/lib/course/navigation";
import { WELCOME_PATH } from "@/lib/site-config";
import { courseProgress, type ProgressRow } from "@/features/progress/course-progress";

const lessons = courseNavigation.lessons;
const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 10, minute)).toISOString();
const visit = (path: string, minute: number, completedMinute?: number): ProgressRow => ({
  lesson_path: path,
  last_visited_at: at(minute),
  completed_at: completedMinute === undefined ? null : at(completedMinute),
});
const progressOf = (...rows: ProgressRow[]) => courseProgress(rows, courseNavigation);

describe("courseProgress", () => {
  it("gives a new learner nothing to continue and no banner", () => {
    expect(progressOf()).toEqual({ completed: [], total: lessons.length, continueAt: null, returning: false });
  });

  it("does not count landing on the welcome lesson as somewhere to continue", () => {
    const progress = progressOf(visit(WELCOME_PATH, 5));
    expect(progress.continueAt).toBeNull();
    expect(progress.returning).toBe(false);
  });

  it("continues at the lesson visited last when it is unfinished, even after landing on the welcome lesson", () => {
    const progress = progressOf(visit(lessons[3]!.path, 1), visit(lessons[7]!.path, 2), visit(WELCOME_PATH, 9));
    expect(progress.continueAt?.path).toBe(lessons[7]!.path);
    expect(progress.returning).toBe(true);
  });

  it("continues at the next unfinished lesson after the last one when that is finished", () => {
    const progress = progressOf(visit(lessons[4]!.path, 3, 3), visit(lessons[5]!.path, 1, 1), visit(lessons[2]!.path, 2));
    expect(progress.continueAt?.path).toBe(lessons[6]!.path);
  });

  it("wraps round to the first unfinished lesson when everything after the last one is finished", () => {
    const last = lessons.length - 1;
    const progress = progressOf(visit(lessons[last]!.path, 9, 9), visit(lessons[last - 1]!.path, 8, 8));
    expect(progress.continueAt?.path).toBe(lessons[0]!.path);
  });

  it("counts a finished welcome lesson, and continues after it", () => {
    const progress = progressOf(visit(WELCOME_PATH, 1, 1));
    expect(progress.completed).toEqual([WELCOME_PATH]);
    expect(progress.continueAt?.path).toBe(lessons[1]!.path);
  });

  it("has nothing to continue, but shows the progress, when every lesson is finished", () => {
    const progress = progressOf(...lessons.map((lesson, index) => visit(lesson.path, index % 50, index % 50)));
    expect(progress.completed).toHaveLength(lessons.length);
    expect(progress.continueAt).toBeNull();
    expect(progress.returning).toBe(true);
  });

  it("ignores rows for lessons no longer in the course, and lists the completed ones in course order", () => {
    const progress = progressOf(visit("/dashboard/old/removed", 9, 9), visit(lessons[9]!.path, 1, 1), visit(lessons[2]!.path, 2, 2));
    expect(progress.completed).toEqual([lessons[2]!.path, lessons[9]!.path]);
    expect(progress.continueAt?.path).toBe(lessons[3]!.path);
  });
});
