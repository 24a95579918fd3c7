import { daysBetween, formatDayAndMonth, indianDay } from "@/lib/indian-time";

/** When an item comes back, in words, counted in Indian calendar days from `now`: "tomorrow", "in 4 days (2 Dec)". */
export function formatReturn(due: string, now: Date): string {
  const days = daysBetween(indianDay(now), indianDay(new Date(due)));
  if (days <= 0) return "later today";
  if (days === 1) return "tomorrow";
  return `in ${days} days (${formatDayAndMonth(new Date(due))})`;
}
