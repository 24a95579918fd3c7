import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { ANON_KEY, SERVICE_ROLE_KEY } from "../local-supabase/config";
import { findPostgresBin, startPostgresServer } from "../local-supabase/postgres-server";

// `npm run bench:backend`: 20 concurrent clients for 10 s on each of the three calls every page view leans on,
// against the local backend on PGlite and on a Postgres server. Prints figures; asserts nothing.
// The backend runs in its own process, as under `npm run backend`, so the load generator does not share its core.
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PASSWORD = "bench-password-2026";

interface Member {
  email: string;
  userId: string;
  accessToken: string;
}

interface Backend {
  url: string;
}

interface Call {
  name: string;
  request(member: Member): [string, RequestInit];
}

async function call(url: string, init: RequestInit): Promise<unknown> {
  const response = await fetch(url, init);
  const body = await response.text();
  if (!response.ok) throw new Error(`${response.status} ${body.slice(0, 200)}`);
  return body ? JSON.parse(body) : null;
}

/** Creates one purchased, signed-up member per client, each with its own access token. */
async function createMembers(backend: Backend): Promise<Member[]> {
  const headers = (key: string) => ({ apikey: key, Authorization: `Bearer ${key}`, "Content-Type": "application/json" });
  const members: Member[] = [];
  for (let index = 0; index < CLIENTS; index++) {
    const email = `bench-${index}@example.com`;
    await call(`${backend.url}/rest/v1/users`, { method: "POST", headers: headers(SERVICE_ROLE_KEY), body: JSON.stringify({ email }) });
    const session = (await call(`${backend.url}/auth/v1/signup`, {
      method: "POST",
      headers: headers(ANON_KEY),
      body: JSON.stringify({ email, password: PASSWORD, data: { name: `Bench ${index}` } }),
    })) as { access_token: string; user: { id: string } };
    members.push({ email, userId: session.user.id, accessToken: session.access_token });
  }
  return members;
}

function calls(backend: Backend): Call[] {
  const asMember = (member: Member) => ({ apikey: ANON_KEY, Authorization: `Bearer ${member.accessToken}` });
  return [
    {
      name: "password sign-in",
      request: (member) => [
        `${backend.url}/auth/v1/token?grant_type=password`,
        {
          method: "POST",
          headers: { apikey: ANON_KEY, Authorization: `Bearer ${ANON_KEY}`, "Content-Type": "application/json" },
          body: JSON.stringify({ email: member.email, password: PASSWORD }),
        },
      ],
    },
    { name: "get user", request: (member) => [`${backend.url}/auth/v1/user`, { headers: asMember(member) }] },
    {
      name: "profile select",
      request: (member) => [
        `${backend.url}/rest/v1/user_profiles?select=*&user_id=eq.${member.userId}`,
        { headers: { ...asMember(member), Accept: "application/vnd.pgrst.object+json" } },
      ],
    },
  ];
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/** Each client sends its next request as soon as the last one is answered, until the time is up. */
async function measure(members: Member[], target: Call) {
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + SECONDS * 1000;
  await Promise.all(
    members.map(async (member) => {
      while (performance.now() < deadline) {
        const started = performance.now();
        try {
          await call(...target.request(member));
          latencies.push(performance.now() - started);
        } catch {
          errors++;
        }
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    call: target.name,
    "req/s": Math.round(latencies.length / SECONDS),
    "p50 ms": Number(percentile(latencies, 50).toFixed(1)),
    "p99 ms": Number(percentile(latencies, 99).toFixed(1)),
    errors,
  };
}

/** Starts `local-supabase/main.ts` in a child process and waits for its ready line. */
async function startBackendProcess(env: Record<string, string>) {
  const child = spawn(process.execPath, ["--import", "tsx", path.join(import.meta.dirname, "../local-supabase/main.ts")], {
    env: {
      ...process.env,
      LOCAL_SUPABASE_PORT: "24398",
      // The limits guard real sign-ins; here every request comes from one address on purpose.
      LOCAL_SUPABASE_RATE_LIMIT_PER_ADDRESS: "1000000",
      LOCAL_SUPABASE_RATE_LIMIT_PER_EMAIL: "1000000",
      // The bench times the endpoints, not the confirmation email: its members are signed in by their sign-up.
      LOCAL_SUPABASE_CONFIRM_EMAIL: "false",
      ...env,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let output = "";
  for await (const chunk of child.stdout!) {
    output += String(chunk);
    const url = /ready: url=(\S+)/.exec(output)?.[1];
    if (url) return { url, stop: async () => void (child.kill("SIGTERM"), await once(child, "exit")) };
  }
  throw new Error(`The backend did not start: ${output}`);
}

const results: Array<Record<string, string | number>> = [];

async function bench(database: string, env: Record<string, string>) {
  const backend = await startBackendProcess(env);
  try {
    const members = await createMembers(backend);
    for (const target of calls(backend)) results.push({ database, ...(await measure(members, target)) });
  } finally {
    await backend.stop();
  }
}

console.log(`${CLIENTS} clients × ${SECONDS} s per call, Node ${process.version}, ${os.cpus().length} cores`);
const pgliteDir = mkdtempSync(path.join(os.tmpdir(), "bench-pglite-"));
try {
  await bench("PGlite", { LOCAL_SUPABASE_DATA_DIR: pgliteDir });
} finally {
  rmSync(pgliteDir, { recursive: true, force: true });
}

const bin = findPostgresBin();
if (!bin) {
  console.log("No Postgres server installed (apt-get install postgresql): skipped the Postgres run.");
} else {
  const server = await startPostgresServer(bin);
  try {
    const admin = new pg.Client({ connectionString: server.url });
    await admin.connect();
    await admin.query("create database bench");
    await admin.end();
    await bench("Postgres", { DATABASE_URL: server.url.replace(/\/postgres$/, "/bench") });
  } finally {
    await server.stop();
  }
}
console.table(results);
