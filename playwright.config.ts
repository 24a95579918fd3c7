import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

// End-to-end tests drive the installed Chromium against the production build and a fresh local backend on
// ports of their own, so they never touch the data of a running `npm start`.
const APP_PORT = Number(process.env.E2E_APP_PORT ?? 3100);
const BACKEND_PORT = Number(process.env.E2E_BACKEND_PORT ?? 54399);
const dataDir = process.env.E2E_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), "pim-e2e-"));
process.env.E2E_DATA_DIR = dataDir;

export const e2eUrls = { app: `http://localhost:${APP_PORT}`, backend: `http://127.0.0.1:${BACKEND_PORT}` };

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [["list"]],
  timeout: 30_000,
  use: {
    baseURL: e2eUrls.app,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: "node_modules/.bin/tsx scripts/start.ts",
    url: `${e2eUrls.app}/login`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: "pipe",
    env: {
      PORT: String(APP_PORT),
      LOCAL_SUPABASE_PORT: String(BACKEND_PORT),
      LOCAL_SUPABASE_DATA_DIR: dataDir,
      LOCAL_SUPABASE_SITE_URL: e2eUrls.app,
      // Every sign-in of the suite comes from this one machine; the per-email limit is still the default.
      LOCAL_SUPABASE_RATE_LIMIT_PER_ADDRESS: "1000",
    },
  },
});
