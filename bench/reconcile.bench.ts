/**
 * npm run bench:reconcile --workspace bench
 * The ledger reconciliation (docs/finance.md, "Reconciliation") on a generated big school: the demo
 * installation plus one school of BENCH_STUDENTS students (default 100,000), each with a fee, a
 * plan of 8 installments of 100.00, the first 3 paid (payment, report, receipt each) and one
 * refund in ten students, written by set-based SQL (no API: the point is the check, not the
 * writes). Prints each check's time over all schools and one school's. Owns BENCH_DATABASE_URL:
 * its public schema is dropped.
 */
import pg from 'pg';
import { boot } from '../apps/server/src/boot.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { reconcile } from '../apps/server/src/modules/finance/reconcile/reconcile.operation.ts';

const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/kampus_bench';
const students = Number(process.env.BENCH_STUDENTS ?? 100_000);

const reset = new pg.Client({ connectionString: databaseUrl });
await reset.connect();
await reset.query('drop schema if exists public cascade; create schema public;');
await reset.end();

const { services, database } = await boot(
  loadConfig({ ...process.env, DATABASE_URL: databaseUrl, KAMPUS_DEMO: '1', KAMPUS_JOBS: '0', LOG_LEVEL: 'warn' }),
);
const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
const generated = performance.now();
const [school] = (
  await client.query<{ id: number }>(`insert into schools (title) values ('Bench Lisesi') returning id`)
).rows;
const schoolId = school?.id ?? 0;
const [season] = (await client.query<{ id: number }>(`select id from seasons order by id limit 1`)).rows;
const seasonId = season?.id ?? 0;
await client.query(
  `insert into students (school_id, name, last_name) select ${schoolId}, 'Ö' || g, 'Bench' from generate_series(1, ${students}) g`,
);
await client.query(`create temporary table bench_students as select id from students where school_id = ${schoolId}`);
await client.query(`
  insert into student_fees (school_id, season_id, student_id, fee_name, fee_amount)
    select ${schoolId}, ${seasonId}, id, 'Tuition', 1000.00 from bench_students;
  insert into installments (school_id, season_id, student_id, installment_no, installment_date, amount, is_done_payment)
    select ${schoolId}, ${seasonId}, s.id, n, date '2027-01-15' + (n || ' month')::interval, 100.00, n <= 3
    from bench_students s cross join generate_series(1, 8) n;
  insert into student_payments (school_id, season_id, student_id, payment_amount, payment_date, installments, installment_id)
    select ${schoolId}, ${seasonId}, i.student_id, 100.00, date '2026-12-01', jsonb_build_array(i.id), i.id
    from installments i where i.school_id = ${schoolId} and i.is_done_payment;
  insert into payment_reports (school_id, season_id, student_id, payment_id, installment_id, installment_date, amount)
    select p.school_id, p.season_id, p.student_id, p.id, p.installment_id, i.installment_date, 100.00
    from student_payments p join installments i on i.id = p.installment_id where p.school_id = ${schoolId};
  insert into receipts (school_id, season_id, student_id, receipt_date, receipt_amount, payment_id, receipt_number)
    select school_id, season_id, student_id, payment_date, payment_amount, id, ${schoolId} * 100000000 + row_number() over (order by id)
    from student_payments where school_id = ${schoolId};
  insert into student_payments (school_id, season_id, student_id, payment_amount, payment_date, installments, is_refund, refund_of)
    select school_id, season_id, student_id, -20.00, date '2026-12-02', '[]'::jsonb, true, min(id)
    from student_payments where school_id = ${schoolId} and student_id % 10 = 0 group by 1, 2, 3;
  analyze;
`);
const rows = (
  await client.query<{ n: string }>(
    `select (select count(*) from installments) + (select count(*) from student_payments) + (select count(*) from receipts) + (select count(*) from payment_reports) as n`,
  )
).rows[0]?.n;
console.log(
  `generated ${students} students, ${rows} ledger rows in ${((performance.now() - generated) / 1000).toFixed(1)} s`,
);

for (const [label, options] of [
  ['all schools', {}],
  ['the big school', { schoolId }],
  ['all schools again', {}],
] as const) {
  const started = performance.now();
  const report = await reconcile(services.db, options);
  const ms = Math.round(performance.now() - started);
  console.log(
    `${label.padEnd(18)} ${String(ms).padStart(6)} ms  breaches ${report.breaches.length}  ${JSON.stringify(report.timings)}`,
  );
}
await client.end();
await database.close();
