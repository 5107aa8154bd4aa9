import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/database.ts';

/** A table as a dump sees it: its name and the columns a row stores (generated ones are derived again). */
export interface TableShape {
  name: string;
  columns: string[];
}

/** Every base table of the `public` schema with its stored columns, by name. */
export const tableShapes = async (db: Db): Promise<TableShape[]> => {
  const rows = await queryRows(
    db,
    sql`select c.table_name as name, array_agg(c.column_name::text order by c.ordinal_position) as columns
        from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and c.is_generated = 'NEVER'
        group by c.table_name order by c.table_name`,
  );
  return rows.map((row) => ({ name: String(row.name), columns: (row.columns as string[]).map(String) }));
};

/** Rows per table, in the transaction given (so in its snapshot). */
export const countRows = async (db: Db, tables: TableShape[]): Promise<Record<string, number>> => {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const [row] = await queryRows(db, sql`select count(*)::bigint as n from ${sql.identifier(table.name)}`);
    counts[table.name] = Number(row?.n ?? 0);
  }
  return counts;
};

/** The numbered migrations applied, in order (repeatable ones are applied again by any start). */
export const appliedMigrations = async (db: Db): Promise<string[]> => {
  const rows = await queryRows(db, sql`select name from kampus_migrations order by name`);
  return rows.map((row) => String(row.name)).filter((name) => /^\d{4}_/.test(name));
};

/** Whether the `public` schema holds no table at all (a restore's target, unless forced). */
export const isEmptyDatabase = async (db: Db): Promise<boolean> => {
  const [row] = await queryRows(
    db,
    sql`select count(*)::int as n from information_schema.tables where table_schema = 'public'`,
  );
  return Number(row?.n ?? 0) === 0;
};

/** Drops everything in `public` (a forced restore). */
export const wipeDatabase = async (db: Db): Promise<void> => {
  await db.execute(sql.raw('drop schema if exists public cascade'));
  await db.execute(sql.raw('create schema public'));
};
