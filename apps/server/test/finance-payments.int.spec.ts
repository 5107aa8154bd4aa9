/**
 * Issue 13 as a cashier and a family see it: fees, an installment plan within the fee settings,
 * a payment of two installments (one command: installments paid, reports and receipts numbered
 * per school), the same Idempotency-Key paying once, over-payment and over-refund refused with
 * the field named, a refund, editing only what may change, voiding a payment, and reach.
 */
import { feeSettings, sumMoney } from '@kampus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startServer, type TestServer } from './harness.ts';
import { pdfPages } from './support/pdf-text.ts';
import { demoTenancy, financeClient, type FinanceClient, type Row } from './support/finance-client.ts';

interface Violations {
  violations: { propertyPath: string; message: string; code: string }[];
}

let server: TestServer;
let cashier: FinanceClient;
let cashierTr: FinanceClient;
let family: FinanceClient;
let outsider: FinanceClient;
let tenancy: Awaited<ReturnType<typeof demoTenancy>>;
let plan: Row[] = [];
let feeSettingsId = 0;
/** Every limit back to zero: what the spec's "delete" of fee settings writes (the declaration's patch). */
const ZERO_SETTINGS = feeSettings.deleteWrites;

const violationOf = async (response: Response): Promise<Violations['violations'][number] | undefined> => {
  expect(response.status).toBe(422);
  return (await json<Violations>(response)).violations[0];
};

beforeAll(async () => {
  server = await startServer();
  const staff = (await server.login('school@kampus.test')).token;
  const parent = (await server.login('parent@kampus.test')).token;
  const school2 = (await server.login('school2@kampus.test')).token;
  tenancy = await demoTenancy(server, staff, parent);
  cashier = financeClient(server, staff, tenancy);
  cashierTr = financeClient(server, staff, tenancy, 'tr');
  family = financeClient(server, parent, tenancy);
  outsider = financeClient(server, school2, { schoolId: 0, seasonId: 0 });
  // The demo's fee settings, "deleted" (every limit zero) so the first plan meets none of them.
  const [settings] = await cashier.get<Row[]>(`/api/fee_settings.json?school=${tenancy.schoolId}`);
  feeSettingsId = settings?.id ?? 0;
  await cashier.send('PATCH', `/api/fee_settings/${feeSettingsId}`, ZERO_SETTINGS);
});
afterAll(() => server.close());

const studentId = (): number => tenancy.childId;

