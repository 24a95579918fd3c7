import { recordDrills } from "./record-drills";
import { MAX_REVIEWS_PER_REQUEST } from "./drill-queue-size";
import type { DrillEvent } from "./review-schema";

// Answers wait in the browser until the server has them, so a session done offline, or while the backend is down,
// is saved later and the learner never waits on the network. Kept per member, as the progress queue is.
const storageKey = (memberId: string) => `pim-drills:${memberId}`;
const FIRST_RETRY_MS = 5_000;
const LAST_RETRY_MS = 60_000;

const memoryQueues = new Map<string, DrillEvent[]>();
const listeners = new Set<() => void>();
let sending = false;
let retryDelay = FIRST_RETRY_MS;
let retryTimer: ReturnType<typeof setTimeout> | undefined;

/** The answers waiting to be sent. */
export function pendingDrills(memberId: string): DrillEvent[] {
  try {
    const stored = localStorage.getItem(storageKey(memberId));
    return stored ? (JSON.parse(stored) as DrillEvent[]) : [];
  } catch {
    // No storage (a private window that refuses it): the queue lives as long as the page.
    return memoryQueues.get(memberId) ?? [];
  }
}

function write(memberId: string, events: DrillEvent[]): void {
  memoryQueues.set(memberId, events);
  try {
    if (events.length) localStorage.setItem(storageKey(memberId), JSON.stringify(events));
    else localStorage.removeItem(storageKey(memberId));
  } catch {
    // Kept in memory above.
  }
  for (const listener of listeners) listener();
}

/** Calls `listener` whenever the waiting answers change; returns the function that stops it. */
export function onPendingChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Adds an answer or a finished session and sends what is waiting. */
export function queueDrill(memberId: string, event: DrillEvent): void {
  write(memberId, [...pendingDrills(memberId), event]);
  void sendDrills(memberId);
}

/** Sends the waiting answers, oldest first, a batch at a time; on failure tries again later, waiting longer each time. */
export async function sendDrills(memberId: string): Promise<void> {
  if (sending) return;
  sending = true;
  clearTimeout(retryTimer);
  try {
    for (let batch = pendingDrills(memberId).slice(0, MAX_REVIEWS_PER_REQUEST); batch.length; batch = pendingDrills(memberId).slice(0, MAX_REVIEWS_PER_REQUEST)) {
      const result = await recordDrills(batch).catch(() => ({ ok: false }));
      if (!result.ok) {
        retryTimer = setTimeout(() => void sendDrills(memberId), retryDelay);
        retryDelay = Math.min(retryDelay * 2, LAST_RETRY_MS);
        return;
      }
      retryDelay = FIRST_RETRY_MS;
      // Answers added while the batch was on its way stay queued behind it.
      write(memberId, pendingDrills(memberId).slice(batch.length));
    }
  } finally {
    sending = false;
  }
}
