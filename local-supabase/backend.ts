import http, { type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { handleAuth } from "./auth/router";
import type { AuthContext } from "./auth/context";
import { mailPortFor, type BackendConfig } from "./config";
import { openDatabase, type Database } from "./db";
import { applyCors, hostAllowed, refuseHost, sendJson } from "./http";
import { startMailServer } from "./mail/server";
import { smtpPortFor, startSmtpServer } from "./mail/smtp-server";
import { EmailFrequencyLimiter, RateLimiter } from "./rate-limit";
import { handleRest } from "./rest/router";
import { loadSchemaCache, type SchemaCache } from "./rest/schema-cache";
import { prepareSchema } from "./schema";
import { loadSigningKey } from "./signing-keys";

export interface RunningBackend {
  url: string;
  port: number;
  /** The outbox's viewer and Mailpit-style API (see docs/local-backend.md, 'The outbox'). */
  mailUrl: string;
  /** Where the app sends its own emails locally (SMTP_URL): they land in the same outbox. */
  smtpUrl: string;
  db: Database;
  /** Called for every request before it is handled (tests count calls to /auth/v1/user with it). */
  onRequest: Set<(req: IncomingMessage) => void>;
  /** Re-reads the exposed tables and functions after a schema change, like PostgREST's schema reload. */
  reloadSchema(): Promise<void>;
  close(): Promise<void>;
}

/** Opens the database, brings its schema up to date and serves the Auth and Data APIs on `config.port`. */
export async function startBackend(config: BackendConfig): Promise<RunningBackend> {
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, pgliteDump: config.pgliteDump });
  await prepareSchema(db, config);
  const key = await loadSigningKey(db);
  let schema: SchemaCache = await loadSchemaCache(db);
  const onRequest = new Set<(req: IncomingMessage) => void>();

  const server = http.createServer();
  // Requests Node cannot parse (a request line or headers over its 16 KB limit, a malformed request) never reach the
  // handler; Node's default answer has no body. Answer them as the gateway answers unrouted requests: JSON.
  server.on("clientError", (error: NodeJS.ErrnoException, socket) => {
    if (error.code === "ECONNRESET" || !socket.writable) return socket.destroy();
    const [status, reason] =
      error.code === "HPE_HEADER_OVERFLOW" ? [431, "Request Header Fields Too Large"]
      : error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? [408, "Request Timeout"]
      : [400, "Bad Request"];
    const body = JSON.stringify({ message: reason });
    socket.end(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(config.port, config.host, resolve);
  });
  const port = (server.address() as AddressInfo).port;
  const baseUrl = `http://${config.host}:${port}`;
  const mail = await startMailServer(db, config.host, mailPortFor(config)).catch(async (error: unknown) => {
    // A mail port in use fails the start like an API port in use, leaving nothing listening behind.
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await db.close();
    throw error;
  });
  // From the configured mail port, not the one bound: beside a mail viewer on any free port, the SMTP listener takes
  // any free port too, rather than the next one, which another process may hold (a test backend once failed so).
  const smtp = await startSmtpServer(db, config.host, smtpPortFor(mailPortFor(config)), config.log).catch(async (error: unknown) => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await mail.close();
    await db.close();
    throw error;
  });
  const authContext: AuthContext = {
    db,
    config,
    key,
    baseUrl,
    issuer: `${baseUrl}/auth/v1`,
    jwtExpirySeconds: config.jwtExpirySeconds,
    refreshTokenReuseSeconds: config.refreshTokenReuseSeconds,
    limiter: new RateLimiter(config.rateLimit),
    emailLimiter: new EmailFrequencyLimiter(config.emailMaxFrequencySeconds * 1000),
    log: config.log ?? ((line) => console.error(line)),
  };
  const restContext = { db, key, schema: () => schema };

  server.on("request", (req, res) => {
    for (const listener of onRequest) listener(req);
    // Node accepts request targets that are not URLs (e.g. `http://[x`); answer them instead of crashing.
    const url = URL.canParse(req.url ?? "/", baseUrl) ? new URL(req.url ?? "/", baseUrl) : null;
    if (!url) return sendJson(res, 400, { message: "Bad Request" });
    // Before anything else the request may reach, preflights included: a rebound name must not get even a CORS answer.
    if (!hostAllowed(req, config.host, port)) return refuseHost(res);
    if (applyCors(req, res)) return;
    const path = url.pathname;
    const done = (promise: Promise<unknown>) =>
      promise.catch((error) => {
        console.error("[local-supabase] unhandled", error);
        if (!res.headersSent) sendJson(res, 500, { message: "Unexpected failure" });
        else res.destroy();
      });
    if (path.startsWith("/auth/v1/")) return done(handleAuth(req, res, authContext, path.slice("/auth/v1".length), url));
    if (path.startsWith("/rest/v1/")) return done(handleRest(req, res, restContext, path.slice("/rest/v1".length), url));
    if (path === "/rest/v1") return sendJson(res, 200, { swagger: "2.0", info: { title: "local-supabase" } });
    sendJson(res, 404, { message: "no Route matched with those values" });
  });

  return {
    url: baseUrl,
    port,
    mailUrl: mail.url,
    smtpUrl: smtp.url,
    db,
    onRequest,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await mail.close();
      await smtp.close();
      await db.close();
    },
    async reloadSchema() {
      schema = await loadSchemaCache(db);
    },
  };
}
