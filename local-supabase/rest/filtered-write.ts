import type { IncomingMessage, ServerResponse } from "node:http";
import { asRole } from "./as-role";
import { sendRows } from "./bodies";
import type { RestContext } from "./context";
import { preferences, selectList, whereClause } from "./query";
import type { RequestRole } from "./request-role";

/**
 * Runs an UPDATE or DELETE `statement` restricted by the request's filters (`values` holds the statement's own
 * parameters; the filters' are appended). Answers 204, or 200 with the affected rows under return=representation.
 */
export async function runFilteredWrite(
  ctx: RestContext,
  req: IncomingMessage,
  res: ServerResponse,
  table: string,
  url: URL,
  who: RequestRole,
  statement: string,
  values: unknown[],
) {
  const where = whereClause(table, url.searchParams, values);
  const representation = preferences(req.headers.prefer).returnMode === "representation";
  const sql = representation
    ? `with _w as (${statement}${where} returning *)
       select coalesce(json_agg(_r), '[]')::text as body, count(*)::int as n from (select ${selectList("_w", url.searchParams.get("select"))} from _w) _r`
    : `with _w as (${statement}${where} returning 1) select '[]' as body, count(*)::int as n from _w`;
  const result = await asRole(ctx, req, `/${table}`, who, (tx) => tx.query<{ body: string; n: number }>(sql, values), { readOnly: false });
  if (!representation) {
    res.writeHead(204, { "Content-Range": `*/*` });
    return res.end();
  }
  const row = result.rows[0]!;
  sendRows(res, req, 200, row.body, row.n);
}
