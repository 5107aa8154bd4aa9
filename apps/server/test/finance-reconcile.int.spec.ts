/**
 * The ledger reconciliation (issue 26, item 3; docs/finance.md, "Reconciliation"): on the demo
 * data every check holds; each check reports a breach planted by raw SQL (so none of them can
 * only ever pass), and the nightly job, run through the job runner, logs the breach at error
 * level with its school and check, keeps the report in the audit trail, shows it on
 * `kampus_ledger_breaches` and queues the next night's run.
 */
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerInvariants } from '../src/modules/finance/reconcile/invariants.ts';
import { nextNightlyRun, RECONCILE_LEDGER } from '../src/modules/finance/reconcile/reconcile.job.ts';
import { json, startServer, type TestServer } from './harness.ts';
import { ledgerBreaches, noLedgerBreaches } from './support/ledger-invariant.ts';

const METRICS_TOKEN = 'reconcile-metrics-token-0123456789';
const lines: string[] = [];
let server: TestServer;

beforeAll(async () => {
  server = await startServer(
    { LOG_LEVEL: 'info', KAMPUS_METRICS_TOKEN: METRICS_TOKEN },
    { logStream: { write: (line) => void lines.push(line) } },
  );
});
afterAll(() => server.close());

const one = async (text: string): Promise<Record<string, unknown>> => {
  const [row] = await server.sql(text);
  if (!row) throw new Error(`no row: ${text}`);
  return row;
};

/** A demo payment of installments, one of its installments, an unpaid installment and a refund. */
const demoLedger = async () => {
  const payment = await one(
    `select id, school_id, season_id, student_id, (installments->>0)::int as installment from student_payments
     where not is_refund and jsonb_array_length(installments) > 0 order by id limit 1`,
  );
  const unpaid = await one(
    `select id, student_id from installments where not is_done_payment and school_id = ${Number(payment.school_id)} order by id limit 1`,
  );
  const refund = await one(
    `select id, refund_of, payment_amount::text as amount from student_payments where is_refund limit 1`,
  );
  const receipt = await one(`select id, receipt_number from receipts where payment_id = ${Number(payment.id)} limit 1`);
  return { payment, unpaid, refund, receipt };
};

/** One breach per check: how to plant it, which rows the check must name, how to take it back. */
const plants = (ledger: Awaited<ReturnType<typeof demoLedger>>) => {
  const { payment, unpaid, refund, receipt } = ledger;
  const [p, i, u] = [Number(payment.id), Number(payment.installment), Number(unpaid.id)];
  return [
    {
      check: 'paid_installment_one_payment',
      plant: `update installments set is_done_payment = true where id = ${u}`,
      ids: `installment ${u}`,
      undo: `update installments set is_done_payment = false where id = ${u}`,
    },
    {
      check: 'named_installment_paid',
      plant: `update installments set is_done_payment = false where id = ${i}`,
      ids: `payment ${p} installment ${i}`,
      undo: `update installments set is_done_payment = true where id = ${i}`,
    },
    {
      check: 'reports_match_installments_paid',
      plant: `update payment_reports set amount = amount + 1 where payment_id = ${p} and installment_id = ${i}`,
      ids: `payment ${p} installment ${i}`,
      undo: `update payment_reports set amount = amount - 1 where payment_id = ${p} and installment_id = ${i}`,
    },
    {
      check: 'receipts_match_payment',
      plant: `update receipts set receipt_amount = receipt_amount + 1 where id = ${Number(receipt.id)}`,
      ids: `payment ${p}`,
      undo: `update receipts set receipt_amount = receipt_amount - 1 where id = ${Number(receipt.id)}`,
    },
    {
      check: 'receipts_equal_payments_less_refunds',
      plant: `update receipts set receipt_amount = receipt_amount + 1 where id = ${Number(receipt.id)}`,
      ids: `school ${Number(payment.school_id)} season ${Number(payment.season_id)}`,
      undo: `update receipts set receipt_amount = receipt_amount - 1 where id = ${Number(receipt.id)}`,
    },
    {
      check: 'refunds_within_payment',
      plant: `update student_payments set payment_amount = 5.00 where id = ${Number(refund.id)}`,
      ids: `payment ${Number(refund.refund_of)}`,
      undo: `update student_payments set payment_amount = ${String(refund.amount)} where id = ${Number(refund.id)}`,
    },
    {
      check: 'no_negative_due',
      plant: `insert into student_discounts (school_id, student_id, discount_type, discount_amount)
              values (${Number(payment.school_id)}, ${Number(payment.student_id)}, 'amount', 99999999.00)`,
      ids: `student ${Number(payment.student_id)}`,
      undo: `delete from student_discounts where discount_amount = 99999999.00`,
    },
    {
      check: 'due_covers_unpaid',
      plant: `update installments set amount = amount + 1000000 where id = ${u}`,
      ids: `student ${Number(unpaid.student_id)}`,
      undo: `update installments set amount = amount - 1000000 where id = ${u}`,
    },
    {
      check: 'no_missing_reference',
      plant: `update student_payments set refund_of = 2147483000 where id = ${Number(refund.id)}`,
      ids: `refund ${Number(refund.id)} of payment 2147483000`,
      undo: `update student_payments set refund_of = ${Number(refund.refund_of)} where id = ${Number(refund.id)}`,
    },
    {
      check: 'unique_receipt_numbers',
      plant: `update receipts set receipt_number = null where id = ${Number(receipt.id)}`,
      ids: 'receipt number none',
      undo: `update receipts set receipt_number = ${Number(receipt.receipt_number)} where id = ${Number(receipt.id)}`,
    },
  ];
};

