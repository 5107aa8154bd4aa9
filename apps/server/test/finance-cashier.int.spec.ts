/**
 * Issue 27, part 2: the cashier's day over HTTP. Any amount is paid to the oldest unpaid
 * installments first (the last in part), one receipt per payment listing what it paid, method,
 * bank account, remaining balance and the school's legal details, in the reader's language; a
 * refund reopens what it gives back so the rest is collected by an ordinary payment; an amount
 * above everything owed is 422 on `amount`; a retry with the same key pays once; another school's
 * cashier reaches nothing. Every test ends with the reconciliation at 0 breaches.
 */
import { feeSettings, wallClock } from '@kampus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness.ts';
import { demoTenancy, financeClient, type FinanceClient, type Row } from './support/finance-client.ts';
import { ledgerBreaches, noLedgerBreaches } from './support/ledger-invariant.ts';
import { pdfPages } from './support/pdf-text.ts';

interface Violation {
  propertyPath: string;
  code: string;
  message: string;
}

interface Paid {
  id: number;
  paymentAmount: string;
  receipt: { id: number; receiptNumber: number };
  lines: { installmentId: number; installmentNo: number; installmentDate: string; amount: string }[];
  due: string;
}

let server: TestServer;
let cashier: FinanceClient;
let cashierTr: FinanceClient;
let tenancy: Awaited<ReturnType<typeof demoTenancy>>;
let fresh: number[] = [];
/** The school's today: refunds and voids are dated by it, so the payments the tests take are too. */
let today = '';

beforeAll(async () => {
  server = await startServer();
  const staff = (await server.login('school@kampus.test')).token;
  tenancy = await demoTenancy(server, staff, (await server.login('parent@kampus.test')).token);
  cashier = financeClient(server, staff, tenancy);
  cashierTr = financeClient(server, staff, tenancy, 'tr');
  const school = await cashier.get<Row>(`/api/schools/${tenancy.schoolId}`);
  today = wallClock(typeof school.timezone === 'string' ? school.timezone : null).date;
  const [settings] = await cashier.get<Row[]>(`/api/fee_settings.json?school=${tenancy.schoolId}`);
  await cashier.send('PATCH', `/api/fee_settings/${settings?.id ?? 0}`, feeSettings.deleteWrites);
  const roster = await cashier.get<Row[]>(
    `/api/students.json?school=${tenancy.schoolId}&pagination=false&order[id]=asc`,
  );
  fresh = roster
    .slice(0, -3)
    .map((row) => row.id)
    .filter((id) => id !== tenancy.childId && id !== tenancy.otherId);
});
afterAll(() => server.close());

let next = 0;
const student = (): number => {
  const id = fresh[next];
  next += 1;
  if (id === undefined) throw new Error('no fresh student left');
  return id;
};

const created = async <T = Row>(response: Response, status = 201): Promise<T> => {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return JSON.parse(text) as T;
};

const refusal = async (response: Response, status = 422): Promise<Violation | undefined> => {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return (JSON.parse(text) as { violations?: Violation[] }).violations?.[0];
};

/** A fee of 3,000.00 planned as three installments of 1,000.00 (October, November, December). */
const planned = async (): Promise<{ id: number; plan: Row[] }> => {
  const id = student();
  await created(
    await cashier.send('POST', '/api/student_fees', { studentId: id, feeName: 'Tuition', feeAmount: '3000.00' }),
  );
  const plan = await created<{ items: Row[] }>(
    await cashier.send('POST', '/api/installments/plan', {
      studentId: id,
      total: '3000.00',
      count: 3,
      firstDate: '2026-10-05',
    }),
  );
  return { id, plan: plan.items };
};

const pay = (id: number, body: Record<string, unknown>, key = crypto.randomUUID(), client = cashier) =>
  client.send('POST', `/api/students/${id}/pay`, { paymentDate: today, ...body }, { 'Idempotency-Key': key });

const installmentsOf = (id: number): Promise<Row[]> =>
  cashier.get<Row[]>(`/api/installments.json?studentId=${id}&pagination=false&order[installmentDate]=asc`);

const expectLedgerHolds = async (): Promise<void> => expect(await ledgerBreaches(server.sql)).toEqual(noLedgerBreaches);

