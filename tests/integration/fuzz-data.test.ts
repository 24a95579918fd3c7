import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANON_KEY, SERVICE_ROLE_KEY } from "@/local-supabase/config";
import { DEMO, databaseKinds, newMember, startTestBackend, type TestBackend } from "./harness";
import {
  Tally,
  body,
  CensusTaker,
  census,
  delta,
  FUZZ_TIMEOUT,
  expectAlive,
  expectRestError,
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
 * Fuzzes the Data API with raw HTTP: selects with any column list, filters, order and paging; inserts with any
 * JSON body, `columns` and `Prefer`; rpc with any function name and arguments; as an anonymous caller, a member,
 * the service role or a bad token, with any extra headers. Every answer must be a success or a 4xx in PostgREST's
 * error shape, never a 5xx; a refused request stores nothing, and no caller gets past Row Level Security.
 */

const TABLES = ["users", "user_profiles", "feedback"] as const;
const COLUMNS = ["email", "created_at", "user_id", "name", "phone_number", "linkedin_profile", "updated_at", "id", "user_email", "page_url", "rating", "feedback_text"];
const PAGE = "/dashboard/intro/welcome";
const OTHERS_FEEDBACK = "feedback in another's name";

type Role = "anon" | "member" | "service" | "bad token";

describe.each(databaseKinds())("data API fuzzing on %s", (kind) => {
  let backend: TestBackend;
  let member: Awaited<ReturnType<typeof newMember>>;
  const tallies = new Map<string, Tally>();
  let counts: CensusTaker;

  beforeAll(async () => {
    backend = await startTestBackend(kind);
    member = await newMember(backend, "Fuzz Member");
    // Besides the row counts: feedback not in the member's own name, which a member must never add to.
    counts = new CensusTaker(backend, { [OTHERS_FEEDBACK]: `select count(*) from public.feedback where user_email <> '${member.email}'` });
    const added = await member.client.from("feedback").insert({ page_url: PAGE, rating: "up", feedback_text: "seed" });
    expect(added.error).toBeNull();
  });
  afterAll(async () => {
    console.log(`data API fuzzing on ${kind}:\n${[...tallies].map(([target, t]) => `  ${target}: ${t.runs} runs: ${t.summary()}`).join("\n")}`);
    await backend?.close();
  });

  /** Starts a target: its tally, and fresh counts (tests before it may have written). */
  const tally = (target: string) => {
    counts.invalidate();
    const t = new Tally();
    tallies.set(target, t);
    return t;
  };

  const role = fc.constantFrom<Role>("anon", "member", "member", "service", "bad token");
  /** The headers supabase-js sends for a role, or for "bad token" a damaged or made-up one. */
  const credentials = (who: Role, bad: string): Record<string, string> => {
    if (who === "anon") return { apikey: ANON_KEY };
    if (who === "member") return { apikey: ANON_KEY, Authorization: `Bearer ${member.session.access_token}` };
    if (who === "service") return { apikey: SERVICE_ROLE_KEY, Authorization: `Bearer ${SERVICE_ROLE_KEY}` };
    return { apikey: ANON_KEY, Authorization: bad };
  };
  const badToken = fc.oneof(headerText(), fc.constantFrom("Bearer ", "Bearer a.b.c", `Bearer ${ANON_KEY}x`, "Bearer sb_secret_x"));

  const TABLE_COLUMNS: Record<string, string[]> = {
    users: ["email", "created_at"],
    user_profiles: ["user_id", "name", "phone_number", "linkedin_profile", "created_at", "updated_at"],
    feedback: ["id", "user_email", "page_url", "rating", "feedback_text", "created_at"],
  };
  /** An optional part: absent most of the time, so that the other parts of a request get exercised too. */
  const sometimes = <T>(arbitrary: fc.Arbitrary<T>) => fc.oneof({ weight: 2, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary });
  const columnsOf = (name: string) => (Object.hasOwn(TABLE_COLUMNS, name) ? TABLE_COLUMNS[name]! : COLUMNS);
  /** The columns a client would send in an insert (the generated id and the timestamps come up among "any column"). */
  const INSERTED: Record<string, string[]> = {
    users: ["email"],
    user_profiles: ["user_id", "name", "phone_number", "linkedin_profile"],
    feedback: ["user_email", "page_url", "rating", "feedback_text"],
  };
  /** A column name: mostly one of the table's own, sometimes another table's, `*` or any text. */
  const columnOf = (name: string) =>
    fc.oneof(
      { weight: 8, arbitrary: fc.constantFrom(...columnsOf(name), "*") },
      { weight: 1, arbitrary: fc.constantFrom(...COLUMNS) },
      { weight: 1, arbitrary: text(20) },
    );
  const column = columnOf("");
  const table = fc.oneof({ weight: 8, arbitrary: fc.constantFrom<string>(...TABLES) }, { weight: 1, arbitrary: text(20) });
  const value = () =>
    fc.oneof(
      { weight: 3, arbitrary: text() },
      { weight: 2, arbitrary: fc.constantFrom("null", "true", "(1,2)", "()", '("a,b",c)', "1", "2026-01-01", PAGE, "up", DEMO.email) },
      { weight: 1, arbitrary: fc.constant(null).map(() => member.email) },
      { weight: 1, arbitrary: fc.constant(null).map(() => member.user.id) },
    );
  const operator = fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom("eq", "neq", "gt", "gte", "lt", "lte", "is", "in", "not.eq", "not.in", "not.is") },
    { weight: 1, arbitrary: fc.constantFrom("like", "ilike", "cs", "fts", "not", "") },
    { weight: 1, arbitrary: text(8) },
  );
  /** A value that suits the operator most of the time: a list for `in`, a keyword for `is`. */
  const operand = (op: string) =>
    op.endsWith("in")
      ? fc.oneof({ weight: 3, arbitrary: fc.array(value(), { maxLength: 3 }).map((items) => `(${items.join(",")})`) }, { weight: 1, arbitrary: value() })
      : op.endsWith("is")
        ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom("null", "true", "false", "unknown", "NULL") }, { weight: 1, arbitrary: value() })
        : value();
  const filter = (name: string) =>
    fc.oneof(
      { weight: 6, arbitrary: fc.tuple(columnOf(name), operator.chain((op) => fc.tuple(fc.constant(op), operand(op)))).map(([c, [o, v]]) => [c, `${o}.${v}`] as const) },
      { weight: 1, arbitrary: fc.tuple(columnOf(name), text()).map(([c, v]) => [c, v] as const) },
    );
  /** Query parameters for a table: select, filters, order, limit and offset, in any combination. */
  const query = (name: string) => fc.record({
    select: sometimes(fc.oneof({ weight: 4, arbitrary: fc.array(columnOf(name), { maxLength: 4 }).map((columns) => columns.join(",")) }, { weight: 1, arbitrary: text() })),
    filters: fc.array(filter(name), { maxLength: 2 }),
    order: sometimes(fc.oneof({ weight: 4, arbitrary: fc.tuple(columnOf(name), fc.constantFrom("", ".asc", ".desc", ".desc.nullslast", ".sideways")).map(([c, d]) => c + d) }, { weight: 1, arbitrary: text() })),
    limit: sometimes(fc.oneof({ weight: 4, arbitrary: fc.nat(5).map(String) }, { weight: 1, arbitrary: text(6) })),
    offset: sometimes(fc.oneof({ weight: 4, arbitrary: fc.nat(5).map(String) }, { weight: 1, arbitrary: text(6) })),
  });
  const search = (q: { select?: string; filters?: readonly (readonly [string, string])[]; order?: string; limit?: string; offset?: string }, more: [string, string][] = []) => {
    const params = new URLSearchParams();
    if (q.select !== undefined) params.append("select", q.select);
    for (const [name, v] of q.filters ?? []) params.append(name, v);
    for (const name of ["order", "limit", "offset"] as const) if (q[name] !== undefined) params.append(name, q[name]!);
    for (const [name, v] of more) params.append(name, v);
    const text = params.toString();
    return text ? `?${text}` : "";
  };
  const requestHeaders = fc.record({
    accept: sometimes(fc.constantFrom("application/json", "application/vnd.pgrst.object+json", "*/*", "text/csv")),
    profile: sometimes(fc.oneof({ weight: 3, arbitrary: fc.constant("public") }, { weight: 1, arbitrary: fc.constantFrom("auth", "graphql_public") }, { weight: 1, arbitrary: headerText() })),
    prefer: sometimes(
      fc.oneof(
        fc.constantFrom("return=representation", "return=minimal", "return=headers-only", "tx=rollback", "return=representation,tx=rollback", "missing=default", "count=exact"),
        headerText(),
      ),
    ),
  });

  /** Any answer but a success must be a 4xx in PostgREST's shape; returns the code for the tally. */
  function expectRefusal(answer: Answer): string {
    expect(answer.status, answer.text).toBeGreaterThanOrEqual(400);
    expect(answer.status, answer.text).toBeLessThan(500);
    return expectRestError(answer);
  }


  // Text the schemas accept as it is (tests/unit/fuzz-schemas.test.ts) must also be stored as it is, byte for byte.
  const VERBATIM = [
    "<script>alert(1)</script>",
    "<img src=x onerror=alert(1)> & <b>bold</b>",
    "'; drop table users; --",
    "Robert'); DROP TABLE user_profiles;--",
    "\u202eoaR ahsA \u200b zero\u200dwidth \ufeff",
    "आशा 😀 👩🏽‍💻 İ ß",
    "\\x00 %00 $1 \\",
    "x".repeat(5000),
  ];

  it.each(VERBATIM.map((value) => [value.length > 60 ? `${value.slice(0, 20)}… (${value.length} characters)` : value, value]))(
    "stores %j verbatim as a profile name and as feedback",
    async (_label, value) => {
      // Members cannot edit profiles; the service role (an operator's correction) can, and stores the text as given.
      const profile = await backend.service().from("user_profiles").update({ name: value.slice(0, 200) }).eq("user_id", member.user.id).select("name").single();
      expect(profile.error).toBeNull();
      expect(profile.data).toEqual({ name: value.slice(0, 200) });
      const added = await member.client.from("feedback").insert({ page_url: PAGE, rating: "down", feedback_text: value });
      expect(added.error).toBeNull();
      const stored = await backend.service().from("feedback").select("feedback_text").eq("user_email", member.email).order("id", { ascending: false }).limit(1).single();
      expect(stored.data).toEqual({ feedback_text: value });
    },
  );

  it.each([
    ["a NUL byte", "a\u0000b", "22P05"],
    ["a lone surrogate", "a\ud800b", "22P02"],
    ["5,001 characters", "x".repeat(5001), "23514"],
  ])("refuses feedback text with %s with a 400, storing nothing", async (_label, value, code) => {
    const before = await census(backend);
    const result = await member.client.from("feedback").insert({ page_url: PAGE, rating: "up", feedback_text: value });
    expect(result.status).toBe(400);
    expect(result.error?.code).toBe(code);
    expect(delta(before, await census(backend))).toEqual({});
  });

  it("select: any column list, filters, order and paging; a 4xx or the rows RLS allows, and no writes", async () => {
    const t = tally("GET /rest/v1/<table>");
    await fc.assert(
      fc.asyncProperty(table.chain((name) => fc.tuple(fc.constant(name), query(name))), role, badToken, requestHeaders, extraHeaders(), async ([name, q], who, bad, h, extra) => {
        const headers = {
          ...extra,
          ...credentials(who, bad),
          ...(h.accept ? { Accept: h.accept } : {}),
          ...(h.profile ? { "Accept-Profile": h.profile } : {}),
          ...(h.prefer ? { Prefer: h.prefer } : {}),
        };
        const before = await counts.before();
        const answer = await send(`${backend.url}/rest/v1/${urlEncode(name)}${search(q)}`, { headers });
        expect(delta(before, await counts.after()), answer.text).toEqual({});
        if (answer.status !== 200) {
          t.add(answer.status, expectRefusal(answer));
          return;
        }
        t.add(200);
        const rows = (h.accept === "application/vnd.pgrst.object+json" ? [answer.json] : answer.json) as Record<string, unknown>[];
        expect(Array.isArray(rows), answer.text).toBe(true);
        // Only the service role reads users and feedback; a member reads one profile, their own; anonymous nothing.
        expect(who === "service" || (who === "member" && name === "user_profiles"), `${who} read ${name}`).toBe(true);
        if (who === "member") {
          expect(rows.length).toBeLessThanOrEqual(1);
          for (const row of rows) if ("user_id" in row) expect(row.user_id).toBe(member.user.id);
        }
      }),
      fuzzOptions(kind),
    );
    await expectAlive(backend);
  }, FUZZ_TIMEOUT);

  it("insert: any body, columns and Prefer; stores only what the caller may, in their own name, else a 4xx and nothing", async () => {
    const t = tally("POST /rest/v1/<table>");
    let n = 0;
    const fresh = () => fc.constant(null).map(() => `fuzz-${n++}@example.com`);
    /** Values that fit each column (so that successes are exercised too), besides anything at all. */
    const fitting: Record<string, fc.Arbitrary<unknown>> = {
      email: fc.oneof(fresh(), fc.constant(null).map(() => member.email.toUpperCase())),
      user_id: fc.oneof(fc.constant(null).map(() => member.user.id), fc.uuid()),
      user_email: fc.oneof(fc.constant(null).map(() => member.email), fc.constant(DEMO.email)),
      page_url: fc.oneof({ weight: 3, arbitrary: fc.constant(PAGE) }, { weight: 1, arbitrary: fc.constantFrom("/dashboard/x/y", "/dashboard/intro/welcome/", "https://evil.example.com/") }),
      rating: fc.oneof({ weight: 3, arbitrary: fc.constantFrom("up", "down") }, { weight: 1, arbitrary: fc.constantFrom("sideways", "UP") }),
      feedback_text: fc.oneof(fc.constant(null), text(), fc.string({ minLength: 4990, maxLength: 5010 })),
      name: text(), phone_number: text(), linkedin_profile: text(),
      id: fc.oneof(fc.nat(), json()),
      created_at: fc.constantFrom("2020-01-01T00:00:00Z", "infinity", "yesterday"),
      updated_at: fc.constantFrom("2020-01-01T00:00:00Z", "garbage"),
    };
    const field = (name: string) => fc.oneof({ weight: 6, arbitrary: Object.hasOwn(fitting, name) ? fitting[name]! : json() }, { weight: 1, arbitrary: text() }, { weight: 1, arbitrary: json() });
    const REQUIRED: Record<string, string[]> = { users: ["email"], user_profiles: ["user_id"], feedback: ["page_url", "rating"] };
    /** A row for the table: its own columns mostly, now and then any column or any key. */
    const rowFor = (name: string) =>
      fc.oneof(
        { weight: 6, arbitrary: fc.record(Object.fromEntries((Object.hasOwn(INSERTED, name) ? INSERTED[name]! : COLUMNS).map((c) => [c, field(c)])), { requiredKeys: Object.hasOwn(REQUIRED, name) ? REQUIRED[name] : [] }) },
        { weight: 1, arbitrary: fc.dictionary(fc.constantFrom(...COLUMNS), json(), { maxKeys: 3 }) },
        { weight: 1, arbitrary: fc.dictionary(text(12), json(), { maxKeys: 3 }) },
      );
    const payload = (name: string) =>
      body(fc.oneof({ weight: 4, arbitrary: rowFor(name) }, { weight: 2, arbitrary: fc.array(rowFor(name), { maxLength: 3 }) }, { weight: 1, arbitrary: json() }));
    const columnsParam = fc.oneof(
      { weight: 6, arbitrary: fc.constant(undefined) },
      { weight: 1, arbitrary: fc.array(column, { maxLength: 4 }).map((columns) => columns.map((c) => `"${c}"`).join(",")) },
    );
    const selectParam = sometimes(fc.oneof(fc.constantFrom("*", "id", "email", "user_id,name"), text(12)));
    await fc.assert(
      fc.asyncProperty(table.chain((name) => fc.tuple(fc.constant(name), payload(name))), columnsParam, selectParam, role, badToken, requestHeaders, extraHeaders(), async ([name, sent], columns, select, who, bad, h, extra) => {
        const headers = {
          ...extra,
          ...credentials(who, bad),
          "Content-Type": "application/json",
          ...(h.accept ? { Accept: h.accept } : {}),
          ...(h.profile ? { "Content-Profile": h.profile } : {}),
          ...(h.prefer ? { Prefer: h.prefer } : {}),
        };
        const more: [string, string][] = [];
        if (columns !== undefined) more.push(["columns", columns]);
        if (select !== undefined) more.push(["select", select]);
        const before = await counts.before();
        const answer = await send(`${backend.url}/rest/v1/${urlEncode(name)}${search({}, more)}`, { method: "POST", headers, body: sent });
        const changed = delta(before, await counts.after());
        if (answer.status !== 201) {
          t.add(answer.status, expectRefusal(answer));
          expect(changed, answer.text).toEqual({});
          return;
        }
        t.add(201);
        expect(who === "service" || (who === "member" && name === "feedback"), `${who} inserted into ${name}: ${sent}`).toBe(true);
        const tables = Object.keys(changed).filter((key) => key !== OTHERS_FEEDBACK);
        expect(tables.every((changedTable) => changedTable === `public.${name}`), `${sent} changed ${tables.join(", ")}`).toBe(true);
        const parsed = JSON.parse(sent) as unknown;
        const sentRows = Array.isArray(parsed) ? parsed.length : 1;
        const added = changed[`public.${name}`] ?? 0;
        expect(added).toBeLessThanOrEqual(sentRows);
        expect(added).toBeGreaterThanOrEqual(0);
        if (who === "member") expect(changed[OTHERS_FEEDBACK], `feedback in another's name: ${sent}`).toBeUndefined();
      }),
      fuzzOptions(kind),
    );
    await expectAlive(backend);
  }, FUZZ_TIMEOUT);

  it("rpc: any function name and arguments, by POST or GET; is_member answers its caller only, else a 4xx, and no writes", async () => {
    const t = tally("POST|GET /rest/v1/rpc/<fn>");
    const fn = fc.oneof({ weight: 4, arbitrary: fc.constant("is_member") }, { weight: 1, arbitrary: fc.constantFrom("normalise_member_email", "refuse_accounts_without_membership", "create_profile_for_new_account", "uid", "jwt", "pg_sleep", "version", "IS_MEMBER") }, { weight: 2, arbitrary: text(20) });
    const args = fc.oneof(
      { weight: 3, arbitrary: fc.constant({}) },
      { weight: 3, arbitrary: fc.dictionary(fc.oneof(fc.constantFrom("email", "user_email", "seconds", "select"), text(10)), json(), { maxKeys: 3 }) },
      { weight: 1, arbitrary: json() },
    );
    await fc.assert(
      fc.asyncProperty(fn, fc.constantFrom("POST", "GET"), body(args), args, role, badToken, requestHeaders, extraHeaders(), async (name, method, sent, getArgs, who, bad, h, extra) => {
        const headers = {
          ...extra,
          ...credentials(who, bad),
          "Content-Type": "application/json",
          ...(h.accept ? { Accept: h.accept } : {}),
          ...(h.profile ? { [method === "GET" ? "Accept-Profile" : "Content-Profile"]: h.profile } : {}),
          ...(h.prefer ? { Prefer: h.prefer } : {}),
        };
        const params =
          typeof getArgs === "object" && getArgs !== null && !Array.isArray(getArgs)
            ? Object.entries(getArgs).map(([key, v]) => [key, typeof v === "string" ? v : JSON.stringify(v)] as [string, string])
            : [];
        const url = `${backend.url}/rest/v1/rpc/${urlEncode(name)}${method === "GET" ? search({}, params) : ""}`;
        const before = await counts.before();
        const answer = await send(url, method === "POST" ? { method, headers, body: sent } : { method, headers });
        expect(delta(before, await counts.after()), answer.text).toEqual({});
        if (answer.status !== 200) {
          t.add(answer.status, expectRefusal(answer));
          return;
        }
        t.add(200);
        expect(name, answer.text).toBe("is_member");
        // True for the member; false for the service role, whose token carries no email; anonymous may not call it.
        expect([who, answer.json]).toEqual(who === "member" ? ["member", true] : ["service", false]);
      }),
      fuzzOptions(kind),
    );
    await expectAlive(backend);
  }, FUZZ_TIMEOUT);
});
