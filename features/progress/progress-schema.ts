import { z } from "zod";
import { courseNavigation } from "@/lib/course/navigation";

/** What the lesson page reports: opened for a while, finished, or "not finished after all". */
export const PROGRESS_KINDS = ["visit", "complete", "undo"] as const;
export type ProgressKind = (typeof PROGRESS_KINDS)[number];

/** At most this many queued events in one request: a long offline spell is sent in several. */
export const MAX_EVENTS_PER_REQUEST = 50;

export const progressEventSchema = z.object({
  path: z.string().refine((path) => courseNavigation.findLessonByPath(path)?.path === path, "not a lesson of the course"),
  kind: z.enum(PROGRESS_KINDS),
  // When it happened on the learner's device: a visit recorded offline arrives later, in its own order.
  at: z.iso.datetime({ offset: true }),
});
export type ProgressEvent = z.infer<typeof progressEventSchema>;

/** A batch as it arrives: its events are checked one by one, so one stale event (a lesson since removed) is dropped alone. */
export const progressBatchSchema = z.array(z.unknown()).min(1).max(MAX_EVENTS_PER_REQUEST);
