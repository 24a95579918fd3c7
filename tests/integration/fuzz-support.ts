import fc from "fast-check";
import { expect } from "vitest";
import { text } from "../support/hostile-text";
import type { TestBackend } from "./harness";
import { fuzzSeed } from "../support/fuzz-seed";

export { HOSTILE_STRINGS, json, text } from "../support/hostile-text";

/**
 * Shared pieces of the backend fuzz tests: hostile text, arbitrary JSON and headers, the error shapes of
 * docs/local-backend.md ('Auth errors' and 'Data API errors') and a row census that shows whether a request stored
 * anything.
 */

/**
 * Runs per target: 1,000 on PGlite (the default database), a quarter of that on the Postgres server, which runs the
 * same handlers and only adds its own driver, to keep the integration project within its time budget. FUZZ_RUNS
 * raises both for a longer local session; FUZZ_SEED (and FUZZ_PATH) replay a failure fast-check reported, and
 * FUZZ_SEED=random explores new inputs (tests/support/fuzz-seed.ts).
 */
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 1000);
export const fuzzRuns = (kind: "pglite" | "postgres") => (kind === "pglite" ? FUZZ_RUNS : Math.ceil(FUZZ_RUNS / 4));
export const fuzzOptions = (kind: "pglite" | "postgres"): fc.Parameters<unknown> => ({
  numRuns: fuzzRuns(kind),
  // Shrinking a failure can take thousands of requests: stop after 90 s and report the smallest case found by then.
  // A target takes 2-10 s; running out of time without a failure counts as one (fewer runs than promised).
  interruptAfterTimeLimit: 90_000,
  markInterruptAsFailure: true,
  ...fuzzSeed(),
  ...(process.env.FUZZ_PATH ? { path: process.env.FUZZ_PATH } : {}),
});

/** Text that fetch can put in a header: latin-1 without NUL, CR or LF (anything else is refused by fetch itself). */
export const headerText = (): fc.Arbitrary<string> =>
  fc.oneof(
    fc.string({ unit: fc.integer({ min: 0x20, max: 0xff }).filter((c) => c !== 0x7f).map((c) => String.fromCharCode(c)), maxLength: 40 }),
    fc.constantFrom("", "Bearer", "Bearer ", "Bearer a.b.c", "Bearer a.b", "Basic ZGVtbzpwYXNz", "bearer sb_publishable_x", "null"),
  );

/** A `X-Supabase-Api-Version` header: absent, the current version, or anything. */
export const apiVersion = (): fc.Arbitrary<string | undefined> =>
  fc.oneof(fc.constant(undefined), fc.constant("2024-01-01"), fc.constantFrom("2023-12-31", "2030-01-01", "yesterday"), headerText());

/** Extra headers of any kind a client might send. */
export const extraHeaders = (): fc.Arbitrary<Record<string, string>> =>
  fc.dictionary(
    fc.constantFrom("content-type", "accept", "prefer", "origin", "x-client-info", "user-agent", "x-forwarded-for", "range", "cookie", "x-real-ip"),
    headerText(),
    { maxKeys: 3 },
  );

/** A body as sent on the wire: a JSON encoding of a value, or raw text that may not be JSON at all. */
export const body = (value: fc.Arbitrary<unknown>): fc.Arbitrary<string> =>
  fc.oneof({ arbitrary: value.map((v) => JSON.stringify(v) ?? "null"), weight: 5 }, { arbitrary: text(60), weight: 1 });

/** Percent-encodes any string for a URL; a lone surrogate cannot be sent as UTF-8 and becomes U+FFFD, as in a browser. */
export const urlEncode = (value: string) => encodeURIComponent(value.toWellFormed());

/** Drops the keys whose value is undefined (fc.record with optional keys). */
export function defined<T extends Record<string, unknown>>(record: T): Record<string, string> {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as Record<string, string>;
}

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  json: unknown;
}

/** Sends a request and reads the whole answer; the body is parsed as JSON when it is JSON. */
export async function send(url: string, init: RequestInit): Promise<Answer> {
  const response = await fetch(url, { ...init, redirect: "manual" });
  const text = await response.text();
  let json: unknown = undefined;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, text, json };
}

/**
 * A request refused before it reaches either API (Node could not parse it, e.g. a URL over the 16 KB header limit):
 * the gateway's JSON `{"message": ...}`, as for an unrouted path. Returns true when the answer is one of those.
 */
export function isGatewayError(answer: Answer): boolean {
  if (answer.status !== 431) return false;
  expect(answer.headers.get("content-type"), answer.text).toMatch(/^application\/json/);
  expect(answer.json, answer.text).toEqual({ message: "Request Header Fields Too Large" });
  return true;
}

