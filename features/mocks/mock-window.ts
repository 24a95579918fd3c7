import { FEEDBACK_BLIND_HOURS, MOCK_MARGIN_MINUTES, MOCK_MINUTES, NO_SHOW_GRACE_MINUTES } from "./mock-options";

/** The moments of an agreed mock that change its card: each a time in milliseconds since the epoch. */
export interface MockWindow {
  start: number;
  /** From then the member may say their partner did not come. */
  noShowFrom: number;
  /** Until then the card stays with the upcoming mocks, links and kit included; after it, it is a past mock. */
  currentUntil: number;
  /** From then the feedback of each is shown to the other, whether or not both have sent theirs. */
  feedbackOpenFrom: number;
}

const MINUTE = 60_000;

/** The window of a mock that starts at `proposedAt` (ISO). */
export function mockWindow(proposedAt: string): MockWindow {
  const start = Date.parse(proposedAt);
  return {
    start,
    noShowFrom: start + NO_SHOW_GRACE_MINUTES * MINUTE,
    currentUntil: start + (MOCK_MINUTES + MOCK_MARGIN_MINUTES) * MINUTE,
    feedbackOpenFrom: start + FEEDBACK_BLIND_HOURS * 60 * MINUTE,
  };
}

/** Where a mock stands at `now`: still ahead, under way (start to the end of its window), or over. */
export function mockPhase(proposedAt: string, now: Date): "ahead" | "under-way" | "over" {
  const times = mockWindow(proposedAt);
  if (now.getTime() < times.start) return "ahead";
  return now.getTime() < times.currentUntil ? "under-way" : "over";
}

/**
 * The blind rule of feedback, as the database applies it (mock_feedback_readable()): what the partner wrote about the
 * member is readable by them once they have sent their own on the same mock, or from 48 hours after its start.
 */
export function receivedFeedbackReadable(proposedAt: string, sentMine: boolean, now: Date): boolean {
  return sentMine || now.getTime() >= mockWindow(proposedAt).feedbackOpenFrom;
}
