import { stopBackendProcess as stop, type BackendProcessSettings } from "../../local-supabase/backend-process";

// The e2e suite runs the local backend as its own process (local-supabase/backend-process.ts), so a test can stop it
// and start it again on the same data to see how the site behaves while its backend is away.
export { startBackendProcess } from "../../local-supabase/backend-process";

/**
 * In a Playwright worker, only a test tagged `@alone` (project "serial", one test at a time) may take the shared
 * backend away: anywhere else, another worker's test would meet it gone and fail with "fetch failed". Global setup
 * runs outside the workers.
 */
async function refuseBesideOtherTests(): Promise<void> {
  if (process.env.TEST_WORKER_INDEX === undefined) return;
  const { test } = await import("@playwright/test");
  const project = test.info().project.name;
  if (project !== "serial") throw new Error(`A test in project "${project}" stopped the shared backend: tag it @alone so it runs by itself.`);
}

export async function stopBackendProcess(settings: BackendProcessSettings): Promise<void> {
  await refuseBesideOtherTests();
  await stop(settings);
}
