/**
 * India's calendar and clock, in one place: learners plan, practise and meet by Indian time whatever the server's
 * or the browser's zone. India keeps one offset all year (no daylight saving), so a fixed offset is exact.
 */
const IST_OFFSET_MS = 330 * 60_000;
const ZONE = "Asia/Kolkata";

/** Calendar days as "YYYY-MM-DD", counted in whole days whatever the server's time zone. */
export type Day = string;

const DAY_MS = 86_400_000;

/** The day `days` after `day` (before it when negative). */
export function addDays(day: Day, days: number): Day {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` comes first). */
export function daysBetween(from: Day, to: Day): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The day it is in India at `now`: learners plan by the Indian calendar whatever the server's zone. */
export function indianDay(now: Date): Day {
  return new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** True for a real calendar day written YYYY-MM-DD ("2026-02-30" is not one). */
export function isDay(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && addDays(value, 0) === value;
}

/** The instant of a `datetime-local` value ("YYYY-MM-DDTHH:MM") read as IST, or null when it is not a real date and time. */
export function fromIndianTime(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const utc = Date.UTC(year, month - 1, day, hour, minute);
  const back = new Date(utc);
  if (back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day || hour > 23 || minute > 59) return null;
  return new Date(utc - IST_OFFSET_MS);
}

/** The `datetime-local` value (IST) of an instant. */
export function toIndianTime(instant: Date): string {
  return new Date(instant.getTime() + IST_OFFSET_MS).toISOString().slice(0, 16);
}

// The formatters are built once; marked pure so a page that uses none of them does not ship them.
const weekdayTime = /* @__PURE__ */ new Intl.DateTimeFormat("en-IN", { weekday: "short", day: "numeric", month: "short", hour: "numeric", minute: "2-digit", timeZone: ZONE });
const clock = /* @__PURE__ */ new Intl.DateTimeFormat("en-IN", { hour: "numeric", minute: "2-digit", timeZone: ZONE });
const dateAndTime = /* @__PURE__ */ new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", hour: "numeric", minute: "2-digit", timeZone: ZONE });
const date = /* @__PURE__ */ new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: ZONE });
const dayAndMonth = /* @__PURE__ */ new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", timeZone: ZONE });
// A Day is already India's calendar day: it is read at midnight UTC and drawn in UTC so no zone moves it.
const weekdayOfDay = /* @__PURE__ */ new Intl.DateTimeFormat("en-IN", { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" });
const fullDay = /* @__PURE__ */ new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });

/** "Sat, 5 Dec, 10:00 am IST": a mock's time as the page shows it. */
export function formatIndianTime(iso: string): string {
  return `${weekdayTime.format(new Date(iso))} IST`;
}

/** "10:15 am IST": a moment on the day of a mock. */
export function formatIndianClock(instant: number): string {
  return `${clock.format(new Date(instant))} IST`;
}

/** "27 Nov 2026, 4:05 pm": a moment as people in India read it (a practice attempt, a purchase). */
export const formatDateTime = (iso: string) => dateAndTime.format(new Date(iso));
/** "27 Nov 2026": the Indian calendar day of a moment. */
export const formatDate = (iso: string) => date.format(new Date(iso));

/** "2 Dec": the Indian calendar day of an instant. */
export const formatDayAndMonth = (instant: Date) => dayAndMonth.format(instant);

/** "Mon, 14 Dec": a plan's days as people read them. */
export function formatDay(day: Day): string {
  return weekdayOfDay.format(new Date(`${day}T00:00:00Z`));
}

/** "14 Dec 2026": a calendar day with its year (an interview date). */
export function formatFullDay(day: Day): string {
  return fullDay.format(new Date(`${day}T00:00:00Z`));
}
