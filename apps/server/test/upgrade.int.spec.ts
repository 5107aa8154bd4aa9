import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from '../src/db/database.ts';
import { migrate, migrationFiles } from '../src/db/migrate.ts';
import { serverDir } from '../src/paths.ts';
import { startServer } from './harness.ts';

/**
 * Upgrades (docs/operations.md): the previous release's own code (the server and contract as of the
 * commit before the newest migration was added, or `KAMPUS_UPGRADE_FROM`) builds its schema and its
 * demo data; the current code then starts on that database. Then a failing migration is shown to
 * leave the database as it was.
 */
const root = join(serverDir, '..', '..');
const databaseUrl = process.env.TEST_DATABASE_URL;
const git = (...args: string[]) => execFileSync('git', ['-C', root, ...args], { encoding: 'utf8' }).trim();
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const resetPostgres = async () => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query('drop schema if exists public cascade; create schema public;');
  await client.end();
};

/** The commit before the newest numbered migration was added: the schema one release back. */
const previousRelease = (): string => {
  if (process.env.KAMPUS_UPGRADE_FROM) return process.env.KAMPUS_UPGRADE_FROM;
  const newest = migrationFiles().at(-1)!;
  const added = git('log', '-1', '--diff-filter=A', '--format=%H', '--', `apps/server/migrations/${newest}`);
  return git('rev-parse', `${added}^`);
};

/** Runs the old commit's start-up (migrations, reference and demo data) on the database, then stops. */
const bootOldRelease = (commit: string, env: Record<string, string>) => {
  // Inside the repository, so the old sources find the installed packages by walking up.
  mkdirSync(join(root, '.tmp'), { recursive: true });
  const tree = mkdtempSync(join(root, '.tmp', 'upgrade-'));
  dirs.push(tree);
  git('archive', `--output=${join(tree, 'old.tar')}`, commit, 'apps/server', 'packages/contract');
  execFileSync('tar', ['-x', '-C', tree, '-f', join(tree, 'old.tar')]);
  // The old server imports the old contract, not the workspace's current one.
  mkdirSync(join(tree, 'node_modules', '@kampus'), { recursive: true });
  symlinkSync(join(tree, 'packages', 'contract'), join(tree, 'node_modules', '@kampus', 'contract'));
  writeFileSync(
    join(tree, 'boot-old.mts'),
    `import { loadConfig } from './apps/server/src/config.ts';
import { boot } from './apps/server/src/boot.ts';
const { database } = await boot(loadConfig());
await database.close().catch(() => undefined);
`,
  );
  const inherited = { ...process.env };
  delete inherited.NODE_OPTIONS;
  execFileSync(process.execPath, ['--import', 'tsx', 'boot-old.mts'], {
    cwd: tree,
    env: { ...inherited, ...env, KAMPUS_DEMO: '1', LOG_LEVEL: 'silent' },
    stdio: 'pipe',
  });
};

/** The previous release's commit, or why there is none here (no git, a shallow clone). */
const previous = ((): { commit: string } | { reason: string } => {
  try {
    const commit = previousRelease();
    git('cat-file', '-e', `${commit}^{commit}`);
    return { commit };
  } catch (error) {
    return {
      reason: `no previous release in this checkout (${error instanceof Error ? error.message.split('\n')[0] : ''})`,
    };
  }
})();

describe('upgrades', () => {
  it.skipIf('reason' in previous)(
    `starts the current code on the previous release’s schema and demo data: data kept, demo sign-ins work${'reason' in previous ? ` (skipped: ${previous.reason})` : ''}`,
    async () => {
      if (!('commit' in previous)) return;
      const commit = previous.commit;
      const dataDir = mkdtempSync(join(tmpdir(), 'kampus-upgrade-'));
      dirs.push(dataDir);
      if (databaseUrl) await resetPostgres();
      const env = { DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '' };
      bootOldRelease(commit, env);

      const old = await openDatabase({ databaseUrl: databaseUrl, dataDir });
      const oldMigrations = (await queryRows(old.db, sql`select name from kampus_migrations`)).map((row) =>
        String(row.name),
      );
      const oldUsers = await queryRows(old.db, sql`select id, email, password from users order by id`);
      const oldCounts: { t: string; n: number }[] = [];
      for (const { t } of await queryRows(
        old.db,
        sql`select table_name as t from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
      )) {
        const [row] = await queryRows(old.db, sql`select count(*)::int as n from ${sql.identifier(String(t))}`);
        oldCounts.push({ t: String(t), n: Number(row?.n) });
      }
      expect(oldCounts.find((entry) => entry.t === 'schools')?.n).toBeGreaterThan(1);
      await old.close().catch(() => undefined);
      const current = migrationFiles();
      expect(oldMigrations.filter((name) => /^\d{4}_/.test(name)).length).toBeLessThan(current.length);
      expect(oldUsers.length).toBeGreaterThan(5);

      const server = await startServer({ DATA_DIR: dataDir, KAMPUS_DEMO: '1' }, { reset: false });
      try {
        const applied = (await server.sql('select name from kampus_migrations')).map((row) => String(row.name));
        expect(current.filter((name) => !applied.includes(name))).toEqual([]);
        // Every user the old release made is there, unchanged (e-mail and password hash).
        const users = await server.sql('select id, email, password from users order by id');
        for (const user of oldUsers) expect(users).toContainEqual(user);
        // No table lost rows (start-up seeds only add what is missing).
        for (const { t, n } of oldCounts) {
          const [row] = await server.sql(`select count(*)::int as n from "${t}"`);
          expect(Number(row?.n), t).toBeGreaterThanOrEqual(n);
        }
        for (const email of ['admin@kampus.test', 'school@kampus.test', 'teacher@kampus.test', 'parent@kampus.test']) {
          const { token, userId } = await server.login(email);
          expect((await server.call(`/api/users/${userId}`, { token })).status, email).toBe(200);
        }
      } finally {
        await server.close();
      }
    },
    600_000,
  );

  it('rolls a failing migration back whole and applies nothing after it', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'kampus-failing-'));
    const dir = mkdtempSync(join(tmpdir(), 'kampus-migrations-'));
    dirs.push(dataDir, dir);
    writeFileSync(join(dir, '0001_good.sql'), 'create table upgrade_good (id int)\n');
    writeFileSync(
      join(dir, '0002_bad.sql'),
      ['create table upgrade_half (id int)', 'insert into upgrade_good values (1)', 'select 1 / 0'].join(
        '\n--> statement-breakpoint\n',
      ),
    );
    writeFileSync(join(dir, '0003_after.sql'), 'create table upgrade_after (id int)\n');
    if (databaseUrl) await resetPostgres();
    const database = await openDatabase({ databaseUrl, dataDir });
    try {
      await expect(migrate(database.db, { dir })).rejects.toThrow();
      const tables = await queryRows(
        database.db,
        sql`select table_name as t from information_schema.tables where table_schema = 'public' order by 1`,
      );
      expect(tables.map((row) => row.t)).toEqual(['kampus_migrations', 'upgrade_good']);
      expect(await queryRows(database.db, sql`select count(*)::int as n from upgrade_good`)).toEqual([{ n: 0 }]);
      expect(await queryRows(database.db, sql`select name from kampus_migrations`)).toEqual([
        { name: '0001_good.sql' },
      ]);
    } finally {
      await database.close().catch(() => undefined);
    }
  }, 120_000);
});
