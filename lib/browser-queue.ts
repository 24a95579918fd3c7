const FIRST_RETRY_MS = 5_000;
const LAST_RETRY_MS = 60_000;

/** Each queue's way to drop what it holds in memory and stop retrying: a sign-out calls them all. */
const forgetters = new Set<() => void>();

/** Drops the events every queue holds in memory and stops their retries (lib/member-storage.ts, on sign-out). */
export function forgetQueuedEvents(): void {
  for (const forget of forgetters) forget();
}

/**
 * Events that wait in the browser until the server has them, so what a learner does offline, or while the backend is
 * down, is sent later and never holds them up. Kept in localStorage per member (`<name>:<member id>`): another member
 * signing in on the same browser must not send them in their own name, and signing out removes them (lib/member-storage.ts). `send` posts one batch of at most `batchSize`
 * events (a server action); on failure the queue tries again later, waiting longer each time, from 5 s to a minute.
 */
export function browserQueue<Event>(name: string, send: (batch: Event[]) => Promise<{ ok?: true }>, batchSize: number) {
  const storageKey = (memberId: string) => `${name}:${memberId}`;
  const memoryQueues = new Map<string, Event[]>();
  const listeners = new Set<() => void>();
  let sending = false;
  /** A flush was asked for while one was under way (the connection came back, another event was added). */
  let askedAgain = false;
  let retryDelay = FIRST_RETRY_MS;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  forgetters.add(() => {
    memoryQueues.clear();
    clearTimeout(retryTimer);
    retryDelay = FIRST_RETRY_MS;
  });

  /** The events waiting to be sent. */
  function pending(memberId: string): Event[] {
    try {
      const stored = localStorage.getItem(storageKey(memberId));
      return stored ? (JSON.parse(stored) as Event[]) : [];
    } catch {
      // No storage (a private window that refuses it): the queue lives as long as the page.
      return memoryQueues.get(memberId) ?? [];
    }
  }

  function write(memberId: string, events: Event[]): void {
    memoryQueues.set(memberId, events);
    try {
      if (events.length) localStorage.setItem(storageKey(memberId), JSON.stringify(events));
      else localStorage.removeItem(storageKey(memberId));
    } catch {
      // Kept in memory above.
    }
    for (const listener of listeners) listener();
  }

  /**
   * Sends the waiting events, oldest first, a batch at a time; on failure tries again later. Asked while a batch is on
   * its way, it sends again once that one is done, even if it failed: the browser's "online" event arrives while the
   * batch sent offline is still failing, and the answers must not wait for the next retry once the connection is back.
   */
  async function flush(memberId: string): Promise<void> {
    if (sending) {
      askedAgain = true;
      return;
    }
    sending = true;
    askedAgain = false;
    clearTimeout(retryTimer);
    let failed = false;
    try {
      for (let batch = pending(memberId).slice(0, batchSize); batch.length; batch = pending(memberId).slice(0, batchSize)) {
        const result = await send(batch).catch(() => ({ ok: undefined }));
        if (!result.ok) {
          failed = true;
          break;
        }
        retryDelay = FIRST_RETRY_MS;
        // Events added while the batch was on its way stay queued behind it.
        write(memberId, pending(memberId).slice(batch.length));
      }
    } finally {
      sending = false;
    }
    if (askedAgain) return flush(memberId);
    if (failed) {
      retryTimer = setTimeout(() => void flush(memberId), retryDelay);
      retryDelay = Math.min(retryDelay * 2, LAST_RETRY_MS);
    }
  }

  return {
    pending,
    flush,
    /** Adds an event and sends what is waiting. */
    add(memberId: string, event: Event): void {
      write(memberId, [...pending(memberId), event]);
      void flush(memberId);
    },
    /** Keeps an event under `key` without sending it: for events whose member is not known yet (see `move`). */
    keep(key: string, event: Event): void {
      write(key, [...pending(key), event]);
    },
    /**
     * Puts the events kept under `from` behind the member's own and sends them. The member's queue is written before
     * `from` is emptied, so a page closed in between loses nothing (it sends them twice at worst).
     */
    move(from: string, memberId: string): void {
      const kept = pending(from);
      if (!kept.length) return;
      write(memberId, [...pending(memberId), ...kept]);
      write(from, []);
      void flush(memberId);
    },
    /** Forgets what is waiting. */
    clear(memberId: string): void {
      write(memberId, []);
    },
    /** Calls `listener` whenever the waiting events change; returns the function that stops it. */
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
