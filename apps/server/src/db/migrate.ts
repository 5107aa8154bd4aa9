import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { serverDir } from '../paths.ts';
import { inTransaction, queryRows, type Db } from './database.ts';

export const migrationsDir = join(serverDir, 'migrations');
export const STATEMENT_BREAK = '--> statement-breakpoint';

export const migrationFiles = (dir: string = migrationsDir): string[] =>
  readdirSync(dir)
    .filter((file) => /^\d{4}_.+\.sql$/.test(file))
    .sort();

/**
 * Hand-written SQL the schema generator knows nothing of (triggers, functions), in
 * `migrations/repeatable/`. Each is applied after the numbered migrations and again whenever its
 * text changes (its name is recorded with a hash of its text), so it must be idempotent
 * (`create or replace`, `drop ... if exists`). Generated migrations never touch these files.
 */
const repeatableMigrations = (base: string = migrationsDir): { file: string; name: string; text: string }[] => {
  const dir = join(base, 'repeatable');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => {
      const text = readFileSync(join(dir, file), 'utf8');
      const hash = createHash('sha256').update(text).digest('hex').slice(0, 16);
      return { file, name: `repeatable/${file}@${hash}`, text };
    });
};

const statementsOf = (text: string): string[] =>
  text
    .split(STATEMENT_BREAK)
    .map((statement) => statement.trim())
    .filter(Boolean);

/**
 * Applies the committed migrations in order, each in its own transaction, then the repeatable
 * ones. An advisory lock makes several nodes starting at once take turns, so each runs exactly once.
 * `only` limits the numbered migrations to those names (a restore rebuilds an archive's schema, the
 * upgrade test an older release's); `dir` reads them from elsewhere (a test's failing migration).
 * A failing migration rolls back whole, statements and record alike, and stops the run.
 */
/** The names of the migrations this database has applied. */
const appliedNames = async (db: Db): Promise<Set<string>> =>
  new Set((await queryRows(db, sql`select name from kampus_migrations`)).map((row) => String(row.name)));

export const migrate = async (db: Db, options: { only?: readonly string[]; dir?: string } = {}): Promise<string[]> => {
  const dir = options.dir ?? migrationsDir;
  await db.execute(
    sql`create table if not exists kampus_migrations (name text primary key, applied_at timestamptz not null default now())`,
  );
  const applied: string[] = [];
  const wanted = options.only ? new Set(options.only) : undefined;
  // What is already applied stays applied: one read skips it, instead of a locked transaction a
  // file on every start. A file not in it is checked again under the lock (another node may be
  // applying it right now).
  const done = await appliedNames(db);
  for (const file of migrationFiles(dir).filter((name) => (!wanted || wanted.has(name)) && !done.has(name))) {
    await inTransaction(db, async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(727274)`);
      const appliedMeanwhile = await queryRows(tx, sql`select 1 from kampus_migrations where name = ${file}`);
      if (appliedMeanwhile.length > 0) return;
      const statements = statementsOf(readFileSync(join(dir, file), 'utf8'));
      for (const statement of statements) await tx.execute(sql.raw(statement));
      await tx.execute(sql`insert into kampus_migrations (name) values (${file})`);
      applied.push(file);
    });
  }
  for (const { file, name, text } of repeatableMigrations(dir).filter((migration) => !done.has(migration.name))) {
    await inTransaction(db, async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(727274)`);
      const appliedMeanwhile = await queryRows(tx, sql`select 1 from kampus_migrations where name = ${name}`);
      if (appliedMeanwhile.length > 0) return;
      for (const statement of statementsOf(text)) await tx.execute(sql.raw(statement));
      await tx.execute(sql`delete from kampus_migrations where name like ${`repeatable/${file}@%`}`);
      await tx.execute(sql`insert into kampus_migrations (name) values (${name})`);
      applied.push(name);
    });
  }
  return applied;
};

/** Whether every committed migration has been applied (the /ready check). */
export const pendingMigrations = async (db: Db): Promise<number> => {
  const done = await appliedNames(db);
  const names = [...migrationFiles(), ...repeatableMigrations().map((migration) => migration.name)];
  return names.filter((name) => !done.has(name)).length;
};
