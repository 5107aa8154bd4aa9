import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from './database.ts';

export const migrationsDir = new URL('../../migrations', import.meta.url).pathname;
export const STATEMENT_BREAK = '--> statement-breakpoint';

export const migrationFiles = (): string[] =>
  readdirSync(migrationsDir)
    .filter((file) => /^\d{4}_.+\.sql$/.test(file))
    .sort();

/**
 * Applies the committed migrations in order, each in its own transaction. An advisory lock makes
 * several nodes starting at once take turns, so each migration runs exactly once.
 */
export const migrate = async (db: Db): Promise<string[]> => {
  await db.execute(
    sql`create table if not exists kampus_migrations (name text primary key, applied_at timestamptz not null default now())`,
  );
  const applied: string[] = [];
  for (const file of migrationFiles()) {
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(727274)`);
      const done = await queryRows(tx as unknown as Db, sql`select 1 from kampus_migrations where name = ${file}`);
      if (done.length > 0) return;
      const statements = readFileSync(join(migrationsDir, file), 'utf8')
        .split(STATEMENT_BREAK)
        .map((statement) => statement.trim())
        .filter(Boolean);
      for (const statement of statements) await tx.execute(sql.raw(statement));
      await tx.execute(sql`insert into kampus_migrations (name) values (${file})`);
      applied.push(file);
    });
  }
  return applied;
};

/** Whether every committed migration has been applied (the /ready check). */
export const pendingMigrations = async (db: Db): Promise<number> => {
  const rows = await queryRows(db, sql`select name from kampus_migrations`);
  const done = new Set(rows.map((row) => String(row.name)));
  return migrationFiles().filter((file) => !done.has(file)).length;
};
