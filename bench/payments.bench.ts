/**
 * npm run bench:payments --workspace bench
 * Issue 13's full concurrency run, timed: two server nodes on one PostgreSQL behind HAProxy,
 * BENCH_CASHIERS cashiers (default 20) paying BENCH_CASHIERS x BENCH_PER_STUDENT installments
 * (default 200 payments, one per command, each with its own Idempotency-Key), node b killed
 * (`kill -9`) half-way and failed requests retried with their key. Prints payments/s and p50/p99
 * (first attempt to final answer), then the same number of raw `pg` transactions writing
 * comparable rows (payment, installment update, report, receipt numbered under a lock) with as
 * many connections. Owns BENCH_DATABASE_URL: its public schema is dropped.
 */
import pg from 'pg';
import { startBalancedNodes } from '../apps/server/test/support/balanced-nodes.ts';
import { demoCashier, percentile, planPayments, runPayments } from '../apps/server/test/support/payment-run.ts';

const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/kampus_bench';
const cashiers = Number(process.env.BENCH_CASHIERS ?? 20);
const perStudent = Number(process.env.BENCH_PER_STUDENT ?? 10);

const summary = (label: string, latencies: number[], seconds: number): string =>
  `${label.padEnd(34)} ${String(latencies.length).padStart(5)} in ${seconds.toFixed(2).padStart(6)} s  ${(latencies.length / seconds).toFixed(1).padStart(7)}/s  p50 ${percentile(latencies, 50).toFixed(0).padStart(5)} ms  p99 ${percentile(latencies, 99).toFixed(0).padStart(6)} ms`;

/** The same writes as a payment command, by hand: one transaction each, receipt numbers under a lock. */
const rawPayments = async (count: number, connections: number): Promise<{ latencies: number[]; seconds: number }> => {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: connections });
  await pool.query(`
    drop table if exists bench_payments, bench_installments, bench_reports, bench_receipts;
    create table bench_installments (id serial primary key, amount numeric(12,2), done boolean default false);
    create table bench_payments (id serial primary key, installment_id int, amount numeric(12,2), paid_on date);
    create table bench_reports (id serial primary key, payment_id int, month text);
    create table bench_receipts (id serial primary key, payment_id int, number bigint unique, amount numeric(12,2));
    insert into bench_installments (amount) select 100 from generate_series(1, ${count});`);
  const latencies: number[] = [];
  let next = 1;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      for (let id = next++; id <= count; id = next++) {
        const first = performance.now();
        const client = await pool.connect();
        try {
          await client.query('begin');
          await client.query('select pg_advisory_xact_lock(1)');
          const done = await client.query('update bench_installments set done = true where id = $1 and not done', [id]);
          if (done.rowCount !== 1) throw new Error(`installment ${id} paid twice`);
          const payment = await client.query<{ id: number }>(
            `insert into bench_payments (installment_id, amount, paid_on) values ($1, 100, '2026-12-01') returning id`,
            [id],
          );
          const paymentId = payment.rows[0]?.id;
          await client.query(`insert into bench_reports (payment_id, month) values ($1, 'thisMonth')`, [paymentId]);
          await client.query(
            `insert into bench_receipts (payment_id, number, amount)
             select $1, coalesce(max(number), 100000) + 1, 100 from bench_receipts`,
            [paymentId],
          );
          await client.query('commit');
        } finally {
          client.release();
        }
        latencies.push(performance.now() - first);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  await pool.query('drop table bench_payments, bench_installments, bench_reports, bench_receipts');
  await pool.end();
  return { latencies, seconds };
};

const cluster = await startBalancedNodes(databaseUrl);
try {
  const { base, nodes } = cluster;
  const { cashier, schoolId } = await demoCashier(base);
  const plan = await planPayments(base, cashier, schoolId, cashiers, perStudent);
  const { outcomes, seconds } = await runPayments(base, cashier, plan, {
    cashiers,
    atHalf: () => nodes[1]?.child.kill('SIGKILL'),
  });
  const refused = outcomes.filter((outcome) => outcome.status !== 201);
  const retried = outcomes.filter((outcome) => outcome.attempts > 1);
  const raw = await rawPayments(outcomes.length, cashiers);
  console.log(
    `payments: ${cashiers} cashiers, 2 nodes behind HAProxy, node b killed at half; ${retried.length} retried`,
  );
  console.log(
    summary(
      'engine (HTTP, 2 nodes, 1 killed)',
      outcomes.map((outcome) => outcome.latencyMs),
      seconds,
    ),
  );
  console.log(summary('raw pg transactions', raw.latencies, raw.seconds));
  if (refused.length > 0) {
    console.error(`not paid: ${JSON.stringify(refused)}`);
    process.exitCode = 1;
  }
} finally {
  await cluster.close();
}
