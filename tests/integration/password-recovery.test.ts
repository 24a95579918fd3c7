import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANON_KEY } from "@/local-supabase/config";
import { countRows, httpLayerKinds, emailsTo, latestLinkTo, memoryStorage, newMember, startTestBackend, type TestBackend } from "./harness";

/**
 * The recovery emails to one address, newest first. A member made by newMember also got the sign-up confirmation email,
 * which these tests do not count.
 */
async function recoveryEmailsTo(backend: TestBackend, email: string) {
  const inbox = await emailsTo(backend, email);
  return { ...inbox, messages: inbox.messages.filter((message) => message.Subject === "Reset your password") };
}

/**
 * Password recovery as GoTrue does it, through supabase-js: POST /auth/v1/recover (auth/recover-endpoint.ts) puts an
 * email in the outbox, its link is GET /auth/v1/verify (auth/verify-endpoint.ts), the code it hands out is exchanged by
 * the token endpoint's pkce grant, and PUT /auth/v1/user (auth/user-update-endpoint.ts) takes the new password. See
 * docs/local-backend.md, 'Recover endpoint' and 'Verify endpoint'.
 */

const REDIRECT = "http://localhost:3000/auth/callback?next=/reset-password";
const EXPIRED = "error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired";
const PASSWORD = "a-strong-password";

/** A client configured like the app's (PKCE, the verifier kept in its storage), or one using the implicit flow. */
function browser(backend: TestBackend, flowType: "pkce" | "implicit" = "pkce"): SupabaseClient {
  return createClient(backend.url, ANON_KEY, {
    auth: { flowType, persistSession: true, storage: memoryStorage(), autoRefreshToken: false, detectSessionInUrl: false },
  });
}

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString()) as { amr: { method: string }[] };

/** Opens a link as a browser does, without following the redirect; returns where the auth server sends it. */
async function follow(link: string): Promise<string> {
  const response = await fetch(link, { redirect: "manual" });
  expect(response.status).toBe(303);
  return response.headers.get("location")!;
}

