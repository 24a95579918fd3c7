import { formatIndianTime } from "@/lib/indian-time";
import { mockCalendarFile } from "./calendar-file";
import { MOCK_MINUTES } from "./mock-options";

/**
 * The reminders of an agreed mock and what each says. The database queues them when a mock is accepted
 * (20261212000100_mock_reminders.sql, the same rule as reminderSchedule) and withdraws them when it is cancelled;
 * the app server's worker writes and sends each when it is due.
 */

export const REMINDER_KINDS = ["mock-accepted", "mock-day-before", "mock-hour-before"] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** Cancelling an agreed mock less than this long before its start counts on the record as a late cancel. */
export const LATE_CANCEL_HOURS = 2;

/** When each reminder of a mock starting at `start`, accepted at `acceptedAt`, goes: at once, a day and an hour before (those two only when still ahead). */
export function reminderSchedule(start: Date, acceptedAt: Date): { kind: ReminderKind; sendAt: Date }[] {
  const before = (ms: number) => new Date(start.getTime() - ms);
  return [
    { kind: "mock-accepted" as const, sendAt: acceptedAt },
    { kind: "mock-day-before" as const, sendAt: before(86_400_000) },
    { kind: "mock-hour-before" as const, sendAt: before(3_600_000) },
  ].filter((reminder) => reminder.kind === "mock-accepted" || reminder.sendAt.getTime() > acceptedAt.getTime());
}

/** Whether cancelling at `now` a mock that starts at `start` is a late cancel. */
export const isLateCancel = (start: Date, now: Date) => start.getTime() - now.getTime() < LATE_CANCEL_HOURS * 3_600_000;

/** What the worker knows of one due reminder (public.claim_mail). */
export interface DueReminder {
  id: string;
  kind: ReminderKind;
  request_id: string;
  to_name: string;
  other_name: string;
  proposed_at: string;
  /** The question the recipient asks as interviewer; their own as candidate is never named before the start. */
  asking_question: string;
  video_link: string | null;
}

const SUBJECTS: Record<ReminderKind, (other: string, when: string) => string> = {
  "mock-accepted": (other, when) => `Mock interview with ${other} booked: ${when}`,
  "mock-day-before": (other, when) => `Tomorrow: mock interview with ${other}, ${when}`,
  "mock-hour-before": (other, when) => `In an hour: mock interview with ${other}, ${when}`,
};

/** The email of one reminder: the video link, the kit link, the way to cancel, and for the first the .ics. */
export function reminderEmail(reminder: DueReminder, site: string, now: Date): { subject: string; text: string; calendar?: string } {
  const when = formatIndianTime(reminder.proposed_at);
  const kit = `${site}/practice/${reminder.asking_question}/kit?mock=${reminder.request_id}`;
  const video = reminder.video_link ?? "ask your partner on the mock interviews page";
  const text = [
    `Hello ${reminder.to_name || "there"},`,
    "",
    `Your mock interview with ${reminder.other_name} is on ${when}.`,
    "",
    `Video link: ${video}`,
    `Your interviewer's kit (the question you ask, its probes and the rubric): ${kit}`,
    "Your own question as candidate is shown when the mock starts.",
    "",
    `Cannot make it? Cancel on ${site}/mocks#upcoming so ${reminder.other_name} can find another partner.`,
    `Cancelling less than ${LATE_CANCEL_HOURS} hours before the start counts as a late cancel on your record.`,
  ].join("\n");
  const calendar =
    reminder.kind === "mock-accepted"
      ? mockCalendarFile({
          id: reminder.request_id,
          start: new Date(reminder.proposed_at),
          minutes: MOCK_MINUTES,
          title: `Mock interview with ${reminder.other_name}`,
          description: `Kit: ${kit}\nVideo link: ${video}`,
          location: reminder.video_link ?? "",
          now,
        })
      : undefined;
  return { subject: SUBJECTS[reminder.kind](reminder.other_name, when), text, ...(calendar ? { calendar } : {}) };
}

/** How long the worker waits before trying a failed email again: 2^attempts minutes, at most 6 hours (the database's rule). */
export const retryDelayMinutes = (attempts: number) => Math.min(2 ** attempts, 360);
