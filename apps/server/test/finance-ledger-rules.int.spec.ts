/**
 * Issue 26, item 3: a ledger that cannot disagree, as a cashier sees it over HTTP. Caps hold on
 * every write (a free discount PATCHed past its maximum, a discount of any amount); a fee is never
 * lowered or deleted below what was paid; a payment's DELETE voids it (kept in the trail, hidden
 * from lists, its receipts and reports voided, its installments reopened) and receipts and reports
 * are never deleted; a payment may pay part of its installments (allocation reports); a refund
 * reopens what it gives back; an installment with anything paid on it is no longer edited. The
 * races of the same rules over two nodes are in finance-ledger-races.int.spec.ts.
 */
import { subtractMoney, sumMoney } from '@kampus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness.ts';
import { cashierDesk, created, refusal, type CashierDesk } from './support/cashier-desk.ts';
import { financeClient, type FinanceClient, type Row } from './support/finance-client.ts';
import { ledgerBreaches, noLedgerBreaches } from './support/ledger-invariant.ts';

let server: TestServer;
let cashier: FinanceClient;
let cashierDe: FinanceClient;
let settingsId = 0;
let student: () => number;
let tenancy: CashierDesk['tenancy'];

beforeAll(async () => {
  server = await startServer();
  ({ cashier, cashierDe, settingsId, student, tenancy } = await cashierDesk(server));
});
afterAll(() => server.close());

const fee = async (studentId: number, feeAmount: string): Promise<Row> =>
  created(await cashier.send('POST', '/api/student_fees', { studentId, feeName: 'Tuition', feeAmount }));

const installment = async (studentId: number, amount: string, installmentDate: string): Promise<Row> =>
  created(await cashier.send('POST', '/api/installments', { studentId, amount, installmentDate }));

const pay = (studentId: number, paymentAmount: string, installments: number[] = []): Promise<Response> =>
  cashier.send('POST', '/api/student_payments', { studentId, paymentAmount, paymentDate: '2026-10-01', installments });

const installmentsOf = (studentId: number): Promise<Row[]> =>
  cashier.get<Row[]>(`/api/installments.json?studentId=${studentId}&pagination=false&order[installmentDate]=asc`);

const balanceOf = (studentId: number): Promise<Row> => cashier.get<Row>(`/api/students/${studentId}/balance`);

const expectLedgerHolds = async (): Promise<void> => expect(await ledgerBreaches(server.sql)).toEqual(noLedgerBreaches);