describe('fees and the installment plan', () => {
  it('marks a student discount made from a scholarship as a scholarship ("1"), however it is made', async () => {
    const made = await cashier.send('POST', '/api/scholarship_definitions', {
      school: tenancy.schoolId,
      title: 'Sports scholarship',
      scholarshipAmount: '0.00',
    });
    expect(made.status, await made.clone().text()).toBeLessThan(300);
    const scholarship = (await json<Row>(made)).id;
    // A new student with no fees: nothing paid or planned that a discount could undercut.
    const newcomer = await cashier.send('POST', '/api/students', {
      school: tenancy.schoolId,
      name: 'Burak',
      lastName: 'Burslu',
    });
    expect(newcomer.status, await newcomer.clone().text()).toBeLessThan(300);
    const student = (await json<Row>(newcomer)).id;
    const given = await cashier.send('POST', '/api/student_discounts', {
      studentId: student,
      scholarship,
      discountAmount: '0.00',
    });
    expect(given.status, await given.clone().text()).toBe(200);
    const row = await json<Row>(given);
    expect(row).toMatchObject({ isScholarship: '1', discountAmount: '0.00' });
    const plain = await cashier.send('PATCH', `/api/student_discounts/${row.id}`, {
      scholarship: null,
      discountAmount: '0.00',
    });
    expect(plain.status, await plain.clone().text()).toBe(200);
    expect((await json<Row>(plain)).isScholarship).toBe('0');
    await cashier.send('DELETE', `/api/student_discounts/${row.id}`);
  });

  it('plans equal monthly installments with the remainder on the last, within what the fees leave', async () => {
    const fees = await cashier.send('POST', '/api/student_fees/bulk', {
      items: [
        { studentId: studentId(), feeName: 'Tuition', feeAmount: '9000.00' },
        { studentId: studentId(), feeName: 'Books', feeAmount: 1000 },
      ],
    });
    expect(fees.status).toBe(201);
    const made = await cashier.send('POST', '/api/installments/plan', {
      studentId: studentId(),
      total: '10000.00',
      downPayment: '1000.00',
      count: 3,
      firstDate: '2026-01-31',
    });
    expect(made.status, await made.clone().text()).toBe(201);
    plan = (await json<{ items: Row[] }>(made)).items;
    expect(plan.map((row) => [row.installmentDate, row.amount, row.isDownPayment])).toEqual([
      ['2026-01-31', '1000.00', true],
      ['2026-02-28', '3000.00', false],
      ['2026-03-31', '3000.00', false],
      ['2026-04-30', '3000.00', false],
    ]);
    const split = await cashier.get<Row[]>(`/api/installments.json?studentId=${studentId()}&pagination=false`);
    expect(split).toHaveLength(4);
  });

  it('refuses a plan beyond what is left and each fee-setting limit, naming the field and the limit', async () => {
    const beyond = await cashier.send('POST', '/api/installments/plan', {
      studentId: studentId(),
      total: '0.01',
      count: 1,
      firstDate: '2026-05-01',
    });
    const over = await violationOf(beyond);
    expect(over).toMatchObject({ propertyPath: 'total', code: 'validation.over_remaining' });
    expect(over?.message).toContain('0.00');

    const settings = await cashier.send('PATCH', `/api/fee_settings/${feeSettingsId}`, {
      maxInstallmentCount: 2,
      minDownPayment: '500.00',
    });
    expect(settings.status).toBe(200);
    const other = tenancy.otherId;
    await cashier.send('POST', '/api/student_fees', { studentId: other, feeName: 'Tuition', feeAmount: '3000.00' });
    const tooMany = await cashierTr.send('POST', '/api/installments/plan', {
      studentId: other,
      total: '3000.00',
      downPayment: '600.00',
      count: 3,
      firstDate: '2026-05-01',
    });
    const count = await violationOf(tooMany);
    expect(count).toMatchObject({ propertyPath: 'count', message: 'En fazla 2 taksit yapılabilir.' });
    const smallDown = await cashier.send('POST', '/api/installments/plan', {
      studentId: other,
      total: '3000.00',
      downPayment: '100.00',
      count: 2,
      firstDate: '2026-05-01',
    });
    expect(await violationOf(smallDown)).toMatchObject({
      propertyPath: 'downPayment',
      message: 'The down payment must be at least 500.00.',
    });
    // The limit in the reader's notation: a Turkish cashier reads 500,00 (3.000,00 for three thousand), an English one 500.00.
    const smallDownTr = await cashierTr.send('POST', '/api/installments/plan', {
      studentId: other,
      total: '3000.00',
      downPayment: '100.00',
      count: 2,
      firstDate: '2026-05-01',
    });
    expect(await violationOf(smallDownTr)).toMatchObject({ message: expect.stringContaining('500,00') as string });
    // "Deleting" fee settings sets them to zero: the same plan then passes.
    const zero = await cashier.send('PATCH', `/api/fee_settings/${feeSettingsId}`, ZERO_SETTINGS);
    expect(zero.status).toBe(200);
    expect(await json<Row>(zero)).toMatchObject({ maxInstallmentCount: 0, minDownPayment: '0.00' });
    expect((await cashier.send('DELETE', `/api/fee_settings/${feeSettingsId}`)).status).toBe(403);
    const passes = await cashier.send('POST', '/api/installments/plan', {
      studentId: other,
      total: '3000.00',
      downPayment: '100.00',
      count: 3,
      firstDate: '2026-05-01',
    });
    expect(passes.status).toBe(201);
  });

  it('edits an unpaid installment, never above the remaining amount', async () => {
    const last = plan[3] as Row;
    const tooMuch = await cashier.send('PATCH', `/api/installments/${last.id}`, { amount: '3000.01' });
    expect(await violationOf(tooMuch)).toMatchObject({
      propertyPath: 'amount',
      message: 'Installment amount cannot be greater than the remaining amount (3,000.00).',
    });
    const moved = await cashier.send('PATCH', `/api/installments/${last.id}`, { installmentDate: '2026-05-05' });
    expect(moved.status).toBe(200);
  });
});

