import { describe, expect, it } from "vitest";
import { formatInterviewDate } from "@/features/mocks/interview-date";

describe("formatInterviewDate", () => {
  it("shows a day as the board writes dates", () => {
    expect(formatInterviewDate("2026-12-14")).toBe("14 Dec 2026");
  });

  it("says 'Date not set' for any value it cannot show, instead of failing the page", () => {
    for (const value of ["99999-01-01", "0044-03-15 BC", "2026-02-30", "", "not a date", "2026-12-14T00:00:00Z", "infinity"]) {
      expect(formatInterviewDate(value), value).toBe("Date not set");
    }
  });
});
