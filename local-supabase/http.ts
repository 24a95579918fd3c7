import type { IncomingMessage, ServerResponse } from "node:http";

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

/** The caller's address, as the rate limiter counts it. Proxy headers are ignored: they can be forged. */
export function clientAddress(req: IncomingMessage): string {
  return req.socket.remoteAddress ?? "unknown";
}

/**
 * Answers CORS preflights and decorates every response like the Supabase gateway does (see docs/local-backend.md,
 * 'Requests in general').
 */
export function applyCors(req: IncomingMessage, res: ServerResponse): boolean {
  const origin = req.headers.origin;
  res.setHeader("Access-Control-Allow-Origin", origin ?? "*");
  res.setHeader("Vary", "Origin");
  res.setHeader("Access-Control-Allow-Credentials", "true");
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
