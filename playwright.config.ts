import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { installedChromium } from "./tests/support/chromium";
import { LOCAL_WEBHOOK_SECRET, PUBLISHABLE_KEY, SECRET_KEY } from "./local-supabase/config";
import { SAMPLE_PRICE_PAISE } from "./lib/payments/sample-event";
import { TEST_BUILD_SETTINGS } from "./scripts/build-stamp";

// End-to-end tests drive the installed Chromium against the production build and a fresh local backend on
// ports of their own, so they never touch the data of a running `npm start`. The backend runs as a process of
// its own (tests/e2e/global-setup.ts) and the app is configured as for a hosted project, through the two
// environment variables; a test can stop and restart the backend. The test ports lie below Linux's ephemeral range
// (32768-60999): a port in it can be taken at any moment as the local end of an outgoing connection, and a backend
// that then cannot listen fails the run (CI once lost the editing step so).
const APP_PORT = Number(process.env.E2E_APP_PORT ?? 3100);
const BACKEND_PORT = Number(process.env.E2E_BACKEND_PORT ?? 24399);
const dataDir = process.env.E2E_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), "pim-e2e-"));
process.env.E2E_DATA_DIR = dataDir;

// The local backend's mail viewer (Mailpit's API) listens on its API port + 3.
export const e2eUrls = { app: `http://localhost:${APP_PORT}`, backend: `http://127.0.0.1:${BACKEND_PORT}`, mail: `http://127.0.0.1:${BACKEND_PORT + 3}` };
export const backendSettings = { port: BACKEND_PORT, dataDir, siteUrl: e2eUrls.app };
/** How long the app remembers that a session belongs to a member: short here, so tests of a removal stay quick. */
export const MEMBERSHIP_CACHE_SECONDS = 2;
/** Failed sign-ins the app takes from one visitor address a minute. */
export const SIGN_IN_FAILURES_PER_MINUTE = 40;

/**
 * The tag of tests that must have the site to themselves: they stop and restart the backend (every other test would
 * see it away) or run it with other settings, or flood the sign-in limits of the one address all tests share. They
 * run after the others, one at a time (`stopBackendProcess` refuses to run in any other project). Every other test is
 * independent of the rest (its own members, or only reads of the demo member's data), so two workers share them.
 */
export const ALONE = "@alone";
/** `npm test quick`: signing in and one lesson, under `next dev` (E2E_SERVER=dev) so no build is waited for. */
const SMOKE_FILES = ["smoke.spec.ts"];
const chromium = { ...devices["Desktop Chrome"], channel: undefined };
const dev = process.env.E2E_SERVER === "dev";

/** Options of `playwright test` that take a value, so that value is not mistaken for a file filter. */
const VALUE_OPTIONS = new Set(["-c", "--config", "-g", "--grep", "--grep-invert", "-j", "--workers", "--project", "--reporter", "--repeat-each", "--retries", "--timeout", "--global-timeout", "--max-failures", "--output", "--shard", "--trace", "--tsconfig", "--ui-host", "--ui-port"]);
/**
 * Whether this run picks tests by file or title (`npx playwright test progress`, `-g ...`). Such a run goes one test
 * at a time with no project waiting for another, as the whole suite once did: otherwise asking for one serial file
 * would first run every parallel one, and a serial test could meet a parallel one running beside it.
 */
function picksTests(argv: string[]): boolean {
  const args = argv.slice(argv.indexOf("test") + 1);
  for (let index = 0; index < args.length; index++) {
    const arg = args[index]!;
    if (arg === "-g" || arg === "--grep" || arg.startsWith("--grep=")) return true;
    if (VALUE_OPTIONS.has(arg)) index++;
    else if (!arg.startsWith("-")) return true;
  }
  return false;
}
const picked = process.argv.includes("test") && picksTests(process.argv);

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  // Two cores: one worker's browser renders while the other's waits on the server.
  workers: picked ? 1 : Number(process.env.E2E_WORKERS ?? 2),
  // A failing test runs once more, recording a trace (the actions, the DOM at each, the network) to open with
  // `npx playwright show-trace`; a test that then passes still fails the run (failOnFlakyTests). Recording a trace for
  // every test, to keep only the failures', cost a third of the step's CPU time (docs/performance.md, "Under 900 s").
  retries: 1,
  failOnFlakyTests: true,
  forbidOnly: !!process.env.CI, // a `test.only` left in fails CI (`.ci/run` sets CI) instead of running one test; vitest does so by default
  reporter: [["list"]],
  timeout: 30_000,
  globalSetup: "./tests/e2e/global-setup.ts",
  use: {
    baseURL: e2eUrls.app,
    trace: "on-first-retry",
    launchOptions: installedChromium,
  },
  projects: [
    { name: "parallel", use: chromium, testIgnore: SMOKE_FILES, grepInvert: new RegExp(ALONE) },
    // `npm test` runs this project on its own after the others (E2E_SERIAL_ALONE), so a failure there does not keep
    // these from running; a plain `npx playwright test` makes it wait for them instead.
    { name: "serial", use: chromium, testIgnore: SMOKE_FILES, grep: new RegExp(ALONE), workers: 1, dependencies: picked || process.env.E2E_SERIAL_ALONE ? [] : ["parallel"] },
    // Under `next dev` a page is compiled on its first request, which can take most of a minute.
    { name: "smoke", use: chromium, testMatch: SMOKE_FILES, expect: { timeout: dev ? 60_000 : 5_000 } },
  ],
  webServer: {
    command: `node_modules/.bin/tsx scripts/start.ts${dev ? " --dev" : ""}`,
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
      ...TEST_BUILD_SETTINGS,
      MEMBERSHIP_CACHE_SECONDS: String(MEMBERSHIP_CACHE_SECONDS),
      // As behind an operator's proxy that sets X-Forwarded-For (Next itself fills it in with the socket's address).
      TRUSTED_CLIENT_IP_HEADER: "x-forwarded-for",
      SIGN_IN_FAILURES_PER_MINUTE: String(SIGN_IN_FAILURES_PER_MINUTE),
      // Mock interview reminders: through the local backend's SMTP listener (its mail port + 1) into the outbox the
      // tests read, with the queue polled every second so a reminder made due through the database goes at once.
      SMTP_URL: `smtp://127.0.0.1:${BACKEND_PORT + 4}`,
      MAIL_QUEUE_POLL_SECONDS: "1",
    },
  },
});
