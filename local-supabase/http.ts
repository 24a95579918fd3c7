import type { IncomingMessage, ServerResponse } from "node:http";
import { sbForwardedForAddress } from "./sb-forwarded-for";

export const MAX_BODY_BYTES = 1_048_576;

export class BodyTooLargeError extends Error {}

/**
 * Reads the whole request body, refusing more than 1 MB (GoTrue's and PostgREST's limit). The rest of an
 * oversized body is read and dropped, so the connection stays in step and the client still gets the answer.
 */
export function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) return void chunks.push(chunk);
      req.off("data", onData);
      req.resume();
      reject(new BodyTooLargeError());
    };
    req.on("data", onData);
    req.once("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.once("error", reject);
  });
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = typeof body === "string" ? body : JSON.stringify(body);
  res.writeHead(status, { "Content-Type": "application/json", ...headers });
  res.end(text);
}

export function redirect(res: ServerResponse, status: 302 | 303, location: string): void {
  res.writeHead(status, { Location: location });
  res.end();
}

/** Escapes text for HTML element content and quoted attribute values. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!);

export function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, {
    "Content-Type": "text/html; charset=utf-8",
    // No form-action: browsers apply it to the redirects after a submit, and the stand-in hands off to the site.
    "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
  });
  res.end(html);
}

/**
 * The caller's address, as the rate limiter counts it and sessions record it. With `trustSbForwardedFor` (GoTrue's
 * GOTRUE_SECURITY_SB_FORWARDED_FOR_ENABLED, here LOCAL_SUPABASE_SB_FORWARDED_FOR), the valid leftmost IP of
 * `Sb-Forwarded-For`, which the app server sends for its visitor; otherwise, or when the header is missing or invalid,
 * the TCP peer's. X-Forwarded-For and the like are never read: anyone can forge them.
 */
export function clientAddress(req: IncomingMessage, trustSbForwardedFor: boolean): string {
  const forwarded = trustSbForwardedFor ? sbForwardedForAddress(req.headers["sb-forwarded-for"]) : null;
  return forwarded ?? req.socket.remoteAddress ?? "unknown";
}

/**
 * Whether the request's Host header names this server: 127.0.0.1, localhost or [::1] (or the address it listens on)
 * with its port. Anything else is refused before routing: a page on another site whose name is made to resolve to
 * 127.0.0.1 (DNS rebinding) counts as same-origin to the browser, and would otherwise read every answer.
 */
export function hostAllowed(req: IncomingMessage, listenHost: string, port: number): boolean {
  const host = (req.headers.host ?? "").toLowerCase();
  const names = new Set(["127.0.0.1", "localhost", "[::1]", listenHost.includes(":") ? `[${listenHost}]` : listenHost]);
  for (const name of names) {
    if (host === `${name}:${port}`) return true;
    // A client leaves out the port only when it is the scheme's default.
    if (port === 80 && host === name) return true;
  }
  return false;
}

/** The JSON refusal of a request whose Host is not this server (see hostAllowed), in the gateway's `{message}` shape. */
export function refuseHost(res: ServerResponse): void {
  sendJson(res, 421, { message: "Misdirected Request: the Host header does not name this server" });
}

/**
 * Answers CORS preflights and decorates every response like the Supabase gateway does for browser clients (see
 * docs/local-backend.md, 'Requests in general'): any origin, `*`, and never with credentials. Reflecting the Origin
 * with `Allow-Credentials: true` let any page the member visited read the API's answers with their cookies; supabase-js
 * sends its token in `Authorization`, not in cookies, so it needs no credentials.
 */
export function applyCors(req: IncomingMessage, res: ServerResponse): boolean {
  res.setHeader("Access-Control-Allow-Origin", "*");
  res.setHeader(
    "Access-Control-Expose-Headers",
    "X-Total-Count, Link, X-Supabase-Api-Version, Content-Range, Content-Location, Preference-Applied, Proxy-Status, Location",
  );
  if (req.method !== "OPTIONS") return false;
  res.writeHead(204, {
    "Access-Control-Allow-Methods": "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS",
    "Access-Control-Allow-Headers":
      req.headers["access-control-request-headers"] ??
      "authorization, apikey, content-type, x-client-info, x-supabase-api-version, accept, accept-profile, content-profile, prefer",
    "Access-Control-Max-Age": "3600",
  });
  res.end();
  return true;
}

/** JSON nested deeper than this is refused: re-serialising it (for Postgres) would overflow the JavaScript stack. */
export const MAX_JSON_DEPTH = 1000;

/** How deeply arrays and objects nest in JSON text, counted without recursion (brackets in strings do not count). */
function nestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (inString) {
      if (char === "\\") i++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === "[" || char === "{") deepest = Math.max(deepest, ++depth);
    else if (char === "]" || char === "}") depth--;
  }
  return deepest;
}

/**
 * Parses JSON, returning the failure instead of throwing so callers can answer in their own error shape. Nesting deeper
 * than MAX_JSON_DEPTH fails with Go's message ("exceeded max depth"; GoTrue's decoder has a limit too), so no such body
 * reaches code that would recurse through it.
 */
export function parseJson(text: string): { ok: true; value: unknown } | { ok: false; message: string } {
  if (nestingDepth(text) > MAX_JSON_DEPTH) return { ok: false, message: "exceeded max depth" };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    return { ok: false, message: (error as Error).message };
  }
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
