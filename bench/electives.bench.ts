/**
 * npm run bench:electives --workspace bench
 * Issue 32's measure of the elective placement at a big school's size: the demo installation
 * plus BENCH_ELECTIVE_STUDENTS students (default 3,000) in Demo High School, each with three
 * ranked choices in each of the demo's two blocks (six requests a student, written by set-based
 * SQL), the offers' seats about two thirds of the students so that some wait. Times, in one run
 * and over BENCH_ELECTIVE_ROUNDS rounds, each inside a transaction rolled back:
 *   - the plan (the min-cost flow, in memory);
 *   - writing the plan's changes as the placement does now (`applyChanges`: one read, set-based
 *     updates through the write path) against the same changes row by row (`update` per request,
 *     as it was before), side by side on the same rows;
 *   - the whole placement command (`placeElectives`: plan, writes, section batches, block needs,
 *     the run and its audit entry).
 * Owns BENCH_DATABASE_URL: its public schema is dropped. Writes results/electives.md.
 */
import { courseRequests, electiveOffers, schools, seasons } from '@kampus/contract';
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { format, resolveConfig } from 'prettier';
import { boot } from '../apps/server/src/boot.ts';
import { systemContext, type RequestContext } from '../apps/server/src/core/caller.ts';
import { system } from '../apps/server/src/core/repository.ts';
import type { Db } from '../apps/server/src/db/database.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { planPlacement } from '../apps/server/src/modules/electives/place-students.ts';
import { placeElectives } from '../apps/server/src/modules/electives/placement.operation.ts';
import {
  applyChanges,
  asPlacementOffer,
  asPlacementRequest,
} from '../apps/server/src/modules/electives/waitlist.operation.ts';

const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/kampus_bench';
const students = Number(process.env.BENCH_ELECTIVE_STUDENTS ?? 3000);
const rounds = Number(process.env.BENCH_ELECTIVE_ROUNDS ?? 3);

const reset = new pg.Client({ connectionString: databaseUrl });
await reset.connect();
await reset.query('drop schema if exists public cascade; create schema public;');
await reset.end();

const { services, database } = await boot(
  loadConfig({ ...process.env, DATABASE_URL: databaseUrl, KAMPUS_DEMO: '1', KAMPUS_JOBS: '0', LOG_LEVEL: 'warn' }),
);
const db = services.db;
const store = system(db);
const high = await store.of(schools).first({ title: 'Demo High School' });
const season = high ? await store.of(seasons).first({ school: high.id, isDefault: true }) : undefined;
if (!high || !season) throw new Error('the demo’s Demo High School and its season');
const offers = await store.of(electiveOffers).list({ season: season.id }, { order: { id: 'asc' } });
const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
// Seats for about two thirds of the students in each block, spread over the offers of the block.
for (const offer of offers) {
  const inBlock = offers.filter((other) => other.block === offer.block).length;
  const capacity = Math.ceil((students * 2) / 3 / inBlock / (offer.sections ?? 1));
  await client.query('update elective_offers set capacity = $1 where id = $2', [capacity, offer.id]);
}
await client.query(
  `insert into students (school_id, name, last_name) select $1, 'Seçmeli ' || g, 'Bench' from generate_series(1, $2) g`,
  [high.id, students],
);
// Each student's three choices of each block, in an order that turns with the student.
await client.query(
  `insert into course_requests (school_id, season_id, student_id, offer_id, block, rank, request_status)
   select $1, $2, s.id, o.id, o.block,
          1 + ((o.n + s.id) % 3), 'requested'
   from students s
   cross join (select id, block, row_number() over (partition by block order by id) - 1 as n
               from elective_offers where season_id = $2) o
   where s.school_id = $1 and s.last_name = 'Bench'`,
  [high.id, season.id],
);
await client.query('analyze');
const requestCount = Number(
  (await client.query<{ n: string }>('select count(*) as n from course_requests where season_id = $1', [season.id]))
    .rows[0]?.n,
);

