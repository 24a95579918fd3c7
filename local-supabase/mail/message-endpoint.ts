import type { IncomingMessage, ServerResponse } from "node:http";
import type { Database } from "../db";
import { sendJson } from "../http";
import { sendMailError } from "./errors";
import { openMessage, rawSource } from "./outbox";

/** GET /api/v1/message/{ID} (or `latest`): the whole message with its HTML and Text, now marked read, as Mailpit does. */
export async function message(_req: IncomingMessage, res: ServerResponse, db: Database, id: string): Promise<void> {
  const found = await openMessage(db, id);
  if (!found) return sendMailError(res, 404, "404 page not found");
  sendJson(res, 200, found);
}

/** GET /api/v1/message/{ID}/raw: the message's source, as an SMTP server received it. */
export async function messageSource(_req: IncomingMessage, res: ServerResponse, db: Database, id: string): Promise<void> {
  const raw = await rawSource(db, id);
  if (raw === null) return sendMailError(res, 404, "404 page not found");
  res.writeHead(200, { "Content-Type": "text/plain; charset=utf-8" });
  res.end(raw);
}
