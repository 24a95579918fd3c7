import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANON_KEY } from "@/local-supabase/config";
import { DEMO, countRows, httpLayerKinds, memoryStorage, startTestBackend, type MemoryStorage, type TestBackend } from "./harness";

const CALLBACK = "http://localhost:3000/auth/callback";
// supabase-js names its storage "sb-<first label of the project URL's host>-auth-token": sb-127-auth-token here.
const VERIFIER_KEY = "sb-127-auth-token-code-verifier";

/** A client configured like the app's server client: PKCE, session kept in (here: in-memory) storage. */
function pkceClient(backend: TestBackend, storage: MemoryStorage = memoryStorage()): SupabaseClient {
  return createClient(backend.url, ANON_KEY, {
    auth: { flowType: "pkce", persistSession: true, storage, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

/** The stand-in page's form as a browser would submit it: its action and every named input it carries. */
function parseForm(html: string, pageUrl: string) {
  const action = /<form[^>]*action="([^"]*)"/.exec(html)?.[1];
  if (!action) throw new Error("the stand-in page has no form");
  const fields = new URLSearchParams();
  for (const [input] of html.matchAll(/<input[^>]*>/g)) {
    const name = /name="([^"]*)"/.exec(input)?.[1];
    if (name && /type="hidden"/.test(input)) fields.set(name, /value="([^"]*)"/.exec(input)?.[1] ?? "");
  }
  return { action: new URL(action, pageUrl).toString(), fields };
}

async function expectRedirect(response: Response): Promise<string> {
  expect([302, 303]).toContain(response.status);
  const location = response.headers.get("location");
  expect(location).toBeTruthy();
  return location!;
}

interface Choice {
  email?: string;
  name?: string;
  action: "allow" | "deny";
}

/**
 * Starts Google sign-in with supabase-js and walks it as a browser does (authorize → stand-in page → form POST
 * → callback), returning where the auth server finally sends the browser.
 */
async function signInWithGoogle(backend: TestBackend, client: SupabaseClient, choice: Choice, redirectTo = CALLBACK) {
  const { data, error } = await client.auth.signInWithOAuth({ provider: "google", options: { redirectTo, skipBrowserRedirect: true } });
  expect(error).toBeNull();
  expect(new URL(data.url!).searchParams.get("code_challenge_method")).toBe("s256");

  const pageUrl = await expectRedirect(await fetch(data.url!, { redirect: "manual" }));
  expect(pageUrl.startsWith(`${backend.url}/auth/v1/__emulator/google?`)).toBe(true);
  const page = await fetch(pageUrl);
  expect(page.headers.get("content-type")).toMatch(/^text\/html/);
  const form = parseForm(await page.text(), pageUrl);
  if (choice.email !== undefined) form.fields.set("email", choice.email);
  if (choice.name !== undefined) form.fields.set("name", choice.name);
  form.fields.set("action", choice.action);

  const callbackUrl = await expectRedirect(
    await fetch(form.action, { method: "POST", body: form.fields, redirect: "manual" }),
  );
  expect(callbackUrl.startsWith(`${backend.url}/auth/v1/callback?`)).toBe(true);
  return new URL(await expectRedirect(await fetch(callbackUrl, { redirect: "manual" })));
}

