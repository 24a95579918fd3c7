import type { IncomingMessage, ServerResponse } from "node:http";
import type { Database } from "../db";
import { sendJson } from "../http";
import { listMessages } from "./outbox";
import { startAndLimit } from "./paging";
import { sendMailError } from "./errors";

/**
 * GET /api/v1/search?query=to:{email}&start&limit: the messages matching the query (the subset of Mailpit's search
 * syntax `searchCondition` describes), newest first. Like Mailpit, an empty query is a 400 in plain text.
 */
export async function search(_req: IncomingMessage, res: ServerResponse, db: Database, url: URL): Promise<void> {
  // Postgres text cannot hold NUL, and no message contains one: dropped before the query is read.
  const query = (url.searchParams.get("query") ?? "").replaceAll("\0", "").trim();
  if (!query) return sendMailError(res, 400, "Error: no search query");
  sendJson(res, 200, await listMessages(db, { ...startAndLimit(url), query }));
}
