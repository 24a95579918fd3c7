import type { Day } from "./plan-dates";

const format = new Intl.DateTimeFormat("en-IN", { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" });

/** "Mon, 14 Dec": a plan's days as people read them. */
export function formatDay(day: Day): string {
  return format.format(new Date(`${day}T00:00:00Z`));
}
