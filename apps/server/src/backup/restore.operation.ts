import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Config } from '../config.ts';
import { inTransaction, openDatabase } from '../db/database.ts';
import { migrate, migrationFiles } from '../db/migrate.ts';
import { fileStoreFor } from '../integrations/files/index.ts';
import { readArchive, removeDir } from './archive.ts';
import { clearFiles, restoreFiles } from './files.ts';
import { loadTables, SCHEMA_TABLE } from './logical.ts';
import { manifestProblem, type Manifest } from './manifest.ts';
import { pgRestore } from './pg-dump.ts';
import { countRows, isEmptyDatabase, tableShapes, wipeDatabase } from './tables.ts';

export interface RestoreOptions {
  config: Config;
  from: string;
  /** Replace what the database and the file store hold instead of refusing. */
  force?: boolean;
}

export interface RestoreResult {
  seconds: number;
  files: number;
  manifest: Manifest;
}

/** A refusal a person can act on (the command prints its message alone). */
export class RestoreRefused extends Error {}

/**
 * `npm run restore -- --from FILE`: checks the whole archive first (manifest present, every entry's
 * checksum, not from a newer version), then restores the database and the files, and compares the
 * rows per table with the manifest. Only into an empty database and file store unless `force`.
 * The server started afterwards applies the migrations the archive predates.
 */
export const restore = async (options: RestoreOptions): Promise<RestoreResult> => {
  const started = performance.now();
  const { config } = options;
  const stage = mkdtempSync(join(tmpdir(), 'kampus-restore-'));
  try {
    const manifest = await readArchive(options.from, stage).catch((error: unknown) => {
      throw new RestoreRefused(error instanceof Error ? error.message : String(error));
    });
    const problem = manifestProblem(manifest, { version: config.version, migrations: migrationFiles() });
    if (problem) throw new RestoreRefused(problem);
    const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    try {
      if (manifest.database === 'pg_dump' && database.driver !== 'postgres') {
        throw new RestoreRefused('this archive holds a pg_dump: restore it onto PostgreSQL (DATABASE_URL)');
      }
      const store = fileStoreFor(config);
      const empty = (await isEmptyDatabase(database.db)) && (await store.list('')).length === 0;
      if (!empty && !options.force) {
        throw new RestoreRefused(
          'the database or the file store is not empty: restore into empty ones, or pass --force',
        );
      }
      if (!empty) {
        await wipeDatabase(database.db);
        await clearFiles(store);
      }
      if (manifest.database === 'pg_dump') {
        await pgRestore(config.databaseUrl as string, join(stage, 'database/pg_dump.custom'));
      } else {
        await migrate(database.db, { only: manifest.migrations });
        const shapes = await tableShapes(database.db);
        await inTransaction(database.db, (tx) => loadTables(tx, shapes, stage));
      }
      const counts = await countRows(database.db, await tableShapes(database.db));
      const differing = Object.entries(manifest.tables).filter(
        ([table, rows]) => table !== SCHEMA_TABLE && counts[table] !== rows,
      );
      if (differing.length > 0) {
        throw new Error(`restored rows differ from the manifest: ${differing.map(([table]) => table).join(', ')}`);
      }
      const files = await restoreFiles(store, stage, manifest.entries);
      return { seconds: (performance.now() - started) / 1000, files, manifest };
    } finally {
      await database.close().catch(() => undefined);
    }
  } finally {
    removeDir(stage);
  }
};
