import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");
const INPUTS = ["app", "components", "features", "lib", "content", "public", "proxy.ts", "instrumentation.ts", "next.config.ts", "postcss.config.mjs", "tsconfig.json", "package-lock.json"];
const STAMP = path.join(ROOT, ".next", "source-stamp");

function* files(entry: string): Generator<string> {
  const full = path.join(ROOT, entry);
  if (!fs.existsSync(full)) return;
  if (fs.statSync(full).isFile()) {
    yield entry;
    return;
  }
  for (const child of fs.readdirSync(full).sort()) yield* files(path.join(entry, child));
}

/** A hash of everything a production build depends on: the sources and the NEXT_PUBLIC_ settings baked into it
 * (the Supabase ones are read at run time, see lib/supabase/env.ts). */
export function sourceStamp(env: NodeJS.ProcessEnv): string {
  const hash = createHash("sha256");
  for (const input of INPUTS) {
    for (const file of files(input)) hash.update(file).update(fs.readFileSync(path.join(ROOT, file)));
  }
  for (const name of Object.keys(env).filter((key) => key.startsWith("NEXT_PUBLIC_") && !key.startsWith("NEXT_PUBLIC_SUPABASE_")).sort()) {
    hash.update(`${name}=${env[name]}`);
  }
  return hash.digest("hex");
}

/** Whether .next holds a production build of exactly these sources and settings. */
export function buildIsCurrent(stamp: string): boolean {
  return fs.existsSync(path.join(ROOT, ".next", "BUILD_ID")) && fs.existsSync(STAMP) && fs.readFileSync(STAMP, "utf8") === stamp;
}

export function recordBuild(stamp: string): void {
  fs.writeFileSync(STAMP, stamp);
}

/** The settings the test suite's build is made with (analytics on, so the end-to-end tests see what it records);
 * every step that serves it (end-to-end, editing, `.ci/run`'s load test) uses the same, so one build
 * serves them all. */
export const TEST_BUILD_SETTINGS = { NEXT_PUBLIC_ANALYTICS: "on" } as const;
