/**
 * The ledger adds up after any sequence of money commands (issue 13, item 4): a random but
 * seeded run of payments (some partial), refunds (some over the limit, refused) and voids by a
 * cashier, then, after each step, every installment's paid amount is its live reports' sum,
 * reports and receipts add up to their payments, no receipt number repeats, and the cash
 * report's total is the sum of the live payments. Cashiers paying at once get unique, consecutive receipt numbers.
 * `KAMPUS_LEDGER_SEED` replays a run; `KAMPUS_LEDGER_STEPS` makes it longer.
 */
import { compareMoney, subtractMoney, sumMoney } from '@kampus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startServer, type TestServer } from './harness.ts';
import { demoTenancy, financeClient, type FinanceClient, type Row } from './support/finance-client.ts';
import { ledgerBreaches, ledgerTotals, noLedgerBreaches } from './support/ledger-invariant.ts';
import { seededRandom } from '@kampus/contract/random';

const seed = Number(process.env.KAMPUS_LEDGER_SEED ?? 20261124);
const steps = Number(process.env.KAMPUS_LEDGER_STEPS ?? 40);

let server: TestServer;
let cashier: FinanceClient;
let tenancy: Awaited<ReturnType<typeof demoTenancy>>;
let pupils: number[] = [];

beforeAll(async () => {
  server = await startServer();
  const staff = (await server.login('school@kampus.test')).token;
  tenancy = await demoTenancy(server, staff, (await server.login('parent@kampus.test')).token);
  cashier = financeClient(server, staff, tenancy);
  const [settings] = await cashier.get<Row[]>(`/api/fee_settings.json?school=${tenancy.schoolId}`);
  await cashier.send('PATCH', `/api/fee_settings/${settings?.id}`, {
    maxInstallmentCount: 0,
    minDownPayment: '0.00',
    minEnrollmentFee: '0.00',
    minInstallmentAmount: '0.00',
  });
  const roster = await cashier.get<Row[]>(
    `/api/students.json?school=${tenancy.schoolId}&pagination=false&order[id]=asc`,
  );
  pupils = roster.slice(2, 5).map((row) => row.id);
  for (const [index, studentId] of pupils.entries()) {
    const fee = await cashier.send('POST', '/api/student_fees', {
      studentId,
      feeName: 'Tuition',
      feeAmount: '7000.03',
    });
    expect(fee.status).toBe(201);
    const plan = await cashier.send('POST', '/api/installments/plan', {
      studentId,
      total: '7000.03',
      downPayment: index === 0 ? '1000.00' : '0',
      count: 6,
      firstDate: '2026-09-15',
    });
    expect(plan.status, await plan.clone().text()).toBe(201);
  }
});
afterAll(() => server.close());

const expectLedgerHolds = async (context: string): Promise<void> => {
  const breaches = await ledgerBreaches(server.sql);
  expect(breaches, context).toEqual(noLedgerBreaches);
  const totals = await ledgerTotals(server.sql, tenancy.schoolId);
  const report = await cashier.get<{ total: string }>('/api/finance/cash_report');
  expect(report.total, context).toBe(totals.payments);
  const payments = await cashier.get<{ paymentAmount: string; isRefund: boolean }[]>(
    '/api/student_payments.json?pagination=false',
  );
  expect(sumMoney(payments.filter((row) => !row.isRefund).map((row) => row.paymentAmount)), context).toBe(
    totals.receipts,
  );
};

