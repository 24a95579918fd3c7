import type { IncomingMessage, ServerResponse } from "node:http";
import { isPlainObject } from "../http";
import { readJson } from "./bodies";
import { requireTable, type RestContext } from "./context";
import { RestError } from "./errors";
import { runFilteredWrite } from "./filtered-write";
import { ident } from "./query";
import type { RequestRole } from "./request-role";

/** PATCH /rest/v1/<table>?<filters>: sets the body's columns on every row the filters match and RLS lets through. */
export async function update(ctx: RestContext, req: IncomingMessage, res: ServerResponse, table: string, url: URL, who: RequestRole) {
  const known = requireTable(ctx, table);
  const body = await readJson(req);
  if (!isPlainObject(body) || Object.keys(body).length === 0) throw new RestError(400, "PGRST102", "Empty or invalid json");
  for (const column of Object.keys(body)) {
    if (!known.has(column)) throw new RestError(400, "PGRST204", `Could not find the '${column}' column of '${table}' in the schema cache`);
  }
  const values: unknown[] = [JSON.stringify([body])];
  const list = Object.keys(body).map(ident).join(", ");
  const statement = `update "public".${ident(table)} set (${list}) = (select ${list} from json_populate_recordset(null::"public".${ident(table)}, $1::json) _ limit 1)`;
  await runFilteredWrite(ctx, req, res, table, url, who, statement, values);
}
