import type { RateLimitConfig } from "./config";

/**
 * Fixed-window counters in memory, keyed by client address, or by email and client address. Enough for one local process; it only has
 * to make brute force slow and show the app the same 429 that hosted Supabase sends.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(private readonly config: RateLimitConfig) {}

  private current(key: string, now: number) {
    const window = this.windows.get(key);
    if (window && now - window.start < this.config.windowMs) return window;
    const fresh = { start: now, count: 0 };
    this.windows.set(key, fresh);
    if (this.windows.size > 10_000) this.prune(now);
    return fresh;
  }

  private prune(now: number) {
    for (const [key, window] of this.windows) if (now - window.start >= this.config.windowMs) this.windows.delete(key);
  }

  /** Counts an attempt from `address`; false once the address is over its limit. */
  allowAddress(address: string, now = Date.now()): boolean {
    const window = this.current(`address:${address}`, now);
    window.count += 1;
    return window.count <= this.config.perAddress;
  }

  /**
   * Whether `email` may be tried again from `address`; failures are counted by `recordEmailFailure`. Per email and
   * address together: hosted GoTrue keeps no per-email count at all, and a count per email alone would let anyone
   * lock a member out by guessing at their password from elsewhere.
   */
  allowEmail(email: string, address: string, now = Date.now()): boolean {
    return this.current(emailKey(email, address), now).count < this.config.perEmail;
  }

  recordEmailFailure(email: string, address: string, now = Date.now()): void {
    this.current(emailKey(email, address), now).count += 1;
  }
}

const emailKey = (email: string, address: string) => `email:${email.toLowerCase()} ${address}`;

/**
 * GoTrue's "one email per address per interval" rule (its SMTP max frequency), kept in memory for every address
 * asked about, with an account or without, so that a 429 tells nothing about who has an account.
 */
export class EmailFrequencyLimiter {
  private readonly lastSent = new Map<string, number>();

  constructor(private readonly intervalMs: number) {}

  /**
   * Claims a send for `email` at `now`: 0 when it may be sent (the claim is recorded at once, so a concurrent request
   * for the same address is refused), else the milliseconds left until another may be asked for.
   */
  claim(email: string, now = Date.now()): number {
    const key = email.toLowerCase();
    const last = this.lastSent.get(key);
    if (last !== undefined && now - last < this.intervalMs) return this.intervalMs - (now - last);
    this.lastSent.set(key, now);
    if (this.lastSent.size > 10_000) {
      for (const [address, sentAt] of this.lastSent) if (now - sentAt >= this.intervalMs) this.lastSent.delete(address);
    }
    return 0;
  }

  /** Gives a claim back when its email was not sent after all (the transaction failed), so a retry is not held up. */
  release(email: string, claimedAt: number): void {
    const key = email.toLowerCase();
    if (this.lastSent.get(key) === claimedAt) this.lastSent.delete(key);
  }
}
