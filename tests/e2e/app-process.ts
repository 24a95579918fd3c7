import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { expect } from "@playwright/test";
import { PUBLISHABLE_KEY } from "../../local-supabase/config";
import { freePort } from "../../local-supabase/postgres-server";
import { e2eUrls } from "../../playwright.config";

const ROOT = path.resolve(import.meta.dirname, "../..");

export interface AppProcess {
  port: number;
  stop: () => Promise<void>;
}

/**
 * A second app server on the suite's build, as `npm start` serves it (scripts/serve.ts), with the settings given and
 * none of the suite's own: for tests of the default set-up, where no proxy vouches for the visitor's address.
 */
export async function startAppProcess(env: Record<string, string>): Promise<AppProcess> {
  const port = await freePort();
  const childEnv: NodeJS.ProcessEnv = { ...process.env, NEXT_PUBLIC_SUPABASE_URL: e2eUrls.backend, NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: PUBLISHABLE_KEY, ...env };
  delete childEnv.TRUSTED_CLIENT_IP_HEADER;
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "scripts/serve.ts", String(port)], { cwd: ROOT, env: childEnv, stdio: "ignore" });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
  try {
    await expect
      .poll(async () => (await fetch(`http://127.0.0.1:${port}/login`).catch(() => null))?.status, { timeout: 60_000 })
      .toBe(200);
  } catch (error) {
    await stop();
    throw error;
  }
  return { port, stop };
}
