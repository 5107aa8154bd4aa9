/**
 * The retention scheduler and the destruction log (issue 35; docs/privacy.md, "Retention and
 * destruction"). On the demo data with planted rows (old mails, a student who left twelve years
 * ago, one who left owing money, a request not yet answered, an account untouched for three
 * years, an old invoice) and a clock moved forward (the run's `asOf`), a run destroys or
 * anonymises exactly what `support/retention-oracle.ts` computes apart, keeps the held rows,
 * logs it all, and a second run does nothing more. Also: the dry run, the log's three years,
 * the monthly job re-queuing itself, and who may read and run it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/database.ts';
import { RETENTION, nextMonthlyRun } from '../src/modules/privacy/retention/retention.job.ts';
import { forecastRetention, retentionRunLog } from '../src/modules/privacy/retention/retention-report.operation.ts';
import { runRetention } from '../src/modules/privacy/retention/retention.operation.ts';
import { json, startServer, type TestServer } from './harness.ts';
import { expectedRetention } from './support/retention-oracle.ts';

let server: TestServer;
let db: Db;

beforeAll(async () => {
  server = await startServer({}, { beforeListen: (_app, services) => void (db = services.db) });
});
afterAll(() => server.close());

const DAY = 86_400_000;

const one = async (text: string): Promise<Record<string, unknown>> => {
  const [row] = await server.sql(text);
  if (!row) throw new Error(`no row: ${text}`);
  return row;
};

/** Every table's row count and a digest of its rows: "nothing changed" is checked on the data itself. */
const fingerprint = async (tables: string[]): Promise<Record<string, string>> => {
  const prints: Record<string, string> = {};
  for (const table of tables) {
    const row =
      await one(`select count(*)::text || ':' || coalesce(md5(string_agg(t::text, '|' order by t.id)), '') as f
      from ${table} t`);
    prints[table] = String(row.f);
  }
  return prints;
};

describe('the monthly job and the routes', () => {
  it('start-up queues one monthly run; the run re-queues itself once, at the next 1st, 03:00 UTC', async () => {
    const pending = `select id, run_at from jobs where task = '${RETENTION}' and state = 'pending'`;
    const queued = await server.sql(pending);
    expect(queued).toHaveLength(1);
    expect(new Date(String(queued[0]?.run_at)).toISOString()).toBe(nextMonthlyRun(new Date()).toISOString());

    await server.sql(`update jobs set run_at = now() where task = '${RETENTION}' and state = 'pending'`);
    expect(await server.runJobs()).toBeGreaterThanOrEqual(1);
    const next = await server.sql(pending);
    expect(next).toHaveLength(1);
    expect(Number(next[0]?.id)).not.toBe(Number(queued[0]?.id));
    expect(new Date(String(next[0]?.run_at)).toISOString()).toBe(nextMonthlyRun(new Date()).toISOString());
    const [run] = await retentionRunLog(db);
    expect(run).toMatchObject({ trigger: 'schedule', state: 'done', ranBy: null });
  });

  it('the next monthly run is the 1st of a month at 03:00 UTC, strictly later', () => {
    expect(nextMonthlyRun(new Date('2026-11-29T18:00:00Z')).toISOString()).toBe('2026-12-01T03:00:00.000Z');
    expect(nextMonthlyRun(new Date('2026-12-01T02:59:00Z')).toISOString()).toBe('2026-12-01T03:00:00.000Z');
    expect(nextMonthlyRun(new Date('2026-12-01T03:00:00Z')).toISOString()).toBe('2027-01-01T03:00:00.000Z');
  });

  it('headquarters and superadmins read the log; a school is refused; only a superadmin runs it', async () => {
    const hq = await server.login('hq@kampus.test');
    const admin = await server.login('admin@kampus.test');
    const school = await server.login('school@kampus.test');
    const read = await server.call('/api/retention-runs', { token: hq.token });
    expect(read.status).toBe(200);
    const logged = await json<{ runs: { trigger: string }[]; nextRunAt: string | null }>(read);
    expect(logged.runs[0]).toMatchObject({ trigger: 'schedule' });
    // The monthly run waiting on the queue: the page says when it starts.
    const [pending] = await server.sql(
      `select run_at from jobs where task = 'privacy.retention' and state = 'pending' order by run_at limit 1`,
    );
    expect(logged.nextRunAt).toBe(new Date(String(pending?.run_at)).toISOString());
    expect(logged.nextRunAt).toMatch(/^\d{4}-\d{2}-01T03:00:00\.000Z$/);
    expect((await server.call('/api/retention-runs', { token: school.token })).status).toBe(403);
    const post = (token: string, body: unknown) =>
      server.call('/api/retention-runs', { method: 'POST', token, json: body });
    expect((await post(hq.token, { dryRun: true })).status).toBe(403);
    expect((await post(admin.token, { dryRun: 'yes' })).status).toBe(422);

    const dry = await post(admin.token, { dryRun: true });
    expect(dry.status).toBe(200);
    expect(await json(dry)).toMatchObject({ dryRun: true, run: null, forecast: expect.any(Array) });

    const real = await post(admin.token, {});
    expect(real.status).toBe(202);
    const { run } = await json<{ run: { id: number; trigger: string; state: string } }>(real);
    expect(run).toMatchObject({ trigger: 'manual', state: 'running' });
    const audit = await server.sql(
      `select user_id from audit_logs where resource = 'retention_runs' and action = 'retention_run' and record_id = ${run.id}`,
    );
    expect(audit).toHaveLength(1);
    await server.runJobs();
    const log = await json<{ runs: { id: number; state: string }[] }>(
      await server.call('/api/retention-runs', { token: admin.token }),
    );
    expect(log.runs.find((row) => row.id === run.id)?.state).toBe('done');
  });
});

