import { describe, expect, it } from "vitest";
import { AttemptLimit } from "@/lib/security/attempt-limit";
import { PEER_ADDRESS_HEADER, clientAddress } from "@/lib/security/client-address";

const headers = (entries: Record<string, string>) => new Headers(entries);

describe("clientAddress", () => {
  it("believes no header unless the operator names one", () => {
    expect(clientAddress(headers({ "x-forwarded-for": "203.0.113.9" }), undefined, false)).toBeNull();
  });

  it("with no proxy named, takes the socket's address the app server wrote, never a visitor's X-Forwarded-For", () => {
    const request = headers({ "x-forwarded-for": "203.0.113.9", [PEER_ADDRESS_HEADER]: "198.51.100.7" });
    expect(clientAddress(request, undefined, true)).toBe("198.51.100.7");
    expect(clientAddress(headers({ [PEER_ADDRESS_HEADER]: "::ffff:127.0.0.1" }), undefined, true)).toBe("::ffff:127.0.0.1");
    // Under a plain `next start` nobody writes the header, so a visitor's own value is not believed.
    expect(clientAddress(request, undefined, false)).toBeNull();
    // A proxy named by the operator wins over the socket, which is then the proxy's own address.
    expect(clientAddress(request, "x-forwarded-for", true)).toBe("203.0.113.9");
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
