import { backendSettings } from "../../playwright.config";
import { findPostgresBin, startPostgresServer } from "../../local-supabase/postgres-server";
import { startBackendProcess, stopBackendProcess } from "./backend-process";

/**
 * Starts the suite's own backend; the returned function stops it after the last test. On PGlite by default;
 * `E2E_DATABASE=postgres` runs it on a throwaway Postgres server instead (the backend, and every restart of it by a
 * test, reads DATABASE_URL from the environment the workers inherit).
 */
export default async function globalSetup() {
  let postgres: Awaited<ReturnType<typeof startPostgresServer>> | undefined;
  if (process.env.E2E_DATABASE === "postgres") {
    const bin = findPostgresBin();
    if (!bin) throw new Error("E2E_DATABASE=postgres needs a Postgres server installed (apt-get install postgresql)");
    postgres = await startPostgresServer(bin);
    process.env.DATABASE_URL = postgres.url;
  }
  await startBackendProcess(backendSettings);
  return async () => {
    await stopBackendProcess(backendSettings);
    await postgres?.stop();
  };
}
