import type { IncomingMessage } from "node:http";
import type { BackendConfig } from "../config";
import { clientAddress } from "../http";
import type { Database } from "../db";
import type { EmailFrequencyLimiter, RateLimiter } from "../rate-limit";
import type { SessionContext } from "./sessions";

export interface AuthContext extends SessionContext {
  db: Database;
  config: BackendConfig;
  limiter: RateLimiter;
  /** One recovery email per address per interval, for every address asked about (see 'Recover endpoint'). */
  emailLimiter: EmailFrequencyLimiter;
  /** Writes one line of notice (a refused refresh); never a stack, which is kept for bugs. */
  log: (line: string) => void;
  /** The backend's own base URL, e.g. http://127.0.0.1:54321. */
  baseUrl: string;
}

/** The user agent and address a new session records; the address as the rate limits count it (GoTrue's GetIPAddress). */
export function clientInfo(req: IncomingMessage, ctx: Pick<AuthContext, "config">) {
  const ip = clientAddress(req, ctx.config.sbForwardedFor);
  return { userAgent: req.headers["user-agent"], ip: ip === "unknown" ? undefined : ip };
}
