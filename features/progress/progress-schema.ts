import { z } from "zod";
import { courseNavigation } from "@/lib/course/navigation";
import { MAX_EVENTS_PER_REQUEST, PROGRESS_KINDS, type ProgressEvent } from "./progress-event";

// The server's check of what the browser sends; the browser imports progress-event.ts only, so zod stays off it.
export const progressEventSchema: z.ZodType<ProgressEvent> = z.object({
  path: z.string().refine((path) => courseNavigation.findLessonByPath(path)?.path === path, "not a lesson of the course"),
  kind: z.enum(PROGRESS_KINDS),
  at: z.iso.datetime({ offset: true }),
});

/** A batch as it arrives: its events are checked one by one, so one stale event (a lesson since removed) is dropped alone. */
export const progressBatchSchema = z.array(z.unknown()).min(1).max(MAX_EVENTS_PER_REQUEST);
