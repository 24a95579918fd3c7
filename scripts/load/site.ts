import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { killBackendProcess, startBackendProcess, stopBackendProcess, type BackendProcessSettings } from "../../local-supabase/backend-process";
import { PUBLISHABLE_KEY } from "../../local-supabase/config";
import { findPostgresBin, startPostgresServer, type PostgresServer } from "../../local-supabase/postgres-server";
import { buildIfNeeded, spawnAppServer, waitForExit, waitForSite } from "../bench-site-server";

// The site `npm run test:load` and `npm run test:faults` put under load: the production build (made if the sources
// changed), the local backend as a process of its own (so it can be stopped, killed and restarted on the same data),
// the app server (as `npm start` runs it) on its own port, and a direct look at the database once the backend is
// stopped.

/** What the checks ask of the database: PGlite and a Postgres client both answer it. */
export interface Database {
  query<Row>(sql: string, params?: unknown[]): Promise<{ rows: Row[] }>;
}

export interface LoadSite {
  /** The first app server. */
  url: string;
  /** Every app server, all on the one backend and database. */
  urls: string[];
  backendUrl: string;
  backend: BackendProcessSettings;
  /** SIGTERM, as `stopBackendProcess` does; the data stays. */
  stopBackend(): Promise<void>;
  /** SIGKILL, no chance to finish anything in flight. */
  killBackend(): Promise<void>;
  startBackend(): Promise<void>;
  /** Runs `fn` on the backend's database: its PGlite data folder once the backend is stopped, or the Postgres server. */
  withDatabase<T>(fn: (db: Database) => Promise<T>): Promise<T>;
  stop(): Promise<void>;
}

export interface LoadSiteOptions {
  sitePort: number;
  backendPort: number;
  /** App server processes, on sitePort, sitePort + 1, ...: several app servers behind one backend. */
  servers?: number;
  /** Run the backend on a Postgres server (started for the run) instead of PGlite, as a hosted project would. */
  postgres?: boolean;
  /** Access token lifetime; short, so sessions are refreshed during the run. */
  jwtExpirySeconds?: number;
}

export async function startLoadSite({ sitePort, backendPort, servers = 1, postgres = false, jwtExpirySeconds }: LoadSiteOptions): Promise<LoadSite> {
  const urls = Array.from({ length: servers }, (_, index) => `http://127.0.0.1:${sitePort + index}`);
  const url = urls[0]!;
  const backendUrl = `http://127.0.0.1:${backendPort}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "load-site-"));
  let database: PostgresServer | undefined;
  if (postgres) {
    const bin = findPostgresBin();
    if (!bin) throw new Error("No Postgres server is installed (Debian: apt-get install postgresql)");
    database = await startPostgresServer(bin);
  }
  const backend: BackendProcessSettings = {
    port: backendPort,
    dataDir,
    siteUrl: url,
    env: {
      // Every request of the load comes from this one machine; the limits guard real sign-ins.
      LOCAL_SUPABASE_RATE_LIMIT_PER_ADDRESS: "1000000",
      LOCAL_SUPABASE_RATE_LIMIT_PER_EMAIL: "1000000",
      ...(database ? { DATABASE_URL: database.url } : {}),
      ...(jwtExpirySeconds ? { LOCAL_SUPABASE_JWT_EXPIRY: String(jwtExpirySeconds) } : {}),
    },
  };
  // The build the e2e suite makes (analytics on), so that `npm test` followed by this reuses it.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NEXT_PUBLIC_ANALYTICS: process.env.NEXT_PUBLIC_ANALYTICS ?? "on",
    NEXT_PUBLIC_SUPABASE_URL: backendUrl,
    NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: PUBLISHABLE_KEY,
  };
  let running: ChildProcess[] = [];
  const stop = async () => {
    for (const server of running) server.kill("SIGTERM");
    await Promise.all(running.map(waitForExit));
    running = [];
    await stopBackendProcess(backend);
    await database?.stop();
    if (!process.env.LOAD_KEEP_DATA) fs.rmSync(dataDir, { recursive: true, force: true });
    else console.log(`Data kept in ${dataDir}`);
  };
  const site: LoadSite = {
    url,
    urls,
    backendUrl,
    backend,
    stopBackend: () => stopBackendProcess(backend),
    killBackend: () => killBackendProcess(backend),
    startBackend: () => startBackendProcess(backend),
    async withDatabase(fn) {
      if (database) {
        const client = new pg.Client({ connectionString: database.url });
        await client.connect();
        try {
          return await fn({ query: async (sql, params) => ({ rows: (await client.query(sql, params)).rows }) });
        } finally {
          await client.end();
        }
      }
      const db = await PGlite.create(path.join(dataDir, "db"));
      try {
        return await fn(db);
      } finally {
        await db.close();
      }
    },
    stop,
  };
  try {
    await startBackendProcess(backend);
    await buildIfNeeded(env);
    const log = fs.openSync(path.join(dataDir, "next.log"), "a");
    running = urls.map((_, index) => spawnAppServer(sitePort + index, env, ["ignore", log, log]));
    fs.closeSync(log);
    await Promise.all(urls.map(waitForSite));
    return site;
  } catch (error) {
    await stop();
    throw error;
  }
}

