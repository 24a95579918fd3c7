import type { IncomingMessage } from "node:http";
import { asPostgresError, type Transaction } from "../db";
import type { RestContext } from "./context";
import { fromPostgres } from "./errors";
import type { RequestRole } from "./request-role";

class Rollback extends Error {
  constructor(readonly value: unknown) {
    super("rollback");
  }
}

/**
 * Runs one request like PostgREST (see docs/local-backend.md, 'How a data request runs'): one transaction, switched to
 * the JWT's role with `request.jwt.claims` set, so the migrations' RLS policies decide what the caller sees.
 */
export async function asRole<T>(
  ctx: RestContext,
  req: IncomingMessage,
  path: string,
  who: RequestRole,
  fn: (tx: Transaction) => Promise<T>,
  options: { readOnly: boolean; rollback?: boolean },
): Promise<T> {
  const headers = Object.fromEntries(Object.entries(req.headers).map(([name, value]) => [name, String(value)]));
  const timeout = who.role === "anon" ? "3s" : who.role === "authenticated" ? "8s" : "0";
  try {
    return await ctx.db.transaction(async (tx) => {
      await tx.query(
        `select set_config('search_path', '"public", "public", "extensions"', true), set_config('statement_timeout', $1, true),
                set_config('role', $2, true), set_config('request.jwt.claims', $3, true), set_config('request.method', $4, true),
                set_config('request.path', $5, true), set_config('request.headers', $6, true), set_config('request.cookies', '{}', true)`,
        [timeout, who.role, JSON.stringify(who.claims), req.method ?? "GET", path, JSON.stringify(headers)],
      );
      const result = await fn(tx);
      if (options.rollback) throw new Rollback(result);
      return result;
    }, { readOnly: options.readOnly });
  } catch (error) {
    if (error instanceof Rollback) return error.value as T;
    const pgError = asPostgresError(error);
    if (pgError) throw fromPostgres(pgError, who.role);
    throw error;
  }
}
