import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import path from "node:path";
import { buildIsCurrent, sourceStamp } from "../../scripts/build-stamp";
import { completeBuild } from "../../scripts/finish-build";

const ROOT = path.resolve(import.meta.dirname, "../..");
const bin = (name: string) => path.join(ROOT, "node_modules", ".bin", name);

/** A server the tests started, in a process group of its own so that stopping it stops its children too. */
export type Server = { stop: () => Promise<void> };

/** Starts `command` and waits until `url` answers. */
export async function startServer(name: string, args: string[], env: NodeJS.ProcessEnv, url: string): Promise<Server> {
  const child: ChildProcess = spawn(bin(name), args, { cwd: ROOT, env, detached: true, stdio: ["ignore", "inherit", "inherit"] });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null && child.pid) {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // Already gone.
      }
      await exited;
    }
  };
  for (let tries = 0; tries < 600; tries++) {
    if (child.exitCode !== null) throw new Error(`${name} ${args.join(" ")} exited with ${child.exitCode}`);
    try {
      await fetch(url, { redirect: "manual" });
      return { stop };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  await stop();
  throw new Error(`${url} did not answer within 5 minutes`);
}

/**
 * Makes sure `.next` holds a production build of the sources as they are now, as the main e2e suite leaves it
 * (with the same NEXT_PUBLIC_ settings), building it when not. Call it before any lesson is edited.
 */
export function ensureProductionBuild(env: NodeJS.ProcessEnv): void {
  const stamp = sourceStamp(env);
  if (buildIsCurrent(stamp)) return;
  const result = spawnSync(bin("next"), ["build"], { cwd: ROOT, env, stdio: "inherit" });
  if (result.status !== 0) throw new Error("next build failed");
  completeBuild(stamp);
}
