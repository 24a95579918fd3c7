import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildIsCurrent, sourceStamp } from "./build-stamp";
import { completeBuild } from "./finish-build";

// The production build, as every command that needs one makes it: `next build`, then the rewrite of
// lib/paint-first/finish-build.ts, then the stamp of the sources it was made from (scripts/build-stamp.ts), so the next
// command that asks finds it current. `npm run build` builds always (`--always`); `npm start` and `npm test build`
// only when the sources or NEXT_PUBLIC_ settings changed since the last build.
const ROOT = path.resolve(import.meta.dirname, "..");

/** Runs `next build` in `root`; resolves to its exit status. */
export type NextBuild = (env: NodeJS.ProcessEnv, root: string) => Promise<number>;

const nextBuild: NextBuild = (env, root) =>
  new Promise((resolve) => {
    const child = spawn(path.join(root, "node_modules", ".bin", "next"), ["build"], { cwd: root, env, stdio: "inherit" });
    child.once("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });

/**
 * Builds the app in `root` unless it holds a build of these sources and settings already (or `always`); resolves to
 * "current" when it did not build, "built" when it did, or the failed build's exit status.
 */
export async function buildApp(env: NodeJS.ProcessEnv, options: { always?: boolean; root?: string; build?: NextBuild } = {}): Promise<"current" | "built" | number> {
  const { always = false, root = ROOT, build = nextBuild } = options;
  const stamp = sourceStamp(env, root);
  if (!always && buildIsCurrent(stamp, root)) return "current";
  console.log("Building the app (once per change of the sources)...");
  const code = await build(env, root);
  if (code !== 0) return code;
  completeBuild(stamp, root);
  return "built";
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const always = process.argv.includes("--always");
  const result = await buildApp(process.env, { always });
  if (result === "current") console.log("The production build is current.");
  if (typeof result === "number") process.exit(result);
}
