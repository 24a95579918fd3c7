import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ANON_KEY, SERVICE_ROLE_KEY } from "@/local-supabase/config";
import { httpLayerKinds, newMember, startTestBackend, type TestBackend } from "./harness";
import {
  CensusTaker,
  FUZZ_TIMEOUT,
  Tally,
  apiVersion,
  body,
  defined,
  delta,
  expectAlive,
  expectAuthError,
  extraHeaders,
  fuzzOptions,
  headerText,
  json,
  send,
  text,
  urlEncode,
} from "./fuzz-support";

/**
 * Fuzzes password recovery with raw HTTP: POST /auth/v1/recover, GET /auth/v1/verify and PUT /auth/v1/user, with
 * arbitrary strings, JSON and headers. Every answer must be GoTrue's success or a 4xx in its error shape (a redirect for
 * /verify), never a 5xx; a refused request stores nothing, and no redirect leaves the allow list.
 */

// As in fuzz-auth.test.ts: hashes made here use bcrypt's minimum cost, so a thousand runs stay quick.
vi.mock("@node-rs/bcrypt", async (importOriginal) => {
  const real = await importOriginal<typeof import("@node-rs/bcrypt")>();
  return { ...real, hash: (password: string) => real.hash(password, { cost: 4 }) };
});

const SITE = "http://localhost:3000";
const OUTBOX = "local_supabase.outbox";
const ACCOUNTS = 12;

