import type { IncomingMessage, ServerResponse } from "node:http";
import { sendJson } from "../http";

/**
 * A GoTrue error: HTTP status, snake_case code and the public message, each as GoTrue sends it for the same
 * situation (see docs/local-backend.md, 'Auth errors' and each endpoint's table of refusals).
 */
export class AuthError extends Error {
  /** What the server log says beyond the public message (GoTrue's internal message); never sent to the client. */
  internalMessage: string | null = null;

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }

  withInternal(message: string): this {
    this.internalMessage = message;
    return this;
  }
}

const API_VERSION = "2024-01-01";

function wantsNewFormat(req: IncomingMessage): boolean {
  const header = req.headers["x-supabase-api-version"];
  if (typeof header !== "string") return false;
  const date = Date.parse(header);
  return Number.isFinite(date) && date >= Date.parse(API_VERSION);
}

/** Writes an auth error in the 2024 format when the client asks for it, else in GoTrue's legacy format. */
export function sendAuthError(req: IncomingMessage, res: ServerResponse, error: AuthError): void {
  const headers: Record<string, string> = { "x-sb-error-code": error.code };
  if (wantsNewFormat(req)) {
    headers["X-Supabase-Api-Version"] = API_VERSION;
    sendJson(res, error.status, { code: error.code, message: error.message, ...error.extra }, headers);
    return;
  }
  sendJson(res, error.status, { code: error.status, error_code: error.code, msg: error.message, ...error.extra }, headers);
}

export const unexpectedFailure = () =>
  new AuthError(500, "unexpected_failure", "Unexpected failure, please check server logs for more information");

export const rateLimited = () => new AuthError(429, "over_request_rate_limit", "Request rate limit reached");
