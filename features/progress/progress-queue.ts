import { recordProgress } from "./record-progress";
import { MAX_EVENTS_PER_REQUEST, type ProgressEvent } from "./progress-event";

// Events wait in the browser until the server has them, so progress made offline, or while the backend is down, is
// sent later and never holds up reading. Kept per member: another member signing in on the same browser must not
// send them in their own name.
const storageKey = (memberId: string) => `pim-progress:${memberId}`;
const FIRST_RETRY_MS = 5_000;
const LAST_RETRY_MS = 60_000;

const memoryQueues = new Map<string, ProgressEvent[]>();
let sending = false;
let retryDelay = FIRST_RETRY_MS;
let retryTimer: ReturnType<typeof setTimeout> | undefined;

function read(memberId: string): ProgressEvent[] {
  try {
    const stored = localStorage.getItem(storageKey(memberId));
    return stored ? (JSON.parse(stored) as ProgressEvent[]) : [];
  } catch {
    // No storage (a private window that refuses it): the queue lives as long as the page.
    return memoryQueues.get(memberId) ?? [];
  }
}

function write(memberId: string, events: ProgressEvent[]): void {
  memoryQueues.set(memberId, events);
  try {
    if (events.length) localStorage.setItem(storageKey(memberId), JSON.stringify(events));
    else localStorage.removeItem(storageKey(memberId));
  } catch {
    // Kept in memory above.
  }
}

/** Adds an event and sends what is waiting. */
export function recordEvent(memberId: string, event: ProgressEvent): void {
  write(memberId, [...read(memberId), event]);
  void sendPending(memberId);
}

/** Forgets what is waiting (after a reset, so an old visit does not bring a lesson back). */
export function clearPending(memberId: string): void {
  write(memberId, []);
}

/** Sends the waiting events, oldest first, a batch at a time; on failure tries again later, waiting longer each time. */
export async function sendPending(memberId: string): Promise<void> {
  if (sending) return;
  sending = true;
  clearTimeout(retryTimer);
  try {
    for (let batch = read(memberId).slice(0, MAX_EVENTS_PER_REQUEST); batch.length; batch = read(memberId).slice(0, MAX_EVENTS_PER_REQUEST)) {
      const result = await recordProgress(batch).catch(() => ({ ok: false }));
      if (!result.ok) {
        retryTimer = setTimeout(() => void sendPending(memberId), retryDelay);
        retryDelay = Math.min(retryDelay * 2, LAST_RETRY_MS);
        return;
      }
      retryDelay = FIRST_RETRY_MS;
      // Events added while the batch was on its way stay queued behind it.
      write(memberId, read(memberId).slice(batch.length));
    }
  } finally {
    sending = false;
  }
}
