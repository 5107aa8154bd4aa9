/**
 * The cashier's day (issue 27, part 2) in a browser: a fee and a plan of three installments, a
 * part payment of any amount (paid to the oldest installments first), its one receipt printed at
 * once from the payment form, a refund of part of it (which reopens the installments), and the
 * rest collected by an ordinary payment, leaving nothing due; the statement of account agrees.
 * Once in English on a desktop, once in Turkish on a 390 px phone.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { useApp } from '../support/app.ts';
import { addFee, DEMO_PASSWORD, eventually, seen, signInByApi } from '../support/flows.ts';
import { downloadedPdf, pdfPages } from '../support/pdf.ts';

const { appTest } = useApp(import.meta.url);

const unpaidBoxes = (page: Page) => page.getByTestId('payment-form').getByRole('checkbox');

/**
 * Demo students with no fee and no installment yet, and not the demo family's (Deniz and Ege: the
 * finance spec bills Deniz from nothing on a shared server): the two walks take one each.
 */
const freshStudents = async (page: Page): Promise<string[]> => {
  const staff = await page.request.post('/en/login', { data: { email: 'school@kampus.test', pwd: DEMO_PASSWORD } });
  const token = ((await staff.json()) as { accessToken: string }).accessToken;
  const read = async (path: string) =>
    (await (await page.request.get(path, { headers: { authorization: `Bearer ${token}` } })).json()) as {
      id: number;
      studentId?: unknown;
    }[];
  const idOf = (value: unknown) =>
    String(value ?? '')
      .split('/')
      .pop();
  const busy = new Set([
    ...(await read('/api/student_fees.json?pagination=false')).map((row) => idOf(row.studentId)),
    ...(await read('/api/installments.json?pagination=false')).map((row) => idOf(row.studentId)),
  ]);
  const parent = await page.request.post('/en/login', { data: { email: 'parent@kampus.test', pwd: DEMO_PASSWORD } });
  const family = (await (
    await page.request.get('/api/students.json?pagination=false', {
      headers: { authorization: `Bearer ${((await parent.json()) as { accessToken: string }).accessToken}` },
    })
  ).json()) as { id: number }[];
  for (const child of family) busy.add(String(child.id));
  const students = await read('/api/students.json?pagination=false&order[id]=asc');
  return students.map((row) => String(row.id)).filter((id) => !busy.has(id));
};

/** A fee of 12,000 and a plan (a down payment of 2,000 and two of 5,000, within the demo's fee settings), through the English screens. */
const feeAndPlan = async (page: Page, student: string): Promise<void> => {
  await addFee(page, `/student/${student}`, 'Tuition', '12000');
  await page.goto(`/student/${student}/installments`);
  const plan = page.getByRole('form', { name: 'Installment plan' });
  await plan.getByRole('textbox', { name: 'Total' }).fill('12000');
  await plan.getByRole('textbox', { name: 'Down payment' }).fill('2000');
  await plan.getByRole('spinbutton', { name: 'Installments' }).fill('2');
  await plan.getByRole('button', { name: 'Make plan' }).click();
  await eventually(
    () => unpaidBoxes(page).count(),
    (count) => count === 3,
    'three unpaid installments (the down payment and two)',
  );
};

interface Words {
  amount: string;
  take: string;
  taken: RegExp;
  print: string;
  newPayment: string;
  refund: string;
  refundTitle: string;
  refundAmount: string;
  receiptLines: RegExp[];
  stillDueZero: RegExp;
}

const walk = async (page: Page, student: string, words: Words): Promise<void> => {
  // A part payment of any amount: 3,000 pays the down payment and 1,000 of the first installment.
  await page.getByRole('textbox', { name: words.amount }).fill('3000');
  await page.getByRole('button', { name: words.take }).click();
  await seen(page.getByText(words.taken), 'the part payment taken');
  const printed = await downloadedPdf(page, /^receipt-\d+\.pdf$/, () =>
    page.getByRole('button', { name: words.print }).click(),
  );
  const [receipt] = await pdfPages(printed);
  for (const line of words.receiptLines) assert.match(receipt ?? '', line);

  // A refund of 500 reopens the first installment for that amount. On a phone the payments are
  // cards carrying the same Refund and Void buttons as the grid's rows.
  const phone = (page.viewportSize()?.width ?? 1280) < 600;
  await page.goto(`/student/${student}/payment`);
  const payments = phone ? page.locator('main') : page.getByRole('grid').first();
  const row = (phone ? payments.getByRole('listitem') : payments.getByRole('row')).filter({ hasText: /3[.,]000/ });
  await row.getByRole('button', { name: words.refund, exact: true }).click();
  const refund = page.getByRole('dialog', { name: words.refundTitle });
  await refund.getByRole('textbox', { name: words.refundAmount }).fill('500');
  await refund.getByRole('button', { name: words.refund, exact: true }).click();
  await seen(payments.getByText(/-\D*500/).first(), 'the refund in the payments');

  // The rest (9,500) is collected with an ordinary payment: nothing is due.
  await page.goto(`/student/${student}/installments`);
  await page.getByRole('textbox', { name: words.amount }).fill('9500');
  await page.getByRole('button', { name: words.take }).click();
  await seen(page.getByText(words.stillDueZero), 'nothing due after collecting the rest');
  await page.goto(`/student/${student}/payment`);
  await eventually(
    () => page.getByTestId('statement-closing').innerText(),
    (text) => /0[.,]00/.test(text) && !/[1-9]/.test(text.replace(/TRY|₺/g, '')),
    'the statement closing at zero',
  );
};

appTest('a cashier takes a part payment, prints its receipt, refunds part and collects the rest', async ({ page }) => {
  const [student] = await freshStudents(page);
  assert.ok(student, 'a demo student without fees');
  await signInByApi(page, 'school@kampus.test');
  await feeAndPlan(page, student);
  await walk(page, student, {
    amount: 'Amount to take',
    take: 'Take payment',
    taken: /Payment taken: receipt \d+\. Still due: .*9,000\.00/,
    print: 'Print receipt',
    newPayment: 'New payment',
    refund: 'Refund',
    refundTitle: 'Refund a payment',
    refundAmount: 'Amount to refund',
    receiptLines: [/Down payment, due/, /Installment 1, due/, /Payment method Cash/, /three thousand Turkish lira/],
    stillDueZero: /Still due: \D*0\.00\D*$/,
  });
});

appTest('the same day in Turkish on a 390 px phone', async ({ page }) => {
  const [, student] = await freshStudents(page);
  assert.ok(student, 'a second demo student without fees');
  await signInByApi(page, 'school@kampus.test');
  await feeAndPlan(page, student);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => localStorage.setItem('kampus.language', 'tr'));
  await page.reload();
  await walk(page, student, {
    amount: 'Alınacak tutar',
    take: 'Ödemeyi al',
    taken: /Ödeme alındı: makbuz \d+\. Kalan borç: .*9\.000,00/,
    print: 'Makbuzu yazdır',
    newPayment: 'Yeni ödeme',
    refund: 'İade',
    refundTitle: 'Ödeme iadesi',
    refundAmount: 'İade tutarı',
    receiptLines: [/Peşinat, vadesi/, /1\. taksit, vadesi/, /Ödeme şekli Nakit/, /üç bin Türk lirası/],
    stillDueZero: /Kalan borç: \D*0,00\D*$/,
  });
});