describe('pay any amount', () => {
  it('pays the oldest installments first, the last in part, with one receipt of the whole payment', async () => {
    const { id, plan } = await planned();
    const paid = await created<Paid>(await pay(id, { amount: '1500.00' }));
    expect(paid.paymentAmount).toBe('1500.00');
    expect(paid.lines).toEqual([
      { installmentId: plan[0]?.id, installmentNo: 1, installmentDate: '2026-10-05', amount: '1000.00' },
      { installmentId: plan[1]?.id, installmentNo: 2, installmentDate: '2026-11-05', amount: '500.00' },
    ]);
    expect(paid.due).toBe('1500.00');
    const rows = await installmentsOf(id);
    expect(rows.map((row) => [row.paidAmount, row.isDonePayment])).toEqual([
      ['1000.00', true],
      ['500.00', false],
      ['0.00', false],
    ]);
    const receipts = await cashier.get<Row[]>(`/api/receipts.json?paymentId=${paid.id}`);
    expect(receipts.map((row) => [row.receiptAmount, row.receiptNumber])).toEqual([
      ['1500.00', paid.receipt.receiptNumber],
    ]);
    // The next amount starts where the part payment stopped.
    const more = await created<Paid>(await pay(id, { amount: '700.00' }));
    expect(more.lines.map((line) => [line.installmentNo, line.amount])).toEqual([
      [2, '500.00'],
      [3, '200.00'],
    ]);
    await expectLedgerHolds();
  });

  it('refuses more than everything owed on `amount`, in the reader language, and pays nothing', async () => {
    const { id } = await planned();
    const refused = await pay(id, { amount: '3000.01' }, crypto.randomUUID(), cashierTr);
    expect(await refusal(refused)).toMatchObject({
      propertyPath: 'amount',
      code: 'validation.over_unpaid',
      message: expect.stringContaining('3.000,00'),
    });
    expect(await cashier.get<Row[]>(`/api/student_payments.json?studentId=${id}`)).toEqual([]);
    expect(await refusal(await pay(id, { amount: '0' }))).toMatchObject({ propertyPath: 'amount' });
    expect(await refusal(await pay(id, { amount: '1.005' }))).toMatchObject({ propertyPath: 'amount' });
    await expectLedgerHolds();
  });

  it('asks card and transfer payments which bank account, and keeps it on the payment', async () => {
    const { id } = await planned();
    const refused = await refusal(await pay(id, { amount: '100.00', paymentType: 'creditCard' }));
    expect(refused).toMatchObject({ propertyPath: 'bankId', code: 'cashier.bank_account_required' });
    const account = await created(
      await cashier.send('POST', '/api/bank_accounts', { school: tenancy.schoolId, accountName: 'Ziraat TL' }),
    );
    const paid = await created<Paid>(
      await pay(id, { amount: '100.00', paymentType: 'bankTransfer', bankId: account.id }),
    );
    const payment = await cashier.get<Row>(`/api/student_payments/${paid.id}`);
    expect(payment).toMatchObject({ paymentType: 'bankTransfer', paymentAmount: '100.00' });
    expect(String(payment.bankId)).toContain(String(account.id));
    await expectLedgerHolds();
  });

  it('pays once for a key sent twice (the same answer, replayed)', async () => {
    const { id } = await planned();
    const key = crypto.randomUUID();
    const first = await pay(id, { amount: '250.00' }, key);
    const firstText = await first.text();
    expect(first.status, firstText).toBe(201);
    const again = await pay(id, { amount: '250.00' }, key);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.text()).toBe(firstText);
    expect(await cashier.get<Row[]>(`/api/student_payments.json?studentId=${id}`)).toHaveLength(1);
    await expectLedgerHolds();
  });

  it('gives another school and a family nothing: 404 and 403', async () => {
    const { id } = await planned();
    const other = await server.call(`/api/students/${id}/pay`, {
      method: 'POST',
      token: (await server.login('school2@kampus.test')).token,
      headers: { 'content-type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
      body: JSON.stringify({ amount: '10.00', paymentDate: today }),
    });
    expect(other.status).toBe(404);
    const parent = financeClient(server, (await server.login('parent@kampus.test')).token, tenancy);
    const family = await pay(tenancy.childId, { amount: '10.00' }, crypto.randomUUID(), parent);
    expect(family.status).toBe(403);
    expect(await cashier.get<Row[]>(`/api/student_payments.json?studentId=${id}`)).toEqual([]);
  });
});

