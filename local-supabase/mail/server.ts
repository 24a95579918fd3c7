import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Database } from "../db";
import { hostAllowed, refuseHost } from "../http";
import { sendMailError } from "./errors";
import { message, messageSource } from "./message-endpoint";
import { messages } from "./messages-endpoint";
import { search } from "./search-endpoint";
import { inboxPage, messagePage } from "./viewer-pages";

export interface MailServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Decodes one path segment (a message ID); null when it is not valid percent-encoding. */
function segment(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/**
 * Serves the outbox on `host:port` like Mailpit on the Supabase CLI's port 54324 (see docs/local-backend.md, 'The
 * outbox'): an HTML viewer and the part of Mailpit's HTTP API that tools and tests use. It listens on loopback only and
 * only reads (opening a message marks it read, as in Mailpit).
 */
export async function startMailServer(db: Database, host: string, port: number): Promise<MailServer> {
  let bound = port;
  const server = http.createServer((req, res) => {
    // The outbox holds working recovery links: a rebound name (DNS rebinding) must not read it either.
    if (!hostAllowed(req, host, bound)) return refuseHost(res);
    const url = URL.canParse(req.url ?? "/", "http://mail") ? new URL(req.url ?? "/", "http://mail") : null;
    if (!url) return sendMailError(res, 400, "Bad Request");
    if (req.method !== "GET") return sendMailError(res, 405, "Method Not Allowed");
    const path = url.pathname;
    const id = /^\/api\/v1\/message\/([^/]+)(\/raw)?$/.exec(path) ?? /^\/view\/([^/]+)$/.exec(path);
    const decoded = id ? segment(id[1]!) : null;
    const handled =
      path === "/" ? inboxPage(req, res, db)
      : path === "/api/v1/messages" ? messages(req, res, db, url)
      : path === "/api/v1/search" ? search(req, res, db, url)
      : decoded !== null && path.startsWith("/view/") ? messagePage(req, res, db, decoded)
      : decoded !== null && id?.[2] ? messageSource(req, res, db, decoded)
      : decoded !== null ? message(req, res, db, decoded)
      : null;
    if (!handled) return sendMailError(res, 404, "404 page not found");
    handled.catch((error) => {
      console.error("[local-supabase] mail", req.method, path, error);
      if (!res.headersSent) sendMailError(res, 400, "Unexpected failure");
      else res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, resolve);
  });
  bound = (server.address() as AddressInfo).port;
  return {
    url: `http://${host}:${bound}`,
    port: bound,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
