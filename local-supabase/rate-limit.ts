import type { RateLimitConfig } from "./config";

/**
 * Fixed-window counters in memory, keyed by client address or email. Enough for one local process; it only has
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

  /** Whether `email` may try again; failures are counted by `recordEmailFailure`. */
  allowEmail(email: string, now = Date.now()): boolean {
    return this.current(`email:${email.toLowerCase()}`, now).count < this.config.perEmail;
  }

  recordEmailFailure(email: string, now = Date.now()): void {
    this.current(`email:${email.toLowerCase()}`, now).count += 1;
  }
}
