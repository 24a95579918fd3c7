import fs from "node:fs";
import path from "node:path";
import type { Database } from "./db";

const rolesSql = fs.readFileSync(path.join(import.meta.dirname, "roles.sql"), "utf8");
const bootstrapSql = fs.readFileSync(path.join(import.meta.dirname, "bootstrap.sql"), "utf8");

/** Creates Supabase's roles on the database's server when missing (they are shared by every database on it). */
export async function prepareRoles(db: Database): Promise<void> {
  await db.exec(rolesSql);
}

/** Brings the database up to date: Supabase's own objects, then each new migration, then the seed once. */
export async function prepareSchema(db: Database, options: { supabaseDir: string; applySeed: boolean }): Promise<void> {
  await prepareRoles(db);
  await db.exec(bootstrapSql);
  const migrationsDir = path.join(options.supabaseDir, "migrations");
  const files = fs.readdirSync(migrationsDir).filter((name) => name.endsWith(".sql")).sort();
  const applied = await db.transaction((tx) =>
    tx.query<{ version: string }>("select version from supabase_migrations.schema_migrations"),
  );
  const done = new Set(applied.rows.map((row) => row.version));
  for (const file of files) {
    const [version] = file.split("_");
    if (!version || done.has(version)) continue;
    const sql = fs.readFileSync(path.join(migrationsDir, file), "utf8");
    await db.exec(`begin;\n${sql}\n;insert into supabase_migrations.schema_migrations (version, name) values ('${version}', '${file.replace(/'/g, "''")}');\ncommit;`);
  }
  if (options.applySeed) {
    const seeded = await db.transaction((tx) =>
      tx.query("select 1 from supabase_migrations.schema_migrations where version = 'seed'"),
    );
    if (seeded.rows.length === 0) {
      const seed = fs.readFileSync(path.join(options.supabaseDir, "seed.sql"), "utf8");
      await db.exec(`begin;\n${seed}\n;insert into supabase_migrations.schema_migrations (version, name) values ('seed', 'seed.sql');\ncommit;`);
    }
  }
}
