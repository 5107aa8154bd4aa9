/**
 * Online payment of an installment (issue 30, item 5; docs/online-payments.md) as a parent does
 * it on a 390 px phone: the child's installments tab shows "Pay online" on each open installment;
 * the local stand-in gateway's page takes the payment; the return page shows "Payment received"
 * once the signed webhook has landed, and the receipt downloads as a PDF. Then once in Turkish.
 */
import assert from 'node:assert/strict';
import type { APIRequestContext, Page } from 'playwright-core';
import { useApp } from '../support/app.ts';
import { DEMO_PASSWORD, eventually, seen, signInByApi } from '../support/flows.ts';
import { downloadedPdf } from '../support/pdf.ts';
import { startServer } from '../support/server.ts';

// Its own server: the spec plans and pays installments of the demo parent's child.
const { appTest } = useApp(import.meta.url, { ownServer: () => startServer() });

type Row = Record<string, unknown> & { id: number };

const tokenOf = async (request: APIRequestContext, email: string): Promise<string> => {
  const answer = await request.post('/en/login', { data: { email, pwd: DEMO_PASSWORD } });
  return ((await answer.json()) as { accessToken: string }).accessToken;
};

/** As the school's staff, through the API: a fee of 3,000.00 planned as three installments of the parent's first child. */
const planForChild = async (page: Page): Promise<number> => {
  const parent = { authorization: `Bearer ${await tokenOf(page.request, 'parent@kampus.test')}` };
  const staffToken = await tokenOf(page.request, 'school@kampus.test');
  const [child] = (await (await page.request.get('/api/students.json', { headers: parent })).json()) as (Row & {
    school: string;
  })[];
  assert.ok(child, 'the demo parent has a child');
  const schoolId = Number(String(child.school).split('/').pop());
  const staff = { authorization: `Bearer ${staffToken}` };
  const seasons = (await (
    await page.request.get(`/api/seasons.json?school=${schoolId}`, { headers: staff })
  ).json()) as (Row & {
    isDefault: boolean;
  })[];
  const season = seasons.find((row) => row.isDefault) ?? seasons[0];
  const headers = { ...staff, schoolId: String(schoolId), seasonId: String(season?.id ?? 0) };
  const [settings] = (await (
    await page.request.get(`/api/fee_settings.json?school=${schoolId}`, { headers })
  ).json()) as Row[];
  // The demo's fee settings ask for a minimum tuition; this plan is small.
  const limits = await page.request.patch(`/api/fee_settings/${settings?.id ?? 0}`, {
    headers: { ...headers, 'content-type': 'application/merge-patch+json' },
    data: {
      maxIndependentDiscount: '0.00',
      minEnrollmentFee: '0.00',
      maxInstallmentCount: 0,
      minDownPayment: '0.00',
      minInstallmentAmount: '0.00',
      maxInstallmentDate: '0000-00-00',
    },
  });
  assert.equal(limits.status(), 200, await limits.text());
  const fee = await page.request.post('/api/student_fees', {
    headers,
    data: { studentId: child.id, feeName: 'Online', feeAmount: '3000.00' },
  });
  assert.equal(fee.status(), 201, await fee.text());
  const plan = await page.request.post('/api/installments/plan', {
    headers,
    data: { studentId: child.id, total: '3000.00', count: 3, firstDate: '2026-10-05' },
  });
  assert.equal(plan.status(), 201, await plan.text());
  return child.id;
};

/** Pays the installment through the stand-in and lands on the return page; answers the receipt's PDF. */
const payThroughStandin = async (
  page: Page,
  words: { payInstallment: string; pay: RegExp; received: string; download: string },
): Promise<Buffer> => {
  const button = page.getByRole('button', { name: words.payInstallment });
  await seen(button.first(), words.payInstallment);
  await button.first().click();
  await page.waitForURL(/\/api\/gateway-standin\/checkout\//);
  await page.getByRole('button', { name: words.pay }).click();
  await page.waitForURL(/\/online-payments\/[0-9a-f-]{36}$/);
  await seen(page.getByText(words.received), words.received);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 390, `the return page fits 390 px (${width})`);
  return downloadedPdf(page, /^receipt-\d+\.pdf$/, () => page.getByRole('button', { name: words.download }).click());
};

appTest(
  'a parent pays an installment online at 390 px and sees the receipt, in English then in Turkish',
  async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const child = await planForChild(page);

    await signInByApi(page, 'parent@kampus.test', 'en');
    await page.goto(`/student/${child}/installments`);
    const receipt = await payThroughStandin(page, {
      payInstallment: 'Pay installment 1 online',
      pay: /^Pay/,
      received: 'Payment received',
      download: 'Download receipt',
    });
    assert.ok(receipt.length > 0);
    // Back on the tab, the paid installment has no Pay online any more.
    await page.getByRole('link', { name: 'Back to installments' }).click();
    await page.waitForURL(`**/student/${child}/installments`);
    await eventually(
      () => page.getByRole('button', { name: /^Pay installment \d online$/ }).count(),
      (count) => count === 2,
      'two open installments left to pay online',
    );

    await signInByApi(page, 'parent@kampus.test', 'tr');
    await page.goto(`/student/${child}/installments`);
    await payThroughStandin(page, {
      payInstallment: '2. taksiti çevrim içi öde',
      pay: /^Öde/,
      received: 'Ödeme alındı',
      download: 'Makbuzu indir',
    });
  },
);