describe('caps and limits hold on every write', () => {
  it('a free discount PATCHed past the fee settings maximum is refused as its create is', async () => {
    await cashier.send('PATCH', `/api/fee_settings/${settingsId}`, { maxIndependentDiscount: '5000.00' });
    const id = student();
    await fee(id, '100000.00');
    const discount = await created(
      await cashier.send('POST', '/api/student_discounts', {
        studentId: id,
        discountType: 'free',
        discountAmount: '4000.00',
      }),
      200,
    );
    const refused = await cashierDe.send('PATCH', `/api/student_discounts/${discount.id}`, {
      discountAmount: '52000.00',
    });
    expect(await refusal(refused)).toMatchObject({
      propertyPath: 'discountAmount',
      code: 'validation.free_discount_limit',
      message: expect.stringContaining('5.000,00'),
    });
    // Within the limit, a PATCH still passes (its own old amount is not counted twice).
    const fine = await cashier.send('PATCH', `/api/student_discounts/${discount.id}`, { discountAmount: '5000.00' });
    expect(fine.status, await fine.clone().text()).toBe(200);
    expect((await balanceOf(id)).discounts).toBe('5000.00');
    await cashier.send('PATCH', `/api/fee_settings/${settingsId}`, { maxIndependentDiscount: '0.00' });
  });

  it('a discount of type amount never takes more than the fees leave above what is paid or planned', async () => {
    const id = student();
    await fee(id, '10000.00');
    await created(await pay(id, '2000.00'));
    const huge = await cashier.send('POST', '/api/student_discounts', {
      studentId: id,
      discountType: 'amount',
      discountAmount: '999999.00',
    });
    expect(await refusal(huge)).toMatchObject({
      propertyPath: 'discountAmount',
      code: 'validation.discount_over_fees',
    });
    const fits = await created(
      await cashier.send('POST', '/api/student_discounts', {
        studentId: id,
        discountType: 'amount',
        discountAmount: '8000.00',
      }),
      200,
    );
    const raised = await cashier.send('PATCH', `/api/student_discounts/${fits.id}`, { discountAmount: '8000.01' });
    expect(await refusal(raised)).toMatchObject({
      propertyPath: 'discountAmount',
      code: 'validation.discount_over_fees',
    });
    expect(await balanceOf(id)).toMatchObject({ net: '2000.00', paid: '2000.00', due: '0.00' });
  });

  it('a fee is never lowered nor deleted below what the student has paid', async () => {
    const id = student();
    const tuition = await fee(id, '10000.00');
    await created(await pay(id, '6000.00'));
    const lowered = await cashierDe.send('PATCH', `/api/student_fees/${tuition.id}`, { feeAmount: '5000.00' });
    expect(await refusal(lowered)).toMatchObject({
      propertyPath: 'feeAmount',
      code: 'validation.fee_below_committed',
      message: expect.stringContaining('6.000,00'),
    });
    expect(await refusal(await cashier.send('DELETE', `/api/student_fees/${tuition.id}`))).toMatchObject({
      propertyPath: 'feeAmount',
      code: 'validation.fee_below_committed',
    });
    const within = await cashier.send('PATCH', `/api/student_fees/${tuition.id}`, { feeAmount: '6000.00' });
    expect(within.status, await within.clone().text()).toBe(200);
    expect(await balanceOf(id)).toMatchObject({ net: '6000.00', paid: '6000.00', due: '0.00' });
  });

  it('a fee is never lowered below what its installments plan (they would become unpayable)', async () => {
    const id = student();
    const tuition = await fee(id, '10000.00');
    await installment(id, '4000.00', '2026-10-01');
    await installment(id, '4000.00', '2026-11-01');
    const lowered = await cashier.send('PATCH', `/api/student_fees/${tuition.id}`, { feeAmount: '7999.99' });
    expect(await refusal(lowered)).toMatchObject({ propertyPath: 'feeAmount', code: 'validation.fee_below_committed' });
    expect((await balanceOf(id)).net).toBe('10000.00');
  });
});

