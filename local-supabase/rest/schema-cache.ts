import type { Database } from "../db";

export interface SchemaCache {
  /** Column names of each table or view in `public`. */
  tables: Map<string, Set<string>>;
  /** Primary-key columns of each table that has one: an upsert's conflict target when no on_conflict is given. */
  primaryKeys: Map<string, string[]>;
  /** Functions in `public` by name (overloads included): their named input parameters and whether they return a set. */
  functions: Map<string, RpcFunction[]>;
}

export interface RpcFunction {
  returnsSet: boolean;
  /**
   * What one result row is, as PostgREST classifies it: a row of columns (a table or composite type, or OUT/TABLE
   * parameters), a single value, or nothing (`void`).
   */
  returns: "composite" | "scalar" | "void";
  /** Stable and immutable functions run in a read-only transaction, as in PostgREST. */
  volatile: boolean;
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
  composite: boolean;
  void: boolean;
  provolatile: string;
}

function describeFunction(row: ProcRow): RpcFunction {
  const names = row.argnames ?? [];
  // Without modes every argument is an input; with them, OUT and TABLE columns are not parameters.
  const inputs = row.argmodes ? names.filter((_, i) => ["i", "b", "v"].includes(row.argmodes![i]!)) : names.slice(0, row.pronargs);
  return {
    returnsSet: row.proretset,
    returns: row.composite ? "composite" : row.void && !row.proretset ? "void" : "scalar",
    volatile: row.provolatile === "v",
    params: inputs,
    required: row.pronargs - row.pronargdefaults,
  };
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
    // PostgREST's rule (SchemaCache.hs, funcsSqlQuery): composite when the return type is a composite type (a table's
    // row type included, through domains) or the function has TABLE, INOUT or OUT parameters.
    const procs = await tx.query<ProcRow>(
      `select p.proname, p.proretset, p.pronargs::int as pronargs, p.pronargdefaults::int as pronargdefaults,
              p.proargnames::text[] as argnames, p.proargmodes::text[] as argmodes, p.provolatile::text as provolatile,
              (coalesce(bt.typtype, t.typtype) = 'c' or coalesce(p.proargmodes::text[] && '{t,b,o}', false)) as composite,
              p.prorettype = 'void'::regtype as void
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       join pg_type t on t.oid = p.prorettype
       left join pg_type bt on t.typtype = 'd' and bt.oid = t.typbasetype
       where n.nspname = 'public' and p.prokind = 'f' and p.prorettype <> 'trigger'::regtype`,
    );
    const functions = new Map<string, RpcFunction[]>();
    for (const row of procs.rows) functions.set(row.proname, [...(functions.get(row.proname) ?? []), describeFunction(row)]);
    const keys = await tx.query<{ table_name: string; columns: string[] }>(
      `select c.relname as table_name, array_agg(a.attname::text order by k.ord) as columns
       from pg_index i join pg_class c on c.oid = i.indrelid join pg_namespace n on n.oid = c.relnamespace
       cross join lateral unnest(i.indkey) with ordinality as k(attnum, ord)
       join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum
       where i.indisprimary and n.nspname = 'public'
       group by c.relname`,
    );
    const primaryKeys = new Map(keys.rows.map((row) => [row.table_name, row.columns]));
    return { tables, primaryKeys, functions };
  });
}
