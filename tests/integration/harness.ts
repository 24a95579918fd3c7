import { randomUUID } from "node:crypto";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import pg from "pg";
import { inject } from "vitest";
import { startBackend, type RunningBackend } from "@/local-supabase/backend";
import { ANON_KEY, SERVICE_ROLE_KEY, configFromEnv, type BackendConfig } from "@/local-supabase/config";

export type DatabaseKind = "pglite" | "postgres";

/** The databases every backend test runs on: PGlite always, the Postgres server where one is installed. */
export function databaseKinds(): DatabaseKind[] {
  return inject("postgresUrl") ? ["pglite", "postgres"] : ["pglite"];
}

/** Creates an empty database on the shared test Postgres server and returns its URL. */
export async function freshPostgresDatabase(): Promise<string> {
  const adminUrl = inject("postgresUrl");
  if (!adminUrl) throw new Error("no test Postgres server");
  const name = `t_${randomUUID().replace(/-/g, "")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  return adminUrl.replace(/\/postgres$/, `/${name}`);
}

export interface TestBackend extends RunningBackend {
  config: BackendConfig;
  /** A fresh anonymous client, as the app's server makes one per request. */
  client(): SupabaseClient;
  service(): SupabaseClient;
}

/** Starts a backend on a free port with its own empty database (seeded like `npm start`). */
export async function startTestBackend(kind: DatabaseKind, overrides: Partial<BackendConfig> = {}): Promise<TestBackend> {
  const config: BackendConfig = {
    ...configFromEnv({ NODE_ENV: "test" }),
    port: 0,
    dataDir: null,
    databaseUrl: kind === "postgres" ? await freshPostgresDatabase() : undefined,
    siteUrl: "http://localhost:3000",
    ...overrides,
  };
  const backend = await startBackend(config);
  const make = (key: string) =>
    createClient(backend.url, key, { auth: { persistSession: false, autoRefreshToken: false } });
  return Object.assign(backend, { config, client: () => make(ANON_KEY), service: () => make(SERVICE_ROLE_KEY) });
}

export const DEMO = { email: "demo@example.com", password: "learn-pm-2026" };

/** Adds a purchased email (as an operator would) and signs it up; returns a client signed in as that member. */
export async function newMember(backend: TestBackend, name = "Test Member") {
  const email = `member-${randomUUID().slice(0, 8)}@example.com`;
  const added = await backend.service().from("users").insert({ email });
  if (added.error) throw new Error(added.error.message);
  const client = backend.client();
  const { data, error } = await client.auth.signUp({
    email,
    password: "a-strong-password",
    options: { data: { name, phone_number: "+919812345678", linkedin_profile: "https://www.linkedin.com/in/test" } },
  });
  if (error || !data.user) throw new Error(error?.message ?? "no user");
  return { email, client, user: data.user, session: data.session! };
}

/** Counts rows with a direct query on the backend's database (outside the API, so RLS does not apply). */
export async function countRows(backend: TestBackend, sql: string, params: unknown[]): Promise<number> {
  const result = await backend.db.transaction((tx) => tx.query<{ n: number }>(sql, params));
  return Number(result.rows[0]!.n);
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
