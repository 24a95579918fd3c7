/** Months as reports carry them: "YYYY-MM" in India's calendar, never a day. */
const ISO_MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** This month in India ("2026-12"), at `now`. */
export function currentMonth(now: Date = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata", year: "numeric", month: "2-digit" }).format(now).slice(0, 7);
}

/** Whole months from `from` to `to` ("2026-12" to "2027-02" is 2); NaN for a malformed month. */
export function monthsBetween(from: string, to: string): number {
  const a = ISO_MONTH.exec(from);
  const b = ISO_MONTH.exec(to);
  if (!a || !b) return Number.NaN;
  return (Number(b[1]) - Number(a[1])) * 12 + (Number(b[2]) - Number(a[2]));
}

/** The month `count` months before `month` ("2026-03", 3 → "2025-12"). */
export function monthsBefore(month: string, count: number): string {
  const [year, mon] = month.split("-").map(Number);
  const index = year! * 12 + (mon! - 1) - count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}

const NAMES = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
/** "Oct 2026" for "2026-10" (or a date "2026-10-01"). */
export function monthLabel(month: string): string {
  const [year, mon] = month.split("-");
  return `${NAMES[Number(mon) - 1] ?? mon} ${year}`;
}
