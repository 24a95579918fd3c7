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
  return new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

/** True for a real calendar day written YYYY-MM-DD ("2026-02-30" is not one). */
export function isDay(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && addDays(value, 0) === value;
}
