import type { IncomingMessage, ServerResponse } from "node:http";
import { BodyTooLargeError, parseJson, readBody } from "../http";
import { RestError } from "./errors";

const SINGULAR = "application/vnd.pgrst.object+json";
export const JSON_TYPE = "application/json; charset=utf-8";

/** Reads a JSON request body (any JSON value; an empty body is `{}`), refusing bodies over 1 MB. */
export async function readJson(req: IncomingMessage): Promise<unknown> {
  let text: string;
  try {
    text = await readBody(req);
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw new RestError(413, "PGRST102", "Request body too large (max 1048576 bytes)");
    throw error;
  }
  if (text.trim() === "") return {};
  const parsed = parseJson(text);
  if (!parsed.ok) throw new RestError(400, "PGRST102", "Empty or invalid json");
  return parsed.value;
}

/**
 * Sends rows (`body` is their JSON array, `count` how many): the array, or the one object when the client asked
 * for a singular response (`.single()`), which any other count refuses with PGRST116.
 */
export function sendRows(res: ServerResponse, req: IncomingMessage, status: number, body: string, count: number, extra: Record<string, string> = {}) {
  const singular = (req.headers.accept ?? "").startsWith(SINGULAR);
  if (singular && count !== 1) {
    throw new RestError(406, "PGRST116", "Cannot coerce the result to a single JSON object", `The result contains ${count} rows`);
  }
  const range = count > 0 ? `0-${count - 1}/*` : "*/*";
  res.writeHead(status, {
    "Content-Type": singular ? `${SINGULAR}; charset=utf-8` : JSON_TYPE,
    "Content-Range": status === 201 ? "*/*" : range,
    ...extra,
  });
  res.end(singular ? JSON.stringify((JSON.parse(body) as unknown[])[0]) : body);
}
