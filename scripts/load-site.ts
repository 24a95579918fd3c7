import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { createServerClient } from "@supabase/ssr";
import { PUBLISHABLE_KEY, SERVICE_ROLE_KEY } from "../local-supabase/config";
import { courseNavigation } from "../lib/course/navigation";
import { startBackendProcess, stopBackendProcess, type BackendProcessSettings } from "../tests/e2e/backend-process";
import { findPostgresBin, startPostgresServer, type PostgresServer } from "../tests/support/postgres-server";
import { buildIfNeeded, spawnAppServer, waitForExit, waitForSite } from "./bench-site-server";

// What `npm run test:load` and `npm run test:faults` share: the production build (made if the sources changed),
// the local backend as a process of its own (so it can be stopped, killed and restarted on the same data), the app
// server (as `npm start` runs it) on its own port, purchased and signed-up members with their own session cookies, a
// closed-loop load of lesson reads and feedback submissions, and a direct look at the database once the backend is
// stopped.
const ROOT = path.resolve(import.meta.dirname, "..");
// Generous: the machine is shared, and under 200 members a request can queue for many seconds.
const REQUEST_TIMEOUT_MS = 60_000;
// The database takes at most this many feedback rows per member an hour (migration 20261125000000, the default of
// pim.feedback_per_hour) and refuses the rest with "Something went wrong", as it should; a member of the load stops
// rating there and goes on reading, as a learner who has rated what they read.
const FEEDBACK_PER_MEMBER = 20;

/** What the checks ask of the database: PGlite and a Postgres client both answer it. */
export interface Database {
  query<Row>(sql: string, params?: unknown[]): Promise<{ rows: Row[] }>;
}

export interface LoadSite {
  /** The first app server. */
  url: string;
  /** Every app server, all on the one backend and database. */
  urls: string[];
  backendUrl: string;
  backend: BackendProcessSettings;
  /** SIGTERM, as `stopBackendProcess` does; the data stays. */
  stopBackend(): Promise<void>;
  /** SIGKILL, no chance to finish anything in flight. */
  killBackend(): Promise<void>;
  startBackend(): Promise<void>;
  /** Runs `fn` on the backend's database: its PGlite data folder once the backend is stopped, or the Postgres server. */
  withDatabase<T>(fn: (db: Database) => Promise<T>): Promise<T>;
  stop(): Promise<void>;
}

export interface LoadSiteOptions {
  sitePort: number;
  backendPort: number;
  /** App server processes, on sitePort, sitePort + 1, ...: several app servers behind one backend. */
  servers?: number;
  /** Run the backend on a Postgres server (started for the run) instead of PGlite, as a hosted project would. */
  postgres?: boolean;
  /** Access token lifetime; short, so sessions are refreshed during the run. */
  jwtExpirySeconds?: number;
}

