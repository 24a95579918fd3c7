import { describe, expect, it } from "vitest";
import {
  formatDate,
  formatDateTime,
  formatDay,
  formatDayAndMonth,
  formatFullDay,
  formatIndianClock,
  formatIndianTime,
  fromIndianTime,
  indianDay,
  toIndianTime,
} from "@/lib/indian-time";

// 10:35 UTC is 4:05 pm in India; 20:00 UTC is already the next day there.
const afternoon = "2026-11-27T10:35:00Z";
const lateEvening = new Date("2026-11-27T20:00:00Z");

describe("Indian dates and times", () => {
  it("reads every moment in India's zone, whatever the machine's", () => {
    expect(formatDateTime(afternoon)).toBe("27 Nov 2026, 4:05 pm");
    expect(formatDate(lateEvening.toISOString())).toBe("28 Nov 2026");
    expect(formatIndianTime(afternoon)).toBe("Fri, 27 Nov, 4:05 pm IST");
    expect(formatIndianClock(Date.parse(afternoon))).toBe("4:05 pm IST");
    expect(formatDayAndMonth(lateEvening)).toBe("28 Nov");
    expect(indianDay(lateEvening)).toBe("2026-11-28");
  });

  it("draws a calendar day as that day, not the day before or after", () => {
    expect(formatDay("2026-12-14")).toBe("Mon, 14 Dec");
    expect(formatFullDay("2026-12-14")).toBe("14 Dec 2026");
  });

  it("reads a form's date and time as IST and writes it back the same", () => {
    const instant = fromIndianTime("2026-12-05T10:00")!;
    expect(instant.toISOString()).toBe("2026-12-05T04:30:00.000Z");
    expect(toIndianTime(instant)).toBe("2026-12-05T10:00");
    expect(fromIndianTime("2026-02-30T10:00")).toBeNull();
  });
});
