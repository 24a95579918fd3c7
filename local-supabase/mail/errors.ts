import type { ServerResponse } from "node:http";

/** Mailpit answers errors in plain text: "404 page not found", or the reason with a 400. */
export function sendMailError(res: ServerResponse, status: 400 | 404 | 405, message: string): void {
  res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", "Referrer-Policy": "no-referrer" });
  res.end(message);
}
