import type { Database } from "../db";

export interface SchemaCache {
  /** Column names of each table or view in `public`. */
  tables: Map<string, Set<string>>;
  /** Functions in `public` by name (overloads included): their named input parameters and whether they return a set. */
  functions: Map<string, RpcFunction[]>;
}

export interface RpcFunction {
  returnsSet: boolean;
  params: string[];
  /** How many leading parameters have no default and must be given. */
  required: number;
}

interface ProcRow {
  proname: string;
  proretset: boolean;
  pronargs: number;
  pronargdefaults: number;
  argnames: string[] | null;
  argmodes: string[] | null;
}

function describeFunction(row: ProcRow): RpcFunction {
  const names = row.argnames ?? [];
  // Without modes every argument is an input; with them, OUT and TABLE columns are not parameters.
  const inputs = row.argmodes ? names.filter((_, i) => ["i", "b", "v"].includes(row.argmodes![i]!)) : names.slice(0, row.pronargs);
  return { returnsSet: row.proretset, params: inputs, required: row.pronargs - row.pronargdefaults };
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
    const procs = await tx.query<ProcRow>(
      `select p.proname, p.proretset, p.pronargs::int as pronargs, p.pronargdefaults::int as pronargdefaults,
              p.proargnames::text[] as argnames, p.proargmodes::text[] as argmodes
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'public' and p.prorettype <> 'trigger'::regtype`,
    );
    const functions = new Map<string, RpcFunction[]>();
    for (const row of procs.rows) functions.set(row.proname, [...(functions.get(row.proname) ?? []), describeFunction(row)]);
    return { tables, functions };
  });
}
