import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { TestProject } from "vitest/node";
import { configFromEnv } from "@/local-supabase/config";
import { pgliteDatabase } from "@/local-supabase/db";
import { prepareSchema } from "@/local-supabase/schema";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteDumpFile: string;
  }
}

/**
 * Global setup: one PGlite database prepared as every test backend's starts (initdb, Supabase's objects, the migrations,
 * the seed), dumped to a file; each in-memory test backend loads it instead of running initdb and the migrations again,
 * which took most of a backend's start. The signing key is made by each backend on its first start, as before.
 */
export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pim-pglite-"));
  const file = path.join(dir, "prepared.tar");
  const pglite = await PGlite.create();
  await prepareSchema(pgliteDatabase(pglite), configFromEnv({ NODE_ENV: "test" }));
  fs.writeFileSync(file, Buffer.from(await (await pglite.dumpDataDir("none")).arrayBuffer()));
  await pglite.close();
  project.provide("pgliteDumpFile", file);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
