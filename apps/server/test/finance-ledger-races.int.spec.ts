/**
 * Issue 26, item 3, the races: two server nodes on one PostgreSQL behind HAProxy, the requests of
 * each race sent at once (round robin puts them on both nodes). Every write of a school's money
 * queues on the school's ledger lock first and re-checks its rule inside it, so: ten creates of
 * 4,000 against a 10,000 fee let exactly two through, and an installment's PATCH or DELETE racing
 * its payment never both succeed. The ledger's invariants hold after. Needs TEST_DATABASE_URL and haproxy.
 */
import { compareMoney, sumMoney } from '@kampus/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balancedNodesSkipReason, startBalancedNodes, type BalancedNodes } from './support/balanced-nodes.ts';
import { ledgerBreaches, noLedgerBreaches } from './support/ledger-invariant.ts';
import { demoCashier, read, send, type Cashier } from './support/payment-run.ts';

type Row = Record<string, unknown> & { id: number };

const databaseUrl = process.env.TEST_DATABASE_URL;
const skipReason = balancedNodesSkipReason(databaseUrl);
const ROUNDS = Number(process.env.KAMPUS_LEDGER_RACE_ROUNDS ?? 16);

let cluster: BalancedNodes | undefined;
let client: pg.Client | undefined;
let base = '';
let cashier: Cashier;
let pupils: number[] = [];

const sql = async (text: string): Promise<Record<string, unknown>[]> => (await client!.query(text)).rows;

beforeAll(async () => {
  if (skipReason) return;
  cluster = await startBalancedNodes(databaseUrl ?? '');
  client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  base = cluster.base;
  const demo = await demoCashier(base);
  cashier = demo.cashier;
  const roster = await read<Row[]>(
    await send(base, cashier, 'GET', `/api/students.json?school=${demo.schoolId}&pagination=false&order[id]=asc`),
    'roster',
  );
  // The first students: the demo's finance records are the last three's.
  pupils = roster.slice(0, 2).map((row) => row.id);
}, 120_000);
afterAll(async () => {
  await client?.end();
  await cluster?.close();
});

const post = (path: string, body: unknown): Promise<Response> => send(base, cashier, 'POST', path, body);

describe.skipIf(skipReason !== undefined)(
  `ledger races over two nodes${skipReason ? ` (skipped: ${skipReason})` : ''}`,
  () => {
    it('ten installment creates of 4,000 at once against a 10,000 fee: two pass, the fee is never exceeded', async () => {
      const studentId = pupils[0]!;
      await read(await post('/api/student_fees', { studentId, feeName: 'Tuition', feeAmount: '10000.00' }), 'fee');
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          post('/api/installments', { studentId, amount: '4000.00', installmentDate: `2026-10-${10 + index}` }),
        ),
      );
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses).toEqual([201, 201, 422, 422, 422, 422, 422, 422, 422, 422]);
      const planned = await sql(`select amount::text as amount from installments where student_id = ${studentId}`);
      expect(compareMoney(sumMoney(planned.map((row) => String(row.amount))), '10000.00')).toBeLessThanOrEqual(0);
    }, 120_000);

    it(`an installment's PATCH or DELETE racing its payment: never both (${ROUNDS} rounds)`, async () => {
      const studentId = pupils[1]!;
      await read(await post('/api/student_fees', { studentId, feeName: 'Tuition', feeAmount: '1000000.00' }), 'fee');
      const outcomes: string[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        const installment = await read<Row>(
          await post('/api/installments', { studentId, amount: '1000.00', installmentDate: '2026-12-01' }),
          'installment',
        );
        const change =
          round % 2 === 0
            ? send(base, cashier, 'PATCH', `/api/installments/${installment.id}`, { amount: '1.00' })
            : send(base, cashier, 'DELETE', `/api/installments/${installment.id}`);
        const payment = post('/api/student_payments', {
          studentId,
          paymentAmount: '1000.00',
          paymentDate: '2026-12-01',
          installments: [installment.id],
        });
        const [changed, paid] = await Promise.all([change, payment]);
        outcomes.push(`${round % 2 === 0 ? 'PATCH' : 'DELETE'} ${changed.status} / pay ${paid.status}`);
        // Exactly one wins; the loser is refused with 422 naming its field, never a 500.
        expect([changed.status < 300, paid.status < 300].filter(Boolean), outcomes.join('; ')).toHaveLength(1);
        expect(
          [changed.status, paid.status].filter((status) => status >= 300),
          outcomes.join('; '),
        ).toEqual([422]);
      }
      console.log(`ledger races: ${outcomes.join('; ')}`);
      // No payment names a missing installment, none paid more than its installment holds.
      expect(
        await sql(`select p.id from student_payments p, jsonb_array_elements(p.installments) e
          where p.student_id = ${studentId} and p.voided_at is null
            and not exists (select 1 from installments i where i.id = (e.value)::int)`),
      ).toEqual([]);
      expect(await ledgerBreaches(sql)).toEqual(noLedgerBreaches);
    }, 300_000);
  },
);
