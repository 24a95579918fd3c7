import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

// The local backend as a process of its own (as `npm run backend` runs it), stopped, killed and started again on the
// same data: the end-to-end tests see how the site behaves while its backend is away, and `npm run test:load` and
// `npm run test:faults` stop or kill it under load.
const ROOT = path.resolve(import.meta.dirname, "..");

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

/** SIGTERM: the backend finishes what it was doing; after 10 s it is killed. The data stays. */
export async function stopBackendProcess(settings: BackendProcessSettings): Promise<void> {
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

/** SIGKILL: no chance to finish anything in flight, as a crashed or powered-off host. The data stays. */
export async function killBackendProcess(settings: BackendProcessSettings): Promise<void> {
  const pid = Number(fs.readFileSync(pidFile(settings), "utf8"));
  fs.rmSync(pidFile(settings));
  process.kill(pid, "SIGKILL");
  for (;;) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