describe('partial payments and refunds that reopen', () => {
  let id = 0;
  let first: Row;
  let second: Row;
  let payment: Row;

  it('pays part of the installments named, in date order: the first in full, the last in part', async () => {
    id = student();
    await fee(id, '6000.00');
    // Created out of date order: the payment still fills the earlier one first.
    second = await installment(id, '3000.00', '2026-11-01');
    first = await installment(id, '3000.00', '2026-10-01');
    payment = await created(await pay(id, '4000.00', [second.id, first.id]));
    const [one, two] = await installmentsOf(id);
    expect(one).toMatchObject({ id: first.id, paidAmount: '3000.00', isDonePayment: true });
    expect(two).toMatchObject({ id: second.id, paidAmount: '1000.00', isDonePayment: false });
    const reports = await cashier.get<Row[]>(`/api/payment_reports.json?paymentId=${payment.id}`);
    expect(reports.map((row) => [row.installmentId, row.amount])).toEqual([
      [first.id, '3000.00'],
      [second.id, '1000.00'],
    ]);
    const receipts = await cashier.get<Row[]>(`/api/receipts.json?paymentId=${payment.id}`);
    expect(sumMoney(receipts.map((row) => String(row.receiptAmount)))).toBe('4000.00');
    expect(await balanceOf(id)).toMatchObject({ paid: '4000.00', due: '2000.00', unpaidInstallments: '2000.00' });
    await expectLedgerHolds();
  });

  it('refuses more than the named installments still wait for, naming the amount and the limit', async () => {
    // A second fee, so the student owes more than the installment waits for.
    const books = await fee(id, '1000.00');
    const over = await pay(id, '2000.01', [second.id]);
    expect(await refusal(over)).toMatchObject({
      propertyPath: 'paymentAmount',
      code: 'validation.installments_total',
      message: expect.stringContaining('2,000.00'),
    });
    // A paid installment is not named again.
    expect(await refusal(await pay(id, '1.00', [first.id]))).toMatchObject({ propertyPath: 'installments[0]' });
    expect((await cashier.send('DELETE', `/api/student_fees/${books.id}`)).status).toBe(204);
  });

  it('refuses to edit or delete an installment once anything is paid on it', async () => {
    const edit = await cashier.send('PATCH', `/api/installments/${second.id}`, { amount: '1.00' });
    expect(await refusal(edit)).toMatchObject({ propertyPath: 'amount', code: 'validation.installment_has_payments' });
    const gone = await cashier.send('DELETE', `/api/installments/${second.id}`);
    expect(await refusal(gone)).toMatchObject({ propertyPath: 'id', code: 'validation.installment_has_payments' });
    expect((await installmentsOf(id)).map((row) => row.amount)).toEqual(['3000.00', '3000.00']);
  });

  it('a refund reopens what it gives back, latest installment first, so due is what is left to collect', async () => {
    const refund = await created(
      await cashier.send('POST', `/api/student_payments/${payment.id}/refund`, { amount: '1500.00' }),
    );
    const [one, two] = await installmentsOf(id);
    expect(two).toMatchObject({ paidAmount: '0.00', isDonePayment: false });
    expect(one).toMatchObject({ paidAmount: '2500.00', isDonePayment: false });
    const lines = await cashier.get<Row[]>(`/api/payment_reports.json?paymentId=${refund.id}`);
    expect(lines.map((row) => [row.installmentId, row.amount])).toEqual([
      [first.id, '-500.00'],
      [second.id, '-1000.00'],
    ]);
    const balance = await balanceOf(id);
    expect(balance).toMatchObject({ paid: '2500.00', due: '3500.00', unpaidInstallments: '3500.00' });
    // The cashier can finish: what is left, on both installments, in one payment.
    await created(await pay(id, '3500.00', [first.id, second.id]));
    expect(await installmentsOf(id)).toAllSatisfy((row) => row.isDonePayment === true);
    expect(await balanceOf(id)).toMatchObject({ due: '0.00', unpaidInstallments: '0.00' });
    await expectLedgerHolds();
  });
});

