import { randomUUID } from "node:crypto";
import fs from "node:fs";
import { createClient, type Session, type SupabaseClient } from "@supabase/supabase-js";
import pg from "pg";
import { inject } from "vitest";
import { startBackend, type RunningBackend } from "@/local-supabase/backend";
import { ANON_KEY, SERVICE_ROLE_KEY, configFromEnv, type BackendConfig } from "@/local-supabase/config";
import { PREPARED_TEMPLATE } from "./postgres-server";

export type DatabaseKind = "pglite" | "postgres";

/** The databases every backend test runs on: PGlite always, the Postgres server where one is installed. */
export function databaseKinds(): DatabaseKind[] {
  return inject("postgresUrl") ? ["pglite", "postgres"] : ["pglite"];
}

/**
 * The databases a test of the backend's HTTP layer runs on (auth endpoints, headers, address limits, tokens, mail
 * links): PGlite only. Those handlers send the same statements to either database through one interface; what differs
 * between the two is the SQL itself (migrations, triggers, Row Level Security, functions, transactions, races), and
 * the files about it run on both with `databaseKinds()`. Running these on both as well cost the integration step about
 * a tenth of its time for no difference either has ever shown.
 */
export function httpLayerKinds(): DatabaseKind[] {
  return ["pglite"];
}

/**
 * Creates a database on the shared test Postgres server and returns its URL: a copy of the one the global setup
 * prepared (Supabase's objects, the migrations and the seed, as a backend with the default `supabaseDir` and
 * `applySeed` makes them on its first start), or with `empty`, an empty one for a backend to prepare itself.
 */
export async function freshPostgresDatabase({ empty = false } = {}): Promise<string> {
  const adminUrl = inject("postgresUrl");
  if (!adminUrl) throw new Error("no test Postgres server");
  const name = `t_${randomUUID().replace(/-/g, "")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}${empty ? "" : ` template ${PREPARED_TEMPLATE}`}`);
  await admin.end();
  return adminUrl.replace(/\/postgres$/, `/${name}`);
}

let preparedDump: Blob | undefined;
/** The PGlite database the global setup prepared as `freshPostgresDatabase`'s copies are, dumped (read once a file). */
function preparedPglite(): Blob {
  preparedDump ??= new Blob([fs.readFileSync(inject("pgliteDumpFile"))]);
  return preparedDump;
}

export interface TestBackend extends RunningBackend {
  config: BackendConfig;
  /** The backend's one-line notices (a refused refresh), collected instead of printed. */
  logs: string[];
  /** A fresh anonymous client, as the app's server makes one per request. */
  client(): SupabaseClient;
  service(): SupabaseClient;
}

/** Starts a backend on a free port with its own empty database (seeded like `npm start`). */
export async function startTestBackend(kind: DatabaseKind, overrides: Partial<BackendConfig> = {}): Promise<TestBackend> {
  const logs: string[] = [];
  // The prepared databases hold what the default migrations folder and seed make; a backend given others, or a
  // database or data folder of its own, prepares its database itself.
  const prepared = !("supabaseDir" in overrides || "applySeed" in overrides || "dataDir" in overrides);
  const config: BackendConfig = {
    ...configFromEnv({ NODE_ENV: "test" }),
    log: (line) => void logs.push(line),
    port: 0,
    mailPort: 0,
    dataDir: null,
    databaseUrl: kind === "postgres" ? (overrides.databaseUrl ?? (await freshPostgresDatabase({ empty: !prepared }))) : undefined,
    pgliteDump: kind === "pglite" && prepared ? preparedPglite() : undefined,
    siteUrl: "http://localhost:3000",
    // bcrypt at its lowest cost: the same hashes and checks, a hundredth of the CPU (BackendConfig.passwordHashCost).
    passwordHashCost: 4,
    ...overrides,
  };
  const backend = await startBackend(config);
  const make = (key: string) =>
    createClient(backend.url, key, { auth: { persistSession: false, autoRefreshToken: false } });
  return Object.assign(backend, { config, logs, client: () => make(ANON_KEY), service: () => make(SERVICE_ROLE_KEY) });
}

export const DEMO = { email: "demo@example.com", password: "learn-pm-2026" };

/**
 * Adds a purchased email (as an operator would), signs it up, confirms it by opening the confirmation link from the
 * outbox and, as the app's "Choose your password" step does, sets the password and the details again (the proof
 * resets both); returns a client signed in as that member (the session the link starts).
 */
