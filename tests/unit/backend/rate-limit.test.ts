import { describe, expect, it } from "vitest";
import { EmailFrequencyLimiter, RateLimiter } from "@/local-supabase/rate-limit";

const config = { perAddress: 3, perEmail: 2, windowMs: 60_000 };

describe("the sign-in and sign-up rate limiter (local-supabase/rate-limit.ts)", () => {
  it("refuses an address past its limit, and lets it in again once the minute is over", () => {
    const limiter = new RateLimiter(config);
    const start = 1_000_000;
    expect([1, 2, 3, 4].map(() => limiter.allowAddress("10.0.0.1", start))).toEqual([true, true, true, false]);
    expect(limiter.allowAddress("10.0.0.2", start)).toBe(true);
    expect(limiter.allowAddress("10.0.0.1", start + 59_999)).toBe(false);
    expect(limiter.allowAddress("10.0.0.1", start + 60_000)).toBe(true);
  });

  it("holds back an email after its failures from one address, in any letter case, and only that email there", () => {
    const limiter = new RateLimiter(config);
    const start = 1_000_000;
    expect(limiter.allowEmail("asha@example.com", "10.0.0.1", start)).toBe(true);
    limiter.recordEmailFailure("asha@example.com", "10.0.0.1", start);
    expect(limiter.allowEmail("ASHA@example.com", "10.0.0.1", start)).toBe(true);
    limiter.recordEmailFailure("Asha@Example.com", "10.0.0.1", start);
    expect(limiter.allowEmail("asha@example.com", "10.0.0.1", start)).toBe(false);
    expect(limiter.allowEmail("ravi@example.com", "10.0.0.1", start)).toBe(true);
    expect(limiter.allowEmail("asha@example.com", "10.0.0.1", start + 60_000)).toBe(true);
  });

  it("never holds back the email's owner at another address for failures elsewhere", () => {
    const limiter = new RateLimiter(config);
    for (let i = 0; i < 5; i++) limiter.recordEmailFailure("asha@example.com", "203.0.113.9", 1_000_000);
    expect(limiter.allowEmail("asha@example.com", "203.0.113.9", 1_000_000)).toBe(false);
    expect(limiter.allowEmail("asha@example.com", "198.51.100.7", 1_000_000)).toBe(true);
  });

  it("does not count a check as a failure", () => {
    const limiter = new RateLimiter(config);
    for (let i = 0; i < 10; i++) expect(limiter.allowEmail("asha@example.com", "10.0.0.1", 1_000_000)).toBe(true);
  });
});

describe("the one-email-per-address limiter (local-supabase/rate-limit.ts)", () => {
  it("lets an address have one email per interval, in any letter case, and says how long is left", () => {
    const limiter = new EmailFrequencyLimiter(60_000);
    const start = 1_000_000;
    expect(limiter.claim("asha@example.com", start)).toBe(0);
    expect(limiter.claim("ASHA@example.com", start + 1_500)).toBe(58_500);
    expect(limiter.claim("ravi@example.com", start + 1_500)).toBe(0);
    expect(limiter.claim("asha@example.com", start + 59_999)).toBe(1);
    expect(limiter.claim("asha@example.com", start + 60_000)).toBe(0);
  });

  it("does not extend the interval with refused claims, and gives a claim back when its email was not sent", () => {
    const limiter = new EmailFrequencyLimiter(60_000);
    expect(limiter.claim("asha@example.com", 0)).toBe(0);
    expect(limiter.claim("asha@example.com", 30_000)).toBe(30_000);
    expect(limiter.claim("asha@example.com", 60_000)).toBe(0);
    limiter.release("asha@example.com", 60_000);
    expect(limiter.claim("asha@example.com", 60_001)).toBe(0);
    // Giving back an older claim does not free a newer one.
    limiter.release("asha@example.com", 60_000);
    expect(limiter.claim("asha@example.com", 60_002)).toBe(59_999);
  });
});
