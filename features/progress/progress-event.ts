/** What the lesson page reports: opened for a while, finished, or "not finished after all". */
export const PROGRESS_KINDS = ["visit", "complete", "undo"] as const;
export type ProgressKind = (typeof PROGRESS_KINDS)[number];

/** One report, with when it happened on the learner's device (a visit recorded offline arrives later). */
export interface ProgressEvent {
  path: string;
  kind: ProgressKind;
  at: string;
}

/** At most this many queued events in one request: a long offline spell is sent in several. */
export const MAX_EVENTS_PER_REQUEST = 50;
