import { describe, expect, it } from "vitest";
import { READ_SHARE, readingTimeMs, screenTimeAt, screenTimeChanged, startScreenTime } from "@/features/progress/reading-time";

describe("the reading time that completes a lesson at its end", () => {
  it("is a share of the lesson's minutes, so a longer lesson needs longer on screen", () => {
    expect(readingTimeMs(10)).toBe(10 * 60_000 * READ_SHARE);
    expect(readingTimeMs(20)).toBe(2 * readingTimeMs(10));
    // A skim of a few seconds never counts, however short the lesson says it is.
    expect(readingTimeMs(0)).toBeGreaterThanOrEqual(30_000);
  });

  it("counts only the time the page is visible", () => {
    let time = startScreenTime(1_000, true);
    expect(screenTimeAt(time, 61_000)).toBe(60_000);
    time = screenTimeChanged(time, 61_000, false);
    // Ten minutes in a hidden tab add nothing.
    expect(screenTimeAt(time, 661_000)).toBe(60_000);
    time = screenTimeChanged(time, 661_000, true);
    expect(screenTimeAt(time, 691_000)).toBe(90_000);
    // Told it is visible again while it already is, it counts on without counting any time twice.
    time = screenTimeChanged(time, 700_000, true);
    expect(screenTimeAt(time, 701_000)).toBe(100_000);
  });

  it("starts at nothing on a page opened in a hidden tab", () => {
    const time = startScreenTime(5_000, false);
    expect(screenTimeAt(time, 500_000)).toBe(0);
  });
});
