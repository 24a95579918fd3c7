import type { IncomingMessage, ServerResponse } from "node:http";
import { isPlainObject } from "../http";
import { asRole } from "./as-role";
import { JSON_TYPE, readJson } from "./bodies";
import type { RestContext } from "./context";
import { RestError } from "./errors";
import { ident } from "./query";
import type { RequestRole } from "./request-role";

/** POST|GET /rest/v1/rpc/<function>: calls a function of `public` with named arguments (JSON body, or the query for GET). */
export async function rpc(ctx: RestContext, req: IncomingMessage, res: ServerResponse, name: string, url: URL, who: RequestRole) {
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
