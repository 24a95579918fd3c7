import type { IncomingMessage, ServerResponse } from "node:http";
import { asPostgresError } from "../db";
import type { RestContext } from "./context";
import { deleteRows } from "./delete";
import { RestError, fromPostgres, sendRestError } from "./errors";
import { insert } from "./insert";
import { requestRole } from "./request-role";
import { rpc } from "./rpc";
import { select } from "./select";
import { update } from "./update";

function checkProfile(req: IncomingMessage): void {
  const header = req.method === "GET" || req.method === "HEAD" ? "accept-profile" : "content-profile";
  const profile = req.headers[header];
  if (profile !== undefined && profile !== "public") {
    throw new RestError(406, "PGRST106", `Invalid schema: ${String(profile)}`, null, "Only the following schemas are exposed: public, graphql_public");
  }
}

function decodePathSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new RestError(404, "PGRST125", "Invalid path specified in request URL");
  }
}

/** Serves /rest/v1/*; `path` has the prefix stripped, as PostgREST sees it. */
export async function handleRest(req: IncomingMessage, res: ServerResponse, ctx: RestContext, path: string, url: URL) {
  try {
    checkProfile(req);
    const who = await requestRole(req, ctx.key);
    const segments = path.split("/").filter(Boolean).map(decodePathSegment);
    if (segments[0] === "rpc" && segments.length === 2 && (req.method === "POST" || req.method === "GET" || req.method === "HEAD")) {
      return await rpc(ctx, req, res, segments[1]!, url, who);
    }
    if (segments.length !== 1) throw new RestError(404, "PGRST125", `Invalid path specified in request URL`);
    const table = segments[0]!;
    if (req.method === "GET" || req.method === "HEAD") return await select(ctx, req, res, table, url, who);
    if (req.method === "POST") return await insert(ctx, req, res, table, url, who);
    if (req.method === "PATCH") return await update(ctx, req, res, table, url, who);
    if (req.method === "DELETE") return await deleteRows(ctx, req, res, table, url, who);
    throw new RestError(405, "PGRST117", `Unsupported HTTP method: ${req.method}`);
  } catch (error) {
    if (error instanceof RestError) return sendRestError(res, error);
    const pgError = asPostgresError(error);
    if (pgError) return sendRestError(res, fromPostgres(pgError, "anon"));
    console.error("[local-supabase] rest", req.method, path, error);
    sendRestError(res, new RestError(500, "PGRST000", "Unexpected failure"));
  }
}
