/**
 * A season database stays `isCreated: false` until its job has run, whatever the timing: here no
 * worker runs until the test turns one step by hand.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { classes, databases, seasons, teacherAbsences } from '@kampus/contract';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { boot } from '../src/boot.ts';
import { loadConfig } from '../src/config.ts';
import { systemContext } from '../src/core/caller.ts';
import { create, find, findOne } from '../src/core/operations.ts';
import { queryRows, type Database } from '../src/db/database.ts';
import { createWorker } from '../src/jobs/worker.ts';

const url = process.env.TEST_DATABASE_URL;
let database: Database;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'kampus-provision-'));
  if (url) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query('drop schema if exists public cascade; create schema public;');
    await client.end();
  }
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: url ?? '', LOG_LEVEL: 'silent' });
  database = (await boot(config)).database;
});

afterAll(async () => {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

it('flips isCreated only when the provisioning job runs', async () => {
  const ctx = systemContext();
  const db = database.db;
  // The demo's own season databases wait for the queue too.
  const seeded = await find(db, ctx, databases, { pagination: 'false' });
  expect(seeded.items.map((row) => [row.name, row.isCreated])).toEqual([
    ['demo_high_2026_2027', false],
    ['demo_middle_2026_2027', false],
  ]);
  const [high] = (await find(db, ctx, seasons, { isDefault: 'true', pagination: 'false' })).items;
  const season = await create(db, ctx, seasons, {
    school: Number(high?.school),
    title: '2027-2028',
    startDate: '2027-09-01',
    endDate: '2028-06-30',
  });
  const row = await create(db, ctx, databases, { school: Number(high?.school), season: Number(season.id) });
  expect(row.isCreated).toBe(false);
  const pending = await queryRows(
    db,
    sql`select payload->>'databaseId' as id from jobs where task = 'databases.provision' and state = 'pending'`,
  );
  expect(pending.map((job) => Number(job.id))).toContain(Number(row.id));

  const worker = createWorker({ db, pollMs: 10 });
  while (await worker.runOnce()) {
    // one job after another until none is due
  }
  expect((await findOne(db, ctx, databases, Number(row.id))).isCreated).toBe(true);
  expect((await find(db, ctx, databases, { isCreated: 'false' })).items).toEqual([]);
  expect((await findOne(db, ctx, seasons, Number(season.id))).database).toBe('demo_high_school_2027_2028');
  // The new season is set up from the running one (its classes), but what happened in the running
  // season stays there: the demo teacher's absence is not laid a year later.
  const inSeason = async (resource: typeof classes | typeof teacherAbsences, id: unknown) =>
    (await find(db, ctx, resource, { season: String(id), pagination: 'false' })).items.length;
  expect(await inSeason(teacherAbsences, high?.id)).toBeGreaterThan(0);
  expect(await inSeason(classes, season.id)).toBe(await inSeason(classes, high?.id));
  expect(await inSeason(teacherAbsences, season.id)).toBe(0);
});
