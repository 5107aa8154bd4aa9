/**
 * npm run backup -- --to FILE [--logical]          (from the root or apps/server)
 * npm run restore -- --from FILE [--force]
 * One archive with the database, the stored files and a manifest (docs/operations.md). Reads the
 * server's own settings (DATABASE_URL or DATA_DIR, S3_BUCKET...). Prints one JSON line of figures.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config.ts';
import { backup } from '../src/backup/backup.operation.ts';
import { restore, RestoreRefused } from '../src/backup/restore.operation.ts';

const [verb, ...rest] = process.argv.slice(2);
const { values } = parseArgs({
  args: rest,
  options: {
    to: { type: 'string' },
    from: { type: 'string' },
    force: { type: 'boolean', default: false },
    logical: { type: 'boolean', default: false },
  },
});
// npm runs scripts in the package's folder; a relative path means the one the command was typed in.
const here = process.env.INIT_CWD ?? process.cwd();
const config = loadConfig();

try {
  if (verb === 'backup' && values.to) {
    const result = await backup({ config, to: resolve(here, values.to), logical: values.logical });
    const rows = Object.values(result.manifest.tables).reduce((sum, count) => sum + count, 0);
    console.log(
      JSON.stringify({
        archive: result.file,
        bytes: result.bytes,
        seconds: Number(result.seconds.toFixed(2)),
        database: result.manifest.database,
        rows,
        files: result.manifest.entries.filter((entry) => entry.name.startsWith('files/')).length,
      }),
    );
  } else if (verb === 'restore' && values.from) {
    const result = await restore({ config, from: resolve(here, values.from), force: values.force });
    console.log(
      JSON.stringify({
        restored: values.from,
        seconds: Number(result.seconds.toFixed(2)),
        version: result.manifest.version,
        lastMigration: result.manifest.lastMigration,
        files: result.files,
      }),
    );
  } else {
    console.error('Usage: npm run backup -- --to FILE [--logical] | npm run restore -- --from FILE [--force]');
    process.exitCode = 2;
  }
} catch (error) {
  console.error(error instanceof RestoreRefused ? `restore refused: ${error.message}` : error);
  process.exitCode = 1;
}
