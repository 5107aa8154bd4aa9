import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Config } from '../config.ts';
import { inTransaction, openDatabase, queryRows, type Db } from '../db/database.ts';
import { fileStoreFor } from '../integrations/files/index.ts';
import { checksum, removeDir, writeArchive } from './archive.ts';
import { stageFiles } from './files.ts';
import { dumpTables } from './logical.ts';
import { ARCHIVE_FORMAT, type ArchiveEntry, type Manifest } from './manifest.ts';
import { pgDump, pgDumpFits } from './pg-dump.ts';
import { appliedMigrations, countRows, tableShapes } from './tables.ts';

export interface BackupOptions {
  config: Config;
  /** The archive to write (replaced only once complete). */
  to: string;
  /** Dump table by table through the server even where `pg_dump` would do. */
  logical?: boolean;
}

export interface BackupResult {
  file: string;
  bytes: number;
  seconds: number;
  manifest: Manifest;
}

interface DatabasePart {
  mode: Manifest['database'];
  names: string[];
  tables: Record<string, number>;
  migrations: string[];
}

/** What a snapshot yields, counted in it: the tables' rows and the migrations applied. */
const describe = async (db: Db) => {
  const shapes = await tableShapes(db);
  return { shapes, tables: await countRows(db, shapes), migrations: await appliedMigrations(db) };
};

/**
 * PostgreSQL with a fitting `pg_dump`: one session exports its REPEATABLE READ snapshot, counts the
 * rows in it, and `pg_dump --snapshot` dumps exactly that state while the session waits.
 */
const dumpWithPgDump = async (databaseUrl: string, stage: string): Promise<DatabasePart> => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const { rows } = await client.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot');
    const described = await describe(drizzle(client));
    const name = 'database/pg_dump.custom';
    await pgDump(databaseUrl, rows[0]!.snapshot, join(stage, name));
    await client.query('commit');
    return { mode: 'pg_dump', names: [name], tables: described.tables, migrations: described.migrations };
  } finally {
    await client.end();
  }
};

/** Otherwise (PGlite, or no fitting `pg_dump`): every table read in one read-only REPEATABLE READ transaction. */
const dumpLogically = async (db: Db, stage: string): Promise<DatabasePart> =>
  inTransaction(
    db,
    async (tx) => {
      const described = await describe(tx);
      const names = await dumpTables(tx, described.shapes, stage);
      return { mode: 'logical' as const, names, tables: described.tables, migrations: described.migrations };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );

/**
 * `npm run backup -- --to FILE`: the database and the stored files in one archive with a manifest
 * (docs/operations.md, "Backup and restore"). The files are copied after the database's snapshot,
 * so every file a backed-up row names is there (files are stored before the row that names them).
 */
export const backup = async (options: BackupOptions): Promise<BackupResult> => {
  const started = performance.now();
  const { config } = options;
  const stage = mkdtempSync(join(tmpdir(), 'kampus-backup-'));
  mkdirSync(join(stage, 'database'));
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    let part: DatabasePart;
    if (database.driver === 'postgres' && config.databaseUrl && !options.logical) {
      const [row] = await queryRows(database.db, sql`select current_setting('server_version_num') as v`);
      part = (await pgDumpFits(Number(row?.v ?? 0)))
        ? await dumpWithPgDump(config.databaseUrl, stage)
        : await dumpLogically(database.db, stage);
    } else {
      part = await dumpLogically(database.db, stage);
    }
    const databaseEntries: ArchiveEntry[] = [];
    for (const name of part.names) databaseEntries.push({ ...(await checksum(join(stage, name))), name });
    const fileEntries = await stageFiles(fileStoreFor(config), stage);
    const manifest: Manifest = {
      format: ARCHIVE_FORMAT,
      version: config.version,
      createdAt: new Date().toISOString(),
      driver: database.driver,
      database: part.mode,
      migrations: part.migrations,
      lastMigration: part.migrations.at(-1) ?? '',
      tables: part.tables,
      entries: [...databaseEntries, ...fileEntries],
    };
    const bytes = await writeArchive(stage, manifest, options.to);
    return { file: options.to, bytes, seconds: (performance.now() - started) / 1000, manifest };
  } finally {
    await database.close().catch(() => undefined);
    removeDir(stage);
  }
};
