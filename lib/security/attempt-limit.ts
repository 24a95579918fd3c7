/**
 * Sign-in attempts per key (a visitor address, or an email with an address) in this app server (fixed one-minute
 * windows, at most 10,000 keys remembered). The auth server keeps its own limits; this one stops a single visitor,
 * and a single visitor's guesses at one email, whatever the auth server counts (lib/auth/attempts.ts).
 */
export class AttemptLimit {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly perMinute: number,
    private readonly windowMs = 60_000,
  ) {}

  /** Whether `address` has used up this window's attempts (counts nothing). */
  exhausted(address: string, now = Date.now()): boolean {
    const window = this.windows.get(address);
    return Boolean(window && now - window.start < this.windowMs && window.count >= this.perMinute);
  }

  /** Counts one attempt from `address`; false once it is over the limit for this window. */
  allow(address: string, now = Date.now()): boolean {
    let window = this.windows.get(address);
    if (!window || now - window.start >= this.windowMs) {
      window = { start: now, count: 0 };
      this.windows.delete(address);
      this.windows.set(address, window);
      if (this.windows.size > 10_000) this.windows.delete(this.windows.keys().next().value!);
    }
    window.count += 1;
    return window.count <= this.perMinute;
  }
}
