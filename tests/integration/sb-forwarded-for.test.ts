import { afterAll, describe, expect, it } from "vitest";
import { ANON_KEY } from "@/local-supabase/config";
import { DEMO, httpLayerKinds, startTestBackend, type TestBackend } from "./harness";

const FIVE_A_MINUTE = { perAddress: 5, perEmail: 10, windowMs: 60_000 };
const HEADERS = { apikey: ANON_KEY, "Content-Type": "application/json", "X-Supabase-Api-Version": "2024-01-01" };

/**
 * `Sb-Forwarded-For` (local-supabase/sb-forwarded-for.ts, http.ts clientAddress): the app server sends its visitor's
 * address in it, and, as GoTrue with GOTRUE_SECURITY_SB_FORWARDED_FOR_ENABLED, the per-address limits (60 sign-ins and
 * sign-ups a minute) count that address instead of the app server's, so one visitor's failures do not lock out others.
 */
describe.each(httpLayerKinds())("Sb-Forwarded-For on %s", (kind) => {
  const backends: TestBackend[] = [];
  afterAll(() => Promise.all(backends.map((backend) => backend.close())));

  const signIn = (backend: TestBackend, email: string, password: string, forwardedFor?: string) =>
    fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
      method: "POST",
      headers: { ...HEADERS, ...(forwardedFor === undefined ? {} : { "Sb-Forwarded-For": forwardedFor }) },
      body: JSON.stringify({ email, password }),
    });

  /**
   * `count` failed sign-ins from one visitor, each for another unknown email so no per-email limit is reached first.
   * The first test fills GoTrue's own limit of 60; the others, which ask only whose address is counted, run on a
   * backend limited to 5 a minute, since each failure costs a password hash.
   */
  async function failures(backend: TestBackend, forwardedFor: string | undefined, count = 60) {
    for (let i = 0; i < count; i++) {
      const response = await signIn(backend, `nobody-${i}@example.com`, "wrong-password", forwardedFor);
      expect(response.status, `attempt ${i + 1}`).toBe(400);
    }
  }

  it("limits the visitor the header names (429 on the 61st) while another visitor still signs in", async () => {
    const backend = await startTestBackend(kind);
    backends.push(backend);
    // The leftmost value counts: the app's proxies append their own addresses after it.
    await failures(backend, "203.0.113.7, 10.0.0.1");
    const limited = await signIn(backend, DEMO.email, DEMO.password, "203.0.113.7");
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ code: "over_request_rate_limit", message: "Request rate limit reached" });
    // The same address written another way (IPv4-mapped IPv6) is the same visitor, as Go's net.IP writes it.
    expect((await signIn(backend, DEMO.email, DEMO.password, "::ffff:203.0.113.7")).status).toBe(429);

    const member = await signIn(backend, DEMO.email, DEMO.password, "198.51.100.20");
    expect(member.status).toBe(200);
    expect(((await member.json()) as { user: { email: string } }).user.email).toBe(DEMO.email);
    // Without the header, or with one that is not an IP, the app server's own address counts: not the limited one.
    expect((await signIn(backend, DEMO.email, DEMO.password)).status).toBe(200);
    expect((await signIn(backend, DEMO.email, DEMO.password, "203.0.113.7.evil")).status).toBe(200);
  });

  it("counts a header that is not a valid IP as the TCP peer, as GoTrue does", async () => {
    const backend = await startTestBackend(kind, { rateLimit: FIVE_A_MINUTE });
    backends.push(backend);
    await failures(backend, "not-an-ip", 5);
    expect((await signIn(backend, DEMO.email, DEMO.password)).status).toBe(429);
    expect((await signIn(backend, DEMO.email, DEMO.password, "198.51.100.20")).status).toBe(200);
  });

  it("ignores the header with LOCAL_SUPABASE_SB_FORWARDED_FOR=false: every caller shares the peer's limit", async () => {
    const backend = await startTestBackend(kind, { sbForwardedFor: false, rateLimit: FIVE_A_MINUTE });
    backends.push(backend);
    await failures(backend, "203.0.113.7", 5);
    expect((await signIn(backend, DEMO.email, DEMO.password, "198.51.100.20")).status).toBe(429);
  });

  it("holds an email back after ten failures from one visitor, there only: its owner signs in from their own address", async () => {
    const backend = await startTestBackend(kind);
    backends.push(backend);
    for (let i = 0; i < 10; i++) {
      expect((await signIn(backend, DEMO.email, `wrong-${i}`, "203.0.113.8")).status, `attempt ${i + 1}`).toBe(400);
    }
    expect((await signIn(backend, DEMO.email, DEMO.password, "203.0.113.8")).status).toBe(429);
    expect((await signIn(backend, DEMO.email, DEMO.password, "198.51.100.21")).status).toBe(200);
  });
});
