import { browserQueue } from "@/lib/browser-queue";
import { recordProgress } from "./record-progress";
import { MAX_EVENTS_PER_REQUEST, type ProgressEvent } from "./progress-event";
import { MEMBER_STORAGE } from "@/lib/member-storage";

// Progress waits in the browser until the server has it, so reading offline or while the backend is down never
// shows an error.
const queue = browserQueue<ProgressEvent>(MEMBER_STORAGE.progressQueue, recordProgress, MAX_EVENTS_PER_REQUEST);

/** Adds an event and sends what is waiting. */
export const recordEvent = queue.add;
/** Forgets what is waiting (after a reset, so an old visit does not bring a lesson back). */
export const clearPending = queue.clear;
/** Sends the waiting events; on failure tries again later, waiting longer each time. */
export const sendPending = queue.flush;
