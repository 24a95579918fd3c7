import type { IncomingMessage, ServerResponse } from "node:http";
import { asPostgresError, type Database, type Transaction } from "../db";
import { BodyTooLargeError, isPlainObject, parseJson, readBody } from "../http";
import type { SigningKey } from "../tokens";
import { RestError, fromPostgres, sendRestError } from "./errors";
import { ident, orderClause, paging, preferences, selectList, whereClause } from "./query";
import { requestRole, type RequestRole } from "./request-role";
import type { SchemaCache } from "./schema-cache";

export interface RestContext {
  db: Database;
  key: SigningKey;
  schema: () => SchemaCache;
}

const SINGULAR = "application/vnd.pgrst.object+json";
const JSON_TYPE = "application/json; charset=utf-8";

class Rollback extends Error {
  constructor(readonly value: unknown) {
    super("rollback");
  }
}

/**
 * Runs one request like PostgREST (contract §11.3): one transaction, switched to the JWT's role with
 * `request.jwt.claims` set, so the migrations' RLS policies decide what the caller sees.
 */
async function asRole<T>(
  ctx: RestContext,
  req: IncomingMessage,
  path: string,
  who: RequestRole,
  fn: (tx: Transaction) => Promise<T>,
  options: { readOnly: boolean; rollback?: boolean },
): Promise<T> {
  const headers = Object.fromEntries(Object.entries(req.headers).map(([name, value]) => [name, String(value)]));
  const timeout = who.role === "anon" ? "3s" : who.role === "authenticated" ? "8s" : "0";
  try {
    return await ctx.db.transaction(async (tx) => {
      await tx.query(
        `select set_config('search_path', '"public", "public", "extensions"', true), set_config('statement_timeout', $1, true),
                set_config('role', $2, true), set_config('request.jwt.claims', $3, true), set_config('request.method', $4, true),
                set_config('request.path', $5, true), set_config('request.headers', $6, true), set_config('request.cookies', '{}', true)`,
        [timeout, who.role, JSON.stringify(who.claims), req.method ?? "GET", path, JSON.stringify(headers)],
      );
      const result = await fn(tx);
      if (options.rollback) throw new Rollback(result);
      return result;
    }, { readOnly: options.readOnly });
  } catch (error) {
    if (error instanceof Rollback) return error.value as T;
    const pgError = asPostgresError(error);
    if (pgError) throw fromPostgres(pgError, who.role);
    throw error;
  }
}

function requireTable(ctx: RestContext, table: string): Set<string> {
  const columns = ctx.schema().tables.get(table);
  if (columns) return columns;
  const close = [...ctx.schema().tables.keys()].find((name) => name.toLowerCase() === table.toLowerCase());
  throw new RestError(404, "PGRST205", `Could not find the table 'public.${table}' in the schema cache`, null,
    close ? `Perhaps you meant the table 'public.${close}'` : null);
}

