/**
 * Issue 26, item 3, the three ways around the ledger's rules a cashier's client could still take:
 * a payment naming no installment that leaves less due than the installments wait for, a `/bulk`
 * of discounts whose items each pass the floor but not together, and a fee moved to another
 * student away from one who paid on it. Each is refused with 422 naming the field, nothing
 * changes, and the reconciliation's checks find no breach after each.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness.ts';
import { cashierDesk, created, refusal } from './support/cashier-desk.ts';
import type { FinanceClient, Row } from './support/finance-client.ts';
import { ledgerBreaches, noLedgerBreaches } from './support/ledger-invariant.ts';

let server: TestServer;
let cashier: FinanceClient;
let cashierDe: FinanceClient;
let settingsId = 0;
let student: () => number;

beforeAll(async () => {
  server = await startServer();
  ({ cashier, cashierDe, settingsId, student } = await cashierDesk(server));
});
afterAll(() => server.close());

const fee = async (studentId: number, feeAmount: string): Promise<Row> =>
  created(await cashier.send('POST', '/api/student_fees', { studentId, feeName: 'Tuition', feeAmount }));

const installment = (studentId: number, amount: string, installmentDate: string): Promise<Response> =>
  cashier.send('POST', '/api/installments', { studentId, amount, installmentDate });

const payment = (studentId: number, paymentAmount: string, installments: number[] = []) => ({
  studentId,
  paymentAmount,
  paymentDate: '2026-10-01',
  installments,
});

const balanceOf = (studentId: number): Promise<Row> => cashier.get<Row>(`/api/students/${studentId}/balance`);

const discountsOf = (studentId: number): Promise<Row[]> =>
  cashier.get<Row[]>(`/api/student_discounts.json?studentId=${studentId}&pagination=false`);

const expectLedgerHolds = async (): Promise<void> => expect(await ledgerBreaches(server.sql)).toEqual(noLedgerBreaches);

describe('a payment that names no installment', () => {
  it('takes only what no installment waits for; the rest is paid by naming the installments', async () => {
    const id = student();
    await fee(id, '10000.00');
    const october = await created(await installment(id, '4000.00', '2026-10-01'));
    await created(await installment(id, '4000.00', '2026-11-01'));
    expect(await balanceOf(id)).toMatchObject({ due: '10000.00', unpaidInstallments: '8000.00', remaining: '2000.00' });
    const beyond = await cashierDe.send('POST', '/api/student_payments', payment(id, '2000.01'));
    expect(await refusal(beyond)).toMatchObject({
      propertyPath: 'installments',
      code: 'validation.installments_required',
      message: expect.stringContaining('2.000,00'),
    });
    await created(await cashier.send('POST', '/api/student_payments', payment(id, '2000.00')));
    const more = await cashier.send('POST', '/api/student_payments', payment(id, '0.01'));
    expect(await refusal(more)).toMatchObject({
      propertyPath: 'installments',
      code: 'validation.installments_required',
    });
    // Naming them, the cashier takes what they wait for.
    await created(await cashier.send('POST', '/api/student_payments', payment(id, '3000.00', [october.id])));
    expect(await balanceOf(id)).toMatchObject({ paid: '5000.00', due: '5000.00', unpaidInstallments: '5000.00' });
    await expectLedgerHolds();
  });

  it('counts against what a plan made after it may take', async () => {
    const id = student();
    await fee(id, '10000.00');
    await created(await cashier.send('POST', '/api/student_payments', payment(id, '3000.00')));
    expect(await refusal(await installment(id, '7000.01', '2026-10-01'))).toMatchObject({
      propertyPath: 'amount',
      code: 'validation.over_remaining',
    });
    await created(await installment(id, '7000.00', '2026-10-01'));
    expect(await balanceOf(id)).toMatchObject({ due: '7000.00', unpaidInstallments: '7000.00', remaining: '0.00' });
    await expectLedgerHolds();
  });

  it('in a /bulk, is held with the other items of its student: all or nothing', async () => {
    const id = student();
    await fee(id, '10000.00');
    await created(await installment(id, '8000.00', '2026-10-01'));
    const bulk = await cashier.send('POST', '/api/student_payments/bulk', {
      items: [payment(id, '1500.00'), payment(id, '1500.00')],
    });
    expect(await refusal(bulk)).toMatchObject({
      propertyPath: 'items[0].installments',
      code: 'validation.installments_required',
    });
    expect(await balanceOf(id)).toMatchObject({ paid: '0.00', due: '10000.00' });
    await expectLedgerHolds();
  });
});

describe('a /bulk of discounts', () => {
  it('is held to the floor as a whole: items that pass alone but not together are refused, none stored', async () => {
    const id = student();
    await fee(id, '10000.00');
    await created(await cashier.send('POST', '/api/student_payments', payment(id, '6000.00')));
    const item = (discountAmount: string) => ({ studentId: id, discountType: 'amount', discountAmount });
    const bulk = await cashierDe.send('POST', '/api/student_discounts/bulk', {
      items: [item('3000.00'), item('3000.00')],
    });
    expect(await refusal(bulk)).toMatchObject({
      propertyPath: 'items[1].discountAmount',
      code: 'validation.discount_over_fees',
      message: expect.stringContaining('1.000,00'),
    });
    expect(await discountsOf(id)).toEqual([]);
    const fits = await cashier.send('POST', '/api/student_discounts/bulk', {
      items: [item('2000.00'), item('2000.00')],
    });
    expect(fits.status, await fits.clone().text()).toBe(201);
    expect(await balanceOf(id)).toMatchObject({ net: '6000.00', paid: '6000.00', due: '0.00' });
    await expectLedgerHolds();
  });

  it('holds free discounts to the fee settings maximum together', async () => {
    await cashier.send('PATCH', `/api/fee_settings/${settingsId}`, { maxIndependentDiscount: '5000.00' });
    try {
      const id = student();
      await fee(id, '100000.00');
      const item = { studentId: id, discountType: 'free', discountAmount: '3000.00' };
      const bulk = await cashier.send('POST', '/api/student_discounts/bulk', { items: [item, item] });
      expect(await refusal(bulk)).toMatchObject({
        propertyPath: 'items[1].discountAmount',
        code: 'validation.free_discount_limit',
      });
      expect(await discountsOf(id)).toEqual([]);
    } finally {
      await cashier.send('PATCH', `/api/fee_settings/${settingsId}`, { maxIndependentDiscount: '0.00' });
    }
    await expectLedgerHolds();
  });
});

describe('a fee moved to another student', () => {
  it('is refused while the student it leaves needs it for what they paid, with or without a new amount', async () => {
    const from = student();
    const to = student();
    const tuition = await fee(from, '10000.00');
    const books = await fee(from, '2000.00');
    await created(await cashier.send('POST', '/api/student_payments', payment(from, '9000.00')));
    const moved = await cashierDe.send('PATCH', `/api/student_fees/${tuition.id}`, { studentId: to });
    expect(await refusal(moved)).toMatchObject({ propertyPath: 'studentId', code: 'validation.fee_move_committed' });
    const movedAndRaised = await cashier.send('PATCH', `/api/student_fees/${tuition.id}`, {
      studentId: to,
      feeAmount: '20000.00',
    });
    expect(await refusal(movedAndRaised)).toMatchObject({
      propertyPath: 'studentId',
      code: 'validation.fee_move_committed',
    });
    expect(await balanceOf(from)).toMatchObject({ fees: '12000.00', paid: '9000.00', due: '3000.00' });
    expect(await balanceOf(to)).toMatchObject({ fees: '0.00' });
    // A fee the student can spare moves: what is left still covers what they paid.
    const spare = await cashier.send('PATCH', `/api/student_fees/${books.id}`, { studentId: to });
    expect(spare.status, await spare.clone().text()).toBe(200);
    expect(await balanceOf(from)).toMatchObject({ fees: '10000.00', due: '1000.00' });
    expect(await balanceOf(to)).toMatchObject({ fees: '2000.00', due: '2000.00' });
    await expectLedgerHolds();
  });
});
