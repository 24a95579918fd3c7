import { describe, expect, it } from "vitest";
import { mockPhase, mockWindow } from "@/features/mocks/mock-window";

const start = "2026-12-05T04:30:00.000Z";
const at = (minutes: number) => new Date(Date.parse(start) + minutes * 60_000);

describe("mockWindow", () => {
  it("opens \"did not come\" 15 minutes after the start, keeps the card current 90 minutes and opens feedback 48 hours after", () => {
    const window = mockWindow(start);
    expect(new Date(window.noShowFrom).toISOString()).toBe("2026-12-05T04:45:00.000Z");
    expect(new Date(window.currentUntil).toISOString()).toBe("2026-12-05T06:00:00.000Z");
    expect(new Date(window.feedbackOpenFrom).toISOString()).toBe("2026-12-07T04:30:00.000Z");
  });
});

describe("mockPhase", () => {
  it("is ahead before the start, under way from the start for 90 minutes, then over", () => {
    expect(mockPhase(start, at(-1))).toBe("ahead");
    expect(mockPhase(start, at(0))).toBe("under-way");
    expect(mockPhase(start, at(89))).toBe("under-way");
    expect(mockPhase(start, at(90))).toBe("over");
  });
});
