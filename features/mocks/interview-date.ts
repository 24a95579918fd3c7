import { formatFullDay, isDay } from "@/lib/indian-time";

/**
 * "14 Dec 2026" for the interview date "2026-12-14"; "Date not set" for a value that is not a day the page can show
 * ("99999-01-01" or "0044-03-15 BC" from a row written past the form): one member's entry never breaks the board.
 */
export function formatInterviewDate(value: string): string {
  return isDay(value) ? formatFullDay(value) : "Date not set";
}
