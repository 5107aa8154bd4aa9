/**
 * Issue 13's concurrency proof: cashiers paying installments at once over two server nodes on one
 * PostgreSQL behind HAProxy, node b killed (`kill -9`) when half are answered, every failed request
 * sent again with its Idempotency-Key. Then the ledger adds up (`support/ledger-invariant.ts`),
 * the run's receipt numbers are unique and consecutive, and every key paid exactly once.
 * CI size: 40 payments by 5 cashiers; `KAMPUS_FINANCE_NODES=full`: 200 payments by 20 cashiers
 * (`npm run bench:payments --workspace bench` times the full size). Needs TEST_DATABASE_URL and haproxy.
 */
import { sumMoney } from '@kampus/contract';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { balancedNodesSkipReason, startBalancedNodes, type BalancedNodes } from './support/balanced-nodes.ts';
import { ledgerBreaches, ledgerTotals, noLedgerBreaches } from './support/ledger-invariant.ts';
import { demoCashier, percentile, planPayments, replay, runPayments } from './support/payment-run.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;
const skipReason = balancedNodesSkipReason(databaseUrl);
const FULL = process.env.KAMPUS_FINANCE_NODES === 'full';
const cashiers = FULL ? 20 : 5;
const perStudent = FULL ? 10 : 8;

let cluster: BalancedNodes | undefined;
let client: pg.Client | undefined;
afterAll(async () => {
  await client?.end();
  await cluster?.close();
});

const sql = async (text: string): Promise<Record<string, unknown>[]> => (await client!.query(text)).rows;

describe.skipIf(skipReason !== undefined)(
  `payments over two nodes, one killed${skipReason ? ` (skipped: ${skipReason})` : ''}`,
  () => {
    it(`${cashiers * perStudent} payments by ${cashiers} cashiers leave the ledger adding up`, async () => {
      cluster = await startBalancedNodes(databaseUrl ?? '');
      client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      const { base, nodes } = cluster;
      const { cashier, schoolId } = await demoCashier(base);
      const plan = await planPayments(base, cashier, schoolId, cashiers, perStudent);
      const [before] = await sql(
        `select coalesce(max(receipt_number), 0) as n from receipts where school_id = ${schoolId}`,
      );
      const highest = Number(before?.n);
      // The run's payments are those made after this one (by id, not by date: the demo has payments
      // dated today, and the run's date is a fixed day that is sometimes today).
      const [last] = await sql(`select coalesce(max(id), 0) as id from student_payments`);
      const runs = `school_id = ${schoolId} and id > ${Number(last?.id)}`;

      let killed = false;
      const { outcomes, seconds } = await runPayments(base, cashier, plan, {
        cashiers,
        atHalf: () => {
          nodes[1]!.child.kill('SIGKILL');
          killed = true;
        },
      });
      const retried = outcomes.filter((outcome) => outcome.attempts > 1);
      const latencies = outcomes.map((outcome) => outcome.latencyMs);
      console.log(
        `finance two nodes: ${JSON.stringify({
          payments: outcomes.length,
          cashiers,
          seconds: Number(seconds.toFixed(2)),
          paymentsPerSecond: Number((outcomes.length / seconds).toFixed(1)),
          p50Ms: Math.round(percentile(latencies, 50)),
          p99Ms: Math.round(percentile(latencies, 99)),
          retried: retried.length,
          failedStatuses: [...new Set(retried.flatMap((outcome) => outcome.failures))],
        })}`,
      );
      expect(killed).toBe(true);
      expect(await nodes[1]!.exited).toBe('SIGKILL');
      // Every command was answered 201 in the end, retried or not.
      expect(outcomes.filter((outcome) => outcome.status !== 201)).toEqual([]);
      expect(outcomes).toHaveLength(plan.installments.length);

      // Each key paid once: one payment per key, and a key sent again replays that very payment.
      const payments = await sql(`select id, installments from student_payments where ${runs}`);
      expect(payments).toHaveLength(plan.installments.length);
      expect(new Set(outcomes.map((outcome) => outcome.paymentId)).size).toBe(outcomes.length);
      for (const outcome of [...retried, outcomes[0]!]) {
        const again = await replay(base, cashier, plan, outcome);
        expect(again).toEqual({ status: 201, replayed: true, paymentId: outcome.paymentId });
      }

      // Receipt numbers of the run: unique and consecutive after the school's highest before it.
      const numbers = (
        await sql(
          `select receipt_number as n from receipts where school_id = ${schoolId} and receipt_number > ${highest} order by 1`,
        )
      ).map((row) => Number(row.n));
      expect(numbers).toEqual(plan.installments.map((_, index) => highest + 1 + index));

      // The ledger: each paid installment one payment, report and receipt; totals the sum of payments.
      expect(await ledgerBreaches(sql)).toEqual(noLedgerBreaches);
      const totals = await ledgerTotals(sql, schoolId);
      const report = await fetch(`${base}/api/finance/cash_report`, {
        headers: { authorization: `Bearer ${cashier.token}`, ...cashier.headers },
      });
      expect(((await report.json()) as { total: string }).total).toBe(totals.payments);
      const paid = await sql(
        `select is_done_payment from installments where id in (${plan.installments.map((row) => row.id).join(',')})`,
      );
      expect(paid).toAllSatisfy((row) => row.is_done_payment === true);
      expect(sumMoney(plan.installments.map((row) => row.amount))).toBe(
        sumMoney(
          (await sql(`select payment_amount::text as a from student_payments where ${runs}`)).map((row) =>
            String(row.a),
          ),
        ),
      );
    }, 600_000);
  },
);
