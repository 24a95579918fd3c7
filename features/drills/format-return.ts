import { daysBetween, indianDay } from "@/features/plan/plan-dates";

const dayFormat = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", timeZone: "Asia/Kolkata" });

/** When an item comes back, in words, counted in Indian calendar days from `now`: "tomorrow", "in 4 days (2 Dec)". */
export function formatReturn(due: string, now: Date): string {
  const days = daysBetween(indianDay(now), indianDay(new Date(due)));
  if (days <= 0) return "later today";
  if (days === 1) return "tomorrow";
  return `in ${days} days (${dayFormat.format(new Date(due))})`;
}
