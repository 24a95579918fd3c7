import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

/** Finds the installed Postgres server binaries (Debian keeps them under /usr/lib/postgresql/<major>/bin). */
export function findPostgresBin(): string | null {
  const root = "/usr/lib/postgresql";
  if (!fs.existsSync(root)) return null;
  const majors = fs.readdirSync(root).sort((a, b) => Number(b) - Number(a));
  for (const major of majors) {
    const bin = path.join(root, major, "bin");
    if (fs.existsSync(path.join(bin, "pg_ctl"))) return bin;
  }
  return null;
}

/** A port nothing listens on now, for a server about to be started. */
export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface PostgresServer {
  /** URL of the `postgres` database, as the superuser. */
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts a throwaway Postgres server from the installed binaries, in a temporary folder. initdb refuses to run as
 * root, so as root the server runs as the `postgres` user that Debian's package creates.
 */
export async function startPostgresServer(bin: string): Promise<PostgresServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pim-postgres-"));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync("chown", ["-R", "postgres:postgres", dir]);
  const run = (command: string, args: string[]) =>
    asRoot ? execFileSync("runuser", ["-u", "postgres", "--", path.join(bin, command), ...args], { stdio: "pipe" })
           : execFileSync(path.join(bin, command), args, { stdio: "pipe" });
  const port = await freePort();
  run("initdb", ["-D", path.join(dir, "data"), "-U", "postgres", "--auth=trust", "--no-sync", "-E", "UTF8", "--locale=C"]);
  const args = ["-D", path.join(dir, "data"), "-p", String(port), "-c", `unix_socket_directories=${dir}`, "-c", "listen_addresses=127.0.0.1", "-c", "fsync=off"];
  const server = asRoot
    ? spawn("runuser", ["-u", "postgres", "--", path.join(bin, "postgres"), ...args], { stdio: "ignore" })
    : spawn(path.join(bin, "postgres"), args, { stdio: "ignore" });
  for (let attempt = 0; ; attempt++) {
    try {
      run("pg_isready", ["-h", "127.0.0.1", "-p", String(port)]);
      break;
    } catch {
      if (attempt > 100) throw new Error("The Postgres server did not start");
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      // "fast" shutdown; a server that has not exited after five seconds is killed so nothing hangs here.
      const exited = new Promise((resolve) => server.once("exit", resolve));
      server.kill("SIGINT");
      const timer = setTimeout(() => server.kill("SIGKILL"), 5_000);
      await exited;
      clearTimeout(timer);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