async function readJson(req: IncomingMessage): Promise<unknown> {
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

function checkProfile(req: IncomingMessage): void {
  const header = req.method === "GET" || req.method === "HEAD" ? "accept-profile" : "content-profile";
  const profile = req.headers[header];
  if (profile !== undefined && profile !== "public") {
    throw new RestError(406, "PGRST106", `Invalid schema: ${String(profile)}`, null, "Only the following schemas are exposed: public, graphql_public");
  }
}

function sendRows(res: ServerResponse, req: IncomingMessage, status: number, body: string, count: number, extra: Record<string, string> = {}) {
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

async function select(ctx: RestContext, req: IncomingMessage, res: ServerResponse, table: string, url: URL, who: RequestRole) {
  requireTable(ctx, table);
  const values: unknown[] = [];
  const sql = `select coalesce(json_agg(_r), '[]')::text as body, count(*)::int as n from (select ${selectList(table, url.searchParams.get("select"))}
    from "public".${ident(table)}${whereClause(table, url.searchParams, values)}${orderClause(table, url.searchParams)}${paging(url.searchParams)}) _r`;
  const result = await asRole(ctx, req, `/${table}`, who, (tx) => tx.query<{ body: string; n: number }>(sql, values), { readOnly: true });
  const row = result.rows[0]!;
  sendRows(res, req, 200, row.body, row.n);
}

async function insert(ctx: RestContext, req: IncomingMessage, res: ServerResponse, table: string, url: URL, who: RequestRole) {
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

async function updateOrDelete(ctx: RestContext, req: IncomingMessage, res: ServerResponse, table: string, url: URL, who: RequestRole) {
  const known = requireTable(ctx, table);
  const values: unknown[] = [];
  let statement: string;
  if (req.method === "PATCH") {
    const body = await readJson(req);
    if (!isPlainObject(body) || Object.keys(body).length === 0) throw new RestError(400, "PGRST102", "Empty or invalid json");
    for (const column of Object.keys(body)) {
      if (!known.has(column)) throw new RestError(400, "PGRST204", `Could not find the '${column}' column of '${table}' in the schema cache`);
    }
    values.push(JSON.stringify([body]));
    const list = Object.keys(body).map(ident).join(", ");
    statement = `update "public".${ident(table)} set (${list}) = (select ${list} from json_populate_recordset(null::"public".${ident(table)}, $1::json) _ limit 1)`;
  } else {
    statement = `delete from "public".${ident(table)}`;
  }
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

async function rpc(ctx: RestContext, req: IncomingMessage, res: ServerResponse, name: string, url: URL, who: RequestRole) {
  const args = req.method === "POST" ? await readJson(req) : Object.fromEntries(url.searchParams);
  if (!isPlainObject(args)) throw new RestError(400, "PGRST102", "Empty or invalid json");
  const names = Object.keys(args);
  const overloads = ctx.schema().functions.get(name) ?? [];
  // Like PostgREST, resolve the call from the schema cache by parameter names before Postgres sees it.
  const fn = overloads.find((f) => names.every((n) => f.params.includes(n)) && f.params.slice(0, f.required).every((p) => names.includes(p)));
  if (!fn) {
    const signature = names.length ? `(${[...names].sort().join(", ")})` : " without parameters";
    const searched = names.length ? `with parameter${names.length > 1 ? "s" : ""} ${[...names].sort().join(", ")}` : "without parameters";
    throw new RestError(
      404,
      "PGRST202",
      `Could not find the function public.${name}${signature} in the schema cache`,
      `Searched for the function public.${name} ${searched} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
      overloads.length ? `Perhaps you meant to call the function public.${name}` : null,
    );
  }
  const values = names.map((key) => (typeof args[key] === "string" || args[key] === null ? args[key] : JSON.stringify(args[key])));
  const call = `"public".${ident(name)}(${names.map((key, i) => `${ident(key)} => $${i + 1}`).join(", ")})`;
  const sql = fn.returnsSet
    ? `select coalesce(json_agg(_r), '[]')::text as body from ${call} _r`
    : `select to_json(${call})::text as body`;
  const result = await asRole(ctx, req, `/rpc/${name}`, who, (tx) => tx.query<{ body: string | null }>(sql, values), {
    readOnly: req.method === "GET",
  });
  res.writeHead(200, { "Content-Type": JSON_TYPE });
  res.end(result.rows[0]?.body ?? "null");
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
    if (segments[0] === "rpc" && segments.length === 2 && (req.method === "POST" || req.method === "GET")) {
      return await rpc(ctx, req, res, segments[1]!, url, who);
    }
    if (segments.length !== 1) throw new RestError(404, "PGRST125", `Invalid path specified in request URL`);
    const table = segments[0]!;
    if (req.method === "GET" || req.method === "HEAD") return await select(ctx, req, res, table, url, who);
    if (req.method === "POST") return await insert(ctx, req, res, table, url, who);
    if (req.method === "PATCH" || req.method === "DELETE") return await updateOrDelete(ctx, req, res, table, url, who);
    throw new RestError(405, "PGRST117", `Unsupported HTTP method: ${req.method}`);
  } catch (error) {
    if (error instanceof RestError) return sendRestError(res, error);
    const pgError = asPostgresError(error);
    if (pgError) return sendRestError(res, fromPostgres(pgError, "anon"));
    console.error("[local-supabase] rest", req.method, path, error);
    sendRestError(res, new RestError(500, "PGRST000", "Unexpected failure"));
  }
}
