import type { Database } from "../db";
import type { SigningKey } from "../signing-keys";
import { RestError } from "./errors";
import type { SchemaCache } from "./schema-cache";

export interface RestContext {
  db: Database;
  key: SigningKey;
  schema: () => SchemaCache;
}

/** The columns of an exposed table, from the schema cache; PGRST205 for a table it does not know. */
export function requireTable(ctx: RestContext, table: string): Set<string> {
  const columns = ctx.schema().tables.get(table);
  if (columns) return columns;
  const close = [...ctx.schema().tables.keys()].find((name) => name.toLowerCase() === table.toLowerCase());
  throw new RestError(404, "PGRST205", `Could not find the table 'public.${table}' in the schema cache`, null,
    close ? `Perhaps you meant the table 'public.${close}'` : null);
}