export async function startLoadSite({ sitePort, backendPort, servers = 1, postgres = false, jwtExpirySeconds }: LoadSiteOptions): Promise<LoadSite> {
  const urls = Array.from({ length: servers }, (_, index) => `http://127.0.0.1:${sitePort + index}`);
  const url = urls[0]!;
  const backendUrl = `http://127.0.0.1:${backendPort}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "load-site-"));
  let database: PostgresServer | undefined;
  if (postgres) {
    const bin = findPostgresBin();
    if (!bin) throw new Error("No Postgres server is installed (Debian: apt-get install postgresql)");
    database = await startPostgresServer(bin);
  }
  const backend: BackendProcessSettings = {
    port: backendPort,
    dataDir,
    siteUrl: url,
    env: {
      // Every request of the load comes from this one machine; the limits guard real sign-ins.
      LOCAL_SUPABASE_RATE_LIMIT_PER_ADDRESS: "1000000",
      LOCAL_SUPABASE_RATE_LIMIT_PER_EMAIL: "1000000",
      ...(database ? { DATABASE_URL: database.url } : {}),
      ...(jwtExpirySeconds ? { LOCAL_SUPABASE_JWT_EXPIRY: String(jwtExpirySeconds) } : {}),
    },
  };
  const pidFile = path.join(dataDir, "backend.pid");
  // The build the e2e suite makes (analytics on), so that `npm test` followed by this reuses it.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NEXT_PUBLIC_ANALYTICS: process.env.NEXT_PUBLIC_ANALYTICS ?? "on",
    NEXT_PUBLIC_SUPABASE_URL: backendUrl,
    NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: PUBLISHABLE_KEY,
  };
  let running: ChildProcess[] = [];
  const stop = async () => {
    for (const server of running) server.kill("SIGTERM");
    await Promise.all(running.map(waitForExit));
    running = [];
    await stopBackendProcess(backend);
    await database?.stop();
    if (!process.env.LOAD_KEEP_DATA) fs.rmSync(dataDir, { recursive: true, force: true });
    else console.log(`Data kept in ${dataDir}`);
  };
  const site: LoadSite = {
    url,
    urls,
    backendUrl,
    backend,
    stopBackend: () => stopBackendProcess(backend),
    async killBackend() {
      const pid = Number(fs.readFileSync(pidFile, "utf8"));
      fs.rmSync(pidFile);
      process.kill(pid, "SIGKILL");
      for (;;) {
        try {
          process.kill(pid, 0);
        } catch {
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    startBackend: () => startBackendProcess(backend),
    async withDatabase(fn) {
      if (database) {
        const client = new pg.Client({ connectionString: database.url });
        await client.connect();
        try {
          return await fn({ query: async (sql, params) => ({ rows: (await client.query(sql, params)).rows }) });
        } finally {
          await client.end();
        }
      }
      const db = await PGlite.create(path.join(dataDir, "db"));
      try {
        return await fn(db);
      } finally {
        await db.close();
      }
    },
    stop,
  };
  try {
    await startBackendProcess(backend);
    await buildIfNeeded(env);
    const log = fs.openSync(path.join(dataDir, "next.log"), "a");
    running = urls.map((_, index) => spawnAppServer(sitePort + index, env, ["ignore", log, log]));
    fs.closeSync(log);
    await Promise.all(urls.map(waitForSite));
    return site;
  } catch (error) {
    await stop();
    throw error;
  }
}

export interface Member {
  email: string;
  password: string;
  /** The session cookies a signed-in browser sends. */
  cookie: string;
}

const adminHeaders = { apikey: SERVICE_ROLE_KEY, Authorization: `Bearer ${SERVICE_ROLE_KEY}`, "Content-Type": "application/json" };

/** Puts emails on the membership list (public.users) with the service role, as an operator would. */
export async function purchase(backendUrl: string, emails: string[]): Promise<void> {
  const response = await fetch(`${backendUrl}/rest/v1/users`, {
    method: "POST",
    headers: { ...adminHeaders, Prefer: "return=minimal" },
    body: JSON.stringify(emails.map((email) => ({ email }))),
  });
  if (response.status !== 201) throw new Error(`purchase failed: ${response.status} ${await response.text()}`);
}

/** The outbox of a backend on `backendUrl` started without LOCAL_SUPABASE_MAIL_PORT: the API port + 3 (config.ts mailPortFor). */
export function defaultMailUrl(backendUrl: string): string {
  const url = new URL(backendUrl);
  return `${url.protocol}//${url.hostname}:${Number(url.port) + 3}`;
}

