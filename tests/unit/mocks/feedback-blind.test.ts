import { describe, expect, it } from "vitest";
import { receivedFeedbackReadable } from "@/features/mocks/mock-window";

const START = "2026-12-12T04:30:00.000Z";
const after = (hours: number) => new Date(Date.parse(START) + hours * 3_600_000);

describe("the blind rule of mock feedback", () => {
  it("keeps the partner's feedback hidden until the member sends theirs", () => {
    expect(receivedFeedbackReadable(START, false, after(1))).toBe(false);
    expect(receivedFeedbackReadable(START, true, after(1))).toBe(true);
  });
  it("opens it 48 hours after the start whether or not the member sent theirs", () => {
    expect(receivedFeedbackReadable(START, false, after(47.99))).toBe(false);
    expect(receivedFeedbackReadable(START, false, after(48))).toBe(true);
  });
});
