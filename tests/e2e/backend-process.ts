import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

// The e2e suite runs the local backend as its own process (as `npm run backend` does), so a test can stop it
// and start it again on the same data to see how the site behaves while its backend is away.
const ROOT = path.resolve(import.meta.dirname, "../..");

export interface BackendProcessSettings {
  port: number;
  dataDir: string;
  siteUrl: string;
  /** More settings for this start only, e.g. a short token lifetime. */
  env?: Record<string, string>;
}

const pidFile = (settings: BackendProcessSettings) => path.join(settings.dataDir, "backend.pid");
const healthUrl = (settings: BackendProcessSettings) => `http://127.0.0.1:${settings.port}/auth/v1/health`;

async function healthy(settings: BackendProcessSettings): Promise<boolean> {
  try {
    return (await fetch(healthUrl(settings))).ok;
  } catch {
    return false;
  }
}

export async function startBackendProcess(settings: BackendProcessSettings): Promise<void> {
  fs.mkdirSync(settings.dataDir, { recursive: true });
  const log = fs.openSync(path.join(settings.dataDir, "backend.log"), "a");
  const child = spawn(process.execPath, ["--import", "tsx", "local-supabase/main.ts"], {
    cwd: ROOT,
    detached: true,
    stdio: ["ignore", log, log],
    env: {
      ...process.env,
      LOCAL_SUPABASE_PORT: String(settings.port),
      LOCAL_SUPABASE_DATA_DIR: path.join(settings.dataDir, "db"),
      LOCAL_SUPABASE_SITE_URL: settings.siteUrl,
      // Every sign-in of the suite comes from this one machine; the per-email limit is still the default.
      LOCAL_SUPABASE_RATE_LIMIT_PER_ADDRESS: "1000",
      ...settings.env,
    },
  });
  child.unref();
  fs.closeSync(log);
  fs.writeFileSync(pidFile(settings), String(child.pid));
  for (let attempt = 0; attempt < 600; attempt++) {
    if (await healthy(settings)) return;
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The local backend did not start; see ${path.join(settings.dataDir, "backend.log")}`);
}

/**
 * In a Playwright worker, only a test tagged `@alone` (project "serial", one test at a time) may take the shared
 * backend away: anywhere else, another worker's test would meet it gone and fail with "fetch failed". Global setup
 * and the scripts run outside the workers.
 */
async function refuseBesideOtherTests(): Promise<void> {
  if (process.env.TEST_WORKER_INDEX === undefined) return;
  const { test } = await import("@playwright/test");
  const project = test.info().project.name;
  if (project !== "serial") throw new Error(`A test in project "${project}" stopped the shared backend: tag it @alone so it runs by itself.`);
}

export async function stopBackendProcess(settings: BackendProcessSettings): Promise<void> {
  await refuseBesideOtherTests();
  if (!fs.existsSync(pidFile(settings))) return;
  const pid = Number(fs.readFileSync(pidFile(settings), "utf8"));
  fs.rmSync(pidFile(settings));
  try {
    process.kill(pid, "SIGTERM");
  } catch {
    return; // already gone
  }
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  process.kill(pid, "SIGKILL");
}
