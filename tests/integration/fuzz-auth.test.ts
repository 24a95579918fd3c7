import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ANON_KEY, SERVICE_ROLE_KEY } from "@/local-supabase/config";
import { DEMO, httpLayerKinds, newMember, startTestBackend, type TestBackend } from "./harness";
import {
  Tally,
  apiVersion,
  body,
  CensusTaker,
  census,
  defined,
  delta,
  FUZZ_TIMEOUT,
  expectAlive,
  expectAuthError,
  extraHeaders,
  fuzzOptions,
  headerText,
  json,
  send,
  text,
  urlEncode,
  type Answer,
} from "./fuzz-support";

/**
 * Fuzzes the Auth API with raw HTTP: sign-up, password and refresh grants (and any other grant type), get user and
 * sign-out, with arbitrary strings, JSON and headers. Every answer must be a success or a 4xx in GoTrue's error
 * shape, never a 5xx (the one 5xx GoTrue itself sends is checked exactly: a sign-up the database refuses, see
 * docs/local-backend.md, 'Sign-up endpoint'), and a refused request must store nothing.
 */

// bcrypt at cost 10 takes ~120 ms here; thousands of sign-ups and sign-ins would take minutes. Hashes made during
// the test use the minimum cost, and the demo member's seeded hash (the password grant's timing dummy too) is
// checked by comparing with its known password. What is fuzzed is the handling of input, not bcrypt.
const SEEDED_HASH = "$2a$10$/4Un/K/ycC1.tG5QGXQzfO6qyxZKUBZo5Fzg8Q8ZK4GLn3a6sbXPu";
vi.mock("@node-rs/bcrypt", async (importOriginal) => {
  const real = await importOriginal<typeof import("@node-rs/bcrypt")>();
  return {
    ...real,
    hash: (password: string) => real.hash(password, { cost: 4 }),
    verify: async (password: string, hash: string) => (hash === SEEDED_HASH ? password === "learn-pm-2026" : real.verify(password, hash)),
  };
});

const PASSWORD = "a-strong-password";
const PURCHASED = 400;
const unlimited = { rateLimit: { perAddress: 1e9, perEmail: 1e9, windowMs: 60_000 } };

/** An email in one of the forms a user may type it: as stored, in capitals, or with spaces around it. */
/** Whether the profile the sign-up trigger makes from this metadata breaks user_profiles' limits, as Postgres reads it. */
async function profileLimitsBroken(backend: TestBackend, data: unknown): Promise<boolean> {
  const result = await backend.db.transaction((tx) =>
    tx.query<{ broken: boolean | null }>(
      `select coalesce(char_length(nullif(btrim($1::jsonb ->> 'phone_number'), '')) > 32, false)
           or coalesce(char_length(nullif(btrim($1::jsonb ->> 'linkedin_profile'), '')) > 300, false) as broken`,
      [JSON.stringify(data ?? null)],
    ),
  );
  return result.rows[0]?.broken === true;
}

const typed = (email: string) => fc.constantFrom(email, email.toUpperCase(), `  ${email}\t`);

/** The message of an auth error in either format. */
const messageOf = (answer: Answer) => {
  const body = answer.json as Record<string, unknown>;
  return String(body.message ?? body.msg);
};

