import { defineConfig, devices } from "@playwright/test";
import { installedChromium } from "./tests/support/chromium";

// The editor's loop against `npm run dev`: tests/e2e-dev/ starts the development server (with a local backend of its
// own) and, for drafts, the production server, themselves, because they edit a lesson between starts. Ports of
// their own: E2E_DEV_PORT for the development server, E2E_APP_PORT (the main suite's, free by then) for production,
// E2E_DEV_BACKEND_PORT for the backend both use.
export const devUrls = {
  dev: `http://localhost:${Number(process.env.E2E_DEV_PORT ?? 3101)}`,
  production: `http://localhost:${Number(process.env.E2E_APP_PORT ?? 3100)}`,
  backendPort: Number(process.env.E2E_DEV_BACKEND_PORT ?? 24405),
};

export default defineConfig({
  testDir: "tests/e2e-dev",
  fullyParallel: false,
  workers: 1,
  // A failing test runs once more, recording a trace (the actions, the DOM at each, the network) to open with
  // `npx playwright show-trace`; a test that then passes still fails the run (failOnFlakyTests). Recording a trace for
  // every test, to keep only the failures', cost a third of the step's CPU time (docs/performance.md, "Under 900 s").
  retries: 1,
  failOnFlakyTests: true,
  forbidOnly: !!process.env.CI,
  reporter: [["list"]],
  timeout: 180_000,
  expect: { timeout: 60_000 },
  globalSetup: "./tests/e2e-dev/global-setup.ts",
  use: {
    baseURL: devUrls.dev,
    trace: "on-first-retry",
    launchOptions: installedChromium,
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
});
