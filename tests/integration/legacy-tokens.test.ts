import { createClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANON_KEY, PUBLISHABLE_KEY, SECRET_KEY, SERVICE_ROLE_KEY } from "@/local-supabase/config";
import { signLegacyToken } from "@/local-supabase/signing-keys";
import { DEMO, httpLayerKinds, startTestBackend, type TestBackend } from "./harness";

const API_VERSION = { "X-Supabase-Api-Version": "2024-01-01" };
const BAD_SIGNATURE = { code: "bad_jwt", message: "invalid JWT: unable to parse or verify signature, token signature is invalid" };

/**
 * The attack of the "Security" issue: the local JWT secret is public (the Supabase CLI's), and the backend accepted any
 * HS256 token it signed, so anyone could mint a member's `sub` and read their data. Now only the backend's ES256 user
 * tokens and the two legacy API keys, compared whole, are accepted (local-supabase/signing-keys.ts, verifyToken), as
 * on a hosted project whose legacy secret is revoked.
 */
describe.each(httpLayerKinds())("HS256 tokens on %s", (kind) => {
  let backend: TestBackend;
  let demoId: string;
  let minted: string;
  beforeAll(async () => {
    backend = await startTestBackend(kind);
    const { data } = await backend.client().auth.signInWithPassword(DEMO);
    demoId = data.user!.id;
    const now = Math.floor(Date.now() / 1000);
    minted = await signLegacyToken({
      sub: demoId,
      role: "authenticated",
      aud: "authenticated",
      email: DEMO.email,
      iat: now,
      exp: now + 600,
    });
  });
  afterAll(() => backend?.close());

  const asBearer = (token: string) =>
    createClient(backend.url, ANON_KEY, {
      auth: { persistSession: false, autoRefreshToken: false },
      global: { headers: { Authorization: `Bearer ${token}` } },
    });

  it("refuses a minted HS256 token with a member's sub at the Data API (401 PGRST301), showing none of their data", async () => {
    const response = await fetch(`${backend.url}/rest/v1/user_profiles?select=name`, {
      headers: { apikey: ANON_KEY, Authorization: `Bearer ${minted}` },
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ code: "PGRST301", details: null, hint: null, message: "No suitable key or wrong key type" });
    const { data, error } = await asBearer(minted).from("user_profiles").select("name");
    expect(data).toBeNull();
    expect(error?.code).toBe("PGRST301");
    const rpc = await asBearer(minted).rpc("is_member");
    expect(rpc.error?.code).toBe("PGRST301");
  });

  it("refuses it at GET /auth/v1/user, PUT /auth/v1/user and POST /auth/v1/logout (403 bad_jwt), changing nothing", async () => {
    const headers = { apikey: ANON_KEY, Authorization: `Bearer ${minted}`, ...API_VERSION };
    for (const [method, path, body] of [
      ["GET", "/user", undefined],
      ["PUT", "/user", JSON.stringify({ password: "attacker-chosen" })],
      ["POST", "/logout", undefined],
    ] as const) {
      const response = await fetch(`${backend.url}/auth/v1${path}`, { method, headers, body });
      expect(response.status, `${method} ${path}`).toBe(403);
      expect(await response.json(), `${method} ${path}`).toEqual(BAD_SIGNATURE);
    }
    const { data } = await backend.client().auth.signInWithPassword(DEMO);
    expect(data.user?.id).toBe(demoId);
  });

  it("refuses an HS256 token with the service role's claims but not the service key's exact text", async () => {
    const now = Math.floor(Date.now() / 1000);
    const service = await signLegacyToken({ iss: "supabase-demo", role: "service_role", exp: now + 600 });
    const response = await fetch(`${backend.url}/rest/v1/users?select=email`, {
      headers: { apikey: ANON_KEY, Authorization: `Bearer ${service}` },
    });
    expect(response.status).toBe(401);
    expect((await response.json()).code).toBe("PGRST301");
  });

  it("still accepts the anon and service keys, and the publishable and secret keys standing for them", async () => {
    for (const key of [SERVICE_ROLE_KEY, SECRET_KEY]) {
      const { data, error } = await createClient(backend.url, key, { auth: { persistSession: false } }).from("users").select("email").eq("email", DEMO.email);
      expect(error, key).toBeNull();
      expect(data, key).toEqual([{ email: DEMO.email }]);
    }
    for (const key of [ANON_KEY, PUBLISHABLE_KEY]) {
      const client = createClient(backend.url, key, { auth: { persistSession: false } });
      // Accepted as the anon role: Postgres refuses the table to anon (42501), not the token check (PGRST301).
      const { error } = await client.from("user_profiles").select("name");
      expect(error?.code, key).toBe("42501");
      expect((await client.auth.signInWithPassword(DEMO)).error, key).toBeNull();
    }
  });

  it("still accepts the member's own ES256 token", async () => {
    const client = backend.client();
    await client.auth.signInWithPassword(DEMO);
    const { data, error } = await client.from("user_profiles").select("name");
    expect(error).toBeNull();
    expect(data).toEqual([{ name: "Asha Verma" }]);
  });
});
