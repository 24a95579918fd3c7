import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANON_KEY } from "@/local-supabase/config";
import { httpLayerKinds, newMember, startTestBackend, type TestBackend } from "./harness";

/**
 * PUT /auth/v1/user (local-supabase/auth/user-update-endpoint.ts), made by supabase-js's updateUser: a new password
 * under GoTrue's rules and merged user metadata, answered with the user object. See docs/local-backend.md, 'User
 * update endpoint'.
 */
describe.each(httpLayerKinds())("updating the user on %s", (kind) => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startTestBackend(kind);
  });
  afterAll(() => backend?.close());

  /** A raw PUT /auth/v1/user as supabase-js sends it (2024 error format). */
  const put = (body: string, token: string | null) =>
    fetch(`${backend.url}/auth/v1/user`, {
      method: "PUT",
      headers: {
        apikey: ANON_KEY,
        "Content-Type": "application/json",
        "X-Supabase-Api-Version": "2024-01-01",
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body,
    });

  it("merges data into user_metadata (null removes a key) and answers the user as GET /user does", async () => {
    const member = await newMember(backend, "Meera Iyer");
    const client = member.client;
    const updated = await client.auth.updateUser({ data: { city: "Pune", linkedin_profile: null } });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.user_metadata).toMatchObject({ name: "Meera Iyer", city: "Pune", email: member.email });
    expect(updated.data.user?.user_metadata).not.toHaveProperty("linkedin_profile");
    const fresh = await backend.client().auth.getUser(member.session.access_token);
    expect(fresh.data.user).toEqual(updated.data.user);
    // A key named __proto__ is stored as data, not lost as the object's prototype.
    const odd = await put(JSON.stringify({ data: JSON.parse('{"__proto__": {"x": 1}}') }), member.session.access_token);
    expect(odd.status).toBe(200);
    expect(((await odd.json()) as { user_metadata: Record<string, unknown> }).user_metadata).toHaveProperty("__proto__", { x: 1 });
  });

  it("refuses the current password as the new one with GoTrue's same_password, and weak or over-long ones", async () => {
    const member = await newMember(backend);
    const same = await member.client.auth.updateUser({ password: "a-strong-password" });
    expect([same.error?.status, same.error?.code, same.error?.message]).toEqual([422, "same_password", "New password should be different from the old password."]);
    const weak = await member.client.auth.updateUser({ password: "12345" });
    expect(weak.error?.name).toBe("AuthWeakPasswordError");
    expect([weak.error?.status, (weak.error as { reasons?: string[] }).reasons]).toEqual([422, ["length"]]);
    const long = await member.client.auth.updateUser({ password: "ह".repeat(25) });
    expect([long.error?.status, long.error?.code, long.error?.message]).toEqual([400, "validation_failed", "Password cannot be longer than 72 characters"]);
    const signIn = await backend.client().auth.signInWithPassword({ email: member.email, password: "a-strong-password" });
    expect(signIn.error).toBeNull();
  });

  it("needs no reauthentication nonce (secure_password_change is off), and ends the member's other sessions", async () => {
    const member = await newMember(backend);
    const other = await backend.client().auth.signInWithPassword({ email: member.email, password: "a-strong-password" });
    const changed = await member.client.auth.updateUser({ password: "another-good-one" });
    expect(changed.error).toBeNull();
    expect((await backend.client().auth.getUser(other.data.session!.access_token)).error?.name).toBe("AuthSessionMissingError");
    expect((await backend.client().auth.refreshSession({ refresh_token: other.data.session!.refresh_token })).error?.code).toBe("refresh_token_not_found");
    expect((await backend.client().auth.getUser(member.session.access_token)).data.user?.id).toBe(member.user.id);
    expect((await backend.client().auth.signInWithPassword({ email: member.email, password: "another-good-one" })).error).toBeNull();
  });

  it("answers without a valid bearer token like GET /user, and refuses what GoTrue refuses, changing nothing", async () => {
    const member = await newMember(backend);
    const token = member.session.access_token;
    const cases: [string, string | null, number, string, string][] = [
      ['{"data":{"a":1}}', null, 401, "no_authorization", "This endpoint requires a valid Bearer token"],
      ['{"data":{"a":1}}', ANON_KEY, 403, "bad_jwt", "invalid claim: missing sub claim"],
      ['{"app_metadata":{"role":"admin"}}', token, 403, "not_admin", "Updating app_metadata requires admin privileges"],
      ['{"password":1234567}', token, 400, "bad_json", "Could not parse request body as JSON: json: cannot unmarshal number into Go struct field UserUpdateParams.password of type string"],
      ['{"data":"x"}', token, 400, "bad_json", "Could not parse request body as JSON: json: cannot unmarshal string into Go struct field UserUpdateParams.data of type map[string]interface {}"],
      ['{"data":{"name":"a\\u0000b"}}', token, 400, "validation_failed", "User metadata cannot contain the NUL character or a lone surrogate"],
      ['{"email":"not-an-email"}', token, 400, "validation_failed", "Unable to validate email address: invalid format"],
      ['{"email":"someone.else@example.com"}', token, 400, "validation_failed", "Changing the email address is not supported by the local backend"],
      ['{"phone":"12"}', token, 400, "validation_failed", "Changing the phone number is not supported by the local backend"],
      ['{"phone":"abc"}', token, 400, "validation_failed", "Invalid phone number format (E.164 required)"],
    ];
    for (const [body, bearer, status, code, message] of cases) {
      const answer = await put(body, bearer);
      expect([answer.status, await answer.json()], body).toEqual([status, { code, message }]);
    }
    const taken = await put(JSON.stringify({ email: "demo@example.com" }), token);
    expect([taken.status, ((await taken.json()) as { code: string }).code]).toEqual([422, "email_exists"]);
    const user = await backend.client().auth.getUser(token);
    expect(user.data.user?.user_metadata).not.toHaveProperty("a");
    expect(user.data.user?.email).toBe(member.email);
  });
});
