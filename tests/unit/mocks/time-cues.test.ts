import { describe, expect, it } from "vitest";
import { formatClock, timeCues } from "@/features/mocks/kit/time-cues";

describe("timeCues", () => {
  it("paces a 10-minute question: clarify, structure at 2 minutes, a probe by halfway, two minutes left, time", () => {
    expect(timeCues(10).map((cue) => cue.at)).toEqual([0, 120, 300, 480, 600]);
  });

  it("leaves out the two-minute warning for a question under 5 minutes", () => {
    expect(timeCues(3).map((cue) => cue.at)).toEqual([0, 30, 90, 180]);
  });
});

describe("formatClock", () => {
  it.each([
    [0, "0:00"],
    [65.9, "1:05"],
    [600, "10:00"],
    [-3, "0:00"],
  ])("shows %d seconds as %s", (seconds, text) => {
    expect(formatClock(seconds)).toBe(text);
  });
});
