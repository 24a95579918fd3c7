import type { IncomingMessage, ServerResponse } from "node:http";
import { requireTable, type RestContext } from "./context";
import { runFilteredWrite } from "./filtered-write";
import { ident } from "./query";
import type { RequestRole } from "./request-role";

/** DELETE /rest/v1/<table>?<filters>: deletes every row the filters match and RLS lets through. */
export async function deleteRows(ctx: RestContext, req: IncomingMessage, res: ServerResponse, table: string, url: URL, who: RequestRole) {
  requireTable(ctx, table);
  await runFilteredWrite(ctx, req, res, table, url, who, `delete from "public".${ident(table)}`, []);
}
