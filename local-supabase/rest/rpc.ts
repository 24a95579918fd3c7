import type { IncomingMessage, ServerResponse } from "node:http";
import { isPlainObject } from "../http";
import { asRole } from "./as-role";
import { JSON_TYPE, readJson, sendRows } from "./bodies";
import type { RestContext } from "./context";
import { RestError } from "./errors";
import { RESERVED, ident, orderClause, paging, selectList, whereClause } from "./query";
import type { RequestRole } from "./request-role";
import type { RpcFunction } from "./schema-cache";

const SINGULAR = "application/vnd.pgrst.object+json";

// The operators PostgREST's filter parser knows (QueryParams.hs, pOpExpr), `not.` and a modifier allowed before the dot.
const OPERATOR = /^(not\.)?(eq|neq|gt|gte|lt|lte|is|isdistinct|in|like|ilike|match|imatch|cs|cd|ov|sl|sr|nxr|nxl|adj|fts|plfts|phfts|wfts)(\([^)]*\))?\./;

/**
 * Splits a GET call's query string as PostgREST does: a parameter whose value starts with an operator (`id=eq.1`) is a
 * filter on the result, `select`, `order`, `limit` and `offset` shape it, and every other parameter is an argument.
 */
function splitGetParams(params: URLSearchParams): { args: Record<string, unknown>; shaping: URLSearchParams } {
  const args: Record<string, unknown> = {};
  const shaping = new URLSearchParams();
  for (const [key, value] of params) {
    if (RESERVED.has(key) || OPERATOR.test(value)) shaping.append(key, value);
    else args[key] = value;
  }
  return { args, shaping };
}

/**
 * The response body as PostgREST's handlers build it (SqlFragment.hs, asJsonF and asJsonSingleF) over the shaped rows
 * `_postgrest_t`: a scalar function's values (`pgrst_scalar`), a composite one's rows; a single value or row unless
 * the function returns a set. For the singular Accept, always the array: sendRows checks there is exactly one.
 */
function bodyExpression(fn: RpcFunction, singular: boolean): string {
  if (fn.returns === "void") return "'null'";
  const items = fn.returns === "scalar" ? "_postgrest_t.pgrst_scalar" : "_postgrest_t";
  if (singular || fn.returnsSet) return `coalesce(json_agg(${items}), '[]')`;
  return `coalesce(json_agg(${items})->0, 'null')`;
}

/**
 * POST|GET|HEAD /rest/v1/rpc/<function>: calls a function of `public` with named arguments (a JSON body, or the query
 * for GET and HEAD), then applies `select`, filters, `order`, `limit` and `offset` to its result as PostgREST does
 * (see docs/local-backend.md, 'RPC'): the call is the source `pgrst_source` of an ordinary read, so a column the
 * result lacks is Postgres' 42703, never silently ignored. A function returning void answers 204.
 */
export async function rpc(ctx: RestContext, req: IncomingMessage, res: ServerResponse, name: string, url: URL, who: RequestRole) {
  const read = req.method === "GET" || req.method === "HEAD";
  const { args, shaping } = read ? splitGetParams(url.searchParams) : { args: await readJson(req), shaping: url.searchParams };
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
  const values: unknown[] = names.map((key) => (typeof args[key] === "string" || args[key] === null ? args[key] : JSON.stringify(args[key])));
  const call = `"public".${ident(name)}(${names.map((key, i) => `${ident(key)} => $${i + 1}`).join(", ")})`;
  // PostgREST's callPlanToQuery: a scalar function's value is named pgrst_scalar; a composite one's columns are its own.
  const source = fn.returns === "composite"
    ? `select pgrst_call.* from ${call} pgrst_call`
    : `select pgrst_call.pgrst_scalar from (select ${call} as pgrst_scalar) pgrst_call`;
  const shaped = `select ${selectList("pgrst_source", shaping.get("select"))} from pgrst_source${whereClause("pgrst_source", shaping, values)}${orderClause("pgrst_source", shaping)}${paging(shaping)}`;
  const singular = (req.headers.accept ?? "").startsWith(SINGULAR);
  const sql = `with pgrst_source as (${source})
    select ${bodyExpression(fn, singular)}::text as body, count(_postgrest_t)::int as n from (${shaped}) _postgrest_t`;
  const result = await asRole(ctx, req, `/rpc/${name}`, who, (tx) => tx.query<{ body: string; n: number }>(sql, values), {
    // GET and HEAD never write; by POST, stable and immutable functions run read-only too, as in PostgREST.
    readOnly: read || !fn.volatile,
  });
  const { body, n } = result.rows[0]!;
  const range = n > 0 ? `0-${n - 1}/*` : "*/*";
  if (fn.returns === "void") {
    res.writeHead(204, { "Content-Range": range });
    return res.end();
  }
  // Node sends no body in an answer to HEAD, whatever is written.
  if (singular) return sendRows(res, req, 200, body, n);
  res.writeHead(200, { "Content-Type": JSON_TYPE, "Content-Range": range });
  res.end(body);
}