/** The confirmation link in the newest email to exactly `email`, read through the outbox's Mailpit API. */
async function confirmationLink(mailUrl: string, email: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const search = (await (await fetch(`${mailUrl}/api/v1/search?query=${encodeURIComponent(`to:"${email}"`)}`)).json()) as {
      messages: { ID: string; To: { Address: string }[] }[];
    };
    const newest = search.messages.find((message) => message.To.some((to) => to.Address === email));
    if (newest) {
      const message = (await (await fetch(`${mailUrl}/api/v1/message/${newest.ID}`)).json()) as { Text: string };
      const link = /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(message.Text)?.[0];
      if (link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no confirmation email to ${email}`);
}

/**
 * Signs one purchased email up the way the site's server does, then confirms it as the member would: opens the emailed
 * link and exchanges the code it hands back (the app's /auth/callback), returning the session cookies that sets.
 */
export async function signUp(backendUrl: string, email: string, password: string, mailUrl = defaultMailUrl(backendUrl)): Promise<Member> {
  const jar = new Map<string, string>();
  const supabase = createServerClient(backendUrl, PUBLISHABLE_KEY, {
    cookies: {
      getAll: () => [...jar].map(([name, value]) => ({ name, value })),
      setAll: (cookies) => cookies.forEach(({ name, value }) => (value ? jar.set(name, value) : jar.delete(name))),
    },
  });
  const { error } = await supabase.auth.signUp({ email, password, options: { data: { name: `Load ${email.split("@")[0]}` } } });
  if (error) throw error;
  const verified = await fetch(await confirmationLink(mailUrl, email), { redirect: "manual" });
  const code = new URL(verified.headers.get("location") ?? "http://x/").searchParams.get("code");
  if (!code) throw new Error(`confirmation of ${email} failed: ${verified.status} ${verified.headers.get("location")}`);
  const exchanged = await supabase.auth.exchangeCodeForSession(code);
  if (exchanged.error) throw exchanged.error;
  // The proof of the email cleared the sign-up's password (docs/security.md): set again, as "Choose your password" does.
  const chosen = await supabase.auth.updateUser({ password });
  if (chosen.error) throw chosen.error;
  return { email, password, cookie: [...jar].map(([name, value]) => `${name}=${value}`).join("; ") };
}

/** Runs `worker` over `items` with at most `concurrency` at a time, keeping the results in order. */
export async function mapLimited<T, R>(items: T[], concurrency: number, worker: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await worker(items[index]!, index);
      }
    }),
  );
  return results;
}

/** Purchases and signs up `count` members. Sign-up is bcrypt-bound (about 40 a second here), so a few at a time. */
export async function createMembers(backendUrl: string, count: number, prefix: string, concurrency = 4): Promise<Member[]> {
  const emails = Array.from({ length: count }, (_, index) => `${prefix}-${index}@example.com`);
  await purchase(backendUrl, emails);
  return mapLimited(emails, concurrency, (email) => signUp(backendUrl, email, `load-pass-${email}`));
}

export function submitFeedbackActionId(): string {
  const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, ".next/server/server-reference-manifest.json"), "utf8")) as {
    node: Record<string, { exportedName?: string }>;
  };
  const id = Object.entries(manifest.node).find(([, action]) => action.exportedName === "submitFeedback")?.[0];
  if (!id) throw new Error("submitFeedback is not in the build's server actions");
  return id;
}

/** The action's return value in an RSC action response (`1:{"ok":true}`), or null when there is none. */
export function actionResult(body: string): { ok: boolean; error?: string } | null {
  for (const line of body.split("\n")) {
    const match = /^[0-9a-f]+:(\{.*\})$/.exec(line);
    if (!match) continue;
    try {
      const value = JSON.parse(match[1]!) as { ok?: unknown; message?: unknown };
      const message = typeof value.message === "string" ? value.message : undefined;
      if (value.ok === true || message) return { ok: value.ok === true, error: message };
    } catch {
      // another row of the payload
    }
  }
  return null;
}

export type Outcome = number | "timeout" | "network";

export interface Sample {
  kind: "read" | "feedback";
  member: number;
  start: number;
  end: number;
  outcome: Outcome;
  /** A read: a 200 with the lesson (its feedback block) in it. A feedback: a 200 whose action result is ok. */
  ok: boolean;
  text?: string;
  error?: string;
}

export interface LoadOptions {
  /** One app server, or several: each member's requests go to them in turn. */
  url: string | string[];
  members: Member[];
  /** Stops after `seconds`, or as soon as `until` resolves when it is given. */
  seconds: number;
  until?: Promise<unknown>;
  /** The share of requests that are feedback submissions. */
  feedbackShare?: number;
  /** Unique per run; every feedback text starts with it. */
  runId: string;
}

/**
 * The member's cookies after a response, as a browser keeps them: a Set-Cookie replaces the cookie of its name, and
 * one that expires it (Max-Age=0 or an empty value) removes it. Returns whether anything changed.
 */
export function keepCookies(member: Member, setCookies: string[]): boolean {
  if (!setCookies.length) return false;
  const jar = new Map(member.cookie.split("; ").filter(Boolean).map((pair) => pair.split(/=(.*)/s).slice(0, 2) as [string, string]));
  for (const header of setCookies) {
    const [pair = "", ...attributes] = header.split(";");
    const [name, value = ""] = pair.trim().split(/=(.*)/s);
    if (!name) continue;
    const expired = !value || attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
    if (expired) jar.delete(name);
    else jar.set(name, value);
  }
  const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
  const changed = cookie !== member.cookie;
  member.cookie = cookie;
  return changed;
}

/**
 * Every member reads lessons and submits feedback (up to FEEDBACK_PER_MEMBER ratings) one request after another (a
 * closed loop) until the time is up,
 * keeping the cookies each response sets, as a browser does; with several app servers, each member's requests go
 * to them in turn, so a session refreshed by one server is used next on another.
 */
export async function runLoad({ url, members, seconds, until, feedbackShare = 0.2, runId }: LoadOptions): Promise<Sample[] & { sessionUpdates: number }> {
  const urls = Array.isArray(url) ? url : [url];
  const lessons = courseNavigation.lessons;
  const actionId = submitFeedbackActionId();
  let deadline = performance.now() + seconds * 1000;
  void until?.then(() => (deadline = 0));
  const samples: Sample[] = [];
  let sessionUpdates = 0;
  await Promise.all(
    members.map(async (member, index) => {
      let sequence = 0;
      // Ratings the database acknowledged: only those count towards its limit (a refused one stored nothing).
      let rated = 0;
      let turn = 0;
      while (performance.now() < deadline) {
        const lesson = lessons[Math.floor(Math.random() * lessons.length)]!;
        const feedback = rated < FEEDBACK_PER_MEMBER && Math.random() < feedbackShare;
        const text = feedback ? `${runId} member ${index} #${sequence++}` : undefined;
        const start = performance.now();
        let outcome: Outcome;
        let ok = false;
        let error: string | undefined;
        try {
          const response = await fetch(`${urls[(index + turn++) % urls.length]}${lesson.path}`, {
            redirect: "manual",
            signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
            ...(feedback
              ? {
                  method: "POST",
                  headers: { cookie: member.cookie, "Next-Action": actionId, "Content-Type": "text/plain;charset=UTF-8", Accept: "text/x-component" },
                  body: JSON.stringify([{}, { rating: index % 2 ? "up" : "down", feedback_text: text, page_url: lesson.path }]),
                }
              : { headers: { cookie: member.cookie } }),
          });
          const body = await response.text();
          outcome = response.status;
          if (keepCookies(member, response.headers.getSetCookie())) sessionUpdates++;
          if (feedback) {
            const result = response.status === 200 ? actionResult(body) : null;
            ok = result?.ok === true;
            error = result?.error;
            if (ok) rated++;
          } else {
            ok = response.status === 200 && body.includes("Was this helpful?");
          }
        } catch (failure) {
          outcome = (failure as Error).name === "TimeoutError" ? "timeout" : "network";
        }
        samples.push({ kind: feedback ? "feedback" : "read", member: index, start, end: performance.now(), outcome, ok, text, error });
      }
    }),
  );
  return Object.assign(samples, { sessionUpdates });
}

