/**
 * The job queue (docs/jobs.md) on the embedded database and, with TEST_DATABASE_URL, on PostgreSQL
 * with two connection pools competing as two server nodes would.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boot } from '../src/boot.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase, queryRows, type Database, type Db } from '../src/db/database.ts';
import { jobs } from '../src/db/job-tables.ts';
import { enqueue, jobCounts, nextPendingRun } from '../src/jobs/queue.ts';
import { installJobs, type JobDefinition } from '../src/jobs/registry.ts';
import { createWorker, type JobWorker } from '../src/jobs/worker.ts';

const url = process.env.TEST_DATABASE_URL;
let database: Database;
let second: Database | undefined;
let dataDir: string;
const runs: { task: string; n: number; worker?: string }[] = [];
let flakyFailures = 0;

/** The test's own tasks, made known to this process's queue as boot() does a module's. */
const testJob = (definition: JobDefinition): void => installJobs([definition]);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

testJob({
  task: 'test.record',
  run: async (_tx, job) => {
    // Long enough that a competing worker polls while this one holds the row.
    await pause(25);
    runs.push({ task: job.task, n: Number(job.payload.n), worker: String(job.payload.worker ?? '') });
  },
});
testJob({
  task: 'test.flaky',
  backoffMs: () => 10,
  run: async (_tx, job) => {
    runs.push({ task: job.task, n: job.attempt });
    if (flakyFailures < 2) {
      flakyFailures += 1;
      throw new Error(`flaky failure ${flakyFailures}`);
    }
  },
});
testJob({
  task: 'test.broken',
  maxAttempts: 2,
  backoffMs: () => 10,
  run: async (_tx, job) => {
    runs.push({ task: job.task, n: job.attempt });
    throw new Error('always broken');
  },
});
// A password hash bound to a query that fails, as a bug in a task would do.
const HASH = '$argon2id$v=19$m=19456,t=2,p=1$am9ic2FsdA$Sm9iRXJyb3JOb3RGb3JUaGVSb3c';
testJob({
  task: 'test.leaky',
  maxAttempts: 1,
  run: async (tx) => {
    await tx.execute(sql`select ${HASH}::integer as n`);
  },
});
testJob({
  task: 'test.writes',
  backoffMs: () => 10,
  run: async (tx, job) => {
    // The task's own write, rolled back with the failed attempt.
    await tx.execute(sql`insert into server_keys (name, value) values (${`job-${job.id}-${job.attempt}`}, 'x')`);
    if (job.attempt === 1) throw new Error('first attempt fails after writing');
  },
});
testJob({ task: 'test.personal', forgetPayload: true, run: async () => undefined });
// Only ever queued weeks ahead: the next run a recurring task keeps waiting.
testJob({ task: 'test.monthly', run: async () => undefined });
testJob({
  task: 'test.personal-failing',
  forgetPayload: true,
  maxAttempts: 1,
  run: async () => {
    throw new Error('fails');
  },
});

const until = async (check: () => Promise<boolean>, what: string, timeoutMs = 15_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await pause(20);
  }
};

const jobRow = async (db: Db, id: number) => (await db.select().from(jobs).where(eq(jobs.id, id)))[0];

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'kampus-jobs-'));
  if (url) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query('drop schema if exists public cascade; create schema public;');
    await client.end();
  }
  const config = loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: url ?? '',
    KAMPUS_DEMO: '0',
    LOG_LEVEL: 'silent',
  });
  database = (await boot(config)).database;
  // A second pool on the same PostgreSQL stands for a second server node.
  if (url) second = await openDatabase({ databaseUrl: url, dataDir });
});