describe('a refund reopens what it gives back', () => {
  it('part payment, refund, collect the rest: 0 due and 0 breaches', async () => {
    const { id } = await planned();
    const paid = await created<Paid>(await pay(id, { amount: '1800.00' }));
    await created(await cashier.send('POST', `/api/student_payments/${paid.id}/refund`, { amount: '1300.00' }));
    // Newest allocation first: the 800.00 on November goes back, then 500.00 of October.
    const rows = await installmentsOf(id);
    expect(rows.map((row) => row.paidAmount)).toEqual(['500.00', '0.00', '0.00']);
    const balance = await cashier.get<Row>(`/api/students/${id}/balance`);
    expect([balance.due, balance.unpaidInstallments]).toEqual(['2500.00', '2500.00']);
    const rest = await created<Paid>(await pay(id, { amount: '2500.00' }));
    expect(rest.due).toBe('0.00');
    expect(await installmentsOf(id)).toAllSatisfy((row) => row.isDonePayment === true);
    await expectLedgerHolds();
  });
});

describe('the receipt', () => {
  it('prints its installments, method, remaining balance, legal details and the amount in words', async () => {
    await cashier.send('PATCH', `/api/schools/${tenancy.schoolId}`, { taxOffice: 'Kadıköy', taxNumber: '1234567890' });
    const { id } = await planned();
    const paid = await created<Paid>(await pay(id, { amount: '1250.00' }));
    const printed = await cashierTr.send('GET', `/api/receipts/${paid.receipt.id}/pdf`);
    expect(printed.status).toBe(200);
    const [page] = await pdfPages(new Uint8Array(await printed.arrayBuffer()));
    expect(page).toContain('Makbuz');
    expect(page).toContain('1. taksit');
    expect(page).toContain('2. taksit');
    expect(page).toContain('Nakit');
    expect(page).toContain('1234567890');
    expect(page).toContain('Bu ödemeden sonra kalan borç');
    expect(page).toContain('1.750,00');
    expect(page).toContain('bin iki yüz elli Türk lirası');
    expect(page).not.toContain('Payment of');
  });

  it.each([
    ['en', 'one thousand two hundred fifty'],
    ['de', 'eintausendzweihundertfünfzig'],
    ['es', 'mil doscientas cincuenta liras turcas'],
  ])('writes the amount in words in %s', async (language, words) => {
    const { id } = await planned();
    const paid = await created<Paid>(await pay(id, { amount: '1250.00' }));
    const reader = financeClient(server, (await server.login('school@kampus.test')).token, tenancy, language);
    const printed = await reader.send('GET', `/api/receipts/${paid.receipt.id}/pdf`);
    const [page] = await pdfPages(new Uint8Array(await printed.arrayBuffer()));
    expect(page).toContain(words);
  });
});

interface Statement {
  students: { id: number }[];
  opening: string;
  lines: { kind: string; debit: string; credit: string; balance: string }[];
  debits: string;
  credits: string;
  closing: string;
}

