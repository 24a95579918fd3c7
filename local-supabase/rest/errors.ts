import type { ServerResponse } from "node:http";
import type { PostgresError } from "../db";
import { sendJson } from "../http";

/** A PostgREST error body: always the four keys, absent values null (see docs/local-backend.md, 'Data API errors'). */
export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: string | null = null,
    readonly hint: string | null = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** HTTP status for a Postgres SQLSTATE, as PostgREST maps it; 42501 depends on whether the caller is anonymous. */
export function statusForSqlState(code: string, role: string): number {
  if (code === "42501") return role === "anon" ? 401 : 403;
  if (code === "23505" || code === "23503") return 409;
  if (code === "42P01" || code === "42883") return 404;
  if (code === "25006") return 405;
  if (code === "P0001") return 400;
  if (code === "57P01" || (code.startsWith("08") || (code.startsWith("53") && code !== "53400"))) return 503;
  if (/^(40|54|55|57|58|F0|HV|P0|XX)/.test(code) || code === "53400") return 500;
  return 400;
}

export function fromPostgres(error: PostgresError, role: string): RestError {
  const status = statusForSqlState(error.code, role);
  const headers: Record<string, string> = status === 401 ? { "WWW-Authenticate": "Bearer" } : {};
  return new RestError(status, error.code, error.message, error.detail, error.hint, headers);
}

export function sendRestError(res: ServerResponse, error: RestError): void {
  sendJson(
    res,
    error.status,
    { code: error.code, details: error.details, hint: error.hint, message: error.message },
    { "Content-Type": "application/json; charset=utf-8", "Proxy-Status": `PostgREST; error=${error.code}`, ...error.headers },
  );
}