describe('a run with the clock moved forward', () => {
  const asOf = new Date(Date.now() + 400 * DAY);
  let planted: {
    left: number;
    owing: number;
    asker: number;
    account: number;
    invoice: number;
    mails: number[];
    heldMail: number;
  };

  beforeAll(async () => {
    // Mails three years old (2 years' period), an account untouched for three years and no sign-in since.
    const account = Number((await one(`select id from users where email = 'campus@kampus.test'`)).id);
    await server.sql(`update users set updated_at = now() - interval '3 years' where id = ${account}`);
    // An invoice eleven years old (the ledger's ten): anonymised, its amounts kept.
    const invoice = Number((await one(`select id from invoices order by id limit 1`)).id);
    await server.sql(`update invoices set created_at = now() - interval '11 years' where id = ${invoice}`);
    // Two students who left twelve years ago (their seasons ended then), one still owing money:
    // The one who left: enrolled, their balance settled.
    const left = Number((await one(`select student_id from enrollments order by id limit 1`)).student_id);
    await server.sql(`update installments set paid_amount = amount, is_done_payment = true where student_id = ${left}`);
    const owing = Number(
      (
        await one(`select i.student_id from installments i where not i.is_done_payment and i.amount > i.paid_amount
          and i.student_id <> ${left} and exists (select 1 from enrollments e where e.student_id = i.student_id)
          order by i.id limit 1`)
      ).student_id,
    );
    await server.sql(`update students set is_active = false where id in (${left}, ${owing})`);
    await server.sql(`update seasons set end_date = (now() - interval '12 years')::date
      where id in (select season_id from enrollments where student_id in (${left}, ${owing}))`);
    // A request not yet answered keeps its person's data: their old mail stays, the others' go.
    const asker = Number(
      (
        await one(
          `select user_id from mails where user_id <> ${account} group by user_id order by count(*) desc limit 1`,
        )
      ).user_id,
    );
    const mails = (await server.sql(`select id from mails where user_id <> ${asker} order by id limit 3`)).map((row) =>
      Number(row.id),
    );
    const heldMail = Number((await one(`select id from mails where user_id = ${asker} order by id limit 1`)).id);
    await server.sql(
      `update mails set created_at = now() - interval '3 years' where id in (${[...mails, heldMail].join(',')})`,
    );
    const school = Number((await one(`select school_id from users where id = ${asker}`)).school_id);
    await server.sql(`insert into delete_personal_data_requests (request_text, requested_date, user_id, school_id)
      values ('Please erase my data', current_date, ${asker}, ${school})`);
    // Destruction log entries: one older than three years goes, one younger stays.
    await server.sql(`insert into retention_runs (trigger, as_of, started_at, state) values
      ('schedule', now() - interval '4 years', '${new Date(asOf.getTime() - 3 * 365.25 * DAY - 2 * DAY).toISOString()}', 'done'),
      ('schedule', now() - interval '2 years', '${new Date(asOf.getTime() - 3 * 365.25 * DAY + 2 * DAY).toISOString()}', 'done')`);
    planted = { left, owing, asker, account, invoice, mails, heldMail };
  });

  it('a dry run answers what would go and changes nothing', async () => {
    const expected = await expectedRetention(server, asOf);
    const tables = ['mails', 'users', 'students', 'invoices', 'attendances', 'enrollments', 'guardians'];
    const before = await fingerprint(tables);
    const forecast = await forecastRetention(db, asOf);
    expect(
      Object.fromEntries(forecast.map((f) => [f.resource, { method: f.method, ids: f.ids, held: f.held }])),
    ).toEqual(Object.fromEntries(expected));
    expect(await fingerprint(tables)).toEqual(before);
  });

  it('destroys or anonymises exactly what is past its period, keeps the held rows, logs it; a second run does nothing more', async () => {
    const expected = await expectedRetention(server, asOf);
    // The plants are in it: the scheduler is checked on rows it must touch, not only on what the demo holds.
    expect(expected.get('mails')?.ids).toEqual(expect.arrayContaining(planted.mails));
    expect(expected.get('mails')?.ids).not.toContain(planted.heldMail);
    expect(expected.get('mails')?.held).toBe(1);
    expect(expected.get('users')?.ids).toContain(planted.account);
    expect(expected.get('invoices')?.ids).toContain(planted.invoice);
    expect(expected.get('students')?.ids).toContain(planted.left);
    expect(expected.get('students')?.held).toBeGreaterThanOrEqual(1);
    const enrolments = (await server.sql(`select id from enrollments where student_id = ${planted.left}`)).map((row) =>
      Number(row.id),
    );
    expect(expected.get('enrollments')?.ids).toEqual(expect.arrayContaining(enrolments));
    expect(expected.get('enrollments')?.held).toBeGreaterThan(0);

    const invoiceBefore = await one(`select invoice_amount::text as a from invoices where id = ${planted.invoice}`);
    const runId = await runRetention(db, { trigger: 'manual', asOf, batch: 7 });
    const [run] = (await retentionRunLog(db)).filter((row) => row.id === runId);
    expect(run?.state).toBe('done');
    const done = (method: string) =>
      Object.fromEntries(
        (run?.entries ?? [])
          .filter((entry) => entry.method === method)
          .map((entry) => [entry.resource, [...entry.ids].sort((a, b) => a - b)]),
      );
    const held = Object.fromEntries(
      (run?.entries ?? []).filter((entry) => entry.method === 'held').map((entry) => [entry.resource, entry.count]),
    );
    const want = (method: string) =>
      Object.fromEntries(
        [...expected].filter(([, e]) => e.method === method && e.ids.length > 0).map(([r, e]) => [r, e.ids]),
      );
    expect(done('refused')).toEqual({});
    expect(done('destroy')).toEqual(want('destroy'));
    expect(done('anonymise')).toEqual(want('anonymise'));
    expect(held).toEqual(Object.fromEntries([...expected].filter(([, e]) => e.held > 0).map(([r, e]) => [r, e.held])));

    // The rows themselves: gone, anonymous (amounts kept), or untouched.
    expect(await server.sql(`select id from mails where id in (${planted.mails.join(',')})`)).toEqual([]);
    expect(await server.sql(`select id from mails where id = ${planted.heldMail}`)).toHaveLength(1);
    expect(await one(`select last_name, email, is_active from users where id = ${planted.account}`)).toEqual({
      last_name: 'anonymised',
      email: `anonymised-${planted.account}@anonymised.invalid`,
      is_active: false,
    });
    expect(
      await one(`select invoice_amount::text as a, invoice_address from invoices where id = ${planted.invoice}`),
    ).toEqual({
      a: invoiceBefore.a,
      invoice_address: null,
    });
    expect(await one(`select last_name, birth_date, national_id from students where id = ${planted.left}`)).toEqual({
      last_name: 'anonymised',
      birth_date: null,
      national_id: null,
    });
    expect(await server.sql(`select id from enrollments where student_id = ${planted.left}`)).toEqual([]);
    expect((await server.sql(`select id from enrollments where student_id = ${planted.owing}`)).length).toBeGreaterThan(
      0,
    );
    expect(await one(`select last_name from students where id = ${planted.owing}`)).not.toEqual({
      last_name: 'anonymised',
    });
    expect(
      (await server.sql(`select id from users where id = ${planted.asker} and last_name <> 'anonymised'`)).length,
    ).toBe(1);

    // Nothing is past its period any more but what is held: the second run writes no destroy or anonymise entry.
    const before = await fingerprint(['mails', 'users', 'students', 'invoices', 'enrollments', 'guardians']);
    const second = await runRetention(db, { trigger: 'manual', asOf, batch: 500 });
    const [again] = (await retentionRunLog(db)).filter((row) => row.id === second);
    expect(again?.entries.filter((entry) => entry.method !== 'held')).toEqual([]);
    expect(await fingerprint(['mails', 'users', 'students', 'invoices', 'enrollments', 'guardians'])).toEqual(before);
  });

  it('keeps the destruction log three years: the run older than that went, the younger one stays', async () => {
    const ages = await server.sql(
      `select started_at from retention_runs where as_of < now() - interval '1 year' order by started_at`,
    );
    expect(ages).toHaveLength(1);
    expect(new Date(String(ages[0]?.started_at)).getTime()).toBeGreaterThan(asOf.getTime() - 3 * 365.25 * DAY);
  });
});