/** Runs `work` in a transaction that is rolled back, answering its time in ms. */
const rolledBack = async (work: (tx: Db) => Promise<void>): Promise<number> => {
  let ms = 0;
  const undo = new Error('rolled back');
  try {
    await db.transaction(async (tx) => {
      const started = performance.now();
      await work(tx as unknown as Db);
      ms = performance.now() - started;
      throw undo;
    });
  } catch (error) {
    if (error !== undo) throw error;
  }
  return ms;
};

const loadPlan = async (tx: Db) => {
  const listed = await system(tx)
    .of(electiveOffers)
    .list({ season: season.id }, { order: { id: 'asc' } });
  const requests = await system(tx)
    .of(courseRequests)
    .list({ season: season.id, offer: listed.map((offer) => offer.id) });
  return planPlacement(listed.map(asPlacementOffer), requests.map(asPlacementRequest), { seed: 7, reset: false });
};
const now = '2026-12-01 10:00:00';
const ctx: RequestContext = { ...systemContext(), activeSchoolId: high.id, activeSeasonId: season.id };

const times: Record<string, number[]> = { plan: [], setBased: [], rowByRow: [], command: [] };
let changes = 0;
for (let round = 0; round < rounds; round += 1) {
  times.plan?.push(
    await rolledBack(async (tx) => {
      changes = (await loadPlan(tx)).changes.length;
    }),
  );
  // The two ways of writing the same plan alternate first, so neither always runs on a warmer cache.
  const ways: [string, (tx: Db) => Promise<void>][] = [
    ['setBased', async (tx) => applyChanges(tx, (await loadPlan(tx)).changes, now)],
    [
      'rowByRow',
      async (tx) => {
        const requests = system(tx).of(courseRequests);
        for (const change of (await loadPlan(tx)).changes)
          await requests.update(change.id, {
            requestStatus: change.status,
            section: change.section,
            waitlistPosition: change.waitlistPosition,
            ...(change.placedNow ? { placedAt: now } : change.status === 'placed' ? {} : { placedAt: null }),
          });
      },
    ],
  ];
  for (const [name, work] of round % 2 === 0 ? ways : [...ways].reverse()) times[name]?.push(await rolledBack(work));
  times.command?.push(await rolledBack((tx) => placeElectives(tx, ctx, { seed: 7 }).then(() => undefined)));
}
await client.end();
await database.close();

const spread = (values: readonly number[]) =>
  `${Math.round(Math.min(...values))}-${Math.round(Math.max(...values))} ms (median ${Math.round([...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0)})`;
const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
// Writes include the plan's load and flow (both ways do it): the writes alone are the difference.
const plan = median(times.plan ?? []);
const lines = [
  '# Elective placement at size',
  '',
  `${new Date().toISOString()}; ${cpus().length} cores, load ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}; ${databaseUrl.replace(/\/\/[^@]*@/, '//')}; ${rounds} rounds, each in a transaction rolled back.`,
  '',
  `${students.toLocaleString('en')} students with ${requestCount.toLocaleString('en')} requests in ${offers.length} electives of two blocks; the plan changes ${changes.toLocaleString('en')} requests.`,
  '',
  '| step | time over the rounds |',
  '| --- | --- |',
  `| load the requests and plan (min-cost flow) | ${spread(times.plan ?? [])} |`,
  `| plan + write the changes set-based (applyChanges) | ${spread(times.setBased ?? [])} |`,
  `| plan + write the same changes row by row (before) | ${spread(times.rowByRow ?? [])} |`,
  `| the whole command (placeElectives: plan, writes, batches, needs, run, audit) | ${spread(times.command ?? [])} |`,
  '',
  `Writes alone, medians less the plan's: set-based ${Math.round(median(times.setBased ?? []) - plan)} ms, row by row ${Math.round(median(times.rowByRow ?? []) - plan)} ms.`,
  '',
];
const out = fileURLToPath(new URL('./results/electives.md', import.meta.url));
writeFileSync(out, await format(lines.join('\n'), { ...(await resolveConfig(out)), filepath: out }));
console.log(lines.join('\n'));