describe('history is never destroyed', () => {
  it("a payment's DELETE voids it: kept and audited, hidden from lists, its installments unpaid again", async () => {
    const id = student();
    await fee(id, '5000.00');
    const a = await installment(id, '2000.00', '2026-10-01');
    const b = await installment(id, '3000.00', '2026-11-01');
    const payment = await created(await pay(id, '5000.00', [a.id, b.id]));
    const refund = await created(
      await cashier.send('POST', `/api/student_payments/${payment.id}/refund`, { amount: '100.00' }),
    );
    expect((await cashier.send('DELETE', `/api/student_payments/${payment.id}`)).status).toBe(204);

    // Hidden: lists, reads, receipts and reports of it, its refund too; a second DELETE finds nothing.
    expect((await cashier.send('GET', `/api/student_payments/${payment.id}`)).status).toBe(404);
    expect((await cashier.send('GET', `/api/student_payments/${refund.id}`)).status).toBe(404);
    expect(await cashier.get<Row[]>(`/api/student_payments.json?studentId=${id}`)).toEqual([]);
    expect(await cashier.get<Row[]>(`/api/receipts.json?studentId=${id}`)).toEqual([]);
    expect(await cashier.get<Row[]>(`/api/payment_reports.json?studentId=${id}`)).toEqual([]);
    expect((await cashier.send('DELETE', `/api/student_payments/${payment.id}`)).status).toBe(404);
    expect(
      (await installmentsOf(id)).map((row) => ({ paidAmount: row.paidAmount, isDonePayment: row.isDonePayment })),
    ).toEqual([
      { paidAmount: '0.00', isDonePayment: false },
      { paidAmount: '0.00', isDonePayment: false },
    ]);
    expect(await balanceOf(id)).toMatchObject({ paid: '0.00', due: '5000.00', unpaidInstallments: '5000.00' });

    // Kept: every row is still stored, marked voided by the cashier, and the void is in the trail.
    const kept = await server.sql(
      `select id, voided_at is not null as voided, voided_by_id as voided_by from student_payments where id in (${payment.id}, ${refund.id})`,
    );
    expect(kept).toHaveLength(2);
    expect(kept).toAllSatisfy((row) => row.voided === true && Number(row.voided_by) > 0);
    const receipts = await server.sql(
      `select voided_at is not null as voided from receipts where payment_id = ${payment.id}`,
    );
    expect(receipts.map((row) => row.voided)).toEqual([true]);
    const reports = await server.sql(
      `select voided_at is not null as voided from payment_reports where payment_id in (${payment.id}, ${refund.id})`,
    );
    expect(reports.length).toBe(3);
    expect(reports).toAllSatisfy((row) => row.voided === true);
    const trail = await server.sql(
      `select action from audit_logs where resource = 'student_payments' and record_id = '${payment.id}' order by id`,
    );
    expect(trail.map((row) => row.action)).toEqual(['create', 'update']);
    await expectLedgerHolds();

    // The installments can be paid again, with new receipt numbers.
    await created(await pay(id, '5000.00', [a.id, b.id]));
    await expectLedgerHolds();
  });

  it('a refund voided gives back what it reopened', async () => {
    const id = student();
    await fee(id, '1000.00');
    const only = await installment(id, '1000.00', '2026-10-01');
    const payment = await created(await pay(id, '1000.00', [only.id]));
    const refund = await created(
      await cashier.send('POST', `/api/student_payments/${payment.id}/refund`, { amount: '400.00' }),
    );
    expect((await installmentsOf(id))[0]).toMatchObject({ paidAmount: '600.00', isDonePayment: false });
    expect((await cashier.send('DELETE', `/api/student_payments/${refund.id}`)).status).toBe(204);
    expect((await installmentsOf(id))[0]).toMatchObject({ paidAmount: '1000.00', isDonePayment: true });
    expect(await balanceOf(id)).toMatchObject({ paid: '1000.00', due: '0.00' });
    await expectLedgerHolds();
  });

  it('a receipt or a payment report is never deleted on its own', async () => {
    const id = student();
    await fee(id, '500.00');
    const only = await installment(id, '500.00', '2026-10-01');
    const payment = await created(await pay(id, '500.00', [only.id]));
    const [receipt] = await cashier.get<Row[]>(`/api/receipts.json?paymentId=${payment.id}`);
    const [report] = await cashier.get<Row[]>(`/api/payment_reports.json?paymentId=${payment.id}`);
    const admin = financeClient(server, (await server.login('admin@kampus.test')).token, tenancy);
    for (const client of [cashier, admin]) {
      expect((await client.send('DELETE', `/api/receipts/${String(receipt?.id)}`)).status).toBe(403);
      expect((await client.send('DELETE', `/api/payment_reports/${String(report?.id)}`)).status).toBe(403);
    }
    expect(await cashier.get<Row[]>(`/api/receipts.json?paymentId=${payment.id}`)).toHaveLength(1);
    expect(await cashier.get<Row[]>(`/api/payment_reports.json?paymentId=${payment.id}`)).toHaveLength(1);
    expect(subtractMoney(String(receipt?.receiptAmount), String(report?.amount))).toBe('0.00');
  });
});

describe('the balance', () => {
  it('never counts a voided payment, and its due equals what the installments still wait for', async () => {
    const id = student();
    await fee(id, '3000.00');
    const [a, b] = [await installment(id, '1000.00', '2026-10-01'), await installment(id, '2000.00', '2026-11-01')];
    const kept = await created(await pay(id, '1500.00', [a.id, b.id]));
    const voided = await created(await pay(id, '1000.00', [b.id]));
    expect((await balanceOf(id)).paid).toBe('2500.00');
    expect((await cashier.send('DELETE', `/api/student_payments/${voided.id}`)).status).toBe(204);
    const balance = await balanceOf(id);
    expect(balance).toMatchObject({ paid: '1500.00', due: '1500.00', unpaidInstallments: '1500.00' });
    expect(kept.paymentAmount).toBe('1500.00');
  });
});