describe('the statement of account', () => {
  it('lists every fee, discount, payment, refund and void with a running balance ending at what is due', async () => {
    const id = student();
    await created(
      await cashier.send('POST', '/api/student_fees', { studentId: id, feeName: 'Tuition', feeAmount: '3000.00' }),
    );
    await created(
      await cashier.send('POST', '/api/student_discounts', {
        studentId: id,
        discountType: 'amount',
        discountAmount: '200.00',
      }),
      200,
    );
    await created(
      await cashier.send('POST', '/api/installments/plan', {
        studentId: id,
        total: '2800.00',
        count: 2,
        firstDate: '2026-10-05',
      }),
    );
    const first = await created<Paid>(await pay(id, { amount: '1000.00' }));
    await created(await cashier.send('POST', `/api/student_payments/${first.id}/refund`, { amount: '300.00' }));
    const second = await created<Paid>(await pay(id, { amount: '500.00' }));
    expect((await cashier.send('DELETE', `/api/student_payments/${second.id}`)).status).toBe(204);

    const statement = await cashier.get<Statement>(`/api/students/${id}/statement`);
    expect(statement.opening).toBe('0.00');
    expect(statement.lines.map((line) => [line.kind, line.debit, line.credit, line.balance])).toEqual([
      ['fee', '3000.00', '0.00', '3000.00'],
      ['discount', '0.00', '200.00', '2800.00'],
      ['payment', '0.00', '1000.00', '1800.00'],
      ['refund', '300.00', '0.00', '2100.00'],
      ['payment', '0.00', '500.00', '1600.00'],
      ['void', '500.00', '0.00', '2100.00'],
    ]);
    expect([statement.debits, statement.credits, statement.closing]).toEqual(['3800.00', '1700.00', '2100.00']);
    const balance = await cashier.get<Row>(`/api/students/${id}/balance`);
    expect(statement.closing).toBe(balance.due);
    // From a later day: everything is the opening balance.
    const later = await cashier.get<Statement>(`/api/students/${id}/statement?from=2099-01-01`);
    expect([later.opening, later.lines.length, later.closing]).toEqual(['2100.00', 0, '2100.00']);

    const printed = await cashierTr.send('GET', `/api/students/${id}/statement/pdf`);
    expect(printed.status).toBe(200);
    const [page] = await pdfPages(new Uint8Array(await printed.arrayBuffer()));
    expect(page).toContain('Hesap ekstresi');
    expect(page).toContain('Devreden bakiye');
    expect(page).toContain('2.100,00');
    expect(page).toContain('1234567890');
    await expectLedgerHolds();
  });

  it('puts a family’s children together, and gives another school nothing', async () => {
    const [guardian] = await cashier.get<Row[]>(`/api/guardians.json?studentId=${tenancy.childId}`);
    const family = await cashier.get<Statement>(`/api/guardians/${guardian?.id}/statement`);
    expect(family.students.map((row) => row.id)).toContain(tenancy.childId);
    const dues = await Promise.all(
      family.students.map(async (row) => String((await cashier.get<Row>(`/api/students/${row.id}/balance`)).due)),
    );
    const { sumMoney } = await import('@kampus/contract');
    expect(family.closing).toBe(sumMoney(dues));
    const printed = await cashier.send('GET', `/api/guardians/${guardian?.id}/statement/pdf`);
    expect(printed.status).toBe(200);
    const other = (await server.login('school2@kampus.test')).token;
    for (const path of [`/api/students/${tenancy.childId}/statement`, `/api/guardians/${guardian?.id}/statement`]) {
      expect((await server.call(path, { token: other })).status).toBe(404);
    }
  });
});

interface DayEnd {
  rows: { cashier: string; paymentType: string; count: number; taken: string; refunded: string; net: string }[];
  taken: string;
  refunded: string;
  net: string;
  receipts: number;
}

describe('the day-end cash report', () => {
  it('totals a day per cashier and method, refunds apart, summed exactly as the ledger holds them', async () => {
    const { id } = await planned();
    const account = await created(
      await cashier.send('POST', '/api/bank_accounts', { school: tenancy.schoolId, accountName: 'Day-end POS' }),
    );
    await created(await pay(id, { amount: '100.10', paymentDate: '2026-09-13' }));
    await created(await pay(id, { amount: '0.20', paymentDate: '2026-09-13' }));
    await created(
      await pay(id, { amount: '250.00', paymentDate: '2026-09-13', paymentType: 'creditCard', bankId: account.id }),
    );
    const report = await cashier.get<DayEnd>('/api/finance/day_end?date=2026-09-13');
    expect(report.rows.map((row) => [row.paymentType, row.count, row.taken, row.refunded, row.net])).toEqual([
      ['cash', 2, '100.30', '0.00', '100.30'],
      ['creditCard', 1, '250.00', '0.00', '250.00'],
    ]);
    expect(report.rows[0]?.cashier).not.toBe('');
    expect([report.taken, report.net, report.receipts]).toEqual(['350.30', '350.30', 3]);

    // A refund counts on the day it is given, apart from what was taken.
    const ofToday = await cashier.get<DayEnd>(`/api/finance/day_end?date=${today}`);
    const [sums] = await server.sql(
      `select coalesce(sum(payment_amount), 0)::text as net,
              coalesce(-sum(payment_amount) filter (where is_refund), 0)::text as refunded,
              count(*) filter (where not coalesce(is_refund, false))::int as receipts
         from student_payments
        where school_id = ${tenancy.schoolId} and season_id = ${tenancy.seasonId}
          and payment_date = '${today}' and voided_at is null`,
    );
    const { sumMoney } = await import('@kampus/contract');
    expect(ofToday.net).toBe(sumMoney([String(sums?.net)]));
    expect(ofToday.refunded).toBe(sumMoney([String(sums?.refunded)]));
    expect(ofToday.receipts).toBe(Number(sums?.receipts));
    expect((await cashier.send('GET', '/api/finance/day_end?date=28.11.2026')).status).toBe(422);
  });
});
