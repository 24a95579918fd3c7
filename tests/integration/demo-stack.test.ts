import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { freePort } from "../../local-supabase/postgres-server";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** An address of this machine other than loopback, where a server listening on every interface would answer. */
function otherAddress(): string | undefined {
  return Object.values(os.networkInterfaces())
    .flat()
    .find((entry) => entry && entry.family === "IPv4" && !entry.internal)?.address;
}

const connects = (host: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ host, port }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });

describe("the demo stack (`npm run dev` without Supabase settings)", () => {
  const address = otherAddress();

  it.runIf(address)("says it is a demo and serves the site on 127.0.0.1 only", async () => {
    const [port, backendPort] = [await freePort(), await freePort()];
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "demo-stack-"));
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), LOCAL_SUPABASE_PORT: String(backendPort), LOCAL_SUPABASE_DATA_DIR: dataDir };
    delete env.NEXT_PUBLIC_SUPABASE_URL;
    delete env.DEMO_HOST;
    const child = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts", "--dev"], { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    try {
      for (let waited = 0; !(await connects("127.0.0.1", port)); waited += 200) {
        if (waited > 90_000 || child.exitCode !== null) throw new Error(`the dev server did not start:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(output).toContain("This is a DEMO stack");
      expect(output).toContain("served on 127.0.0.1 only");
      expect(await connects(address!, port), `the site on ${address}`).toBe(false);
      expect(await connects(address!, backendPort), `the backend on ${address}`).toBe(false);
    } finally {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
