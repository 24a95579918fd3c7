import type { Session } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANON_KEY } from "@/local-supabase/config";
import { loadSigningKey, signAccessToken } from "@/local-supabase/signing-keys";
import { DEMO, httpLayerKinds, newMember, startTestBackend, type TestBackend } from "./harness";

/**
 * Sign-out, POST /auth/v1/logout (local-supabase/auth/logout-endpoint.ts): which sessions each scope ends. A member
 * is signed in on three devices; afterwards each device's access token either still gets the user or is refused as
 * signed out, and a refresh token of an ended session no longer works.
 */
describe.each(httpLayerKinds())("sign-out scopes on %s", (kind) => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startTestBackend(kind);
  });
  afterAll(() => backend?.close());

  /** A new member signed in on three devices; the first device's client holds its session. */
  async function memberOnThreeDevices() {
    const member = await newMember(backend);
    const sessions: Session[] = [member.session];
    for (let i = 0; i < 2; i++) {
      const { data, error } = await backend.client().auth.signInWithPassword({ email: member.email, password: "a-strong-password" });
      if (error || !data.session) throw new Error(error?.message ?? "no session");
      sessions.push(data.session);
    }
    return { ...member, sessions };
  }

  /** Whether this session is still signed in: its access token gets the user from GET /auth/v1/user. */
  async function signedIn(session: Session): Promise<boolean> {
    const { data, error } = await backend.client().auth.getUser(session.access_token);
    if (data.user) return true;
    expect(error?.name).toBe("AuthSessionMissingError");
    return false;
  }

  it("ends every session of the member with the default (global) scope, and no one else's", async () => {
    const member = await memberOnThreeDevices();
    const demo = (await backend.client().auth.signInWithPassword(DEMO)).data.session!;
    const { error } = await member.client.auth.signOut();
    expect(error).toBeNull();
    expect(await Promise.all(member.sessions.map(signedIn))).toEqual([false, false, false]);
    for (const session of member.sessions) {
      const refreshed = await backend.client().auth.refreshSession({ refresh_token: session.refresh_token });
      expect(refreshed.data.session).toBeNull();
      expect(refreshed.error?.status).toBe(400);
    }
    expect(await signedIn(demo)).toBe(true);
  });

  it("ends only the session it is sent from with scope local", async () => {
    const member = await memberOnThreeDevices();
    expect((await member.client.auth.signOut({ scope: "local" })).error).toBeNull();
    expect(await Promise.all(member.sessions.map(signedIn))).toEqual([false, true, true]);
  });

  it("ends every other session and keeps this one with scope others", async () => {
    const member = await memberOnThreeDevices();
    expect((await member.client.auth.signOut({ scope: "others" })).error).toBeNull();
    expect(await Promise.all(member.sessions.map(signedIn))).toEqual([true, false, false]);
    const refreshed = await backend.client().auth.refreshSession({ refresh_token: member.sessions[0]!.refresh_token });
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.user?.email).toBe(member.email);
  });

  it("treats a token without a session (signed with the backend's key, no session_id) as global, whatever the scope", async () => {
    const member = await memberOnThreeDevices();
    const now = Math.floor(Date.now() / 1000);
    // ES256: a minted HS256 token is refused outright (tests/integration/legacy-tokens.test.ts).
    const token = await signAccessToken(await loadSigningKey(backend.db), { sub: member.user.id, role: "authenticated", aud: "authenticated", iat: now, exp: now + 600 });
    const response = await fetch(`${backend.url}/auth/v1/logout?scope=local`, {
      method: "POST",
      headers: { apikey: ANON_KEY, Authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe("");
    expect(await Promise.all(member.sessions.map(signedIn))).toEqual([false, false, false]);
  });

  it("refuses a sign-out that names no user (the anon key) and ends nothing", async () => {
    const member = await memberOnThreeDevices();
    const response = await fetch(`${backend.url}/auth/v1/logout`, {
      method: "POST",
      headers: { apikey: ANON_KEY, Authorization: `Bearer ${ANON_KEY}`, "X-Supabase-Api-Version": "2024-01-01" },
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ code: "bad_jwt", message: "invalid claim: missing sub claim" });
    expect(await Promise.all(member.sessions.map(signedIn))).toEqual([true, true, true]);
  });
});