describe('the ledger', () => {
  it(`adds up after ${steps} random payments (some partial), refunds and voids (seed ${seed})`, async () => {
    const random = seededRandom(seed).next;
    const pick = <T>(list: readonly T[]): T | undefined => list[Math.floor(random() * list.length)];
    const done: string[] = [];
    for (let step = 0; step < steps; step += 1) {
      const studentId = pick(pupils) ?? 0;
      const roll = random();
      if (roll < 0.5) {
        const unpaid = await cashier.get<Row[]>(
          `/api/installments.json?studentId=${studentId}&isDonePayment=false&pagination=false`,
        );
        const chosen = unpaid.filter(() => random() < 0.4).slice(0, 3);
        if (chosen.length === 0) continue;
        // What the installments still wait for (a refund reopens part of one); a third of the
        // payments pay only part of it, the last installment touched left part paid.
        const open = sumMoney(chosen.map((row) => subtractMoney(String(row.amount), String(row.paidAmount))));
        const partial = random() < 0.3 && compareMoney(open, '1.00') > 0;
        const amount = partial ? subtractMoney(open, (Math.floor(random() * 100) + 0.5).toFixed(2)) : open;
        if (compareMoney(amount, 0) <= 0) continue;
        const paid = await cashier.send(
          'POST',
          '/api/student_payments',
          { studentId, paymentAmount: amount, paymentDate: '2026-10-01', installments: chosen.map((row) => row.id) },
          { 'idempotency-key': `ledger-${seed}-${step}` },
        );
        expect(paid.status, await paid.clone().text()).toBe(201);
        done.push(`pay ${amount}${partial ? ` of ${open}` : ''}`);
      } else if (roll < 0.75) {
        const payments = await cashier.get<Row[]>(`/api/student_payments.json?studentId=${studentId}&isRefund=false`);
        const payment = pick(payments);
        if (!payment) continue;
        const refunds = await cashier.get<Row[]>(`/api/student_payments.json?studentId=${studentId}&isRefund=true`);
        const left = sumMoney([
          String(payment.paymentAmount),
          ...refunds.filter((row) => row.refundOf === payment.id).map((row) => String(row.paymentAmount)),
        ]);
        const over = random() < 0.3;
        const amount = over ? subtractMoney(left, '-0.01') : (Math.floor(random() * 100) + 1).toFixed(2);
        const refund = await cashier.send('POST', `/api/student_payments/${payment.id}/refund`, { amount });
        const allowed = compareMoney(amount, left) <= 0;
        expect(refund.status, `${amount} of ${left}`).toBe(allowed ? 201 : 422);
        if (!allowed)
          expect((await json<{ violations: { propertyPath: string }[] }>(refund)).violations[0]?.propertyPath).toBe(
            'amount',
          );
        done.push(`refund ${amount} of ${left}`);
      } else {
        const payments = await cashier.get<Row[]>(`/api/student_payments.json?studentId=${studentId}`);
        const payment = pick(payments);
        if (!payment) continue;
        // A DELETE voids: the payment and its refunds leave the lists, the installments reopen.
        expect((await cashier.send('DELETE', `/api/student_payments/${payment.id}`)).status).toBe(204);
        expect((await cashier.send('GET', `/api/student_payments/${payment.id}`)).status).toBe(404);
        done.push(`void ${String(payment.paymentAmount)}`);
      }
      await expectLedgerHolds(`seed ${seed}, step ${step}: ${done.join(', ')}`);
    }
    expect(done.length).toBeGreaterThan(steps / 3);
  });

  it('gives cashiers paying at once unique, consecutive receipt numbers', async () => {
    const before = await server.sql(
      `select max(receipt_number) as n from receipts where school_id = ${tenancy.schoolId}`,
    );
    const unpaid = (
      await Promise.all(
        pupils.map((studentId) =>
          cashier.get<Row[]>(`/api/installments.json?studentId=${studentId}&isDonePayment=false&pagination=false`),
        ),
      )
    ).flat();
    expect(unpaid.length).toBeGreaterThan(2);
    const answers = await Promise.all(
      unpaid.map((row) =>
        cashier.send('POST', '/api/student_payments', {
          studentId: row.studentId,
          paymentAmount: subtractMoney(String(row.amount), String(row.paidAmount)),
          paymentDate: '2026-10-02',
          installments: [row.id],
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(unpaid.map(() => 201));
    const numbers = (
      await server.sql(
        `select receipt_number as n from receipts where school_id = ${tenancy.schoolId} and receipt_number > ${Number(before[0]?.n ?? 0)} order by 1`,
      )
    ).map((row) => Number(row.n));
    const first = Number(before[0]?.n ?? 0) + 1;
    expect(numbers).toEqual(numbers.map((_, index) => first + index));
    expect(numbers).toHaveLength(unpaid.length);
    await expectLedgerHolds('after the concurrent payments');
  });
});
