import type { SQL } from 'drizzle-orm';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/** One interface over both drivers: PGlite embedded, or a PostgreSQL server through `pg`. */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  close: () => Promise<void>;
}

export const openDatabase = async (options: { databaseUrl?: string; dataDir: string }): Promise<Database> => {
  if (options.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    // Dates and timestamps stay strings: the wire format is the database's text form.
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: Number(process.env.DATABASE_POOL ?? 10) });
    return { db: drizzle(pool) as unknown as Db, driver: 'postgres', close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const dir = join(options.dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir);
  return { db: drizzle(client) as unknown as Db, driver: 'pglite', close: () => client.close() };
};

/** Runs raw SQL on either driver and returns its rows (both drivers answer `{ rows }`). */
export const queryRows = async (db: Db, query: SQL): Promise<Record<string, unknown>[]> => {
  const result = (await db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows;
};
