import { createHash } from 'node:crypto';
import {
  copyFileSync,
  createWriteStream,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  truncateSync,
} from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import tar from 'tar-stream';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../src/config.ts';
import { readArchive, writeArchive } from '../src/backup/archive.ts';
import { backup } from '../src/backup/backup.operation.ts';
import { restore } from '../src/backup/restore.operation.ts';
import { fileStoreFor } from '../src/integrations/files/index.ts';
import { startServer, type TestServer } from './harness.ts';

/**
 * `npm run backup` / `npm run restore` (docs/operations.md): the demo data plus changes, backed up,
 * wiped, restored, and compared table by table and file by file. On PostgreSQL (TEST_DATABASE_URL)
 * it runs through `pg_dump` and the logical dump both, and checks a backup taken under writes.
 */
const databaseUrl = process.env.TEST_DATABASE_URL;
const dirs: string[] = [];
const scratch = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const configFor = (dataDir: string): Config =>
  loadConfig({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '', KAMPUS_DEMO: '0' });

/** Each table's rows as one hash of its stored columns (generated ones are derived from them). */
const fingerprints = async (server: TestServer): Promise<Record<string, string>> => {
  const tables = await server.sql(
    `select c.table_name as t, string_agg(quote_ident(c.column_name), ',' order by c.ordinal_position) as cols
     from information_schema.columns c join information_schema.tables t using (table_schema, table_name)
     where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and c.is_generated = 'NEVER'
       and c.table_name <> 'kampus_migrations' group by 1 order by 1`,
  );
  const result: Record<string, string> = {};
  for (const { t, cols } of tables) {
    const [row] = await server.sql(
      `select count(*) || ':' || coalesce(md5(string_agg(j, '|' order by j)), '') as f
       from (select row_to_json(x)::text as j from (select ${String(cols)} from ${String(t)}) x) y`,
    );
    result[String(t)] = String(row?.f);
  }
  return result;
};

const fileChecksums = async (config: Config): Promise<Record<string, string>> => {
  const store = fileStoreFor(config);
  const sums: Record<string, string> = {};
  for (const { key } of await store.list('')) {
    const file = await store.get(key);
    const chunks: Buffer[] = [];
    for await (const chunk of file!.body) chunks.push(chunk as Buffer);
    sums[key] = createHash('sha256').update(Buffer.concat(chunks)).digest('hex');
  }
  return sums;
};

const wipePostgres = async () => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query('drop schema public cascade; create schema public;');
  await client.end();
};

/** The demo group, then changes through the API and two stored files. */
const changedDemo = async (dataDir: string) => {
  const server = await startServer({ DATA_DIR: dataDir });
  const { token } = await server.login('admin@kampus.test');
  const created = await server.call('/api/grade_levels', { method: 'POST', token, json: { title: 'Backup grade' } });
  expect(created.status).toBeLessThan(300);
  await server.call('/en/page-views', { method: 'POST', token, json: { path: '/backup', title: 'Backup' } });
  const store = fileStoreFor(configFor(dataDir));
  await store.put('schools/1/images/logo.png', Buffer.from('not really a png, but bytes all the same'), 'image/png');
  await store.put('schools/1/documents/report.pdf', Buffer.alloc(300_000, 7), 'application/octet-stream');
  return server;
};

const roundTrip = async (logical: boolean) => {
  const before = scratch('kampus-backup-a-');
  const server = await changedDemo(before);
  const expected = await fingerprints(server);
  expect(expected['grade_levels']).toMatch(/^\d+:/);
  await server.close();
  const files = await fileChecksums(configFor(before));
  // The demo's own files (documents, course videos) and the two this test added.
  expect(Object.keys(files)).toEqual(
    expect.arrayContaining(['schools/1/images/logo.png', 'schools/1/documents/report.pdf']),
  );

  const archive = join(scratch('kampus-archive-'), 'kampus.tar.gz');
  const taken = await backup({ config: configFor(before), to: archive, logical });
  expect(taken.manifest.database).toBe(databaseUrl && !logical ? 'pg_dump' : 'logical');
  expect(taken.manifest.lastMigration).toMatch(/^\d{4}_/);
  expect(taken.manifest.tables['grade_levels']).toBe(Number(expected['grade_levels']!.split(':')[0]));
  expect(statSync(archive).size).toBe(taken.bytes);

  if (databaseUrl) await wipePostgres();
  const after = scratch('kampus-backup-b-');
  await restore({ config: configFor(after), from: archive });
  expect(await fileChecksums(configFor(after))).toEqual(files);
  const restored = await startServer({ DATA_DIR: after, KAMPUS_DEMO: '0' }, { reset: false });
  try {
    expect(await fingerprints(restored)).toEqual(expected);
    // The demo sign-in works on the restored data (its session rows, its password hash).
    expect((await restored.login('admin@kampus.test')).token).toBeTruthy();
  } finally {
    await restored.close();
  }
  return { archive, after, files: Object.keys(files).length };
};

