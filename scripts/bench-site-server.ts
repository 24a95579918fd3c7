import { spawn, type ChildProcess, type StdioOptions } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createServerClient } from "@supabase/ssr";
import { startBackend, type RunningBackend } from "../local-supabase/backend";
import { DEMO_LOGIN, PUBLISHABLE_KEY, configFromEnv } from "../local-supabase/config";
import { buildIsCurrent, sourceStamp } from "./build-stamp";
import { completeBuild } from "./finish-build";

// What the benchmarks share: the production build (made if the sources changed), a fresh local backend, the
// demo member's session cookies, and the app's server (as `npm start` runs it) on its own port.
const ROOT = path.resolve(import.meta.dirname, "..");
const NEXT = path.join(ROOT, "node_modules", ".bin", "next");
/** Linux's USER_HZ, the unit of /proc's CPU times: 100 on every architecture Node runs on. */
const CLOCK_TICKS_PER_SECOND = 100;

export interface BenchSite {
  url: string;
  backend: RunningBackend;
  /** The demo member's session, as the Cookie header a signed-in browser sends. */
  cookie: string;
  /** CPU seconds (user and system) the running app server has used so far, from /proc (Linux). */
  serverCpuSeconds(): number;
  /** Restarts the app server (Next lists public/ files when it starts); resolves with the seconds it took to answer. */
  restart(): Promise<number>;
  stop(): Promise<void>;
}

/** The machine's load average (1, 5 and 15 minutes), printed beside every figure: the benchmarks share the CPU. */
export const loadAverage = () => os.loadavg().map((load) => load.toFixed(2)).join(" ");

export function waitForExit(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once("exit", () => resolve())));
}

export async function buildIfNeeded(env: NodeJS.ProcessEnv) {
  const stamp = sourceStamp(env);
  if (buildIsCurrent(stamp)) return console.log("The production build is current.");
  console.log("Building the app...");
  const started = Date.now();
  const build = spawn(NEXT, ["build"], { cwd: ROOT, env, stdio: "ignore" });
  await waitForExit(build);
  if (build.exitCode !== 0) throw new Error("next build failed");
  completeBuild(stamp);
  console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * The production server as `npm start` runs it (scripts/serve.ts: Next's handler, the visitor's address, the
 * paint-first rewrite and compression), in one process whose CPU time is the server's.
 */
export function spawnAppServer(port: number, env: NodeJS.ProcessEnv, stdio: StdioOptions = "ignore"): ChildProcess {
  return spawn(process.execPath, ["--import", "tsx", path.join(ROOT, "scripts", "serve.ts"), String(port)], { cwd: ROOT, env, stdio });
}

export async function waitForSite(url: string) {
  for (let attempt = 0; attempt < 300; attempt++) {
    try {
      if ((await fetch(`${url}/login`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the site did not start");
}

/** Signs the demo member in the way the site's server does and returns the session cookies it would set. */
async function sessionCookie(backendUrl: string): Promise<string> {
  const jar = new Map<string, string>();
  const supabase = createServerClient(backendUrl, PUBLISHABLE_KEY, {
    cookies: {
      getAll: () => [...jar].map(([name, value]) => ({ name, value })),
      setAll: (cookies) => cookies.forEach(({ name, value }) => (value ? jar.set(name, value) : jar.delete(name))),
    },
  });
  const { error } = await supabase.auth.signInWithPassword(DEMO_LOGIN);
  if (error) throw error;
  return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
}

/** `serverEnv` is added to the app server's environment only (e.g. NODE_OPTIONS for a CPU profile), not the build's. */
export async function startBenchSite(port: number, serverEnv: Record<string, string> = {}): Promise<BenchSite> {
  const url = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-site-"));
  const backend = await startBackend({
    ...configFromEnv({ NODE_ENV: "production" }),
    port: 0,
    dataDir,
    siteUrl: url,
    // The limits guard real sign-ins; here every request comes from one address on purpose.
    rateLimit: { perAddress: 1_000_000, perEmail: 1_000_000, windowMs: 60_000 },
  });
  // The benchmark submits thousands of ratings as one member: lift the per-member hourly limit for this database
  // only (a session setting of PGlite's one connection), so the figure is of storing feedback, not of refusing it.
  await backend.db.transaction((tx) => tx.query("select set_config('pim.feedback_per_hour', '1000000000', false)"));
  const env: NodeJS.ProcessEnv = { ...process.env, NEXT_PUBLIC_SUPABASE_URL: backend.url, NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: PUBLISHABLE_KEY };
  let server: ChildProcess | undefined;
  const stopServer = async () => {
    if (!server) return;
    server.kill("SIGTERM");
    await waitForExit(server);
    server = undefined;
  };
  const startServer = async () => {
    const started = performance.now();
    server = spawnAppServer(port, { ...env, ...serverEnv });
    await waitForSite(url);
    return (performance.now() - started) / 1000;
  };
  const stop = async () => {
    await stopServer();
    await backend.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await buildIfNeeded(env);
    const cookie = await sessionCookie(backend.url);
    await startServer();
    const serverCpuSeconds = () => {
      // Fields 14 and 15 of /proc/<pid>/stat, after the command name in parentheses: user and system time in ticks.
      const stat = fs.readFileSync(`/proc/${server?.pid}/stat`, "utf8");
      const [user, system] = stat.slice(stat.lastIndexOf(")") + 2).split(" ").slice(11, 13).map(Number);
      return (user! + system!) / CLOCK_TICKS_PER_SECOND;
    };
    return { url, backend, cookie, serverCpuSeconds, restart: async () => (await stopServer(), await startServer()), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
