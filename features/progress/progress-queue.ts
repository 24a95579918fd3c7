import { browserQueue } from "@/lib/browser-queue";
import { recordProgress } from "./record-progress";
import { MAX_EVENTS_PER_REQUEST, type ProgressEvent } from "./progress-event";
import { MEMBER_STORAGE } from "@/lib/member-storage-names";

// Progress waits in the browser until the server has it, so reading offline or while the backend is down never
// shows an error.
const queue = browserQueue<ProgressEvent>(MEMBER_STORAGE.progressQueue, recordProgress, MAX_EVENTS_PER_REQUEST);
/**
 * Where a lesson page keeps what the learner did before the member's frame said who they are (the page is the same for
 * every member): in storage at once, so a reload or a closed tab before the frame arrives loses nothing. Under the
 * queue's own prefix (MEMBER_STORAGE.progressQueue), so whatever clears a member's stored data clears it too. No member id looks
 * like it.
 */
const BEFORE_MEMBER_KNOWN = "before-member-known";

/** Adds an event and sends what is waiting. */
export const recordEvent = queue.add;
/** Forgets what is waiting (after a reset, so an old visit does not bring a lesson back). */
export const clearPending = (memberId: string) => {
  queue.clear(memberId);
  queue.clear(BEFORE_MEMBER_KNOWN);
};
/** Sends the waiting events; on failure tries again later, waiting longer each time. */
export const sendPending = queue.flush;

/** Keeps an event made before the member is known, to be sent as theirs once they are (`claimEarlyEvents`). */
export const keepEarlyEvent = (event: ProgressEvent) => queue.keep(BEFORE_MEMBER_KNOWN, event);
/** The events made before the member was known, on this page or an earlier one, oldest first. */
export const earlyEvents = () => queue.pending(BEFORE_MEMBER_KNOWN);
/** Makes the events kept before the member was known theirs, and sends them. */
export const claimEarlyEvents = (memberId: string) => queue.move(BEFORE_MEMBER_KNOWN, memberId);