describe('backup and restore', () => {
  it('round-trips the demo data, the changes and the files; refuses a non-empty target, an unfinished archive, a newer version and an unsafe name', async () => {
    const { archive, after, files: fileCount } = await roundTrip(false);

    await expect(restore({ config: configFor(after), from: archive })).rejects.toThrow(/not empty/);

    const cut = join(scratch('kampus-cut-'), 'cut.tar.gz');
    copyFileSync(archive, cut);
    truncateSync(cut, Math.floor(statSync(cut).size / 2));
    await expect(restore({ config: configFor(scratch('kampus-cut-target-')), from: cut })).rejects.toThrow(
      /unfinished/,
    );

    const unpacked = scratch('kampus-unpacked-');
    const manifest = await readArchive(archive, unpacked);
    const newer = join(scratch('kampus-newer-'), 'newer.tar.gz');
    await writeArchive(unpacked, { ...manifest, version: '99.0.0' }, newer);
    await expect(restore({ config: configFor(scratch('kampus-newer-target-')), from: newer })).rejects.toThrow(
      /newer than this/,
    );

    // A name leading out of the unpacking folder is refused before anything is written there.
    const hostile = join(scratch('kampus-hostile-'), 'hostile.tar.gz');
    const pack = tar.pack();
    const packed = pipeline(pack, createGzip(), createWriteStream(hostile));
    pack.entry({ name: '../kampus-escaped.txt' }, 'outside');
    pack.entry({ name: 'manifest.json' }, JSON.stringify(manifest));
    pack.finalize();
    await packed;
    await expect(restore({ config: configFor(scratch('kampus-hostile-target-')), from: hostile })).rejects.toThrow(
      /unsafe name/,
    );
    expect(existsSync(join(tmpdir(), 'kampus-escaped.txt'))).toBe(false);

    // --force replaces what is there.
    const forced = await restore({ config: configFor(after), from: archive, force: true });
    expect(forced.files).toBe(fileCount);
  }, 300_000);

  it.skipIf(!databaseUrl)(
    'round-trips through the logical dump on PostgreSQL too',
    async () => {
      await roundTrip(true);
    },
    300_000,
  );

  it.skipIf(!databaseUrl)(
    'takes one snapshot while writes go on (PostgreSQL)',
    async () => {
      const dataDir = scratch('kampus-busy-');
      const server = await startServer({ DATA_DIR: dataDir });
      await server.close();
      // Each transaction adds one page view and one job: any consistent snapshot holds as many of each.
      const writer = new pg.Client({ connectionString: databaseUrl });
      await writer.connect();
      let writing = true;
      let written = 0;
      const writes = (async () => {
        while (writing) {
          await writer.query(
            `begin; insert into page_views (path) values ('/probe'); insert into jobs (task, state) values ('backup-probe', 'done'); commit;`,
          );
          written += 1;
        }
      })();
      const archives: string[] = [];
      for (const logical of [false, true]) {
        const archive = join(scratch('kampus-busy-archive-'), 'busy.tar.gz');
        await backup({ config: configFor(dataDir), to: archive, logical });
        archives.push(archive);
      }
      writing = false;
      await writes;
      await writer.end();
      expect(written).toBeGreaterThan(10);
      for (const archive of archives) {
        await wipePostgres();
        await restore({ config: configFor(scratch('kampus-busy-target-')), from: archive });
        const check = new pg.Client({ connectionString: databaseUrl });
        await check.connect();
        const { rows } = await check.query<{ views: string; jobs: string }>(
          `select (select count(*) from page_views where path = '/probe') as views,
                (select count(*) from jobs where task = 'backup-probe') as jobs`,
        );
        await check.end();
        expect(Number(rows[0]!.views)).toBeGreaterThan(0);
        expect(rows[0]!.views).toBe(rows[0]!.jobs);
      }
      // The readable manifest is JSON beside the data (an operator can look without restoring).
      expect(readFileSync(archives[0]!).subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
    },
    300_000,
  );
});