export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Requests, outcomes by status, p50/p99 per kind. */
export function summarise(samples: Sample[], seconds: number) {
  const rows = (["read", "feedback"] as const).map((kind) => {
    const mine = samples.filter((sample) => sample.kind === kind);
    const latencies = mine.map((sample) => sample.end - sample.start).sort((a, b) => a - b);
    const statuses: Record<string, number> = {};
    for (const sample of mine) statuses[String(sample.outcome)] = (statuses[String(sample.outcome)] ?? 0) + 1;
    return {
      kind,
      requests: mine.length,
      "req/s": Number((mine.length / seconds).toFixed(1)),
      ok: mine.filter((sample) => sample.ok).length,
      "not ok": mine.filter((sample) => !sample.ok).length,
      statuses: Object.entries(statuses)
        .map(([status, count]) => `${status}×${count}`)
        .join(" "),
      "p50 ms": Math.round(percentile(latencies, 50)),
      "p99 ms": Math.round(percentile(latencies, 99)),
    };
  });
  console.table(rows);
  return rows;
}

export interface StoredCheck {
  acknowledged: number;
  stored: number;
  lost: string[];
  duplicated: string[];
  /** Stored although not acknowledged (a failed or timed-out request whose insert went through): allowed. */
  unacknowledgedStored: number;
  /** Stored texts this run never sent: a bug. */
  unknown: string[];
}

/** Compares the acknowledged feedback with the rows in public.feedback whose text starts with the run's id. */
export async function checkFeedback(db: Database, runId: string, samples: Sample[]): Promise<StoredCheck> {
  const { rows } = await db.query<{ feedback_text: string; n: number }>(
    "select feedback_text, count(*)::int as n from public.feedback where starts_with(feedback_text, $1) group by feedback_text",
    [runId],
  );
  const stored = new Map(rows.map((row) => [row.feedback_text, row.n]));
  const sent = new Set(samples.filter((sample) => sample.text).map((sample) => sample.text!));
  const acknowledged = samples.filter((sample) => sample.kind === "feedback" && sample.ok).map((sample) => sample.text!);
  const acked = new Set(acknowledged);
  return {
    acknowledged: acknowledged.length,
    stored: rows.reduce((sum, row) => sum + row.n, 0),
    lost: acknowledged.filter((text) => !stored.has(text)),
    duplicated: [...stored].filter(([, n]) => n > 1).map(([text]) => text),
    unacknowledgedStored: [...stored.keys()].filter((text) => !acked.has(text) && sent.has(text)).length,
    unknown: [...stored.keys()].filter((text) => !sent.has(text)),
  };
}
