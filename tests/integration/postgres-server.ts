import type { TestProject } from "vitest/node";
import { openDatabase } from "@/local-supabase/db";
import { configFromEnv } from "@/local-supabase/config";
import { prepareRoles, prepareSchema } from "@/local-supabase/schema";
import { findPostgresBin, startPostgresServer } from "../../local-supabase/postgres-server";

/** The prepared database on the test Postgres server that each test file's databases are made from. */
export const PREPARED_TEMPLATE = "prepared_template";

declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl: string | null;
  }
}

/** Global setup: one throwaway Postgres server for the whole run; each test file makes its own database on it. */
export default async function setup(project: TestProject) {
  const bin = findPostgresBin();
  if (!bin) {
    if (process.env.CI) throw new Error("No Postgres server is installed; .ci/run installs Debian's postgresql package.");
    console.warn("\n[tests] No Postgres server installed (apt-get install postgresql): running the integration tests on PGlite only.\n");
    project.provide("postgresUrl", null);
    return;
  }
  const server = await startPostgresServer(bin);
  // Roles belong to the server: made once here, before test files start backends side by side.
  const admin = await openDatabase({ databaseUrl: server.url, dataDir: null });
  await prepareRoles(admin);
  // The database each test backend's is copied from (freshPostgresDatabase): prepared once as a test backend prepares
  // its own, so each skips the migrations. A template must have no connection open while it is copied.
  await admin.exec(`create database ${PREPARED_TEMPLATE}`);
  await admin.close();
  const template = await openDatabase({ databaseUrl: server.url.replace(/\/postgres$/, `/${PREPARED_TEMPLATE}`), dataDir: null });
  await prepareSchema(template, configFromEnv({ NODE_ENV: "test" }));
  await template.close();
  project.provide("postgresUrl", server.url);
  return () => server.stop();
}
