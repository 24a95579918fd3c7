import type { IncomingMessage, ServerResponse } from "node:http";
import { isPlainObject } from "../http";
import { asRole } from "./as-role";
import { readJson, sendRows } from "./bodies";
import { requireTable, type RestContext } from "./context";
import { RestError } from "./errors";
import { fieldName, ident, preferences, selectList, splitOutsideQuotes, type Preferences } from "./query";
import type { RequestRole } from "./request-role";

/** A list of column names (`columns`, `on_conflict`): comma-separated, each bare or "double quoted". */
function columnList(param: string, raw: string): string[] {
  return splitOutsideQuotes(raw).map((item) => {
    const name = fieldName(item);
    if (!name) throw new RestError(400, "PGRST100", `"failed to parse ${param} parameter (${raw})"`, `unexpected "${item}"`);
    return name;
  });
}

// PostgREST's pgrst.inserted counter (QueryBuilder.hs, mutatePlanToQuery): +1 for every row offered for insertion,
// -1 for every row the upsert updated instead, so after the statement it holds how many rows were really inserted.
// Counting this way needs no RETURNING, which would make new rows pass the SELECT policies too.
const COUNT_OFFERED = `set_config('pgrst.inserted', (coalesce(nullif(current_setting('pgrst.inserted', true), '')::int, 0) + 1)::text, true) <> '0'`;
const COUNT_UPDATED = `set_config('pgrst.inserted', (coalesce(nullif(current_setting('pgrst.inserted', true), '')::int, 0) - 1)::text, true) <> '-1'`;

/**
 * The ON CONFLICT clause of an upsert (`Prefer: resolution=…`), as PostgREST builds it: on the `on_conflict` columns,
 * else the primary key; merge-duplicates updates the inserted columns from the offered row, ignore-duplicates skips it.
 * Null when there is nothing to conflict on (no key and no on_conflict): then PostgREST inserts as usual.
 */
function onConflict(prefer: Preferences, conflictColumns: string[], columns: string[]): string | null {
  if (!prefer.resolution || conflictColumns.length === 0) return null;
  const target = ` on conflict (${conflictColumns.map(ident).join(", ")})`;
  if (prefer.resolution === "ignore-duplicates" || columns.length === 0) return `${target} do nothing`;
  return `${target} do update set ${columns.map((c) => `${ident(c)} = excluded.${ident(c)}`).join(", ")} where ${COUNT_UPDATED}`;
}

/**
 * POST /rest/v1/<table>: inserts one object or an array of them; 201, with the rows only when asked for. With
 * `Prefer: resolution=merge-duplicates` or `ignore-duplicates` it upserts (see docs/local-backend.md, 'Insert and
 * upsert'); Postgres then applies the table's INSERT policies to every offered row and, for merged rows, its UPDATE
 * (and SELECT) policies to the existing row, exactly as under PostgREST.
 */
export async function insert(ctx: RestContext, req: IncomingMessage, res: ServerResponse, table: string, url: URL, who: RequestRole) {
  const known = requireTable(ctx, table);
  const body = await readJson(req);
  const rows = Array.isArray(body) ? body : [body];
  if (!rows.every(isPlainObject)) throw new RestError(400, "PGRST102", "All object keys must match");
  const columnsParam = url.searchParams.get("columns");
  const columns = columnsParam ? columnList("columns", columnsParam) : Array.from(new Set(rows.flatMap((row) => Object.keys(row))));
  for (const column of columns) {
    if (!known.has(column)) throw new RestError(400, "PGRST204", `Could not find the '${column}' column of '${table}' in the schema cache`);
  }
  const prefer = preferences(req.headers.prefer);
  const onConflictParam = url.searchParams.get("on_conflict");
  const conflictColumns = onConflictParam ? columnList("on_conflict", onConflictParam) : (ctx.schema().primaryKeys.get(table) ?? []);
  const conflict = onConflict(prefer, conflictColumns, columns);
  const merging = conflict !== null && prefer.resolution === "merge-duplicates";
  // Like PostgREST, an empty body still runs the INSERT: `[]` inserts no row and `{}` a row of defaults, and either
  // way Postgres checks the caller's privileges, so a caller who may not insert is refused, not told "201 Created".
  const list = columns.map(ident).join(", ");
  const target = columns.length ? ` (${list})` : "";
  const source = `select ${list} from json_populate_recordset(null::"public".${ident(table)}, $1::json) _${merging ? ` where ${COUNT_OFFERED}` : ""}`;
  const statement = `insert into "public".${ident(table)}${target} ${source}${conflict ?? ""}`;
  const representation = prefer.returnMode === "representation";
  const inserted = merging ? `nullif(current_setting('pgrst.inserted', true), '')::int` : "null::int";
  // RETURNING rows only when a representation is asked: only then must the new rows also pass the SELECT policies.
  const sql = representation
    ? `with _ins as (${statement} returning *)
       select coalesce(json_agg(_r), '[]')::text as body, count(*)::int as n, ${inserted} as inserted
       from (select ${selectList("_ins", url.searchParams.get("select"))} from _ins) _r`
    : `with _ins as (${statement} returning 1) select '[]' as body, count(*)::int as n, ${inserted} as inserted from _ins`;
  const result = await asRole(ctx, req, `/${table}`, who, (tx) => tx.query<{ body: string; n: number; inserted: number | null }>(sql, [JSON.stringify(rows)]), {
    readOnly: false,
    rollback: prefer.rollback,
  });
  const row = result.rows[0]!;
  // PostgREST answers a merge that inserted nothing (every row updated) 200 instead of 201.
  const status = merging && !(row.inserted && row.inserted > 0) ? 200 : 201;
  // Preference-Applied names the resolution only when it was applied (a table without a key ignores it).
  const applied = [conflict !== null ? `resolution=${prefer.resolution}` : null, representation ? "return=representation" : null].filter(Boolean).join(", ");
  const headers: Record<string, string> = applied ? { "Preference-Applied": applied } : {};
  if (!representation) {
    res.writeHead(status, { "Content-Range": "*/*", ...headers });
    return res.end();
  }
  // An insert's Content-Range is always */* in PostgREST, whatever the status.
  sendRows(res, req, status, row.body, row.n, { ...headers, "Content-Range": "*/*" });
}