describe.each(httpLayerKinds())("Google sign-in through the stand-in on %s", (kind) => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startTestBackend(kind);
  });
  afterAll(() => backend?.close());

  it("signs in an existing member with PKCE, linking Google to the account", async () => {
    const storage = memoryStorage();
    const client = pkceClient(backend, storage);
    const landing = await signInWithGoogle(backend, client, { email: "Demo@Example.com", name: "Asha V", action: "allow" });
    expect(`${landing.origin}${landing.pathname}`).toBe(CALLBACK);
    const code = landing.searchParams.get("code");
    expect(code).toMatch(/^[0-9a-f-]{36}$/);
    expect(landing.searchParams.has("error")).toBe(false);
    expect(storage.getItem(VERIFIER_KEY)).toBeTruthy();

    const { data, error } = await client.auth.exchangeCodeForSession(code!);
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(DEMO.email);
    expect(data.session?.user.id).toBe("d0d0d0d0-0000-4000-8000-000000000001");
    expect(data.user?.app_metadata).toMatchObject({ provider: "email", providers: ["email", "google"] });
    expect(data.user?.identities?.map((identity) => identity.provider).sort()).toEqual(["email", "google"]);
    const claims = await client.auth.getClaims();
    expect(claims.data?.claims.amr).toEqual([expect.objectContaining({ method: "oauth" })]);
    // The session is stored and usable for data requests as that member.
    const profile = await client.from("user_profiles").select("name").single();
    expect(profile.data).toEqual({ name: "Asha Verma" });
  });

  it("accepts an auth code only once, and only with the verifier of the flow that asked for it", async () => {
    const storage = memoryStorage();
    const landing = await signInWithGoogle(backend, pkceClient(backend, storage), { email: DEMO.email, name: "Asha", action: "allow" });
    const code = landing.searchParams.get("code")!;
    const verifier = storage.getItem(VERIFIER_KEY)!;

    // Another browser that holds a verifier of its own cannot use the code.
    const thief = pkceClient(backend, memoryStorage({ [VERIFIER_KEY]: JSON.stringify("ab".repeat(56)) }));
    const stolen = await thief.auth.exchangeCodeForSession(code);
    expect(stolen.data.session).toBeNull();
    expect(stolen.error?.name).toBe("AuthApiError");
    expect(stolen.error?.status).toBe(400);
    expect(stolen.error?.code).toBe("bad_code_verifier");

    const first = await pkceClient(backend, memoryStorage({ [VERIFIER_KEY]: verifier })).auth.exchangeCodeForSession(code);
    expect(first.error).toBeNull();
    expect(first.data.session?.user.email).toBe(DEMO.email);

    const replay = await pkceClient(backend, memoryStorage({ [VERIFIER_KEY]: verifier })).auth.exchangeCodeForSession(code);
    expect(replay.data.session).toBeNull();
    expect(replay.error?.status).toBe(404);
    expect(replay.error?.code).toBe("flow_state_not_found");
  });

  it("does not let the callback be replayed for a flow that already completed", async () => {
    const client = pkceClient(backend);
    const { data } = await client.auth.signInWithOAuth({ provider: "google", options: { redirectTo: CALLBACK, skipBrowserRedirect: true } });
    const pageUrl = await expectRedirect(await fetch(data.url!, { redirect: "manual" }));
    const form = parseForm(await (await fetch(pageUrl)).text(), pageUrl);
    form.fields.set("email", DEMO.email);
    form.fields.set("action", "allow");
    const callbackUrl = await expectRedirect(await fetch(form.action, { method: "POST", body: form.fields, redirect: "manual" }));
    expect(new URL(await expectRedirect(await fetch(callbackUrl, { redirect: "manual" }))).searchParams.has("code")).toBe(true);

    const again = await fetch(callbackUrl, { redirect: "manual" });
    expect(again.status).toBe(303);
    const location = new URL(again.headers.get("location")!);
    expect(location.origin).toBe("http://localhost:3000");
    expect(location.searchParams.get("error_code")).toBe("flow_state_already_used");
  });

  it("creates the account and profile of a purchaser who signs in with Google first", async () => {
    const email = "new.member@example.com";
    expect(await countRows(backend, "select count(*) as n from auth.users where email = $1", [email])).toBe(0);
    const client = pkceClient(backend);
    const landing = await signInWithGoogle(backend, client, { email, name: "Neha Kapoor", action: "allow" });
    const { data, error } = await client.auth.exchangeCodeForSession(landing.searchParams.get("code")!);
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.app_metadata).toMatchObject({ provider: "google", providers: ["google"] });
    expect(data.user?.user_metadata).toMatchObject({ full_name: "Neha Kapoor", email, email_verified: true });

    const own = await client.from("user_profiles").select("user_id, name, phone_number, linkedin_profile").single();
    expect(own.data).toEqual({ user_id: data.user!.id, name: "Neha Kapoor", phone_number: null, linkedin_profile: null });
    const member = await client.rpc("is_member");
    expect(member.data).toBe(true);
  });

  it("sends a non-member back to the app with the database error and creates no account", async () => {
    const email = "not.a.buyer@example.com";
    const landing = await signInWithGoogle(backend, pkceClient(backend), { email, name: "Nobody", action: "allow" });
    expect(`${landing.origin}${landing.pathname}`).toBe(CALLBACK);
    expect(landing.searchParams.has("code")).toBe(false);
    expect(landing.searchParams.get("error")).toBe("server_error");
    expect(landing.searchParams.get("error_code")).toBe("unexpected_failure");
    expect(landing.searchParams.get("error_description")).toContain("Database error saving new user");
    // The browser-side client reads the fragment; it carries the same error.
    const fragment = new URLSearchParams(landing.hash.slice(1));
    expect(fragment.get("error_description")).toBe("Database error saving new user");
    expect(await countRows(backend, "select count(*) as n from auth.users where email = $1", [email])).toBe(0);
    expect(await countRows(backend, "select count(*) as n from auth.identities where email = $1", [email])).toBe(0);
    expect(await countRows(backend, "select count(*) as n from public.user_profiles where name = 'Nobody'", [])).toBe(0);
  });

  it("reports Cancel on the Google page as access_denied", async () => {
    const landing = await signInWithGoogle(backend, pkceClient(backend), { action: "deny" });
    expect(`${landing.origin}${landing.pathname}`).toBe(CALLBACK);
    expect(landing.searchParams.get("error")).toBe("access_denied");
    expect(landing.searchParams.has("code")).toBe(false);
  });

  it("falls back to the site URL for a redirect_to outside the allow list", async () => {
    for (const hostile of [
      "https://evil.example.com/auth/callback",
      "http://localhost:3000@evil.example.com/auth/callback",
      "http://localhost:3000.evil.example.com/auth/callback",
      "javascript:alert(1)",
    ]) {
      const landing = await signInWithGoogle(backend, pkceClient(backend), { email: DEMO.email, action: "allow" }, hostile);
      expect(landing.origin).toBe("http://localhost:3000");
      expect(landing.pathname).toBe("/");
      expect(landing.searchParams.has("code")).toBe(true);
    }
  });

  it("keeps a redirect_to on the site's host, another loopback port, or the allow list", async () => {
    const allowed = await startTestBackend(kind, { additionalRedirectUrls: ["https://preview.example.com/**"] });
    try {
      for (const target of [
        "http://localhost:3000/auth/callback?next=%2Fprofile",
        "http://localhost:4000/auth/callback",
        "http://127.0.0.1:3000/auth/callback",
        "https://preview.example.com/auth/callback",
      ]) {
        const landing = await signInWithGoogle(allowed, pkceClient(allowed), { email: DEMO.email, action: "allow" }, target);
        const expected = new URL(target);
        expect(`${landing.origin}${landing.pathname}`).toBe(`${expected.origin}${expected.pathname}`);
        for (const [key, value] of expected.searchParams) expect(landing.searchParams.get(key)).toBe(value);
        expect(landing.searchParams.has("code")).toBe(true);
      }
      const refused = await signInWithGoogle(allowed, pkceClient(allowed), { email: DEMO.email, action: "allow" }, "https://preview.example.org/x");
      expect(refused.origin).toBe("http://localhost:3000");
    } finally {
      await allowed.close();
    }
  });
});
