import type { IncomingMessage } from "node:http";
import type { BackendConfig } from "../config";
import type { Database } from "../db";
import type { RateLimiter } from "../rate-limit";
import type { SessionContext } from "./sessions";

export interface AuthContext extends SessionContext {
  db: Database;
  config: BackendConfig;
  limiter: RateLimiter;
  /** The backend's own base URL, e.g. http://127.0.0.1:54321. */
  baseUrl: string;
}

export function clientInfo(req: IncomingMessage) {
  return { userAgent: req.headers["user-agent"], ip: req.socket.remoteAddress ?? undefined };
}