describe('payments', () => {
  let payment: Row;

  it('pays two installments in one command: paid, one report each and one receipt of the payment, numbered per school', async () => {
    const [down, first] = plan as [Row, Row];
    const body = {
      studentId: studentId(),
      paymentAmount: '4000.00',
      paymentDate: '2026-02-01',
      paymentType: 'cash',
      installments: [down.id, first.id],
    };
    const key = { 'idempotency-key': 'pay-two-installments' };
    const paid = await cashier.send('POST', '/api/student_payments', body, key);
    expect(paid.status, await paid.clone().text()).toBe(201);
    const text = await paid.text();
    payment = JSON.parse(text) as Row;
    // It pays the plan's down payment, so it is a down payment whatever the client sent.
    expect(payment).toMatchObject({
      paymentAmount: '4000.00',
      installmentId: down.id,
      isRefund: false,
      isDownPayment: true,
    });

    // The same key again: the same answer, byte for byte, and nothing paid twice.
    const again = await cashier.send('POST', '/api/student_payments', body, key);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.text()).toBe(text);

    const payments = await cashier.get<Row[]>(`/api/student_payments.json?studentId=${studentId()}`);
    expect(payments).toHaveLength(1);
    const receipts = await cashier.get<Row[]>(`/api/receipts.json?studentId=${studentId()}&order[receiptNumber]=asc`);
    // One receipt per payment (issue 27): the family takes one slip listing both installments.
    expect(receipts.map((row) => row.receiptAmount)).toEqual(['4000.00']);
    const [a] = receipts.map((row) => Number(row.receiptNumber));
    expect(a).toBeGreaterThanOrEqual(tenancy.schoolId * 100000 + 1);
    const reports = await cashier.get<Row[]>(`/api/payment_reports.json?studentId=${studentId()}`);
    expect(reports).toHaveLength(2);
    // The spec's payment carries createdAt and updatedAt, its reports createdAt (date-times).
    const dateTime = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
    expect(payment.createdAt).toMatch(dateTime);
    expect(payment.updatedAt).toMatch(dateTime);
    for (const report of reports) expect(report.createdAt).toMatch(dateTime);
    const installments = await cashier.get<Row[]>(
      `/api/installments.json?studentId=${studentId()}&isDonePayment=true&pagination=false`,
    );
    expect(installments.map((row) => row.id).sort()).toEqual([down.id, first.id].sort());
  });

  it('refuses paying more than is unpaid, a paid installment again, and more than its installments wait for', async () => {
    const [down, , second] = plan as [Row, Row, Row];
    const over = await cashier.send('POST', '/api/student_payments', {
      studentId: studentId(),
      paymentAmount: '6000.01',
      paymentDate: '2026-02-01',
    });
    expect(await violationOf(over)).toMatchObject({
      propertyPath: 'paymentAmount',
      message: 'Payment amount cannot be more than the total of unpaid fees (6,000.00).',
    });
    const twice = await cashier.send('POST', '/api/student_payments', {
      studentId: studentId(),
      paymentAmount: '1000.00',
      paymentDate: '2026-02-01',
      installments: [down.id],
    });
    expect(await violationOf(twice)).toMatchObject({ propertyPath: 'installments[0]' });
    // Less than the installments pays part of them (issue 26); more than they wait for is refused.
    const unlike = await cashier.send('POST', '/api/student_payments', {
      studentId: studentId(),
      paymentAmount: '3000.01',
      paymentDate: '2026-02-01',
      installments: [second.id],
    });
    expect(await violationOf(unlike)).toMatchObject({
      propertyPath: 'paymentAmount',
      code: 'validation.installments_total',
    });
    expect(await cashier.get<Row[]>(`/api/student_payments.json?studentId=${studentId()}`)).toHaveLength(1);
  });

  it('refunds part of a payment, never more than was paid', async () => {
    const refund = await cashier.send('POST', `/api/student_payments/${payment.id}/refund`, { amount: '1500' });
    expect(refund.status, await refund.clone().text()).toBe(201);
    expect(await json<Row>(refund)).toMatchObject({
      paymentAmount: '-1500.00',
      isRefund: true,
      bankId: null,
      installmentId: 0,
      refundOf: payment.id,
    });
    const tooMuch = await cashier.send('POST', `/api/student_payments/${payment.id}/refund`, { amount: '2500.01' });
    expect(await violationOf(tooMuch)).toMatchObject({
      propertyPath: 'amount',
      message: 'Refund amount cannot be greater than the total payment (2,500.00).',
    });
    // The cash report: the payment's day alone, and the season's total equal to the sum of its payments.
    const day = await cashier.get<{ total: string }>('/api/finance/cash_report?from=2026-02-01&to=2026-02-01');
    expect(day.total).toBe('4000.00');
    const report = await cashier.get<{ total: string; rows: { total: string }[] }>('/api/finance/cash_report');
    const all = await cashier.get<{ paymentAmount: string }[]>('/api/student_payments.json?pagination=false');
    expect(report.total).toBe(sumMoney(all.map((row) => row.paymentAmount)));
    expect(report.total).toBe(sumMoney(report.rows.map((row) => row.total)));
  });

  it('changes only bank, description, date, type and invoice of a payment', async () => {
    const amount = await cashier.send('PATCH', `/api/student_payments/${payment.id}`, { paymentAmount: '1.00' });
    expect(await violationOf(amount)).toMatchObject({ propertyPath: 'paymentAmount' });
    const described = await cashier.send('PATCH', `/api/student_payments/${payment.id}`, {
      description: 'Paid at the desk',
    });
    expect(described.status).toBe(200);
    const changed = await json<Row>(described);
    expect(changed).toMatchObject({ description: 'Paid at the desk', paymentAmount: '4000.00' });
    expect(String(changed.updatedAt) >= String(payment.updatedAt)).toBe(true);
    expect(changed.createdAt).toBe(payment.createdAt);
  });

  it('shows a parent their child’s installments, payments and receipts, and another school nothing', async () => {
    // One receipt of the payment (its refund carries none).
    expect(await family.get<Row[]>(`/api/receipts.json?studentId=${studentId()}`)).toHaveLength(1);
    expect((await family.get<Row[]>(`/api/installments.json?studentId=${studentId()}`)).length).toBe(4);
    expect((await family.get<Row[]>(`/api/student_payments.json?studentId=${studentId()}`)).length).toBe(2);
    expect(await family.get<Row[]>(`/api/installments.json?studentId=${tenancy.otherId}`)).toEqual([]);
    const pay = await family.send('POST', '/api/student_payments', {
      studentId: studentId(),
      paymentAmount: '1.00',
      paymentDate: '2026-02-01',
    });
    expect(pay.status).toBe(403);
    const foreign = await server.call(`/api/student_payments/${payment.id}`, {
      token: (await server.login('school2@kampus.test')).token,
    });
    expect(foreign.status).toBe(404);
    expect(outsider).toBeDefined();
  });

  it('prints a receipt for the cashier (in Turkish, the amount in words) and the family; another school gets 404', async () => {
    const [receipt] = await cashier.get<Row[]>(`/api/receipts.json?studentId=${studentId()}&order[receiptNumber]=asc`);
    const path = `/api/receipts/${String(receipt?.id)}/pdf`;
    const printed = await cashierTr.send('GET', path);
    expect(printed.status).toBe(200);
    expect(printed.headers.get('content-type')).toBe('application/pdf');
    const [page] = await pdfPages(new Uint8Array(await printed.arrayBuffer()));
    expect(page).toContain('Makbuz');
    expect(page).toContain(String(receipt?.receiptNumber));
    expect(page).toContain('bin'); // 1000.00 in words: "bin Türk lirası"
    const byParent = await family.send('GET', path);
    expect(byParent.status).toBe(200);
    const [parentPage] = await pdfPages(new Uint8Array(await byParent.arrayBuffer()));
    expect(parentPage).toContain('Receipt');
    expect(parentPage).toContain('four thousand');
    const foreign = await server.call(path, { token: (await server.login('school2@kampus.test')).token });
    expect(foreign.status).toBe(404);
    // Another family's receipt in the parent's own school: absent to the parent, as its record is.
    const [others] = await cashier.get<Row[]>(`/api/receipts.json?studentId=${tenancy.otherId}`);
    if (!others) {
      // Paid on the plan's first installment: what a plan waits for is paid by naming it.
      const [open] = await cashier.get<Row[]>(
        `/api/installments.json?studentId=${tenancy.otherId}&isDonePayment=false&order[installmentDate]=asc`,
      );
      await cashier.send('POST', '/api/student_payments', {
        studentId: tenancy.otherId,
        paymentAmount: '1.00',
        paymentDate: '2026-02-01',
        installments: open ? [open.id] : [],
      });
    }
    const [another] = await cashier.get<Row[]>(`/api/receipts.json?studentId=${tenancy.otherId}`);
    expect(another).toBeDefined();
    expect((await family.send('GET', `/api/receipts/${String(another?.id)}`)).status).toBe(404);
    expect((await family.send('GET', `/api/receipts/${String(another?.id)}/pdf`)).status).toBe(404);
  });

  it('voids a payment in one command: installments unpaid again, receipts, reports and refunds hidden', async () => {
    const gone = await cashier.send('DELETE', `/api/student_payments/${payment.id}`);
    expect(gone.status).toBe(204);
    expect(await cashier.get<Row[]>(`/api/student_payments.json?studentId=${studentId()}`)).toEqual([]);
    expect(await cashier.get<Row[]>(`/api/receipts.json?studentId=${studentId()}`)).toEqual([]);
    expect(await cashier.get<Row[]>(`/api/payment_reports.json?studentId=${studentId()}`)).toEqual([]);
    const unpaid = await cashier.get<Row[]>(
      `/api/installments.json?studentId=${studentId()}&isDonePayment=false&pagination=false`,
    );
    expect(unpaid).toHaveLength(4);
    const balance = await cashier.get<Row>(`/api/students/${studentId()}/balance`);
    expect(balance).toMatchObject({ net: '10000.00', paid: '0.00', due: '10000.00', unpaidInstallments: '10000.00' });
  });
});
