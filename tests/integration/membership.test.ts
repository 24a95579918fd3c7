import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { confirmMembership, isStillMember, membershipOf } from "@/lib/auth/membership";
import { verifiedClaims } from "@/lib/auth/verified-claims";
import { DEMO, databaseKinds, newMember, startTestBackend, type TestBackend } from "./harness";

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(databaseKinds())("the membership rule and the session check (%s)", (kind) => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startTestBackend(kind);
    vi.stubEnv("NEXT_PUBLIC_SUPABASE_URL", backend.url);
    vi.stubEnv("NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY", "unused-by-these-checks");
    vi.stubEnv("MEMBERSHIP_CACHE_SECONDS", "1");
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await backend?.close();
  });

  it("verifies the session's token and gives its claims; a token with a changed signature gives none", async () => {
    const { client, user, session } = await newMember(backend);
    expect((await verifiedClaims(client))?.sub).toBe(user.id);

    const other = backend.client();
    const [header, payload] = session.access_token.split(".");
    await other.auth.setSession({ access_token: `${header}.${payload}.${Buffer.from("forged").toString("base64url")}`, refresh_token: "x" });
    expect(await verifiedClaims(other)).toBeNull();
    expect(await verifiedClaims(backend.client())).toBeNull();
  });

  it("checks a token's signature once: the next request with the same token is answered without a verification", async () => {
    const { client, user } = await newMember(backend);
    const verify = vi.spyOn(crypto.subtle, "verify");
    try {
      expect((await verifiedClaims(client))?.sub).toBe(user.id);
      expect(verify).toHaveBeenCalledTimes(1);
      expect((await verifiedClaims(client))?.sub).toBe(user.id);
      expect(verify).toHaveBeenCalledTimes(1);
      // Past the ten minutes the keys are trusted for, the token is verified again.
      vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 11 * 60_000 });
      expect((await verifiedClaims(client))?.sub).toBe(user.id);
      expect(verify).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
      verify.mockRestore();
    }
  });

  it("answers member, then not-member once the email leaves the list; a remembered yes lasts the time-to-live", async () => {
    const { client, email, user } = await newMember(backend);
    expect(await membershipOf(client)).toBe("member");
    expect(await isStillMember(client, user.id)).toBe(true);

    expect((await backend.service().from("users").delete().eq("email", email)).error).toBeNull();
    expect(await membershipOf(client)).toBe("not-member");
    // Within the time-to-live the remembered answer stands; after it, the removal ends access.
    expect(await isStillMember(client, user.id)).toBe(true);
    await wait(1_100);
    expect(await isStillMember(client, user.id)).toBe(false);
  });

  it("at sign-in, always asks afresh: a former member is signed out with the not-a-member message", async () => {
    const { client, email, user } = await newMember(backend);
    expect(await confirmMembership(client, user.id)).toBeNull();
    await backend.service().from("users").delete().eq("email", email);
    expect(await confirmMembership(client, user.id)).toBe("notMember");
    expect((await client.auth.getSession()).data.session).toBeNull();
  });

  it("with the backend unreachable the answer is unknown: the verified token stands, but a sign-in is not confirmed", async () => {
    const demo = backend.client();
    const { data } = await demo.auth.signInWithPassword(DEMO);
    const userId = data.user!.id;
    const stopped = await startTestBackend(kind === "postgres" ? "pglite" : kind);
    await stopped.close();
    // A client pointed at a port nothing listens on any more: every request fails as in an outage.
    const unreachable = stopped.client();
    await unreachable.auth.setSession({ access_token: data.session!.access_token, refresh_token: data.session!.refresh_token });
    expect(await membershipOf(unreachable)).toBe("unknown");
    expect(await isStillMember(unreachable, `${userId}-not-remembered`)).toBe(true);
    expect(await confirmMembership(unreachable, userId)).toBe("accountCheck");
  });
});