/** A raw POST /auth/v1/recover, as supabase-js sends it (2024 error format). */
function recoverRaw(backend: TestBackend, body: unknown, redirectTo = REDIRECT) {
  return fetch(`${backend.url}/auth/v1/recover?redirect_to=${encodeURIComponent(redirectTo)}`, {
    method: "POST",
    headers: { apikey: ANON_KEY, "Content-Type": "application/json", "X-Supabase-Api-Version": "2024-01-01" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

describe.each(httpLayerKinds())("password recovery on %s", (kind) => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startTestBackend(kind);
  });
  afterAll(() => backend?.close());

  it("emails a one-time link to the account's address and keeps only a hash of its token", async () => {
    const member = await newMember(backend);
    const { data, error } = await browser(backend).auth.resetPasswordForEmail(member.email, { redirectTo: REDIRECT });
    expect(error).toBeNull();
    expect(data).toEqual({});

    const inbox = await recoveryEmailsTo(backend, member.email);
    expect(inbox.messages.map((m) => [m.Subject, m.To])).toEqual([["Reset your password", [{ Name: "", Address: member.email }]]]);
    const link = new URL(await latestLinkTo(backend, member.email));
    expect(`${link.origin}${link.pathname}`).toBe(`${backend.url}/auth/v1/verify`);
    expect(link.searchParams.get("type")).toBe("recovery");
    expect(link.searchParams.get("redirect_to")).toBe(REDIRECT);
    const token = link.searchParams.get("token")!;
    expect(token).toMatch(/^pkce_[0-9a-f]{56}$/);

    const stored = await backend.db.transaction((tx) =>
      tx.query<{ recovery_token: string; recovery_sent_at: Date | null }>("select recovery_token, recovery_sent_at from auth.users where id = $1", [member.user.id]),
    );
    expect(stored.rows[0]!.recovery_token).toMatch(/^pkce_[0-9a-f]{64}$/);
    expect(stored.rows[0]!.recovery_token).not.toContain(token.slice("pkce_".length));
    expect(stored.rows[0]!.recovery_sent_at).not.toBeNull();
    expect(await countRows(backend, "select count(*) as n from auth.flow_state where user_id = $1 and authentication_method = 'recovery' and code_challenge is not null", [member.user.id])).toBe(1);

    // The email says what the link is for, in both parts.
    const message = (await (await fetch(`${backend.mailUrl}/api/v1/message/${inbox.messages[0]!.ID}`)).json()) as { HTML: string; Text: string };
    for (const part of [message.HTML, message.Text]) {
      expect(part).toContain(`reset the password of the account for ${member.email}`);
      expect(part).toContain("it works once and expires in 60 minutes");
    }
    expect(message.Text).toContain(link.toString());
  });

  it("signs the member in through the link and the code exchange (amr recovery) and takes the new password", async () => {
    const member = await newMember(backend);
    const elsewhere = await backend.client().auth.signInWithPassword({ email: member.email, password: PASSWORD });
    expect(elsewhere.error).toBeNull();
    const client = browser(backend);
    expect((await client.auth.resetPasswordForEmail(member.email, { redirectTo: REDIRECT })).error).toBeNull();

    const location = new URL(await follow(await latestLinkTo(backend, member.email)));
    expect(`${location.origin}${location.pathname}`).toBe("http://localhost:3000/auth/callback");
    expect(location.searchParams.get("next")).toBe("/reset-password");
    expect(location.hash).toBe("");
    const exchanged = await client.auth.exchangeCodeForSession(location.searchParams.get("code")!);
    expect(exchanged.error).toBeNull();
    // supabase-js's own marker (its stored verifier says "recovery"), so the app hears PASSWORD_RECOVERY.
    expect((exchanged.data as { redirectType?: string | null }).redirectType).toBe("recovery");
    expect(exchanged.data.user?.id).toBe(member.user.id);
    expect(claimsOf(exchanged.data.session!.access_token).amr.map((entry) => entry.method)).toEqual(["recovery"]);

    const updated = await client.auth.updateUser({ password: "a-brand-new-password" });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.id).toBe(member.user.id);
    const oldPassword = await backend.client().auth.signInWithPassword({ email: member.email, password: PASSWORD });
    expect(oldPassword.error?.code).toBe("invalid_credentials");
    const newPassword = await backend.client().auth.signInWithPassword({ email: member.email, password: "a-brand-new-password" });
    expect(newPassword.error).toBeNull();
    // GoTrue ends the member's other sessions when the password changes; the one that changed it stays.
    expect((await backend.client().auth.getUser(elsewhere.data.session!.access_token)).error?.name).toBe("AuthSessionMissingError");
    expect((await client.auth.getUser()).data.user?.id).toBe(member.user.id);
  });

  it("answers a used, an unknown or an expired link with GoTrue's error, in the query and the fragment for PKCE", async () => {
    const member = await newMember(backend);
    const client = browser(backend);
    await client.auth.resetPasswordForEmail(member.email, { redirectTo: REDIRECT });
    const link = await latestLinkTo(backend, member.email);
    const refused = `http://localhost:3000/auth/callback?${EXPIRED}&next=%2Freset-password#${EXPIRED}&sb=`;

    expect(await follow(link)).toMatch(/^http:\/\/localhost:3000\/auth\/callback\?code=/);
    expect(await follow(link)).toBe(refused);
    const unknown = new URL(link);
    unknown.searchParams.set("token", `pkce_${"0".repeat(56)}`);
    expect(await follow(unknown.toString())).toBe(refused);

    // An implicit-flow token (no pkce_ prefix): the error goes in the fragment only, the query is left as it was.
    const implicit = `${backend.url}/auth/v1/verify?token=${"0".repeat(56)}&type=recovery&redirect_to=${encodeURIComponent("http://localhost:3000/done?x=1")}`;
    expect(await follow(implicit)).toBe(`http://localhost:3000/done?x=1#${EXPIRED}&sb=`);
  });

  it("keeps a link working for LOCAL_SUPABASE_RECOVERY_LINK_SECONDS (an hour) after the request, and not longer", async () => {
    const ageLink = (email: string, seconds: number) =>
      backend.db.transaction((tx) => tx.query(`update auth.users set recovery_sent_at = now() - make_interval(secs => $2) where email = $1`, [email, seconds]));
    const late = await newMember(backend);
    await browser(backend).auth.resetPasswordForEmail(late.email, { redirectTo: REDIRECT });
    await ageLink(late.email, 3601);
    expect(await follow(await latestLinkTo(backend, late.email))).toContain(`?${EXPIRED}&`);

    const inTime = await newMember(backend);
    await browser(backend).auth.resetPasswordForEmail(inTime.email, { redirectTo: REDIRECT });
    await ageLink(inTime.email, 3590);
    expect(await follow(await latestLinkTo(backend, inTime.email))).toMatch(/\?code=/);
  });

  it("needs the code exchanged within five minutes of the request, as GoTrue's recovery flow state expires", async () => {
    const member = await newMember(backend);
    const client = browser(backend);
    await client.auth.resetPasswordForEmail(member.email, { redirectTo: REDIRECT });
    await backend.db.transaction((tx) =>
      tx.query("update auth.flow_state set created_at = now() - interval '301 seconds' where user_id = $1", [member.user.id]),
    );
    const code = new URL(await follow(await latestLinkTo(backend, member.email))).searchParams.get("code")!;
    const exchanged = await client.auth.exchangeCodeForSession(code);
    expect([exchanged.error?.status, exchanged.error?.code]).toEqual([422, "flow_state_expired"]);
  });

  it("answers an address without an account exactly as one with an account, and holds both back for a minute", async () => {
    const member = await newMember(backend);
    const stranger = `nobody-${member.email}`;
    const first = [await recoverRaw(backend, { email: member.email }), await recoverRaw(backend, { email: stranger })];
    expect(first.map((r) => r.status)).toEqual([200, 200]);
    expect(await Promise.all(first.map((r) => r.text()))).toEqual(["{}", "{}"]);
    expect(first[0]!.headers.get("content-type")).toBe(first[1]!.headers.get("content-type"));
    expect((await recoveryEmailsTo(backend, member.email)).messages).toHaveLength(1);
    expect((await recoveryEmailsTo(backend, stranger)).messages).toHaveLength(0);

    for (const email of [member.email, stranger.toUpperCase()]) {
      const again = await browser(backend).auth.resetPasswordForEmail(email, { redirectTo: REDIRECT });
      expect([again.error?.status, again.error?.code]).toEqual([429, "over_email_send_rate_limit"]);
      expect(again.error?.message).toMatch(/^For security purposes, you can only request this after (59|60) seconds\.$/);
    }
    expect((await recoveryEmailsTo(backend, member.email)).messages).toHaveLength(1);
  });

  it("keeps GoTrue's own rule for an account in the database: a recent recovery_sent_at holds the address back", async () => {
    const member = await newMember(backend);
    await backend.db.transaction((tx) =>
      tx.query("update auth.users set recovery_sent_at = now() - interval '20 seconds' where id = $1", [member.user.id]),
    );
    const refused = await browser(backend).auth.resetPasswordForEmail(member.email, { redirectTo: REDIRECT });
    expect(refused.error?.code).toBe("over_email_send_rate_limit");
    expect(refused.error?.message).toMatch(/after (39|40) seconds/);
    expect((await recoveryEmailsTo(backend, member.email)).messages).toHaveLength(0);
    expect(await countRows(backend, "select count(*) as n from auth.flow_state where user_id = $1", [member.user.id])).toBe(0);
  });

  it("sends the link to the site URL when redirect_to is not on the allow list", async () => {
    const member = await newMember(backend);
    await browser(backend).auth.resetPasswordForEmail(member.email, { redirectTo: "https://evil.example.com/steal" });
    const link = new URL(await latestLinkTo(backend, member.email));
    expect(link.searchParams.get("redirect_to")).toBe("http://localhost:3000");
    // And on /verify itself, where the redirect is checked again.
    link.searchParams.set("redirect_to", "https://evil.example.com/steal");
    expect(await follow(link.toString())).toMatch(/^http:\/\/localhost:3000\/\?code=/);
  });

  it("signs in through the implicit flow with the session in the fragment (amr otp)", async () => {
    const member = await newMember(backend);
    await browser(backend, "implicit").auth.resetPasswordForEmail(member.email, { redirectTo: "http://localhost:3000/done" });
    const link = new URL(await latestLinkTo(backend, member.email));
    expect(link.searchParams.get("token")).toMatch(/^[0-9a-f]{56}$/);
    const location = new URL(await follow(link.toString()));
    expect(`${location.origin}${location.pathname}${location.search}`).toBe("http://localhost:3000/done");
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect([...fragment.keys()]).toEqual(["access_token", "expires_at", "expires_in", "refresh_token", "sb", "token_type", "type"]);
    expect(fragment.get("type")).toBe("recovery");
    const user = await backend.client().auth.getUser(fragment.get("access_token")!);
    expect(user.data.user?.id).toBe(member.user.id);
    expect(claimsOf(fragment.get("access_token")!).amr.map((entry) => entry.method)).toEqual(["otp"]);
  });

  it("refuses bad requests in GoTrue's words, storing and sending nothing", async () => {
    const member = await newMember(backend);
    const cases: [unknown, number, string, string][] = [
      [{}, 400, "validation_failed", "Password recovery requires an email"],
      [{ email: "not-an-email" }, 400, "validation_failed", "Unable to validate email address: invalid format"],
      [{ email: member.email, code_challenge: "short", code_challenge_method: "s256" }, 400, "validation_failed", "code challenge has to be between 43 and 128 characters"],
      [{ email: member.email, code_challenge: "a".repeat(43) }, 400, "validation_failed", "PKCE flow requires code_challenge_method and code_challenge"],
      ["{not json", 400, "bad_json", "Could not parse request body as JSON: "],
    ];
    for (const [body, status, code, message] of cases) {
      const answer = await recoverRaw(backend, body);
      const json = (await answer.json()) as { code: string; message: string };
      expect([answer.status, json.code, json.message.slice(0, message.length)]).toEqual([status, code, message]);
    }
    for (const [query, message] of [["token=abc", "Verify requires a verification type"], ["type=recovery", "Verify requires a token or a token hash"]]) {
      const answer = await fetch(`${backend.url}/auth/v1/verify?${query}`, { redirect: "manual" });
      expect([answer.status, await answer.json()]).toEqual([400, { code: 400, error_code: "validation_failed", msg: message }]);
    }
    expect((await recoveryEmailsTo(backend, member.email)).messages).toHaveLength(0);
    expect(await countRows(backend, "select count(*) as n from auth.flow_state where user_id = $1", [member.user.id])).toBe(0);
    // A NUL in redirect_to (Postgres text cannot hold one) is carried in the link, URL-encoded, not stored.
    const nul = await recoverRaw(backend, { email: member.email, code_challenge: "a".repeat(43), code_challenge_method: "s256" }, "http://localhost:3000/x\u0000y");
    expect([nul.status, await nul.text()]).toEqual([200, "{}"]);
    expect(new URL(await latestLinkTo(backend, member.email)).searchParams.get("redirect_to")).toBe("http://localhost:3000/x\u0000y");
  });
});

describe.each(httpLayerKinds())("a second recovery email on %s", (kind) => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startTestBackend(kind, { emailMaxFrequencySeconds: 1 });
  });
  afterAll(() => backend?.close());

  it("replaces the first: only the newest email's link works", async () => {
    const member = await newMember(backend);
    const client = browser(backend);
    await client.auth.resetPasswordForEmail(member.email, { redirectTo: REDIRECT });
    const first = await latestLinkTo(backend, member.email);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await client.auth.resetPasswordForEmail(member.email, { redirectTo: REDIRECT })).error).toBeNull();
    const second = await latestLinkTo(backend, member.email);
    expect(second).not.toBe(first);
    expect((await recoveryEmailsTo(backend, member.email)).messages).toHaveLength(2);
    expect(await follow(first)).toContain("error_code=otp_expired");
    const code = new URL(await follow(second)).searchParams.get("code")!;
    expect((await client.auth.exchangeCodeForSession(code)).error).toBeNull();
  });
});
