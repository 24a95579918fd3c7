import type { IncomingMessage, ServerResponse } from "node:http";
import { asRole } from "./as-role";
import { sendRows } from "./bodies";
import { requireTable, type RestContext } from "./context";
import { ident, orderClause, paging, selectList, whereClause } from "./query";
import type { RequestRole } from "./request-role";

/** GET|HEAD /rest/v1/<table>: the rows the caller may see, filtered, ordered and paged, in one read-only transaction. */
export async function select(ctx: RestContext, req: IncomingMessage, res: ServerResponse, table: string, url: URL, who: RequestRole) {
  requireTable(ctx, table);
  const values: unknown[] = [];
  const sql = `select coalesce(json_agg(_r), '[]')::text as body, count(*)::int as n from (select ${selectList(table, url.searchParams.get("select"))}
    from "public".${ident(table)}${whereClause(table, url.searchParams, values)}${orderClause(table, url.searchParams)}${paging(url.searchParams)}) _r`;
  const result = await asRole(ctx, req, `/${table}`, who, (tx) => tx.query<{ body: string; n: number }>(sql, values), { readOnly: true });
  const row = result.rows[0]!;
  sendRows(res, req, 200, row.body, row.n);
}