afterAll(async () => {
  await second?.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const withWorkers = async (workers: JobWorker[], work: () => Promise<void>) => {
  workers.forEach((worker) => worker.start());
  try {
    await work();
  } finally {
    await Promise.all(workers.map((worker) => worker.stop()));
  }
};

describe('job queue', () => {
  it('runs every job exactly once with two workers competing', async () => {
    runs.length = 0;
    const ids: number[] = [];
    for (let n = 1; n <= 24; n++) ids.push(await enqueue(database.db, 'test.record', { n }));
    const a = createWorker({ db: database.db, pollMs: 15, id: 'worker-a' });
    const b = createWorker({ db: (second ?? database).db, pollMs: 15, id: 'worker-b' });
    await withWorkers([a, b], () =>
      until(async () => (await jobCounts(database.db)).done === 24, 'all 24 jobs to be done'),
    );
    const numbers = runs.filter((run) => run.task === 'test.record').map((run) => run.n);
    expect(numbers.sort((x, y) => x - y)).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
    const lockedBy = new Set(
      (await queryRows(database.db, sql`select locked_by from jobs where task = 'test.record'`)).map((r) =>
        String(r.locked_by),
      ),
    );
    if (second) {
      // On PostgreSQL the two pools really run at once: both took a share.
      expect([...lockedBy].sort()).toEqual(['worker-a', 'worker-b']);
    }
    for (const id of ids) expect((await jobRow(database.db, id))?.attempts).toBe(1);
  });

  it('retries a failing job after its back-off until it succeeds', async () => {
    runs.length = 0;
    const id = await enqueue(database.db, 'test.flaky');
    const worker = createWorker({ db: database.db, pollMs: 10 });
    await withWorkers([worker], () =>
      until(async () => (await jobRow(database.db, id))?.state === 'done', 'the flaky job to succeed'),
    );
    const row = await jobRow(database.db, id);
    expect(row).toMatchObject({ state: 'done', attempts: 3, lastError: null });
    expect(runs.filter((run) => run.task === 'test.flaky').map((run) => run.n)).toEqual([1, 2, 3]);
  });

  it('forgets a personal payload once the job is done, and keeps it on a failed one', async () => {
    const done = await enqueue(database.db, 'test.personal', { email: 'someone@example.org' });
    const failed = await enqueue(database.db, 'test.personal-failing', { email: 'someone@example.org' });
    const worker = createWorker({ db: database.db, pollMs: 10 });
    await withWorkers([worker], () =>
      until(
        async () =>
          (await jobRow(database.db, done))?.state === 'done' && (await jobRow(database.db, failed))?.attempts === 1,
        'both jobs to run',
      ),
    );
    expect((await jobRow(database.db, done))?.payload).toEqual({});
    expect((await jobRow(database.db, failed))?.payload).toEqual({ email: 'someone@example.org' });
  });

  it('gives up after the last attempt and keeps the error', async () => {
    runs.length = 0;
    const id = await enqueue(database.db, 'test.broken');
    const worker = createWorker({ db: database.db, pollMs: 10 });
    await withWorkers([worker], async () => {
      await until(async () => (await jobRow(database.db, id))?.state === 'failed', 'the broken job to fail');
      await pause(150);
    });
    const row = await jobRow(database.db, id);
    expect(row).toMatchObject({ state: 'failed', attempts: 2 });
    expect(row?.lastError).toContain('always broken');
    expect(runs.filter((run) => run.task === 'test.broken')).toHaveLength(2);
  });

  it('keeps a failed query in the job row and the log without the values bound to it', async () => {
    const logged: string[] = [];
    const logger = {
      info: () => {},
      warn: (data: object) => void logged.push(JSON.stringify(data)),
      error: (data: object) => void logged.push(JSON.stringify(data)),
    };
    const id = await enqueue(database.db, 'test.leaky');
    const worker = createWorker({ db: database.db, pollMs: 10, logger });
    await withWorkers([worker], () =>
      until(async () => (await jobRow(database.db, id))?.state === 'failed', 'the leaky job to fail'),
    );
    const row = await jobRow(database.db, id);
    expect(row?.lastError).toContain('select $1::integer as n');
    expect(row?.lastError).not.toContain(HASH);
    expect(logged.join('\n')).toContain('select $1::integer as n');
    expect(logged.join('\n')).not.toContain('am9ic2FsdA');
  });

  it("rolls back a failed attempt's writes with it", async () => {
    const id = await enqueue(database.db, 'test.writes');
    const worker = createWorker({ db: database.db, pollMs: 10 });
    await withWorkers([worker], () =>
      until(async () => (await jobRow(database.db, id))?.state === 'done', 'the job to succeed on its retry'),
    );
    const keys = await queryRows(database.db, sql`select name from server_keys where name like ${`job-${id}-%`}`);
    expect(keys.map((row) => row.name)).toEqual([`job-${id}-2`]);
  });

  it('never runs a job enqueued in a transaction that rolled back', async () => {
    runs.length = 0;
    await expect(
      database.db.transaction(async (tx) => {
        await enqueue(tx as unknown as Db, 'test.record', { n: 999 });
        throw new Error('the request failed');
      }),
    ).rejects.toThrow('the request failed');
    const marker = await enqueue(database.db, 'test.record', { n: 1000 });
    const worker = createWorker({ db: database.db, pollMs: 10 });
    await withWorkers([worker], () =>
      until(async () => (await jobRow(database.db, marker))?.state === 'done', 'the job enqueued after it'),
    );
    expect(runs.map((run) => run.n)).toEqual([1000]);
    const leftovers = await queryRows(database.db, sql`select id from jobs where payload->>'n' = '999'`);
    expect(leftovers).toHaveLength(0);
  });

  it('waits for the run-at time', async () => {
    runs.length = 0;
    const id = await enqueue(database.db, 'test.record', { n: 7 }, { runAt: new Date(Date.now() + 400) });
    const worker = createWorker({ db: database.db, pollMs: 10 });
    expect(await worker.runOnce()).toBe(false);
    expect((await jobRow(database.db, id))?.state).toBe('pending');
    await pause(450);
    expect(await worker.runOnce()).toBe(true);
    expect((await jobRow(database.db, id))?.state).toBe('done');
    expect(runs.map((run) => run.n)).toEqual([7]);
  });

  it("says when a task's next pending run is due, another task's and a done one aside", async () => {
    expect(await nextPendingRun(database.db, 'test.monthly')).toBeNull();
    const day = 24 * 60 * 60 * 1000;
    const sooner = new Date(Date.now() + 30 * day);
    const later = new Date(Date.now() + 60 * day);
    await enqueue(database.db, 'test.monthly', {}, { runAt: later });
    const first = await enqueue(database.db, 'test.monthly', {}, { runAt: sooner });
    await enqueue(database.db, 'test.record', { n: 8 }, { runAt: new Date(Date.now() + day) });
    expect((await nextPendingRun(database.db, 'test.monthly'))?.toISOString()).toBe(sooner.toISOString());
    await database.db.update(jobs).set({ state: 'done' }).where(eq(jobs.id, first));
    expect((await nextPendingRun(database.db, 'test.monthly'))?.toISOString()).toBe(later.toISOString());
  });
});