describe.each(httpLayerKinds())("auth API fuzzing on %s", (kind) => {
  let backend: TestBackend;
  let member: Awaited<ReturnType<typeof newMember>>;
  const tallies = new Map<string, Tally>();
  let counts: CensusTaker;

  beforeAll(async () => {
    backend = await startTestBackend(kind, unlimited);
    counts = new CensusTaker(backend);
    member = await newMember(backend, "Fuzz Member");
    const emails = Array.from({ length: PURCHASED }, (_, i) => `('purchased-${i}@example.com')`).join(", ");
    await backend.db.transaction((tx) => tx.query(`insert into public.users (email) values ${emails}`));
  });
  afterAll(async () => {
    console.log(`auth API fuzzing on ${kind}:\n${[...tallies].map(([target, t]) => `  ${target}: ${t.runs} runs: ${t.summary()}`).join("\n")}`);
    await backend?.close();
  });

  /** Starts a target: its tally, and fresh counts (tests before it may have written). */
  const tally = (target: string) => {
    counts.invalidate();
    const t = new Tally();
    tallies.set(target, t);
    return t;
  };

  /** Headers as auth-js sends them, each of which may be missing or replaced by something else. */
  const authHeaders = () =>
    fc.record({
      apikey: fc.oneof(fc.constant(ANON_KEY), fc.constant(undefined), headerText()),
      version: apiVersion(),
      contentType: fc.oneof(fc.constant("application/json"), fc.constant(undefined), headerText()),
      extra: extraHeaders(),
    });
  const headersOf = (h: { apikey?: string; version?: string; contentType?: string; extra: Record<string, string> }, more: Record<string, string | undefined> = {}) =>
    defined({ ...h.extra, apikey: h.apikey, "X-Supabase-Api-Version": h.version, "Content-Type": h.contentType, ...more });

  /** Signs the fuzz member in directly, for targets that need a live session. */
  async function signIn(): Promise<{ access_token: string; refresh_token: string }> {
    counts?.invalidate();
    const answer = await send(`${backend.url}/auth/v1/token?grant_type=password`, {
      method: "POST",
      headers: { apikey: ANON_KEY, "Content-Type": "application/json" },
      body: JSON.stringify({ email: member.email, password: PASSWORD }),
    });
    expect(answer.status, answer.text).toBe(200);
    return answer.json as { access_token: string; refresh_token: string };
  }

  /** A token changed in one place: a character replaced, the case flipped, or something cut or added. */
  const mutated = (token: string) =>
    fc.oneof(
      fc.tuple(fc.nat(token.length - 1), fc.constantFrom(..."AZaz09-_.=")).map(([i, c]) => token.slice(0, i) + c + token.slice(i + 1)),
      fc.constant(token.toUpperCase()),
      fc.nat(token.length).map((i) => token.slice(0, i)),
      headerText().map((suffix) => token + suffix),
    );

  it.each([
    ["a NUL byte", { name: "Asha\u0000Rao" }],
    ["a lone surrogate", { linkedin_profile: "https://www.linkedin.com/in/\udfff" }],
  ])("sign-up metadata with %s that jsonb cannot store: GoTrue's 500 (the app's schema refuses it first), nothing stored", async (_label, data) => {
    const before = await census(backend);
    const answer = await send(`${backend.url}/auth/v1/signup`, {
      method: "POST",
      headers: { apikey: ANON_KEY, "Content-Type": "application/json", "X-Supabase-Api-Version": "2024-01-01" },
      body: JSON.stringify({ email: "purchased-399@example.com", password: PASSWORD, data }),
    });
    expect([answer.status, answer.json]).toEqual([500, { code: "unexpected_failure", message: "Database error saving new user" }]);
    expect(delta(before, await census(backend))).toEqual({});
  });

  it("sign-up: success only for a purchased email, else a 4xx (or GoTrue's database refusal) and no row anywhere", async () => {
    const t = tally("POST /signup");
    const email = fc.oneof(
      { weight: 4, arbitrary: fc.nat(PURCHASED - 1).chain((i) => typed(`purchased-${i}@example.com`)) },
      { weight: 1, arbitrary: typed("not.purchased@example.com") },
      { weight: 1, arbitrary: fc.constantFrom(member.email, DEMO.email) },
      { weight: 3, arbitrary: text() },
      { weight: 1, arbitrary: json() },
    );
    const fields = fc.record(
      {
        email,
        password: fc.oneof({ weight: 3, arbitrary: fc.constant(PASSWORD) }, { weight: 3, arbitrary: text(80) }, { weight: 1, arbitrary: json() }),
        data: fc.oneof(
          json(),
          fc.record({ name: text(), phone_number: text(), linkedin_profile: text() }, { requiredKeys: [] }),
        ),
        phone: text(),
        code_challenge: fc.oneof(text(), fc.constant("a".repeat(43))),
        code_challenge_method: fc.constantFrom("s256", "plain", "S256", "md5", ""),
        gotrue_meta_security: json(),
      },
      { requiredKeys: ["email", "password"] },
    );
    await fc.assert(
      fc.asyncProperty(body(fc.oneof({ weight: 6, arbitrary: fields }, { weight: 1, arbitrary: json() })), authHeaders(), async (payload, h) => {
        const before = await counts.before();
        const answer = await send(`${backend.url}/auth/v1/signup`, { method: "POST", headers: headersOf(h), body: payload });
        const changed = delta(before, await counts.after());
        if (answer.status === 200) {
          t.add(200);
          // "Confirm email" is on: never a session; the user object itself (email-confirmation.test.ts has the rules).
          const user = answer.json as { access_token?: unknown; id: string; email: string; identities: unknown[] };
          expect(user.access_token).toBeUndefined();
          const sessionsAndTokens = { "auth.sessions": changed["auth.sessions"], "auth.refresh_tokens": changed["auth.refresh_tokens"] };
          expect(sessionsAndTokens).toEqual({ "auth.sessions": undefined, "auth.refresh_tokens": undefined });
          const { "auth.flow_state": flows = 0, ...rows } = changed;
          // A PKCE sign-up adds its flow state; GoTrue's obfuscated user (a confirmed address) adds nothing at all.
          expect(flows).toBeLessThanOrEqual(1);
          if (user.identities.length === 0) expect(changed).toEqual({});
          else if (rows["auth.users"]) expect(rows).toEqual({ "auth.users": 1, "auth.identities": 1, "public.user_profiles": 1 });
          else expect(rows, "a repeated sign-up of an unconfirmed address writes only its new link").toEqual({});
          const purchased = await backend.db.transaction((tx) => tx.query("select 1 from public.users where email = $1", [user.email]));
          expect(purchased.rows, `an account for ${user.email}, which bought nothing`).toHaveLength(1);
          return;
        }
        const code = expectAuthError(answer, h.version);
        t.add(answer.status, code);
        if (answer.status >= 500) {
          // 'Sign-up endpoint' in docs/local-backend.md: the INSERT into auth.users failed. Only three reasons are
          // acceptable: the email bought nothing (the membership trigger), the metadata holds what Postgres' jsonb
          // cannot store (NUL, a lone surrogate), or the profile made from it breaks the profile's own limits (a phone
          // over 32, a link over 300 characters).
          expect([answer.status, code, messageOf(answer)], answer.text).toEqual([500, "unexpected_failure", "Database error saving new user"]);
          const sent = JSON.parse(payload) as { email: string; data?: unknown };
          const purchased = await backend.db.transaction((tx) => tx.query("select 1 from public.users where email = $1", [sent.email.trim().toLowerCase()]));
          const unstorable = /\\u0000|\\ud[89a-f][0-9a-f]{2}/i.test(JSON.stringify(sent.data ?? null));
          const overProfileLimits = !unstorable && (await profileLimitsBroken(backend, sent.data));
          expect(purchased.rows.length === 0 || unstorable || overProfileLimits, `refused ${payload}`).toBe(true);
        } else {
          expect(answer.status, answer.text).toBeGreaterThanOrEqual(400);
        }
        expect(changed, answer.text).toEqual({});
      }),
      fuzzOptions(kind),
    );
    await expectAlive(backend);
  }, FUZZ_TIMEOUT);

  it("password grant: a session only for the right password, else a 4xx and no session stored", async () => {
    const t = tally("POST /token?grant_type=password");
    const fieldsOf = (requiredKeys: ("email" | "password")[]) => fc.record(
      {
        email: fc.oneof(
          { weight: 4, arbitrary: typed(member.email) },
          { weight: 1, arbitrary: typed(DEMO.email) },
          { weight: 1, arbitrary: typed("new.member@example.com") },
          { weight: 3, arbitrary: text() },
          { weight: 1, arbitrary: json() },
        ),
        password: fc.oneof({ weight: 3, arbitrary: fc.constantFrom(PASSWORD, DEMO.password) }, { weight: 3, arbitrary: text(80) }, { weight: 1, arbitrary: json() }),
        phone: text(),
        gotrue_meta_security: json(),
      },
      { requiredKeys },
    );
    const value = fc.oneof(
      { weight: 6, arbitrary: fieldsOf(["email", "password"]) },
      { weight: 2, arbitrary: fieldsOf([]) },
      { weight: 1, arbitrary: json() },
      { weight: 1, arbitrary: text(60) },
    );
    await fc.assert(
      fc.asyncProperty(value, fc.boolean(), authHeaders(), async (value, raw, h) => {
        // A string is sent as the raw body (usually not JSON); anything else JSON-encoded.
        const payload = raw && typeof value === "string" ? value : JSON.stringify(value);
        const before = await counts.before();
        const answer = await send(`${backend.url}/auth/v1/token?grant_type=password`, { method: "POST", headers: headersOf(h), body: payload });
        const changed = delta(before, await counts.after());
        const sent = (typeof value === "object" && value !== null && !Array.isArray(value) ? value : {}) as Record<string, unknown>;
        const email = typeof sent.email === "string" ? sent.email.trim().toLowerCase() : null;
        const rightPassword =
          (email === member.email && sent.password === PASSWORD) || (email === DEMO.email && sent.password === DEMO.password);
        if (answer.status === 200) {
          t.add(200);
          expect(rightPassword, `signed in with ${JSON.stringify(value)}`).toBe(true);
          expect((answer.json as { user: { email: string } }).user.email).toBe(email);
          expect(changed).toEqual({ "auth.sessions": 1, "auth.refresh_tokens": 1 });
          return;
        }
        const code = expectAuthError(answer, h.version);
        t.add(answer.status, code);
        expect(answer.status, answer.text).toBeGreaterThanOrEqual(400);
        expect(answer.status, answer.text).toBeLessThan(500);
        if (rightPassword && sent.phone === undefined) throw new Error(`the right password was refused: ${answer.text}`);
        expect(changed, answer.text).toEqual({});
      }),
      fuzzOptions(kind),
    );
    await expectAlive(backend);
  }, FUZZ_TIMEOUT);

  it("refresh grant: rotates a live token, refuses anything else with a 4xx and stores nothing", async () => {
    const t = tally("POST /token?grant_type=refresh_token");
    const live = await Promise.all(Array.from({ length: 4 }, () => signIn()));
    const tokens = live.map((session) => session.refresh_token);
    /** Tokens already rotated away, with the slot (session) they belong to. */
    const spent: { slot: number; value: string }[] = [];
    const token = fc.oneof(
      { weight: 3, arbitrary: fc.nat(tokens.length - 1).map((i) => ({ slot: i, value: tokens[i]! })) },
      { weight: 1, arbitrary: fc.nat(63).map((i) => ({ slot: -1, value: spent[i % Math.max(spent.length, 1)]?.value ?? "" })) },
      { weight: 2, arbitrary: fc.nat(tokens.length - 1).chain((i) => mutated(tokens[i]!)).map((value) => ({ slot: -1, value })) },
      { weight: 1, arbitrary: fc.stringMatching(/^[a-z0-9]{12}$/).map((value) => ({ slot: -1, value })) },
      { weight: 2, arbitrary: text().map((value) => ({ slot: -1, value })) },
    );
    await fc.assert(
      fc.asyncProperty(token, fc.oneof({ weight: 6, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: json() }), authHeaders(), async (choice, other, h) => {
        const payload = other === null ? JSON.stringify({ refresh_token: choice.value }) : JSON.stringify(other);
        const before = await counts.before();
        const answer = await send(`${backend.url}/auth/v1/token?grant_type=refresh_token`, { method: "POST", headers: headersOf(h), body: payload });
        const changed = delta(before, await counts.after());
        if (answer.status === 200) {
          t.add(200);
          const session = answer.json as { refresh_token: string; user: { id: string } };
          expect(session.user.id).toBe(member.user.id);
          // A rotation adds the child token; a revoked token within the reuse interval gets the current one back.
          expect([{ "auth.refresh_tokens": 1 }, {}], answer.text).toContainEqual(changed);
          if (choice.slot >= 0 && session.refresh_token !== tokens[choice.slot]) {
            spent.push({ slot: choice.slot, value: tokens[choice.slot]! });
            tokens[choice.slot] = session.refresh_token;
          }
          return;
        }
        const code = expectAuthError(answer, h.version);
        t.add(answer.status, code);
        expect(answer.status, answer.text).toBeGreaterThanOrEqual(400);
        expect(answer.status, answer.text).toBeLessThan(500);
        if (choice.slot >= 0 && other === null) throw new Error(`a live refresh token was refused: ${answer.text}`);
        if (code === "refresh_token_already_used") {
          // 'Token endpoint' in docs/local-backend.md: an old token reused after the reuse interval revokes its whole
          // session (and that session's tokens).
          expect(changed["auth.sessions"]).toBe(-1);
          expect(Object.keys(changed).sort()).toEqual(["auth.refresh_tokens", "auth.sessions"]);
          // That session is gone: give its slot a new one.
          const slot = spent.find((old) => old.value === choice.value)?.slot;
          if (slot !== undefined) tokens[slot] = (await signIn()).refresh_token;
        } else {
          expect(changed, answer.text).toEqual({});
        }
      }),
      fuzzOptions(kind),
    );
    await expectAlive(backend);
  }, FUZZ_TIMEOUT);

  it("other grants (pkce, unknown) with any body: a 4xx, nothing stored", async () => {
    const t = tally("POST /token?grant_type=<other>");
    const grant = fc.oneof(fc.constantFrom("pkce", "id_token", "authorization_code", "", "PASSWORD", "__proto__", "hasOwnProperty"), text());
    const fields = fc.record({ auth_code: text(), code_verifier: text(), refresh_token: text(), email: text(), password: text() }, { requiredKeys: [] });
    await fc.assert(
      fc.asyncProperty(fc.option(grant), body(fc.oneof({ weight: 4, arbitrary: fields }, { weight: 1, arbitrary: json() })), authHeaders(), async (grantType, payload, h) => {
        if (grantType === "password" || grantType === "refresh_token") return;
        const query = grantType === null ? "" : `?grant_type=${urlEncode(grantType)}`;
        const before = await counts.before();
        const answer = await send(`${backend.url}/auth/v1/token${query}`, { method: "POST", headers: headersOf(h), body: payload });
        const changed = delta(before, await counts.after());
        const code = answer.status < 400 ? undefined : expectAuthError(answer, h.version);
        t.add(answer.status, code);
        expect(answer.status, answer.text).toBeGreaterThanOrEqual(400);
        expect(answer.status, answer.text).toBeLessThan(500);
        expect(changed, answer.text).toEqual({});
      }),
      fuzzOptions(kind),
    );
    await expectAlive(backend);
  }, FUZZ_TIMEOUT);

  /** Stands for the live access token of the moment in a generated Authorization header. */
  const LIVE = "Bearer <live access token>";

  /** An Authorization header: a live access token, a damaged one, the API keys, a forged JWT, any text or none. */
  const authorization = (live: () => string) =>
    fc.oneof(
      { weight: 3, arbitrary: fc.constant(LIVE) },
      { weight: 3, arbitrary: fc.constant(null).chain(() => mutated(live())).map((token) => `Bearer ${token}`) },
      { weight: 1, arbitrary: fc.constantFrom(ANON_KEY, SERVICE_ROLE_KEY).map((key) => `Bearer ${key}`) },
      {
        weight: 2,
        arbitrary: fc.tuple(json(), json(), text()).map(([header, claims, signature]) => {
          const part = (value: unknown) => Buffer.from(JSON.stringify(value) ?? "").toString("base64url");
          return `Bearer ${part(header)}.${part(claims)}.${Buffer.from(signature).toString("base64url")}`;
        }),
      },
      { weight: 2, arbitrary: headerText() },
      { weight: 1, arbitrary: fc.constant(undefined) },
    );

  it("get user: the user for a live token, else a 4xx; never writes", async () => {
    const t = tally("GET /user");
    const session = await signIn();
    await fc.assert(
      fc.asyncProperty(authorization(() => session.access_token), authHeaders(), async (generated, h) => {
        const header = generated === LIVE ? `Bearer ${session.access_token}` : generated;
        const before = await counts.before();
        const answer = await send(`${backend.url}/auth/v1/user`, { headers: headersOf(h, { Authorization: header }) });
        const changed = delta(before, await counts.after());
        expect(changed, answer.text).toEqual({});
        if (answer.status === 200) {
          t.add(200);
          expect((answer.json as { id: string }).id).toBe(member.user.id);
          return;
        }
        const code = expectAuthError(answer, h.version);
        t.add(answer.status, code);
        expect(answer.status, answer.text).toBeGreaterThanOrEqual(400);
        expect(answer.status, answer.text).toBeLessThan(500);
        if (header === `Bearer ${session.access_token}`) throw new Error(`a live token was refused: ${answer.text}`);
      }),
      fuzzOptions(kind),
    );
    await expectAlive(backend);
  }, FUZZ_TIMEOUT);

  it("sign-out: ends sessions only for a live token and a known scope, else a 4xx and no change", async () => {
    const t = tally("POST /logout");
    let session = await signIn();
    const scope = fc.oneof(fc.constantFrom(undefined, "global", "local", "others"), text());
    await fc.assert(
      fc.asyncProperty(scope, authorization(() => session.access_token), authHeaders(), async (scopeValue, generated, h) => {
        const header = generated === LIVE ? `Bearer ${session.access_token}` : generated;
        const query = scopeValue === undefined ? "" : `?scope=${urlEncode(scopeValue)}`;
        const before = await counts.before();
        const answer = await send(`${backend.url}/auth/v1/logout${query}`, { method: "POST", headers: headersOf(h, { Authorization: header }) });
        const changed = delta(before, await counts.after());
        if (answer.status === 204) {
          t.add(204);
          expect(answer.text).toBe("");
          expect([undefined, "global", "local", "others"]).toContain(scopeValue);
          expect(Object.keys(changed).every((table) => table === "auth.sessions" || table === "auth.refresh_tokens"), answer.text).toBe(true);
          for (const n of Object.values(changed)) expect(n).toBeLessThan(0);
          if (scopeValue !== "others") session = await signIn();
          return;
        }
        const code = expectAuthError(answer, h.version);
        t.add(answer.status, code);
        expect(answer.status, answer.text).toBeGreaterThanOrEqual(400);
        expect(answer.status, answer.text).toBeLessThan(500);
        expect(changed, answer.text).toEqual({});
      }),
      fuzzOptions(kind),
    );
    await expectAlive(backend);
  }, FUZZ_TIMEOUT);
});
