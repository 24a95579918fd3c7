import { SignJWT, decodeJwt, decodeProtectedHeader, generateKeyPair } from "jose";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ANON_KEY, SERVICE_ROLE_KEY } from "@/local-supabase/config";
import { loadSigningKey, signAccessToken, signLegacyToken } from "@/local-supabase/signing-keys";
import { DEMO, httpLayerKinds, startTestBackend, type TestBackend } from "./harness";

type Shape = "auth" | "auth-legacy" | "rest";
interface Case {
  name: string;
  send: () => Promise<Response>;
  status: number;
  code: string;
  shape: Shape;
  message?: string | RegExp;
}

const API_VERSION = { "X-Supabase-Api-Version": "2024-01-01" };
const JSON_HEADERS = { "Content-Type": "application/json" };
const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
const OVER_ONE_MB = JSON.stringify({ email: "demo@example.com", password: "x", padding: "x".repeat(1_048_576) });
/** JSON nested 5,000 levels deep (under 1 MB): serialising it again would overflow the JavaScript stack. */
const DEEP = (inside: string) => "[".repeat(5000) + inside + "]".repeat(5000);

/**
 * Checks an error response against the three body shapes (docs/local-backend.md, 'Auth errors' and 'Data API errors');
 * never a 5xx.
 */
async function expectError(response: Response, { status, code, shape, message }: Case) {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  const body = JSON.parse(text) as Record<string, unknown>;
  if (shape === "rest") {
    expect(Object.keys(body).sort()).toEqual(["code", "details", "hint", "message"]);
    expect(body.code).toBe(code);
  } else if (shape === "auth") {
    expect(body).toMatchObject({ code, message: expect.any(String) });
    expect(response.headers.get("x-supabase-api-version")).toBe("2024-01-01");
  } else {
    expect(body).toMatchObject({ code: status, error_code: code, msg: expect.any(String) });
  }
  if (message !== undefined) expect(String(body.message ?? body.msg)).toMatch(message);
  if (shape === "rest") expect(response.headers.get("proxy-status")).toBe(`PostgREST; error=${code}`);
  else expect(response.headers.get("x-sb-error-code")).toBe(code);
}

