import "server-only";

interface Entry<Value> {
  value: Value;
  until: number;
}

const holder = globalThis as typeof globalThis & { __pimStores?: Map<string, Map<string, Entry<unknown>>>; __pimLoads?: Map<string, Promise<unknown>> };
const stores = (holder.__pimStores ??= new Map());
const loads = (holder.__pimLoads ??= new Map());

/**
 * Answers this app server keeps for a short while, per key (a member's id, or a checked token), so repeated
 * requests share one Data API call or one signature check. They live in this process, on globalThis so that the proxy's bundle and the pages' share them;
 * other app servers keep their own, which is why the time is short. `ttlMs` is read at every write, so a test can
 * change it; 0 keeps nothing. The oldest answers go first when there are too many. `shared()` runs one load per key
 * at a time: when an answer expires while several requests of the member are in flight, one asks the Data API and
 * the others wait for its answer, rather than each asking at once and queueing at the database.
 */
export function shortLivedStore<Value>(name: string, ttlMs: () => number, maxEntries = 10_000) {
  if (!stores.has(name)) stores.set(name, new Map());
  const entries = stores.get(name)! as Map<string, Entry<Value>>;
  return {
    get(key: string): Value | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.until > Date.now()) return entry.value;
      entries.delete(key);
      return undefined;
    },
    /** Keeps `value` for the store's time, or for `forMs` when that is shorter (0 or less keeps nothing). */
    set(key: string, value: Value, forMs = Number.POSITIVE_INFINITY): void {
      const ttl = Math.min(ttlMs(), forMs);
      if (ttl <= 0) return;
      entries.delete(key);
      entries.set(key, { value, until: Date.now() + ttl });
      // A Map keeps insertion order, so the first key is the answer kept longest.
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },
    delete(key: string): void {
      entries.delete(key);
    },
    /**
     * The answer kept for `key`, or else the one `load()` gives, kept unless it is null (it could not be read): one
     * load per key at a time, shared by the requests that ask meanwhile.
     */
    async getOrLoad(key: string, load: () => Promise<Value | null>): Promise<Value | null> {
      const kept = this.get(key);
      if (kept !== undefined) return kept;
      return this.shared(key, async () => {
        const value = await load();
        if (value !== null) this.set(key, value);
        return value;
      });
    },
    /** The promise of the load of `key` already under way, or of `load()`, started now. */
    shared<Result>(key: string, load: () => Promise<Result>): Promise<Result> {
      const id = `${name}\u0000${key}`;
      const running = loads.get(id) as Promise<Result> | undefined;
      if (running) return running;
      const started = load().finally(() => loads.delete(id));
      loads.set(id, started);
      return started;
    },
  };
}

/** A time in seconds from the environment, kept between 0 and `max` seconds, in milliseconds. */
export function secondsFromEnv(name: string, fallback: number, max: number): number {
  const seconds = Number(process.env[name] ?? fallback);
  return Number.isFinite(seconds) ? Math.min(Math.max(seconds, 0), max) * 1000 : fallback * 1000;
}
