import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The major version of a PostgreSQL client tool on the PATH, or undefined when there is none. */
const toolMajor = async (tool: 'pg_dump' | 'pg_restore'): Promise<number | undefined> => {
  try {
    const { stdout } = await run(tool, ['--version']);
    const match = /(\d+)(?:\.\d+)?/.exec(stdout);
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
};

/** Whether `pg_dump` can dump this server: it refuses servers newer than itself. */
export const pgDumpFits = async (serverVersionNum: number): Promise<boolean> => {
  const major = await toolMajor('pg_dump');
  return major !== undefined && major >= Math.floor(serverVersionNum / 10000);
};

/** `pg_dump` in custom format, reading the snapshot another session exported (so counts and dump agree). */
export const pgDump = async (databaseUrl: string, snapshot: string, file: string): Promise<void> => {
  await run(
    'pg_dump',
    [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--snapshot=${snapshot}`,
      `--file=${file}`,
      `--dbname=${databaseUrl}`,
    ],
    {
      maxBuffer: 16 * 1024 * 1024,
    },
  );
};

/** `pg_restore` into an empty database, all or nothing (one transaction, stop at the first error). */
export const pgRestore = async (databaseUrl: string, file: string): Promise<void> => {
  await run(
    'pg_restore',
    ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${databaseUrl}`, file],
    { maxBuffer: 16 * 1024 * 1024 },
  );
};
