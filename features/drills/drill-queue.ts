import { browserQueue } from "@/lib/browser-queue";
import { recordDrills } from "./record-drills";
import { MAX_REVIEWS_PER_REQUEST } from "./drill-queue-size";
import type { DrillEvent } from "./review-schema";
import { MEMBER_STORAGE } from "@/lib/member-storage-names";

// Answers wait in the browser until the server has them, so a session done offline, or while the backend is down,
// is saved later and the learner never waits on the network.
const queue = browserQueue<DrillEvent>(MEMBER_STORAGE.drillQueue, recordDrills, MAX_REVIEWS_PER_REQUEST);

/** The answers waiting to be sent. */
export const pendingDrills = queue.pending;
/** Calls a listener whenever the waiting answers change; returns the function that stops it. */
export const onPendingChange = queue.subscribe;
/** Adds an answer or a finished session and sends what is waiting. */
export const queueDrill = queue.add;
/** Sends the waiting answers; on failure tries again later, waiting longer each time. */
export const sendDrills = queue.flush;
