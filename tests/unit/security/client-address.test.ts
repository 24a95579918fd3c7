import { describe, expect, it } from "vitest";
import { AttemptLimit } from "@/lib/security/attempt-limit";
import { clientAddress } from "@/lib/security/client-address";

const headers = (entries: Record<string, string>) => new Headers(entries);

describe("clientAddress", () => {
  it("believes no header unless the operator names one", () => {
    expect(clientAddress(headers({ "x-forwarded-for": "203.0.113.9" }), undefined)).toBeNull();
  });

  it("takes the last X-Forwarded-For entry, the one the operator's proxy appended", () => {
    expect(clientAddress(headers({ "x-forwarded-for": "1.2.3.4, 203.0.113.9" }), "x-forwarded-for")).toBe("203.0.113.9");
    expect(clientAddress(headers({ "x-forwarded-for": "2001:db8::1" }), "x-forwarded-for")).toBe("2001:db8::1");
  });

  it("takes a single-value header as it is, and nothing that is not an address", () => {
    expect(clientAddress(headers({ "cf-connecting-ip": "198.51.100.7" }), "cf-connecting-ip")).toBe("198.51.100.7");
    expect(clientAddress(headers({ "cf-connecting-ip": "evil, 198.51.100.7" }), "cf-connecting-ip")).toBeNull();
    expect(clientAddress(headers({}), "cf-connecting-ip")).toBeNull();
  });
});

describe("AttemptLimit", () => {
  it("allows the limit per address per minute, then refuses that address only, until the minute is over", () => {
    const limit = new AttemptLimit(3);
    const now = 1_000_000;
    expect([1, 2, 3, 4].map(() => limit.allow("203.0.113.9", now))).toEqual([true, true, true, false]);
    expect(limit.allow("198.51.100.7", now)).toBe(true);
    expect(limit.exhausted("203.0.113.9", now)).toBe(true);
    expect(limit.exhausted("198.51.100.7", now)).toBe(false);
    expect(limit.allow("203.0.113.9", now + 60_000)).toBe(true);
    expect(limit.exhausted("203.0.113.9", now + 60_000)).toBe(false);
  });
});