const scrape = async (): Promise<string> => {
  const response = await server.call('/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  expect(response.status).toBe(200);
  return response.text();
};

describe('ledger reconciliation', () => {
  it('finds nothing wrong with the demo ledger; before the first night there is no report', async () => {
    expect(await ledgerBreaches(server.sql)).toEqual(noLedgerBreaches);
    const admin = await server.login('admin@kampus.test');
    const last = await server.call('/api/finance/reconciliation', { token: admin.token });
    expect(last.status).toBe(200);
    expect(await json(last)).toEqual({ report: null });
  });

  it('reports a breach planted by raw SQL, one per check, and nothing once it is taken back', async () => {
    const planted = plants(await demoLedger());
    // Every check has its plant: a check added without one fails here.
    expect(planted.map((row) => row.check).sort()).toEqual(ledgerInvariants.map((check) => check.name).sort());
    for (const { check, plant, ids, undo } of planted) {
      await server.sql(plant);
      const found = await ledgerBreaches(server.sql);
      expect(
        found[check]?.map((row) => row.ids),
        check,
      ).toContain(ids);
      await server.sql(undo);
      expect(await ledgerBreaches(server.sql), `${check} taken back`).toEqual(noLedgerBreaches);
    }
  });

  it('runs nightly through the job runner: error log, audit trail, gauge, next night queued', async () => {
    const pending = `select id, run_at from jobs where task = '${RECONCILE_LEDGER}' and state = 'pending'`;
    // Start-up queued exactly one run, at the next night.
    const queued = await server.sql(pending);
    expect(queued).toHaveLength(1);
    expect(new Date(String(queued[0]?.run_at)).getTime()).toBeGreaterThan(Date.now());

    const { unpaid } = await demoLedger();
    const school = Number(
      await one(`select school_id from installments where id = ${Number(unpaid.id)}`).then((r) => r.school_id),
    );
    await server.sql(`update installments set amount = amount + 1000000 where id = ${Number(unpaid.id)}`);
    await server.sql(`update jobs set run_at = now() where task = '${RECONCILE_LEDGER}' and state = 'pending'`);
    lines.length = 0;
    expect(await server.runJobs()).toBeGreaterThanOrEqual(1);
    await server.sql(`update installments set amount = amount - 1000000 where id = ${Number(unpaid.id)}`);

    // Logged at error level (pino 50) with the school and the check.
    const errors = lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((row) => row.level === 50);
    expect(errors).toContainEqual(
      expect.objectContaining({ msg: 'ledger breach', school, check: 'due_covers_unpaid', count: 1 }),
    );

    // The report in the audit trail: the installation's (superadmins) and the school's own.
    const admin = await server.login('admin@kampus.test');
    const trail = await server.call('/api/audit_logs.json?resource=ledger&action=reconcile&pagination=false', {
      token: admin.token,
    });
    expect(trail.status).toBe(200);
    const entries = await json<{ school: unknown; after: { breaches: { check: string; school: number }[] } }[]>(trail);
    expect(entries.length).toBeGreaterThanOrEqual(2);
    expect(entries.flatMap((entry) => entry.after.breaches)).toContainEqual(
      expect.objectContaining({ check: 'due_covers_unpaid', school }),
    );

    // The superadmins' action answers the last report; a school admin is refused.
    const last = await server.call('/api/finance/reconciliation', { token: admin.token });
    expect(last.status).toBe(200);
    const { report } = await json<{ report: { schools: number; breaches: { check: string; school: number }[] } }>(last);
    expect(report.schools).toBeGreaterThan(0);
    expect(report.breaches).toEqual([expect.objectContaining({ check: 'due_covers_unpaid', school, count: 1 })]);
    const staff = await server.login('school@kampus.test');
    expect((await server.call('/api/finance/reconciliation', { token: staff.token })).status).toBe(403);

    // The gauge: one row breaking due_covers_unpaid, none elsewhere.
    const metrics = await scrape();
    expect(metrics).toContain('kampus_ledger_breaches{check="due_covers_unpaid"} 1');
    expect(metrics).toContain('kampus_ledger_breaches{check="no_negative_due"} 0');

    // The next night's run is queued, once, at the next 02:00 UTC.
    const next = await server.sql(pending);
    expect(next).toHaveLength(1);
    expect(new Date(String(next[0]?.run_at)).toISOString()).toBe(nextNightlyRun(new Date()).toISOString());
  });
});

/** `npm run reconcile` as an operator runs it, beside the running server (PostgreSQL: PGlite's directory has one owner). */
const command = (...args: string[]) =>
  spawnSync('npx', ['tsx', 'scripts/reconcile.ts', ...args], {
    cwd: new URL('..', import.meta.url).pathname,
    env: { ...process.env, DATABASE_URL: process.env.TEST_DATABASE_URL, LOG_LEVEL: 'silent' },
    encoding: 'utf8',
    timeout: 120_000,
  });

describe.skipIf(!process.env.TEST_DATABASE_URL)('npm run reconcile', () => {
  it('exits 0 on a clean ledger, 1 naming the school, check and row of a breach, 2 on bad arguments', async () => {
    const clean = command();
    expect(clean.stdout).toContain('Every check holds: no breach.');
    expect(clean.status).toBe(0);

    const { refund } = await demoLedger();
    await server.sql(`update student_payments set payment_amount = 5.00 where id = ${Number(refund.id)}`);
    try {
      const lines = command();
      expect(lines.status).toBe(1);
      expect(lines.stdout).toContain(`refunds_within_payment: 1 row(s).`);
      expect(lines.stdout).toContain(`payment ${Number(refund.refund_of)}`);
      const json = command('--json');
      expect(json.status).toBe(1);
      const report = JSON.parse(json.stdout) as { breaches: { check: string; rows: { ids: string }[] }[] };
      expect(report.breaches).toContainEqual(
        expect.objectContaining({
          check: 'refunds_within_payment',
          rows: [expect.objectContaining({ ids: `payment ${Number(refund.refund_of)}` })],
        }),
      );
    } finally {
      await server.sql(
        `update student_payments set payment_amount = ${String(refund.amount)} where id = ${Number(refund.id)}`,
      );
    }
    expect(command('--school', 'x').status).toBe(2);
  }, 400_000);
});
