import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";

export interface QueryResult<Row> {
  rows: Row[];
}

/** One connection inside one transaction. Parameters are sent untyped, so Postgres infers their types. */
export interface Transaction {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<Row>>;
}

export interface Database {
  readonly kind: "pglite" | "postgres";
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Transaction) => Promise<T>, options?: { readOnly?: boolean }): Promise<T>;
  /** Runs a script of several statements outside any request (schema set-up). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

/** The fields of a Postgres error that PostgREST passes through unchanged. */
export interface PostgresError {
  code: string;
  message: string;
  detail: string | null;
  hint: string | null;
}

export function asPostgresError(error: unknown): PostgresError | null {
  if (typeof error !== "object" || error === null) return null;
  const candidate = error as { code?: unknown; message?: unknown; detail?: unknown; hint?: unknown };
  if (typeof candidate.code !== "string" || !/^[0-9A-Z]{5}$/.test(candidate.code)) return null;
  return {
    code: candidate.code,
    message: String(candidate.message ?? ""),
    detail: typeof candidate.detail === "string" ? candidate.detail : null,
    hint: typeof candidate.hint === "string" ? candidate.hint : null,
  };
}

/**
 * A string parameter with its lone surrogates replaced by U+FFFD, which is what node-postgres sends for them (it
 * encodes with Buffer). PGlite 0.5 miscounts the UTF-8 length of a lone low surrogate that follows a non-ASCII
 * character (its byteLengthUtf8 skips the unit before it as if it were the pair's high half) and sends the value cut
 * short: silently truncated ("आशा\udfff@example.com" arrives as "आशा\ufffd@example.c"), or cut inside a character,
 * failing with 22021 "invalid byte sequence" (a PKCE code "न\udfff" in a JSON body made the auth server answer 500).
 */
function wellFormed(value: unknown): unknown {
  return typeof value === "string" ? value.toWellFormed() : value;
}

async function openPglite(dataDir: string | null, dump?: Blob): Promise<Database> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  // relaxedDurability stays off: a commit is written through before it is acknowledged, so SIGKILL loses nothing.
  return pgliteDatabase(await PGlite.create({ dataDir: dataDir ?? undefined, loadDataDir: dataDir ? undefined : dump, relaxedDurability: false }));
}

/** The `Database` of an open PGlite. */
export function pgliteDatabase(db: PGlite): Database {
  return {
    kind: "pglite",
    async transaction(fn, options) {
      return db.transaction(async (tx) => {
        if (options?.readOnly) await tx.query("set transaction read only");
        return fn({ query: (sql, params) => tx.query(sql, params?.map(wellFormed)) as never });
      });
    },
    async exec(sql) {
      await db.exec(sql);
    },
    async close() {
      await db.close();
    },
  };
}

async function openPostgres(databaseUrl: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // An idle client that loses its server must not crash the process; the next query reports the failure.
  pool.on("error", () => {});
  await pool.query("select 1");
  return {
    kind: "postgres",
    async transaction(fn, options) {
      const client = await pool.connect();
      try {
        await client.query(options?.readOnly ? "begin read only" : "begin");
        const result = await fn({ query: (sql, params) => client.query(sql, params) as never });
        await client.query("commit");
        return result;
      } catch (error) {
        await client.query("rollback").catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    async exec(sql) {
      await pool.query(sql);
    },
    async close() {
      await pool.end();
    },
  };
}

/**
 * Opens the Postgres server at `databaseUrl` when given, else the embedded PGlite in `dataDir`; an in-memory PGlite
 * (`dataDir` null) starts as a copy of `pgliteDump` when given (PGlite's `dumpDataDir`), instead of an empty cluster.
 */
export function openDatabase(options: { databaseUrl?: string; dataDir: string | null; pgliteDump?: Blob }): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir, options.pgliteDump);
}