export async function newMember(backend: TestBackend, name = "Test Member") {
  const email = `member-${randomUUID().slice(0, 8)}@example.com`;
  const added = await backend.service().from("users").insert({ email });
  if (added.error) throw new Error(added.error.message);
  const client = backend.client();
  const password = "a-strong-password";
  const details = { name, phone_number: "+919812345678", linkedin_profile: "https://www.linkedin.com/in/test" };
  const { data, error } = await client.auth.signUp({ email, password, options: { data: details } });
  if (error || !data.user) throw new Error(error?.message ?? "no user");
  if (data.session) throw new Error("sign-up answered a session before the email was confirmed");
  await confirmThroughOutbox(backend, email, client);
  const session = await completeAccountSetup(client, password, details);
  return { email, client, user: session.user, session };
}

/** The "Choose your password" step after the email's proof: the password, then the details; returns the session. */
export async function completeAccountSetup(client: SupabaseClient, password: string, details: Record<string, string>): Promise<Session> {
  const updated = await client.auth.updateUser({ password, data: details });
  if (updated.error) throw new Error(updated.error.message);
  const { error } = await client.rpc("complete_account_setup", {
    name: details.name ?? "",
    phone_number: details.phone_number ?? "",
    linkedin_profile: details.linkedin_profile ?? "",
  });
  if (error) throw new Error(error.message);
  const { data } = await client.auth.getSession();
  if (!data.session) throw new Error("no session");
  return data.session;
}

/**
 * Opens the newest confirmation link sent to `email` (the implicit flow: the link's redirect carries the session in its
 * fragment) and stores that session in `client`. Only through the link: never by writing the confirmation in SQL.
 */
export async function confirmThroughOutbox(backend: TestBackend, email: string, client: SupabaseClient): Promise<Session> {
  const link = await latestLinkTo(backend, email);
  if (!new URL(link).searchParams.get("type")?.startsWith("signup")) throw new Error(`not a confirmation link: ${link}`);
  const response = await fetch(link, { redirect: "manual" });
  const location = response.headers.get("location");
  if (response.status !== 303 || !location) throw new Error(`confirmation link answered ${response.status}`);
  const fragment = new URLSearchParams(new URL(location).hash.slice(1));
  const accessToken = fragment.get("access_token");
  const refreshToken = fragment.get("refresh_token");
  if (!accessToken || !refreshToken) throw new Error(`confirmation failed: ${location}`);
  const { data, error } = await client.auth.setSession({ access_token: accessToken, refresh_token: refreshToken });
  if (error || !data.session) throw new Error(error?.message ?? "no session");
  return data.session;
}

/** Counts rows with a direct query on the backend's database (outside the API, so RLS does not apply). */
export async function countRows(backend: TestBackend, sql: string, params: unknown[]): Promise<number> {
  const result = await backend.db.transaction((tx) => tx.query<{ n: number }>(sql, params));
  return Number(result.rows[0]!.n);
}

/** The digest of these tables' rows, in a stable order, as one string: a refused write must leave it identical. */
export function tablesDigest(backend: TestBackend, tables: readonly string[]): Promise<string> {
  return backend.db.transaction(async (tx) => {
    const parts = await Promise.all(
      tables.map(async (table) => (await tx.query<{ d: string }>(`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as d from public.${table} t`)).rows[0]!.d),
    );
    return parts.join(",");
  });
}

export interface MemoryStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The storage a supabase-js client keeps its session and PKCE verifier in, standing in for cookies. */
export function memoryStorage(initial: Record<string, string> = {}): MemoryStorage {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

/** Mailpit's JSON for a list or a search of the outbox (local-supabase/mail/outbox.ts). */
export interface OutboxList {
  total: number;
  unread: number;
  count: number;
  messages_count: number;
  messages_unread: number;
  start: number;
  tags: string[];
  messages: { ID: string; Read: boolean; Subject: string; Created: string; Snippet: string; To: { Name: string; Address: string }[] }[];
}

/** The emails to one address, newest first, as a test reads them: Mailpit's search API on the backend's mail port. */
export async function emailsTo(backend: TestBackend, email: string): Promise<OutboxList> {
  const response = await fetch(`${backend.mailUrl}/api/v1/search?query=${encodeURIComponent(`to:"${email}"`)}`);
  if (!response.ok) throw new Error(`outbox search: ${response.status} ${await response.text()}`);
  return (await response.json()) as OutboxList;
}

/** The link of the newest email to `email` (the one in its HTML), as the member would click it. */
export async function latestLinkTo(backend: TestBackend, email: string): Promise<string> {
  const newest = (await emailsTo(backend, email)).messages[0];
  if (!newest) throw new Error(`no email to ${email}`);
  const message = (await (await fetch(`${backend.mailUrl}/api/v1/message/${newest.ID}`)).json()) as { HTML: string };
  const href = /href="([^"]+)"/.exec(message.HTML)?.[1];
  if (!href) throw new Error("the email has no link");
  return href.replaceAll("&amp;", "&");
}