describe.each(httpLayerKinds())("hostile and malformed requests on %s", (kind) => {
  let backend: TestBackend;
  let memberToken = "";
  const tokens: Record<string, string> = {};

  const auth = (path: string, init: RequestInit = {}, version = true) =>
    fetch(`${backend.url}/auth/v1${path}`, {
      ...init,
      headers: { apikey: ANON_KEY, Authorization: `Bearer ${ANON_KEY}`, ...JSON_HEADERS, ...(version ? API_VERSION : {}), ...init.headers },
    });
  const rest = (path: string, init: RequestInit = {}, token: string | null = memberToken) =>
    fetch(`${backend.url}/rest/v1${path}`, {
      ...init,
      headers: { ...(token === null ? {} : { apikey: ANON_KEY, Authorization: `Bearer ${token}` }), ...JSON_HEADERS, ...init.headers },
    });
  const asService = (path: string, init: RequestInit = {}) => rest(path, init, SERVICE_ROLE_KEY);
  const withToken = (name: string) => ({
    rest: () => rest("/user_profiles?select=name", {}, tokens[name]!),
    user: () => auth("/user", { headers: { Authorization: `Bearer ${tokens[name]}` } }),
  });

  beforeAll(async () => {
    backend = await startTestBackend(kind);
    const { data } = await backend.client().auth.signInWithPassword(DEMO);
    memberToken = data.session!.access_token;
    const claims = decodeJwt(memberToken);
    const [header, , signature] = memberToken.split(".");
    const now = Math.floor(Date.now() / 1000);
    const stranger = await generateKeyPair("ES256");
    const { kid } = decodeProtectedHeader(memberToken);
    tokens.forgedEs256 = await new SignJWT(claims).setProtectedHeader({ alg: "ES256", kid, typ: "JWT" }).sign(stranger.privateKey);
    tokens.forgedHs256 = await new SignJWT({ role: "service_role" })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .sign(new TextEncoder().encode("not-the-secret-but-long-enough-to-be-accepted"));
    tokens.algNone = `${base64url({ alg: "none", typ: "JWT" })}.${base64url({ ...claims, role: "service_role" })}.`;
    tokens.algNoneUnsigned = `${base64url({ alg: "none", typ: "JWT" })}.${base64url({ ...claims, role: "service_role" })}`;
    tokens.alteredPayload = `${header}.${base64url({ ...claims, role: "service_role", email: "someone@example.com" })}.${signature}`;
    tokens.expiredEs256 = await signAccessToken(await loadSigningKey(backend.db), { ...claims, iat: now - 7200, exp: now - 3600 });
    tokens.expiredHs256 = await signLegacyToken({ ...claims, iat: now - 7200, exp: now - 3600 });
    tokens.superuser = await signLegacyToken({ role: "postgres", exp: now + 600 });
    tokens.superuserEs256 = await signAccessToken(await loadSigningKey(backend.db), { role: "postgres", exp: now + 600 });
    tokens.garbage = "!!!.???.***";
  });
  afterAll(() => backend?.close());

  afterEach(async () => {
    const health = await fetch(`${backend.url}/auth/v1/health`);
    expect(health.status).toBe(200);
    const profiles = await rest("/user_profiles?select=name");
    expect(await profiles.json()).toEqual([{ name: "Asha Verma" }]);
  });

  const cases: Case[] = [
    // Bodies that are not JSON, or too large.
    { name: "password sign-in with malformed JSON", send: () => auth("/token?grant_type=password", { method: "POST", body: '{"email":' }), status: 400, code: "bad_json", shape: "auth", message: /^Could not parse request body as JSON/ },
    { name: "password sign-in with malformed JSON, legacy format", send: () => auth("/token?grant_type=password", { method: "POST", body: "{'email': 1}" }, false), status: 400, code: "bad_json", shape: "auth-legacy" },
    { name: "sign-up with a body that is not JSON", send: () => auth("/signup", { method: "POST", body: "email=a@b.c&password=123456" }), status: 400, code: "bad_json", shape: "auth" },
    { name: "sign-up with a JSON array", send: () => auth("/signup", { method: "POST", body: "[1,2]" }), status: 400, code: "bad_json", shape: "auth" },
    { name: "feedback insert with malformed JSON", send: () => rest("/feedback", { method: "POST", body: '{"rating":"up",' }), status: 400, code: "PGRST102", shape: "rest" },
    { name: "feedback insert with a JSON string", send: () => rest("/feedback", { method: "POST", body: '"up"' }), status: 400, code: "PGRST102", shape: "rest" },
    { name: "password sign-in over 1 MB", send: () => auth("/token?grant_type=password", { method: "POST", body: OVER_ONE_MB }), status: 413, code: "request_entity_too_large", shape: "auth" },
    { name: "sign-up over 1 MB", send: () => auth("/signup", { method: "POST", body: OVER_ONE_MB }), status: 413, code: "request_entity_too_large", shape: "auth" },
    { name: "OAuth callback form over 1 MB", send: () => fetch(`${backend.url}/auth/v1/callback`, { method: "POST", body: `state=${"x".repeat(1_100_000)}`, redirect: "manual" }), status: 413, code: "request_entity_too_large", shape: "auth-legacy" },
    { name: "feedback insert over 1 MB", send: () => rest("/feedback", { method: "POST", body: OVER_ONE_MB }), status: 413, code: "PGRST102", shape: "rest" },
    // Fields of the wrong type or out of range.
    { name: "password sign-in with non-string fields", send: () => auth("/token?grant_type=password", { method: "POST", body: '{"email":5,"password":[]}' }), status: 400, code: "validation_failed", shape: "auth" },
    { name: "token request without a grant type", send: () => auth("/token", { method: "POST", body: "{}" }), status: 400, code: "invalid_credentials", shape: "auth", message: "unsupported_grant_type" },
    { name: "refresh with a malformed refresh token", send: () => auth("/token?grant_type=refresh_token", { method: "POST", body: '{"refresh_token":"x\'; drop"}' }), status: 400, code: "validation_failed", shape: "auth" },
    { name: "code exchange without code or verifier", send: () => auth("/token?grant_type=pkce", { method: "POST", body: "{}" }), status: 400, code: "validation_failed", shape: "auth" },
    { name: "sign-up with an invalid email", send: () => auth("/signup", { method: "POST", body: '{"email":"asha@@example","password":"long-enough"}' }), status: 400, code: "validation_failed", shape: "auth" },
    { name: "sign-up with a password over 72 bytes", send: () => auth("/signup", { method: "POST", body: JSON.stringify({ email: "new.member@example.com", password: "पासवर्ड".repeat(5) }) }), status: 400, code: "validation_failed", shape: "auth" },
    { name: "Google sign-in with a short PKCE challenge", send: () => fetch(`${backend.url}/auth/v1/authorize?provider=google&code_challenge=abc&code_challenge_method=s256`, { redirect: "manual" }), status: 400, code: "validation_failed", shape: "auth-legacy" },
    { name: "sign-in with a provider that is not enabled", send: () => fetch(`${backend.url}/auth/v1/authorize?provider=github`, { redirect: "manual" }), status: 400, code: "validation_failed", shape: "auth-legacy" },
    { name: "an unknown auth route", send: () => auth("/admin/users"), status: 404, code: "not_found", shape: "auth" },
    // Unknown tables, columns, functions and schemas.
    { name: "an unknown table", send: () => rest("/members"), status: 404, code: "PGRST205", shape: "rest" },
    { name: "a table name in the wrong case", send: () => rest("/User_Profiles"), status: 404, code: "PGRST205", shape: "rest", message: /public\.User_Profiles/ },
    { name: "a table outside the exposed schema", send: () => rest("/auth.users"), status: 404, code: "PGRST205", shape: "rest" },
    { name: "an undecodable path", send: () => rest("/%E0%A4%A"), status: 404, code: "PGRST125", shape: "rest" },
    { name: "selecting an unknown column", send: () => rest("/user_profiles?select=name,password"), status: 400, code: "42703", shape: "rest" },
    { name: "filtering on an unknown column", send: () => rest("/user_profiles?password=eq.x"), status: 400, code: "42703", shape: "rest" },
    { name: "inserting an unknown column", send: () => rest("/feedback", { method: "POST", body: '{"rating":"up","is_admin":true}' }), status: 400, code: "PGRST204", shape: "rest" },
    { name: "updating an unknown column", send: () => rest("/user_profiles?user_id=eq.d0d0d0d0-0000-4000-8000-000000000001", { method: "PATCH", body: '{"role":"admin"}' }), status: 400, code: "PGRST204", shape: "rest" },
    { name: "an unknown function", send: () => rest("/rpc/grant_membership", { method: "POST", body: "{}" }), status: 404, code: "PGRST202", shape: "rest" },
    { name: "a schema that is not exposed", send: () => rest("/users", { headers: { "Accept-Profile": "auth" } }), status: 406, code: "PGRST106", shape: "rest" },
    { name: "an unsupported method", send: () => rest("/feedback", { method: "PUT", body: "{}" }), status: 405, code: "PGRST117", shape: "rest" },
    // Odd filter values.
    { name: "an empty eq value on a number", send: () => asService("/feedback?id=eq."), status: 400, code: "22P02", shape: "rest" },
    { name: "an unknown operator", send: () => asService("/feedback?id=zz.1"), status: 400, code: "PGRST100", shape: "rest" },
    { name: "a filter without an operator", send: () => asService("/feedback?id=1"), status: 400, code: "PGRST100", shape: "rest" },
    { name: "an unterminated in list", send: () => asService("/feedback?id=in.(1,2"), status: 400, code: "PGRST100", shape: "rest" },
    { name: "is with a value other than null/true/false", send: () => asService("/feedback?feedback_text=is.maybe"), status: 400, code: "PGRST100", shape: "rest" },
    { name: "a select list with a trailing comma", send: () => asService("/feedback?select=*,"), status: 400, code: "PGRST100", shape: "rest" },
    { name: "a select list with a subquery", send: () => asService("/feedback?select=id,(select%20rolname%20from%20pg_roles)"), status: 400, code: "PGRST100", shape: "rest" },
    { name: "a select list with a quote", send: () => asService('/feedback?select=id"%3Bselect%201--'), status: 400, code: "42703", shape: "rest" },
    { name: "a negative limit", send: () => asService("/feedback?limit=-1"), status: 400, code: "PGRST100", shape: "rest" },
    { name: "a non-numeric offset", send: () => asService("/feedback?offset=1;drop"), status: 400, code: "PGRST100", shape: "rest" },
    { name: "an order with an unknown direction", send: () => asService("/feedback?order=id.sideways"), status: 400, code: "PGRST100", shape: "rest" },
    { name: "an order on an unknown column", send: () => asService("/feedback?order=secret.desc"), status: 400, code: "42703", shape: "rest" },
    { name: "a NUL byte in a filter value", send: () => asService("/feedback?user_email=eq.a%00b"), status: 400, code: "22021", shape: "rest" },
    { name: "a NUL byte in a column name", send: () => asService("/feedback?select=id%00"), status: 400, code: "PGRST100", shape: "rest" },
    { name: "a non-Latin column name", send: () => rest(`/user_profiles?select=${encodeURIComponent("नाम")}`), status: 400, code: "42703", shape: "rest" },
    // Missing or bad credentials.
    { name: "data request without apikey or Authorization", send: () => rest("/user_profiles", {}, null), status: 401, code: "42501", shape: "rest" },
    { name: "get user without Authorization", send: () => fetch(`${backend.url}/auth/v1/user`, { headers: API_VERSION }), status: 401, code: "no_authorization", shape: "auth" },
    { name: "data request with a Basic Authorization header", send: () => rest("/user_profiles", { headers: { Authorization: "Basic ZGVtbzpwYXNz" } }), status: 401, code: "PGRST301", shape: "rest" },
    { name: "data request with a two-part token", send: () => rest("/user_profiles", {}, "abc.def"), status: 401, code: "PGRST301", shape: "rest", message: "Expected 3 parts in JWT; got 2" },
    { name: "data request with a garbage token", send: () => withToken("garbage").rest(), status: 401, code: "PGRST301", shape: "rest" },
    { name: "data request with an ES256 token signed by another key", send: () => withToken("forgedEs256").rest(), status: 401, code: "PGRST301", shape: "rest" },
    { name: "get user with an ES256 token signed by another key", send: () => withToken("forgedEs256").user(), status: 403, code: "bad_jwt", shape: "auth" },
    { name: "data request with an HS256 token signed by another secret", send: () => withToken("forgedHs256").rest(), status: 401, code: "PGRST301", shape: "rest" },
    { name: "data request with an alg:none token", send: () => withToken("algNone").rest(), status: 401, code: "PGRST301", shape: "rest" },
    { name: "data request with an unsigned two-part alg:none token", send: () => withToken("algNoneUnsigned").rest(), status: 401, code: "PGRST301", shape: "rest" },
    { name: "get user with an alg:none token", send: () => withToken("algNone").user(), status: 403, code: "bad_jwt", shape: "auth" },
    { name: "data request with an altered payload", send: () => withToken("alteredPayload").rest(), status: 401, code: "PGRST301", shape: "rest" },
    { name: "get user with an altered payload", send: () => withToken("alteredPayload").user(), status: 403, code: "bad_jwt", shape: "auth" },
    { name: "data request with an expired ES256 token", send: () => withToken("expiredEs256").rest(), status: 401, code: "PGRST303", shape: "rest", message: "JWT expired" },
    // Any HS256 token but the two legacy keys is refused as unverifiable, expired or not (its secret is public).
    { name: "data request with an expired HS256 token", send: () => withToken("expiredHs256").rest(), status: 401, code: "PGRST301", shape: "rest", message: "No suitable key or wrong key type" },
    { name: "get user with an expired token", send: () => withToken("expiredEs256").user(), status: 403, code: "bad_jwt", shape: "auth", message: /token is expired/ },
    { name: "data request claiming a database superuser role", send: () => withToken("superuser").rest(), status: 401, code: "PGRST301", shape: "rest" },
    { name: "data request with an ES256 token claiming a database superuser role", send: () => withToken("superuserEs256").rest(), status: 401, code: "22023", shape: "rest" },
    // Found by fuzzing (fuzz-auth/fuzz-data): these once answered 500 or 201.
    { name: "password sign-in with a NUL byte in the email", send: () => auth("/token?grant_type=password", { method: "POST", body: JSON.stringify({ email: "demo\u0000@example.com", password: "x" }) }), status: 400, code: "invalid_credentials", shape: "auth" },
    { name: "sign-up with a NUL byte in the email", send: () => auth("/signup", { method: "POST", body: JSON.stringify({ email: "new.member\u0000@example.com", password: "long-enough" }) }), status: 400, code: "validation_failed", shape: "auth" },
    { name: "code exchange with a NUL byte in the code", send: () => auth("/token?grant_type=pkce", { method: "POST", body: JSON.stringify({ auth_code: "a\u0000b", code_verifier: "x".repeat(43) }) }), status: 404, code: "flow_state_not_found", shape: "auth" },
    { name: "code exchange with a lone surrogate after a non-ASCII character", send: () => auth("/token?grant_type=pkce", { method: "POST", body: JSON.stringify({ auth_code: "न\udfff", code_verifier: "x".repeat(43) }) }), status: 404, code: "flow_state_not_found", shape: "auth" },
    { name: "an empty insert by an anonymous caller", send: () => rest("/users", { method: "POST", body: "{}" }, ANON_KEY), status: 401, code: "42501", shape: "rest" },
    { name: "an empty array insert by a member into the membership list", send: () => rest("/users", { method: "POST", body: "[]" }), status: 403, code: "42501", shape: "rest" },
    { name: "an empty feedback insert (a row of defaults, without page or rating)", send: () => rest("/feedback", { method: "POST", body: "{}" }), status: 400, code: "23502", shape: "rest" },
    { name: "a membership email over 254 characters, even from the service role", send: () => asService("/users", { method: "POST", body: JSON.stringify({ email: `${"a".repeat(3000)}@example.com` }) }), status: 400, code: "23514", shape: "rest" },
    { name: "sign-out with an unknown scope", send: () => auth("/logout?scope=everyone", { method: "POST", headers: { Authorization: `Bearer ${memberToken}` } }), status: 400, code: "validation_failed", shape: "auth" },
    // Found while adding recovery: JSON nested 5,000 levels deep, enough to overflow the stack, answered 500.
    { name: "deeply nested sign-up data", send: () => auth("/signup", { method: "POST", body: `{"email":"new.member@example.com","password":"long-enough","data":{"a":${DEEP("1")}}}` }), status: 400, code: "bad_json", shape: "auth", message: "Could not parse request body as JSON: exceeded max depth" },
    { name: "deeply nested user data", send: () => auth("/user", { method: "PUT", headers: { Authorization: `Bearer ${memberToken}` }, body: `{"data":{"a":${DEEP("1")}}}` }), status: 400, code: "bad_json", shape: "auth" },
    { name: "a deeply nested insert", send: () => asService("/users", { method: "POST", body: `[{"email":${DEEP("")}}]` }), status: 400, code: "PGRST102", shape: "rest", message: "Empty or invalid json" },
    { name: "a deeply nested rpc argument", send: () => rest("/rpc/is_member", { method: "POST", body: `{"x":${DEEP("")}}` }), status: 400, code: "PGRST102", shape: "rest" },
  ];

  it.each(cases)("answers $name with $status $code", async (testCase) => {
    await expectError(await testCase.send(), testCase);
  });

  it("treats quotes and unicode in filter values as plain data", async () => {
    for (const value of ["x' or '1'='1", "आशा@उदाहरण.भारत", "😀", "%"]) {
      const response = await rest(`/user_profiles?select=name&name=eq.${encodeURIComponent(value)}`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual([]);
    }
  });

  it("answers a request line over Node's 16 KB header limit with 431 and a JSON body", async () => {
    const response = await rest(`/user_profiles?select=${"a".repeat(20_000)}`);
    expect(response.status).toBe(431);
    expect(response.headers.get("content-type")).toBe("application/json");
    expect(await response.json()).toEqual({ message: "Request Header Fields Too Large" });
  });

  it("does not crash on a request target that is not a URL", async () => {
    const net = await import("node:net");
    const reply = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(backend.port, "127.0.0.1", () => socket.end(`GET http://[oops HTTP/1.1\r\nHost: 127.0.0.1:${backend.port}\r\nConnection: close\r\n\r\n`));
      let data = "";
      socket.on("data", (chunk) => (data += chunk));
      socket.on("close", () => resolve(data));
      socket.on("error", reject);
    });
    expect(reply).toMatch(/^HTTP\/1\.1 400 /);
  });
});
