import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANON_KEY } from "@/local-supabase/config";
import {
  confirmThroughOutbox,
  countRows,
  databaseKinds,
  emailsTo,
  latestLinkTo,
  memoryStorage,
  startTestBackend,
  type TestBackend,
} from "./harness";

const CALLBACK = "http://localhost:3000/auth/callback";
const API_VERSION = { apikey: ANON_KEY, "Content-Type": "application/json", "X-Supabase-Api-Version": "2024-01-01" };

/**
 * "Confirm email" (GoTrue with MAILER_AUTOCONFIRM off, local-supabase/auth/signup-endpoint.ts, verify-endpoint.ts,
 * token-endpoint.ts, callback-endpoint.ts): a sign-up proves its address before it gets access, so someone who knows a
 * buyer's email cannot sign up with it first and read the course, nor keep a door into the buyer's later account.
 */
describe.each(databaseKinds())("email confirmation on %s", (kind) => {
  let backend: TestBackend;
  beforeAll(async () => {
    // One confirmation email per address per second, so a test can ask again without waiting a minute.
    backend = await startTestBackend(kind, { emailMaxFrequencySeconds: 1 });
  });
  afterAll(() => backend?.close());

  const purchased = async (prefix: string) => {
    const email = `${prefix}-${Math.random().toString(36).slice(2, 10)}@example.com`;
    expect((await backend.service().from("users").insert({ email })).error).toBeNull();
    return email;
  };
  const plainClient = () => backend.client();
  const pkceClient = (): SupabaseClient =>
    createClient(backend.url, ANON_KEY, {
      auth: { flowType: "pkce", persistSession: true, storage: memoryStorage(), autoRefreshToken: false, detectSessionInUrl: false },
    });
  /** How many emails went to exactly this address (the outbox's search also matches other addresses' words). */
  const mailCount = async (target: TestBackend, email: string) =>
    (await emailsTo(target, email)).messages.filter((message) => message.To.some((to) => to.Address === email)).length;
  const passwordOf = async (email: string) =>
    (await backend.db.transaction((tx) => tx.query<{ p: string | null }>("select encrypted_password as p from auth.users where email = $1", [email]))).rows[0]?.p;

  it("answers a sign-up with the unconfirmed user and no session, and emails a confirmation link", async () => {
    const email = await purchased("new");
    const { data, error } = await plainClient().auth.signUp({ email, password: "buyer-password", options: { data: { name: "Nisha Rao" } } });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.email_confirmed_at).toBeUndefined();
    expect(data.user?.confirmation_sent_at).toBeTruthy();
    expect(data.user?.identities).toHaveLength(1);
    expect(data.user?.user_metadata).toMatchObject({ name: "Nisha Rao", email_verified: false });
    expect(await countRows(backend, "select count(*) as n from auth.sessions s join auth.users u on u.id = s.user_id where u.email = $1", [email])).toBe(0);
    const mails = (await emailsTo(backend, email)).messages.filter((message) => message.To.some((to) => to.Address === email));
    expect(mails.map((m) => m.Subject)).toEqual(["Confirm Your Signup"]);
    const link = new URL(await latestLinkTo(backend, email));
    expect(`${link.origin}${link.pathname}`).toBe(`${backend.url}/auth/v1/verify`);
    expect(link.searchParams.get("type")).toBe("signup");
    expect(link.searchParams.get("redirect_to")).toBe("http://localhost:3000");
    expect(link.searchParams.get("token")).toMatch(/^[0-9a-f]{56}$/);
  });

  it("refuses the password of an unconfirmed account with 400 email_not_confirmed, and once confirmed only the one chosen after the proof", async () => {
    const email = await purchased("unconfirmed");
    const client = plainClient();
    await client.auth.signUp({ email, password: "buyer-password" });
    const refused = await plainClient().auth.signInWithPassword({ email, password: "buyer-password" });
    expect(refused.error?.status).toBe(400);
    expect(refused.error?.code).toBe("email_not_confirmed");
    expect(refused.error?.message).toBe("Email not confirmed");
    expect(refused.data.session).toBeNull();
    // A wrong password is still just wrong: the unconfirmed state is only told to whoever knows the password.
    expect((await plainClient().auth.signInWithPassword({ email, password: "not-it" })).error?.code).toBe("invalid_credentials");
    const session = await confirmThroughOutbox(backend, email, client);
    expect(session.user.email_confirmed_at).toBeTruthy();
    expect(session.user.user_metadata.email_verified).toBe(true);
    // The proof clears the password set before it (docs/security.md): the owner chooses it again, signed in by the link.
    expect((await plainClient().auth.signInWithPassword({ email, password: "buyer-password" })).error?.code).toBe("invalid_credentials");
    expect((await client.auth.updateUser({ password: "buyer-password" })).error).toBeNull();
    expect((await plainClient().auth.signInWithPassword({ email, password: "buyer-password" })).error).toBeNull();
  });

  it("confirms a PKCE sign-up through /verify with a code the app exchanges (amr email/signup), and the link works once", async () => {
    const email = await purchased("pkce");
    const client = pkceClient();
    const signUp = await client.auth.signUp({ email, password: "buyer-password", options: { emailRedirectTo: `${CALLBACK}?next=%2Fwelcome` } });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session).toBeNull();
    const link = await latestLinkTo(backend, email);
    expect(new URL(link).searchParams.get("token")).toMatch(/^pkce_[0-9a-f]{56}$/);
    const first = await fetch(link, { redirect: "manual" });
    expect(first.status).toBe(303);
    const landing = new URL(first.headers.get("location")!);
    expect(`${landing.origin}${landing.pathname}`).toBe(CALLBACK);
    expect(landing.searchParams.get("next")).toBe("/welcome");
    const { data, error } = await client.auth.exchangeCodeForSession(landing.searchParams.get("code")!);
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.email_confirmed_at).toBeTruthy();
    const claims = JSON.parse(Buffer.from(data.session!.access_token.split(".")[1]!, "base64url").toString()) as { amr: { method: string }[] };
    expect(claims.amr[0]!.method).toBe("email/signup");

    const again = await fetch(link, { redirect: "manual" });
    expect(again.status).toBe(303);
    const used = new URL(again.headers.get("location")!);
    expect(used.searchParams.get("error")).toBe("access_denied");
    expect(used.searchParams.get("error_code")).toBe("otp_expired");
    expect(used.searchParams.get("error_description")).toBe("Email link is invalid or has expired");
    expect(used.hash).toContain("error_code=otp_expired");
  });

  it("sends an expired confirmation link to the site with otp_expired and confirms nothing", async () => {
    const short = await startTestBackend(kind, { recoveryLinkSeconds: 1 });
    try {
      const email = `late-${Date.now()}@example.com`;
      expect((await short.service().from("users").insert({ email })).error).toBeNull();
      await short.client().auth.signUp({ email, password: "buyer-password" });
      const link = await latestLinkTo(short, email);
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      const response = await fetch(link, { redirect: "manual" });
      expect(response.status).toBe(303);
      const location = new URL(response.headers.get("location")!);
      expect(new URLSearchParams(location.hash.slice(1)).get("error_code")).toBe("otp_expired");
      expect((await short.client().auth.signInWithPassword({ email, password: "buyer-password" })).error?.code).toBe("email_not_confirmed");
    } finally {
      await short.close();
    }
  });

  it("answers a sign-up for a confirmed account with GoTrue's obfuscated user: no session, no email, nothing changed", async () => {
    const email = await purchased("taken");
    const owner = plainClient();
    const { data: created } = await owner.auth.signUp({ email, password: "owner-password", options: { data: { name: "Owner" } } });
    await confirmThroughOutbox(backend, email, owner);
    const before = await passwordOf(email);
    const mailsBefore = await mailCount(backend, email);

    const response = await fetch(`${backend.url}/auth/v1/signup`, {
      method: "POST",
      headers: API_VERSION,
      body: JSON.stringify({ email, password: "attacker-password", data: { name: "Attacker" } }),
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body.access_token).toBeUndefined();
    expect(body.id).not.toBe(created.user!.id);
    expect(body).toMatchObject({ email, role: "", identities: [], user_metadata: { name: "Attacker" }, app_metadata: { provider: "email", providers: ["email"] } });
    expect(body.email_confirmed_at).toBeUndefined();
    expect(typeof body.confirmation_sent_at).toBe("string");
    expect(await mailCount(backend, email)).toBe(mailsBefore);
    expect(await passwordOf(email)).toBe(before);
    expect((await plainClient().auth.signInWithPassword({ email, password: "attacker-password" })).error?.code).toBe("invalid_credentials");
  });

  it("answers a repeated sign-up of an unconfirmed account with the user and a new link, keeping the first password (GoTrue) until the proof clears it", async () => {
    const email = await purchased("again");
    await plainClient().auth.signUp({ email, password: "first-password", options: { data: { name: "First" } } });
    const firstLink = await latestLinkTo(backend, email);
    const tooSoon = await plainClient().auth.signUp({ email, password: "second-password" });
    expect(tooSoon.error?.status).toBe(429);
    expect(tooSoon.error?.code).toBe("over_email_send_rate_limit");
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const again = await plainClient().auth.signUp({ email, password: "second-password", options: { data: { name: "Second" } } });
    expect(again.error).toBeNull();
    expect(again.data.session).toBeNull();
    expect(await mailCount(backend, email)).toBe(2);
    // Only the newest link works.
    const stale = await fetch(firstLink, { redirect: "manual" });
    expect(new URLSearchParams(new URL(stale.headers.get("location")!).hash.slice(1)).get("error_code")).toBe("otp_expired");
    const unconfirmed = await plainClient().auth.signInWithPassword({ email, password: "first-password" });
    expect(unconfirmed.error?.code).toBe("email_not_confirmed");
    // The proof clears both sign-ups' passwords and metadata (docs/security.md).
    const session = await confirmThroughOutbox(backend, email, plainClient());
    expect(session.user.user_metadata.name).toBeUndefined();
    for (const password of ["first-password", "second-password"]) {
      expect((await plainClient().auth.signInWithPassword({ email, password })).error?.code).toBe("invalid_credentials");
    }
  });

  it("still refuses a sign-up for an email that bought nothing, and sends nothing", async () => {
    const email = `stranger-${Date.now()}@example.com`;
    const { error } = await plainClient().auth.signUp({ email, password: "whatever-123" });
    expect(error?.status).toBe(500);
    expect(error?.message).toBe("Database error saving new user");
    expect(await mailCount(backend, email)).toBe(0);
  });

  it("gives a buyer who signs in with Google an account with none of an earlier unconfirmed sign-up's password or data", async () => {
    const email = await purchased("buyer");
    const attacker = await plainClient().auth.signUp({
      email,
      password: "attacker-password",
      options: { data: { name: "Mallory", phone_number: "+910000000000", linkedin_profile: "https://www.linkedin.com/in/mallory" } },
    });
    expect(attacker.data.session).toBeNull();
    const attackerLink = await latestLinkTo(backend, email);

    const client = pkceClient();
    const { data } = await client.auth.signInWithOAuth({ provider: "google", options: { redirectTo: CALLBACK, skipBrowserRedirect: true } });
    const pageUrl = (await fetch(data.url!, { redirect: "manual" })).headers.get("location")!;
    const html = await (await fetch(pageUrl)).text();
    const action = new URL(/<form[^>]*action="([^"]*)"/.exec(html)![1]!, pageUrl).toString();
    const fields = new URLSearchParams();
    for (const [input] of html.matchAll(/<input[^>]*>/g)) {
      const name = /name="([^"]*)"/.exec(input)?.[1];
      if (name && /type="hidden"/.test(input)) fields.set(name, /value="([^"]*)"/.exec(input)?.[1] ?? "");
    }
    fields.set("email", email);
    fields.set("name", "Bharat Buyer");
    fields.set("action", "allow");
    const callbackUrl = (await fetch(action, { method: "POST", body: fields, redirect: "manual" })).headers.get("location")!;
    const landing = new URL((await fetch(callbackUrl, { redirect: "manual" })).headers.get("location")!);
    const exchanged = await client.auth.exchangeCodeForSession(landing.searchParams.get("code")!);
    expect(exchanged.error).toBeNull();

    const user = exchanged.data.user!;
    expect(user.id).toBe(attacker.data.user!.id);
    expect(user.email_confirmed_at).toBeTruthy();
    expect(user.identities?.map((identity) => identity.provider)).toEqual(["google"]);
    expect(user.app_metadata.providers).toEqual(["google"]);
    expect(user.user_metadata.name).toBe("Bharat Buyer");
    expect(JSON.stringify(user.user_metadata)).not.toMatch(/Mallory|0000000000|mallory/);
    expect(await passwordOf(email)).toBeNull();
    const password = await plainClient().auth.signInWithPassword({ email, password: "attacker-password" });
    expect(password.error?.code).toBe("invalid_credentials");
    expect(password.data.session).toBeNull();
    // The profile the sign-up trigger made from the attacker's details follows the reset (a migration's trigger).
    const profile = await client.from("user_profiles").select("name, phone_number, linkedin_profile").eq("user_id", user.id).single();
    expect(profile.data).toEqual({ name: "Bharat Buyer", phone_number: null, linkedin_profile: null });
    // The attacker's confirmation link no longer confirms anything for them.
    const late = await fetch(attackerLink, { redirect: "manual" });
    expect(new URLSearchParams(new URL(late.headers.get("location")!).hash.slice(1)).get("error_code")).toBe("otp_expired");
  });

  it("signs up with a session at once when LOCAL_SUPABASE_CONFIRM_EMAIL=false (and a taken email is user_already_exists)", async () => {
    const open = await startTestBackend(kind, { confirmEmail: false });
    try {
      const email = `open-${Date.now()}@example.com`;
      expect((await open.service().from("users").insert({ email })).error).toBeNull();
      const { data, error } = await open.client().auth.signUp({ email, password: "buyer-password" });
      expect(error).toBeNull();
      expect(data.session?.access_token).toBeTruthy();
      expect(data.user?.email_confirmed_at).toBeTruthy();
      expect(await mailCount(open, email)).toBe(0);
      const again = await open.client().auth.signUp({ email, password: "another-password" });
      expect(again.error?.code).toBe("user_already_exists");
    } finally {
      await open.close();
    }
  });
});
