import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { installedChromium } from "./tests/support/chromium";
import { LOCAL_WEBHOOK_SECRET, PUBLISHABLE_KEY, SECRET_KEY } from "./local-supabase/config";
import { SAMPLE_PRICE_PAISE } from "./lib/payments/sample-event";

// End-to-end tests drive the installed Chromium against the production build and a fresh local backend on
// ports of their own, so they never touch the data of a running `npm start`. The backend runs as a process of
// its own (tests/e2e/global-setup.ts) and the app is configured as for a hosted project, through the two
// environment variables; a test can stop and restart the backend.
const APP_PORT = Number(process.env.E2E_APP_PORT ?? 3100);
const BACKEND_PORT = Number(process.env.E2E_BACKEND_PORT ?? 54399);
const dataDir = process.env.E2E_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), "pim-e2e-"));
process.env.E2E_DATA_DIR = dataDir;

// The local backend's mail viewer (Mailpit's API) listens on its API port + 3.
export const e2eUrls = { app: `http://localhost:${APP_PORT}`, backend: `http://127.0.0.1:${BACKEND_PORT}`, mail: `http://127.0.0.1:${BACKEND_PORT + 3}` };
export const backendSettings = { port: BACKEND_PORT, dataDir, siteUrl: e2eUrls.app };
/** How long the app remembers that a session belongs to a member: short here, so tests of a removal stay quick. */
export const MEMBERSHIP_CACHE_SECONDS = 2;
/** Failed sign-ins the app takes from one visitor address a minute. */
export const SIGN_IN_FAILURES_PER_MINUTE = 40;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [["list"]],
  timeout: 30_000,
  globalSetup: "./tests/e2e/global-setup.ts",
  use: {
    baseURL: e2eUrls.app,
    trace: "retain-on-failure",
    launchOptions: installedChromium,
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
      // Where auth emails and Google return: the configured address, whatever address a request came in on.
      SITE_URL: e2eUrls.app,
      NEXT_PUBLIC_SUPABASE_URL: e2eUrls.backend,
      NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: PUBLISHABLE_KEY,
      // The payment webhook's secret and the service key it records purchases with (the local backend's public one).
      RAZORPAY_WEBHOOK_SECRET: LOCAL_WEBHOOK_SECRET,
      SUPABASE_SECRET_KEY: SECRET_KEY,
      // The course's price: only a payment of exactly this many paise (in INR, the default currency) adds the buyer.
      COURSE_PRICE_PAISE: String(SAMPLE_PRICE_PAISE),
      // On, so the suite sees what analytics records; Vercel's collector is not here, so nothing is sent.
      NEXT_PUBLIC_ANALYTICS: "on",
      MEMBERSHIP_CACHE_SECONDS: String(MEMBERSHIP_CACHE_SECONDS),
      // As behind an operator's proxy that sets X-Forwarded-For (Next itself fills it in with the socket's address).
      TRUSTED_CLIENT_IP_HEADER: "x-forwarded-for",
      SIGN_IN_FAILURES_PER_MINUTE: String(SIGN_IN_FAILURES_PER_MINUTE),
    },
  },
});