/** An auth error in one of GoTrue's two formats ('Auth errors'), matching the status and the x-sb-error-code header. */
export function expectAuthError(answer: Answer, version: string | undefined): string {
  if (isGatewayError(answer)) return "gateway";
  expect(answer.headers.get("content-type"), answer.text).toMatch(/^application\/json/);
  const body = answer.json as Record<string, unknown>;
  expect(body, answer.text).toBeTypeOf("object");
  if ("msg" in body) {
    expect(body, answer.text).toMatchObject({ code: answer.status, error_code: expect.any(String), msg: expect.any(String) });
    expect(answer.headers.get("x-supabase-api-version")).toBeNull();
    expect(answer.headers.get("x-sb-error-code")).toBe(body.error_code);
    if (version === "2024-01-01") throw new Error(`legacy error format although the request asked for 2024-01-01: ${answer.text}`);
    return body.error_code as string;
  }
  expect(body, answer.text).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  expect(answer.headers.get("x-supabase-api-version")).toBe("2024-01-01");
  expect(answer.headers.get("x-sb-error-code")).toBe(body.code);
  if (version === undefined) throw new Error(`2024 error format although the request sent no version: ${answer.text}`);
  return body.code as string;
}

/** A PostgREST error body: exactly the four keys, strings or null, with the Proxy-Status header ('Data API errors'). */
export function expectRestError(answer: Answer): string {
  if (isGatewayError(answer)) return "gateway";
  expect(answer.headers.get("content-type"), answer.text).toMatch(/^application\/json/);
  const body = answer.json as Record<string, unknown>;
  expect(body, answer.text).toBeTypeOf("object");
  expect(Object.keys(body).sort(), answer.text).toEqual(["code", "details", "hint", "message"]);
  expect(body.code).toBeTypeOf("string");
  expect(body.message).toBeTypeOf("string");
  for (const key of ["details", "hint"]) expect(body[key] === null || typeof body[key] === "string", answer.text).toBe(true);
  expect(answer.headers.get("proxy-status")).toBe(`PostgREST; error=${String(body.code)}`);
  return body.code as string;
}

export const CENSUS_TABLES = [
  "auth.users", "auth.identities", "auth.sessions", "auth.refresh_tokens", "auth.flow_state",
  "public.users", "public.user_profiles", "public.feedback",
] as const;
export type Census = Record<string, number>;

/**
 * Row counts of every table a request could write to, read in one statement outside the API, plus any `extra`
 * counts (label → a scalar SQL query).
 */
export async function census(backend: TestBackend, extra: Record<string, string> = {}): Promise<Census> {
  const queries: [string, string][] = [...CENSUS_TABLES.map((table): [string, string] => [table, `select count(*) from ${table}`]), ...Object.entries(extra)];
  const sql = `select ${queries.map(([, query], i) => `(${query})::int as c${i}`).join(", ")}`;
  const row = (await backend.db.transaction((tx) => tx.query<Record<string, number>>(sql))).rows[0]!;
  return Object.fromEntries(queries.map(([label], i) => [label, Number(row[`c${i}`])]));
}

/** What changed between two censuses, as `{ label: delta }` with only the counts that changed. */
export function delta(before: Census, after: Census): Census {
  return Object.fromEntries(Object.keys(after).filter((key) => after[key] !== before[key]).map((key) => [key, after[key]! - before[key]!]));
}

/**
 * Censuses around each request of a property. Only the test writes to its backend, so the census after one request
 * is the census before the next; `invalidate()` after writing outside the measured requests (signing in again).
 */
export class CensusTaker {
  private last: Census | null = null;
  constructor(
    private readonly backend: TestBackend,
    private readonly extra: Record<string, string> = {},
  ) {}
  async before(): Promise<Census> {
    this.last ??= await census(this.backend, this.extra);
    return this.last;
  }
  /** Call right after the request, before any assertion, so the next run starts from the truth. */
  async after(): Promise<Census> {
    this.last = await census(this.backend, this.extra);
    return this.last;
  }
  invalidate(): void {
    this.last = null;
  }
}

/** Per fuzz target (vitest's own limit for the integration project is 60 s). */
export const FUZZ_TIMEOUT = 120_000;

/** The backend still answers after the run: the health route, and a data request as the service role. */
export async function expectAlive(backend: TestBackend): Promise<void> {
  const health = await fetch(`${backend.url}/auth/v1/health`);
  expect(health.status).toBe(200);
  const { error } = await backend.service().from("users").select("email").limit(1);
  expect(error).toBeNull();
}

/** Counts what a property saw, for the summary printed after each target. */
export class Tally {
  readonly statuses = new Map<string, number>();
  runs = 0;
  add(status: number, code?: string) {
    this.runs += 1;
    const key = code ? `${status} ${code}` : String(status);
    this.statuses.set(key, (this.statuses.get(key) ?? 0) + 1);
  }
  summary(): string {
    return [...this.statuses].sort((a, b) => b[1] - a[1]).map(([key, n]) => `${key}×${n}`).join(", ");
  }
}