describe.each(httpLayerKinds())("recovery fuzzing on %s", (kind) => {
  let backend: TestBackend;
  const accounts: string[] = [];
  const tallies = new Map<string, Tally>();
  let counts: CensusTaker;

  beforeAll(async () => {
    backend = await startTestBackend(kind, { rateLimit: { perAddress: 1e9, perEmail: 1e9, windowMs: 60_000 } });
    counts = new CensusTaker(backend, { [OUTBOX]: `select count(*) from ${OUTBOX}` });
    for (let i = 0; i < ACCOUNTS; i++) accounts.push((await newMember(backend)).email);
  });
  afterAll(async () => {
    console.log(`recovery fuzzing on ${kind}:\n${[...tallies].map(([target, t]) => `  ${target}: ${t.runs} runs: ${t.summary()}`).join("\n")}`);
    await backend?.close();
  });

  const tally = (target: string) => {
    counts.invalidate();
    const t = new Tally();
    tallies.set(target, t);
    return t;
  };
  const headers = () => fc.record({ apikey: fc.oneof(fc.constant(ANON_KEY), fc.constant(undefined), headerText()), version: apiVersion(), extra: extraHeaders() });
  const headersOf = (h: { apikey?: string; version?: string; extra: Record<string, string> }, more: Record<string, string | undefined> = {}) =>
    defined({ ...h.extra, apikey: h.apikey, "X-Supabase-Api-Version": h.version, "Content-Type": "application/json", ...more });
  /** A redirect_to: the app's callback, another allowed one, a foreign site, or any text. */
  const redirectTo = fc.oneof(
    fc.constantFrom(`${SITE}/auth/callback?next=/reset-password`, "http://127.0.0.1:9999/x", "https://evil.example.com/", "javascript:alert(1)", ""),
    text(40),
  );
  /** Where a redirect may go: the site URL's host (any port on localhost) or a literal loopback address. */
  const allowed = (location: string) => {
    const url = new URL(location);
    return ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname) && ["http:", "https:"].includes(url.protocol);
  };

  it("recover: 200 {} for any address, an email only for an account, else a 4xx; nothing else stored", async () => {
    const t = tally("POST /recover");
    const email = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...accounts) }, { weight: 1, arbitrary: fc.constantFrom("nobody@example.com", "DEMO@example.com") }, { weight: 2, arbitrary: text() }, { weight: 1, arbitrary: json() });
    const fields = fc.record(
      { email, code_challenge: fc.oneof(fc.constant("a".repeat(43)), text()), code_challenge_method: fc.constantFrom("s256", "plain", "S256", "md5", ""), gotrue_meta_security: json() },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(body(fc.oneof({ weight: 6, arbitrary: fields }, { weight: 1, arbitrary: json() })), fc.option(redirectTo), headers(), async (payload, redirect, h) => {
        const query = redirect === null ? "" : `?redirect_to=${urlEncode(redirect)}`;
        const before = await counts.before();
        const answer = await send(`${backend.url}/auth/v1/recover${query}`, { method: "POST", headers: headersOf(h), body: payload });
        const changed = delta(before, await counts.after());
        if (answer.status === 200) {
          t.add(200);
          expect(answer.text).toBe("{}");
          expect(Object.keys(changed).every((table) => table === OUTBOX || table === "auth.flow_state"), answer.text).toBe(true);
          if (changed[OUTBOX]) {
            const sent = (JSON.parse(payload) as { email: string }).email.trim().toLowerCase();
            expect([...accounts, "demo@example.com"], `an email to ${sent}`).toContain(sent);
          }
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

  it("verify: a 303 to an allowed destination (a code or a session only for a live link), or a 400; stores nothing when refused", async () => {
    const t = tally("GET /verify");
    // Live links: one recovery email to each of new accounts (PKCE for half of them), used up as the property goes.
    const live: string[] = [];
    for (let i = 0; i < ACCOUNTS; i++) {
      const { email } = await newMember(backend);
      const pkce = i % 2 === 0 ? { code_challenge: "a".repeat(43), code_challenge_method: "plain" } : {};
      await send(`${backend.url}/auth/v1/recover`, { method: "POST", headers: { apikey: ANON_KEY }, body: JSON.stringify({ email, ...pkce }) });
      const found = (await (await fetch(`${backend.mailUrl}/api/v1/search?query=${encodeURIComponent(`to:"${email}"`)}`)).json()) as { messages: { ID: string }[] };
      const message = (await (await fetch(`${backend.mailUrl}/api/v1/message/${found.messages[0]!.ID}`)).json()) as { Text: string };
      live.push(new URL(/Reset password: (\S+)/.exec(message.Text)![1]!).searchParams.get("token")!);
    }
    counts.invalidate();
    const token = fc.oneof(
      { weight: 3, arbitrary: fc.constant(null).map(() => live.shift() ?? "used-up") },
      { weight: 2, arbitrary: fc.constantFrom(...live).chain((value) => fc.nat(value.length).map((n) => value.slice(0, n))) },
      { weight: 2, arbitrary: text() },
      { weight: 1, arbitrary: fc.constant(undefined) },
    );
    const type = fc.oneof(fc.constantFrom("recovery", "recovery", "magiclink", "signup", "email", "invite", undefined), text(10));
    await fc.assert(
      fc.asyncProperty(token, type, fc.option(redirectTo), headers(), async (tokenValue, typeValue, redirect, h) => {
        const params = [["token", tokenValue], ["type", typeValue], ["redirect_to", redirect ?? undefined]]
          .filter((pair): pair is [string, string] => pair[1] !== undefined)
          .map(([k, v]) => `${k}=${urlEncode(v)}`);
        const before = await counts.before();
        const answer = await send(`${backend.url}/auth/v1/verify?${params.join("&")}`, { headers: headersOf(h) });
        const changed = delta(before, await counts.after());
        if (answer.status === 303) {
          const location = answer.headers.get("location")!;
          expect(allowed(location), location).toBe(true);
          const signedIn = /[?&#](code|access_token)=/.test(location);
          t.add(303, signedIn ? "signed in" : (/error_code=(\w+)/.exec(location)?.[1] ?? "?"));
          if (!signedIn) expect(changed, location).toEqual({});
          else expect(Object.keys(changed).every((table) => table === "auth.sessions" || table === "auth.refresh_tokens"), location).toBe(true);
          return;
        }
        const code = expectAuthError(answer, h.version);
        t.add(answer.status, code);
        expect([answer.status, code], answer.text).toEqual([400, "validation_failed"]);
        expect(!tokenValue || !typeValue, answer.text).toBe(true);
        expect(changed, answer.text).toEqual({});
      }),
      fuzzOptions(kind),
    );
    await expectAlive(backend);
  }, FUZZ_TIMEOUT);

  it("update user: the user for a live token and valid fields, else a 4xx and no change", async () => {
    const t = tally("PUT /user");
    const signIn = async () => {
      counts.invalidate();
      await backend.db.transaction((tx) => tx.query("update auth.users set encrypted_password = (select encrypted_password from auth.users where email = 'demo@example.com') where email = $1", [accounts[0]]));
      const answer = await send(`${backend.url}/auth/v1/token?grant_type=password`, { method: "POST", headers: { apikey: ANON_KEY }, body: JSON.stringify({ email: accounts[0], password: "learn-pm-2026" }) });
      return (answer.json as { access_token: string }).access_token;
    };
    const token = await signIn();
    const authorization = fc.oneof(
      { weight: 4, arbitrary: fc.constant(`Bearer ${token}`) },
      { weight: 1, arbitrary: fc.constantFrom(`Bearer ${ANON_KEY}`, `Bearer ${SERVICE_ROLE_KEY}`, `Bearer ${token}x`, undefined) },
      { weight: 1, arbitrary: headerText() },
    );
    const fields = fc.record(
      {
        password: fc.oneof(fc.constantFrom("a-new-password", "learn-pm-2026", "12345", "x".repeat(73)), text(80), json()),
        data: fc.oneof(fc.dictionary(text(10), json(), { maxKeys: 3 }), json()),
        email: fc.oneof(fc.constantFrom(accounts[0]!, "demo@example.com"), text(), json()),
        phone: fc.oneof(fc.constantFrom("", "+91 98765 43210"), text(), json()),
        app_metadata: json(),
        nonce: text(10),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(body(fc.oneof({ weight: 6, arbitrary: fields }, { weight: 1, arbitrary: json() })), authorization, headers(), async (payload, auth, h) => {
        const before = await counts.before();
        const answer = await send(`${backend.url}/auth/v1/user`, { method: "PUT", headers: headersOf(h, { Authorization: auth }), body: payload });
        const changed = delta(before, await counts.after());
        if (answer.status === 200) {
          t.add(200);
          expect((answer.json as { email: string }).email).toBe(accounts[0]);
          // A new password ends the account's other sessions; nothing else is added or removed.
          for (const [table, n] of Object.entries(changed)) expect([table, n < 0], answer.text).toEqual([table, true]);
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
