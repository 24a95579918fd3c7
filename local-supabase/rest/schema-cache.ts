import type { Database } from "../db";

export interface SchemaCache {
  /** Column names of each table or view in `public`. */
  tables: Map<string, Set<string>>;
  /** Functions in `public`: whether each returns a set. */
  functions: Map<string, { returnsSet: boolean }>;
}

/** Reads what the API exposes, like PostgREST's schema cache: tables, views and functions of `public`. */
export async function loadSchemaCache(db: Database): Promise<SchemaCache> {
  return db.transaction(async (tx) => {
    const columns = await tx.query<{ table_name: string; column_name: string }>(
      `select c.relname as table_name, a.attname as column_name
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
       where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'p', 'f')`,
    );
    const tables = new Map<string, Set<string>>();
    for (const row of columns.rows) {
      if (!tables.has(row.table_name)) tables.set(row.table_name, new Set());
      tables.get(row.table_name)!.add(row.column_name);
    }
    const procs = await tx.query<{ proname: string; proretset: boolean }>(
      `select p.proname, p.proretset from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'public' and p.prorettype <> 'trigger'::regtype`,
    );
    const functions = new Map(procs.rows.map((row) => [row.proname, { returnsSet: row.proretset }]));
    return { tables, functions };
  });
}
