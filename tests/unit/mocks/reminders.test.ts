import { describe, expect, it } from "vitest";
import { isLateCancel, reminderEmail, reminderSchedule, retryDelayMinutes } from "@/features/mocks/reminders";
import { fromIndianTime } from "@/lib/indian-time";

const START = fromIndianTime("2026-12-12T10:00")!;
const at = (value: string) => fromIndianTime(value)!;
const schedule = (accepted: Date) => reminderSchedule(START, accepted).map(({ kind, sendAt }) => [kind, sendAt.toISOString()]);

describe("the reminder schedule", () => {
  it("sends at acceptance, the day before and an hour before", () => {
    expect(schedule(at("2026-12-05T18:00"))).toEqual([
      ["mock-accepted", at("2026-12-05T18:00").toISOString()],
      ["mock-day-before", at("2026-12-11T10:00").toISOString()],
      ["mock-hour-before", at("2026-12-12T09:00").toISOString()],
    ]);
  });

  it("leaves out the reminders whose time has passed when the mock is accepted late", () => {
    expect(schedule(at("2026-12-11T20:00")).map(([kind]) => kind)).toEqual(["mock-accepted", "mock-hour-before"]);
    expect(schedule(at("2026-12-12T09:30")).map(([kind]) => kind)).toEqual(["mock-accepted"]);
  });

  it("counts a cancel less than two hours before the start as late", () => {
    expect(isLateCancel(START, at("2026-12-12T07:59"))).toBe(false);
    expect(isLateCancel(START, at("2026-12-12T08:01"))).toBe(true);
  });

  it("backs off exponentially between tries, at most six hours", () => {
    expect([1, 2, 3, 8, 12].map(retryDelayMinutes)).toEqual([2, 4, 8, 256, 360]);
  });
});

describe("a reminder's email", () => {
  const due = {
    id: "m1", kind: "mock-accepted" as const, request_id: "00000000-0000-4000-8000-000000000001", to_name: "Asha", other_name: "Ravi",
    proposed_at: START.toISOString(), asking_question: "a-launch-that-failed", video_link: "https://meet.example.com/ravi",
  };
  it("carries the video link, the kit of the question the recipient asks, the way to cancel, and at acceptance the .ics", () => {
    const email = reminderEmail(due, "https://course.example.com", at("2026-12-05T18:00"));
    expect(email.subject).toBe("Mock interview with Ravi booked: Sat, 12 Dec, 10:00 am IST");
    expect(email.text).toContain("Video link: https://meet.example.com/ravi");
    expect(email.text).toContain(`https://course.example.com/practice/a-launch-that-failed/kit?mock=${due.request_id}`);
    expect(email.text).toContain("Cancel on https://course.example.com/mocks#upcoming");
    expect(email.calendar).toContain("BEGIN:VEVENT");
  });
  it("sends the later reminders without a second .ics", () => {
    const email = reminderEmail({ ...due, kind: "mock-hour-before" }, "https://course.example.com", at("2026-12-12T09:00"));
    expect(email.subject).toBe("In an hour: mock interview with Ravi, Sat, 12 Dec, 10:00 am IST");
    expect(email.calendar).toBeUndefined();
  });
});
