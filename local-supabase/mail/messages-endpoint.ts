import type { IncomingMessage, ServerResponse } from "node:http";
import type { Database } from "../db";
import { sendJson } from "../http";
import { listMessages } from "./outbox";
import { startAndLimit } from "./paging";

/** GET /api/v1/messages?start&limit: the outbox newest first, in Mailpit's MessagesSummary shape. */
export async function messages(_req: IncomingMessage, res: ServerResponse, db: Database, url: URL): Promise<void> {
  sendJson(res, 200, await listMessages(db, startAndLimit(url)));
}
