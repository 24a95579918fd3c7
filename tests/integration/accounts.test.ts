import { createClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANON_KEY } from "@/local-supabase/config";
import { DEMO, completeAccountSetup, confirmThroughOutbox, countRows, databaseKinds, newMember, startTestBackend, type TestBackend } from "./harness";

describe.each(databaseKinds())("accounts on %s", (kind) => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startTestBackend(kind);
  });
  afterAll(() => backend?.close());

  it("signs up a purchased email, creating the account and its profile together, signed in once confirmed, the details given again after the proof", async () => {
    await backend.service().from("users").insert({ email: "Priya.Shah@Example.com" });
    const client = backend.client();
    const { data, error } = await client.auth.signUp({
      email: "priya.shah@example.com",
      password: "chai-and-metrics",
      options: { data: { name: "Priya Shah", phone_number: "+919900112233", linkedin_profile: "https://in.linkedin.com/in/priya" } },
    });
    expect(error).toBeNull();
    // "Confirm email" is on: no session until the emailed link is opened (email-confirmation.test.ts has the rules).
    expect(data.session).toBeNull();
    expect(data.user?.user_metadata).toMatchObject({ name: "Priya Shah", email: "priya.shah@example.com", email_verified: false });
    expect(await countRows(backend, "select count(*) as n from public.user_profiles where user_id = $1 and name = 'Priya Shah'", [data.user!.id])).toBe(1);
    await confirmThroughOutbox(backend, "priya.shah@example.com", client);
    // The proof empties what anyone could have set before it (docs/security.md); the owner gives it again.
    const read = () => client.from("user_profiles").select("name, phone_number, linkedin_profile, owner_setup_pending").eq("user_id", data.user!.id).single();
    expect((await read()).data).toEqual({ name: "", phone_number: null, linkedin_profile: null, owner_setup_pending: true });
    const details = { name: "Priya Shah", phone_number: "+919900112233", linkedin_profile: "https://in.linkedin.com/in/priya" };
    await completeAccountSetup(client, "chai-and-metrics", details);
    expect((await read()).data).toEqual({ ...details, owner_setup_pending: false });
  });

  it("refuses a sign-up for an email that bought nothing, and leaves no row anywhere", async () => {
    const email = "stranger@example.com";
    const { data, error } = await backend.client().auth.signUp({ email, password: "whatever-123", options: { data: { name: "X" } } });
    expect(data.user).toBeNull();
    expect(error?.name).toBe("AuthRetryableFetchError");
    expect(error?.status).toBe(500);
    expect(error?.message).toBe("Database error saving new user");
    expect(await countRows(backend, "select count(*) as n from auth.users where email = $1", [email])).toBe(0);
    expect(await countRows(backend, "select count(*) as n from auth.identities where email = $1", [email])).toBe(0);
    expect(await countRows(backend, "select count(*) as n from public.user_profiles where name = 'X'", [])).toBe(0);
  });

  it("answers a second sign-up for the same email like a new one, without a session (GoTrue's obfuscated user)", async () => {
    const member = await newMember(backend);
    const { data, error } = await backend.client().auth.signUp({ email: member.email, password: "another-pass" });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.id).not.toBe(member.user.id);
    expect(data.user?.identities).toEqual([]);
  });

  it("rejects a short password as weak", async () => {
    const { error } = await backend.client().auth.signUp({ email: "new.member@example.com", password: "12345" });
    expect(error?.name).toBe("AuthWeakPasswordError");
    expect((error as { reasons?: string[] }).reasons).toEqual(["length"]);
  });

  it("signs in the demo member with the right password and refuses a wrong one", async () => {
    const good = await backend.client().auth.signInWithPassword(DEMO);
    expect(good.error).toBeNull();
    expect(good.data.user?.email).toBe(DEMO.email);
    const bad = await backend.client().auth.signInWithPassword({ email: DEMO.email, password: "not-it" });
    expect(bad.error?.code).toBe("invalid_credentials");
    expect(bad.error?.message).toBe("Invalid login credentials");
    expect(bad.error?.status).toBe(400);
  });

  it("answers more than 10 failed sign-ins for one email within a minute with 429, even for the right password", async () => {
    const member = await newMember(backend);
    for (let attempt = 1; attempt <= 10; attempt++) {
      const { error } = await backend.client().auth.signInWithPassword({ email: member.email, password: `guess-${attempt}` });
      expect(error?.code).toBe("invalid_credentials");
    }
    const limited = await backend.client().auth.signInWithPassword({ email: member.email.toUpperCase(), password: "guess-11" });
    expect(limited.error?.name).toBe("AuthApiError");
    expect(limited.error?.status).toBe(429);
    expect(limited.error?.code).toBe("over_request_rate_limit");
    expect(limited.error?.message).toBe("Request rate limit reached");
    const rightPassword = await backend.client().auth.signInWithPassword({ email: member.email, password: "a-strong-password" });
    expect(rightPassword.error?.status).toBe(429);
    expect(rightPassword.data.session).toBeNull();
    // Only that email is held back.
    const other = await backend.client().auth.signInWithPassword(DEMO);
    expect(other.error).toBeNull();
  });

  /** Moves a revoked token's revocation past the 10 s reuse interval instead of sleeping. */
  const revokedLongAgo = (token: string) =>
    backend.db.transaction((tx) => tx.query("update auth.refresh_tokens set updated_at = now() - interval '1 minute' where token = $1", [token]));

  it("rotates refresh tokens and revokes the session when an older one is reused after the grace period", async () => {
    const client = backend.client();
    const { data } = await client.auth.signInWithPassword(DEMO);
    const first = data.session!.refresh_token;
    const refreshed = await client.auth.refreshSession({ refresh_token: first });
    expect(refreshed.error).toBeNull();
    const second = refreshed.data.session!.refresh_token;
    expect(second).not.toBe(first);
    const third = (await client.auth.refreshSession({ refresh_token: second })).data.session!.refresh_token;

    // `first` is no longer the parent of the active token (`third`): reusing it is taken as theft.
    await revokedLongAgo(first);
    backend.logs.length = 0;
    const reused = await backend.client().auth.refreshSession({ refresh_token: first });
    expect(reused.error?.code).toBe("refresh_token_already_used");
    const afterRevocation = await backend.client().auth.refreshSession({ refresh_token: third });
    expect(afterRevocation.error).not.toBeNull();
    // Logged as one line each (the refusal, then the ended session's token), not as a stack.
    expect(backend.logs).toEqual([
      expect.stringMatching(/^\[local-supabase\] refresh refused: 400 refresh_token_already_used: Invalid Refresh Token: Already Used \(possible abuse: an older revoked refresh token was reused; session [0-9a-f-]{36} ended\)$/),
      "[local-supabase] refresh refused: 400 refresh_token_not_found: Invalid Refresh Token: Refresh Token Not Found",
    ]);
  });

  it("answers the immediate parent of the active refresh token with the active token, however late (GoTrue's rule)", async () => {
    const { data } = await backend.client().auth.signInWithPassword(DEMO);
    const first = data.session!.refresh_token;
    const second = (await backend.client().auth.refreshSession({ refresh_token: first })).data.session!.refresh_token;
    // The client never stored the answer (`second`) and, a minute later, refreshes with `first` again.
    await revokedLongAgo(first);
    for (let attempt = 0; attempt < 2; attempt++) {
      const retried = await backend.client().auth.refreshSession({ refresh_token: first });
      expect(retried.error).toBeNull();
      expect(retried.data.session!.refresh_token).toBe(second);
      expect(retried.data.session!.user.email).toBe(DEMO.email);
    }
    // The session is intact: the active token still rotates, and then `first` is an older token like any other.
    const third = await backend.client().auth.refreshSession({ refresh_token: second });
    expect(third.error).toBeNull();
    expect((await backend.client().auth.refreshSession({ refresh_token: first })).error?.code).toBe("refresh_token_already_used");
  });

  it("gives concurrent refreshes within the reuse interval the same current token", async () => {
    const { data } = await backend.client().auth.signInWithPassword(DEMO);
    const token = data.session!.refresh_token;
    const a = await backend.client().auth.refreshSession({ refresh_token: token });
    const b = await backend.client().auth.refreshSession({ refresh_token: token });
    expect(b.error).toBeNull();
    expect(b.data.session!.refresh_token).toBe(a.data.session!.refresh_token);
  });

  it("verifies access tokens locally with getClaims(), without calling /auth/v1/user", async () => {
    const { data } = await backend.client().auth.signInWithPassword(DEMO);
    let userCalls = 0;
    let jwksCalls = 0;
    const count = (req: { url?: string }) => {
      if (req.url?.startsWith("/auth/v1/user")) userCalls++;
      if (req.url?.startsWith("/auth/v1/.well-known/jwks.json")) jwksCalls++;
    };
    backend.onRequest.add(count);
    try {
      const client = createClient(backend.url, ANON_KEY, { auth: { persistSession: false, autoRefreshToken: false } });
      for (let i = 0; i < 5; i++) {
        const claims = await client.auth.getClaims(data.session!.access_token);
        expect(claims.error).toBeNull();
        expect(claims.data?.claims.email).toBe(DEMO.email);
        expect(claims.data?.header.alg).toBe("ES256");
      }
    } finally {
      backend.onRequest.delete(count);
    }
    expect(userCalls).toBe(0);
    expect(jwksCalls).toBeLessThanOrEqual(1);
  });

  it("signs out: the old access token no longer gets the user", async () => {
    const client = backend.client();
    const { data } = await client.auth.signInWithPassword(DEMO);
    const before = await backend.client().auth.getUser(data.session!.access_token);
    expect(before.data.user?.email).toBe(DEMO.email);
    const signOut = await client.auth.signOut({ scope: "local" });
    expect(signOut.error).toBeNull();
    const after = await backend.client().auth.getUser(data.session!.access_token);
    expect(after.data.user).toBeNull();
    expect(after.error?.name).toBe("AuthSessionMissingError");
  });
});
