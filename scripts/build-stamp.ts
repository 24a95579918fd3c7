import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { parseEnv } from "node:util";

const ROOT = path.resolve(import.meta.dirname, "..");
const INPUTS = ["app", "components", "features", "lib", "content", "public", "proxy.ts", "instrumentation.ts", "next.config.ts", "postcss.config.mjs", "tsconfig.json", "package-lock.json"];
/** The files `next build` reads settings from, the first to name a setting winning (after the real environment). */
const ENV_FILES = [".env.production.local", ".env.local", ".env.production", ".env"];
const stampFile = (root: string) => path.join(root, ".next", "source-stamp");

function* files(root: string, entry: string): Generator<string> {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return;
  if (fs.statSync(full).isFile()) {
    yield entry;
    return;
  }
  for (const child of fs.readdirSync(full).sort()) yield* files(root, path.join(entry, child));
}

/**
 * The NEXT_PUBLIC_ settings `next build` bakes into the build: from the environment, else from the env files it
 * reads. Counting the files too makes every caller agree: `npm start` has put `.env.local` in its environment by the
 * time it asks, `npm run build` has not.
 */
function bakedSettings(env: NodeJS.ProcessEnv, root: string): Map<string, string> {
  const settings = new Map<string, string>();
  const baked = (name: string) => name.startsWith("NEXT_PUBLIC_") && !name.startsWith("NEXT_PUBLIC_SUPABASE_");
  for (const [name, value] of Object.entries(env)) if (baked(name) && value !== undefined) settings.set(name, value);
  for (const file of ENV_FILES) {
    const full = path.join(root, file);
    if (!fs.existsSync(full)) continue;
    for (const [name, value] of Object.entries(parseEnv(fs.readFileSync(full, "utf8")))) {
      if (baked(name) && !settings.has(name) && value !== undefined) settings.set(name, value);
    }
  }
  return settings;
}

/** A hash of everything a production build depends on: the sources and the NEXT_PUBLIC_ settings baked into it
 * (the Supabase ones are read at run time, see lib/supabase/env.ts). */
export function sourceStamp(env: NodeJS.ProcessEnv, root = ROOT): string {
  const hash = createHash("sha256");
  for (const input of INPUTS) {
    for (const file of files(root, input)) hash.update(file).update(fs.readFileSync(path.join(root, file)));
  }
  for (const setting of [...bakedSettings(env, root)].map(([name, value]) => `${name}=${value}`).sort()) hash.update(setting);
  return hash.digest("hex");
}

/** Whether .next holds a production build of exactly these sources and settings. */
export function buildIsCurrent(stamp: string, root = ROOT): boolean {
  return fs.existsSync(path.join(root, ".next", "BUILD_ID")) && fs.existsSync(stampFile(root)) && fs.readFileSync(stampFile(root), "utf8") === stamp;
}

export function recordBuild(stamp: string, root = ROOT): void {
  fs.writeFileSync(stampFile(root), stamp);
}

/** The settings the test suite's build is made with (analytics on, so the end-to-end tests see what it records);
 * every step that serves it (end-to-end, editing, `.ci/run`'s load test) uses the same, so one build
 * serves them all. */
export const TEST_BUILD_SETTINGS = { NEXT_PUBLIC_ANALYTICS: "on" } as const;
