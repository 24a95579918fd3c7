import { randomUUID } from "node:crypto";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANON_KEY } from "@/local-supabase/config";
import { DEMO, httpLayerKinds, memoryStorage, startTestBackend, type TestBackend } from "./harness";

const SITE = "http://localhost:3000/";
const CALLBACK = "http://localhost:3000/auth/callback";

/**
 * Google sign-in beyond the PKCE round trip of google.test.ts: the implicit flow (tokens in the fragment), the
 * callback reached by a form POST, the callback's refusals of a bad or stale state, an expired code at the token
 * endpoint, and the stand-in page's handling of a hostile state. Endpoints: auth/authorize-endpoint.ts,
 * auth/callback-endpoint.ts, auth/google-stand-in-endpoint.ts and the pkce grant of auth/token-endpoint.ts.
 */
describe.each(httpLayerKinds())("Google sign-in callback on %s", (kind) => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startTestBackend(kind);
  });
  afterAll(() => backend?.close());

  const client = (flowType: "pkce" | "implicit") =>
    createClient(backend.url, ANON_KEY, {
      auth: { flowType, persistSession: true, storage: memoryStorage(), autoRefreshToken: false, detectSessionInUrl: false },
    });

  async function location(response: Response): Promise<string> {
    expect([302, 303]).toContain(response.status);
    return response.headers.get("location")!;
  }

  /** Starts the sign-in with supabase-js and picks `email` on the stand-in page; returns the callback URL it sends the browser to. */
  async function chooseAccount(supabase: SupabaseClient, email: string, beforeChoosing?: (state: string) => Promise<void>) {
    const { data, error } = await supabase.auth.signInWithOAuth({ provider: "google", options: { redirectTo: CALLBACK, skipBrowserRedirect: true } });
    expect(error).toBeNull();
    const page = new URL(await location(await fetch(data.url!, { redirect: "manual" })));
    const state = page.searchParams.get("state")!;
    await beforeChoosing?.(state);
    const form = new URLSearchParams({ state, email, name: "Asha Verma", action: "allow" });
    return location(await fetch(`${backend.url}/auth/v1/__emulator/google`, { method: "POST", body: form, redirect: "manual" }));
  }

  /** Moves a flow's start 301 s into the past, past the five minutes a sign-in may take. */
  async function age(where: string, value: string): Promise<void> {
    await backend.db.transaction((tx) => tx.query(`update auth.flow_state set created_at = now() - interval '301 seconds' where ${where}`, [value]));
  }

  it("implicit flow: the callback signs in at once and hands the tokens over in the fragment, once", async () => {
    const supabase = client("implicit");
    const callbackUrl = await chooseAccount(supabase, DEMO.email);
    const landing = new URL(await location(await fetch(callbackUrl, { redirect: "manual" })));
    expect(`${landing.origin}${landing.pathname}`).toBe(CALLBACK);
    expect(landing.search).toBe("");
    const fragment = new URLSearchParams(landing.hash.slice(1));
    expect([...fragment.keys()]).toEqual(["access_token", "expires_at", "expires_in", "provider_token", "refresh_token", "sb", "token_type"]);
    expect(fragment.get("token_type")).toBe("bearer");
    expect(fragment.get("expires_in")).toBe("3600");

    // What the browser client does with the fragment: ask for the user with the access token.
    const accessToken = fragment.get("access_token")!;
    const { data, error } = await supabase.auth.getUser(accessToken);
    expect(error).toBeNull();
    expect(data.user?.email).toBe(DEMO.email);
    expect(decodeJwt(accessToken).amr).toEqual([expect.objectContaining({ method: "oauth" })]);
    const refreshed = await backend.client().auth.refreshSession({ refresh_token: fragment.get("refresh_token")! });
    expect(refreshed.error).toBeNull();

    const replay = new URL(await location(await fetch(callbackUrl, { redirect: "manual" })));
    expect(`${replay.origin}${replay.pathname}`).toBe(SITE);
    expect(replay.searchParams.get("error_code")).toBe("bad_oauth_state");
    expect(replay.hash).toBe("");
  });

  it("accepts the provider's answer as a form POST to the callback (response_mode=form_post)", async () => {
    const supabase = client("pkce");
    const callbackUrl = new URL(await chooseAccount(supabase, DEMO.email));
    const response = await fetch(`${backend.url}/auth/v1/callback`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: callbackUrl.searchParams,
      redirect: "manual",
    });
    expect(response.status).toBe(302);
    const landing = new URL(response.headers.get("location")!);
    expect(`${landing.origin}${landing.pathname}`).toBe(CALLBACK);
    const { data, error } = await supabase.auth.exchangeCodeForSession(landing.searchParams.get("code")!);
    expect(error).toBeNull();
    expect(data.user?.email).toBe(DEMO.email);
  });

  it.each([
    ["no state", "", "bad_oauth_callback", "OAuth state parameter missing"],
    ["a state that is not a UUID", "?state=not-a-uuid&code=x", "bad_oauth_state", "OAuth state parameter is invalid"],
    ["an unknown state", `?state=${randomUUID()}&code=x`, "bad_oauth_state", "OAuth state not found or expired"],
  ])("sends a callback with %s back to the site (303) with the error in the query", async (_label, query, code, message) => {
    const response = await fetch(`${backend.url}/auth/v1/callback${query}`, { redirect: "manual" });
    expect(response.status).toBe(303);
    const landing = new URL(response.headers.get("location")!);
    expect(`${landing.origin}${landing.pathname}`).toBe(SITE);
    expect(Object.fromEntries(landing.searchParams)).toEqual({ error: "invalid_request", error_code: code, error_description: message });
    expect(landing.hash).toBe("");
  });

  it("refuses a sign-in finished more than five minutes after it started, and creates no session", async () => {
    const sessionsBefore = await backend.db.transaction((tx) => tx.query("select id from auth.sessions"));
    const callbackUrl = await chooseAccount(client("implicit"), DEMO.email, (state) => age("id = $1", state));
    const landing = new URL(await location(await fetch(callbackUrl, { redirect: "manual" })));
    expect(`${landing.origin}${landing.pathname}`).toBe(SITE);
    expect(landing.searchParams.get("error_code")).toBe("bad_oauth_state");
    expect(landing.searchParams.get("error_description")).toBe("OAuth state has expired");
    const sessionsAfter = await backend.db.transaction((tx) => tx.query("select id from auth.sessions"));
    expect(sessionsAfter.rows).toHaveLength(sessionsBefore.rows.length);
  });

  it("refuses to exchange a code more than five minutes after the sign-in started (422 flow_state_expired)", async () => {
    const supabase = client("pkce");
    const callbackUrl = await chooseAccount(supabase, DEMO.email);
    const landing = new URL(await location(await fetch(callbackUrl, { redirect: "manual" })));
    const code = landing.searchParams.get("code")!;
    await age("auth_code = $1", code);
    const { data, error } = await supabase.auth.exchangeCodeForSession(code);
    expect(data.session).toBeNull();
    expect(error?.status).toBe(422);
    expect(error?.code).toBe("flow_state_expired");
  });

  it("escapes the state on the stand-in page, which allows no script at all", async () => {
    const hostile = `"><script>alert(1)</script>`;
    const response = await fetch(`${backend.url}/auth/v1/__emulator/google?state=${encodeURIComponent(hostile)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("content-security-policy")).toBe("default-src 'none'; style-src 'unsafe-inline'");
    const html = await response.text();
    expect(html).not.toContain("<script>");
    expect(html).toContain(`name="state" value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"`);
  });
});
