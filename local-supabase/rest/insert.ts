import type { IncomingMessage, ServerResponse } from "node:http";
import { isPlainObject } from "../http";
import { asRole } from "./as-role";
import { readJson, sendRows } from "./bodies";
import { requireTable, type RestContext } from "./context";
import { RestError } from "./errors";
import { ident, preferences, selectList } from "./query";
import type { RequestRole } from "./request-role";

/** POST /rest/v1/<table>: inserts one object or an array of them; 201, with the rows only when asked for. */
export async function insert(ctx: RestContext, req: IncomingMessage, res: ServerResponse, table: string, url: URL, who: RequestRole) {
  const known = requireTable(ctx, table);
  const body = await readJson(req);
  const rows = Array.isArray(body) ? body : [body];
  if (!rows.every(isPlainObject)) throw new RestError(400, "PGRST102", "All object keys must match");
  const columnsParam = url.searchParams.get("columns");
  const columns = columnsParam
    ? columnsParam.split(",").map((name) => name.trim().replace(/^"|"$/g, ""))
    : Array.from(new Set(rows.flatMap((row) => Object.keys(row))));
  for (const column of columns) {
    if (!known.has(column)) throw new RestError(400, "PGRST204", `Could not find the '${column}' column of '${table}' in the schema cache`);
  }
  const prefer = preferences(req.headers.prefer);
  // Like PostgREST, an empty body still runs the INSERT: `[]` inserts no row and `{}` a row of defaults, and either
  // way Postgres checks the caller's privileges, so a caller who may not insert is refused, not told "201 Created".
  const list = columns.map(ident).join(", ");
  const target = columns.length ? ` (${list})` : "";
  const source = `select ${list} from json_populate_recordset(null::"public".${ident(table)}, $1::json) _`;
  const representation = prefer.returnMode === "representation";
  // RETURNING only when a representation is asked: only then must the new rows also pass the SELECT policies.
  const sql = representation
    ? `with _ins as (insert into "public".${ident(table)}${target} ${source} returning *)
       select coalesce(json_agg(_r), '[]')::text as body, count(*)::int as n from (select ${selectList("_ins", url.searchParams.get("select"))} from _ins) _r`
    : `insert into "public".${ident(table)}${target} ${source}`;
  const result = await asRole(ctx, req, `/${table}`, who, (tx) => tx.query<{ body: string; n: number }>(sql, [JSON.stringify(rows)]), {
    readOnly: false,
    rollback: prefer.rollback,
  });
  if (!representation) {
    res.writeHead(201, { "Content-Range": "*/*" });
    return res.end();
  }
  const row = result.rows[0]!;
  sendRows(res, req, 201, row.body, row.n, { "Preference-Applied": "return=representation" });
}
