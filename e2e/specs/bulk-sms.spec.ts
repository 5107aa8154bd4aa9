/**
 * Bulk sending (issue 14, item 2): the school administrator picks the SMS template and the whole
 * school's guardians, previews the messages rendered for real recipients, sends, and watches the
 * progress bar fill through the job queue to 40 sent, with a delivery log line per guardian.
 */
import assert from 'node:assert/strict';
import { useApp } from '../support/app.ts';
import { DEMO_PASSWORD, eventually, login, seen, sendFinished } from '../support/flows.ts';

const { appTest } = useApp(import.meta.url);

appTest('a bulk SMS to the whole school shows its progress and 40 delivery lines', async ({ page }) => {
  await login(page, 'school@kampus.test');
  await page.goto('/sms/send');
  await page.getByRole('combobox', { name: 'Template', exact: true }).click();
  await page.getByRole('option', { name: 'Parents’ evening', exact: true }).click();
  await page.getByRole('combobox', { name: 'Recipients', exact: true }).click();
  await page.getByRole('option', { name: 'The whole school', exact: true }).click();
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  const preview = await seen(page.getByTestId('send-preview'), 'the preview');
  await seen(preview.getByText('Messages to send: 40.'), 'the recipient count');
  assert.match((await preview.textContent()) ?? '', /the parent meeting of \S+ is on Friday/);

  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const bar = await sendFinished(page);
  assert.equal(await bar.getAttribute('aria-valuenow'), '100');
  await seen(page.getByText('Done: 40 sent, 0 failed, of 40.'), 'the summary');
  await eventually(
    () => page.getByTestId('delivery-row').count(),
    (count) => count === 40,
    'forty delivery lines',
  );
});

appTest('overdue payers: the guardians of students behind on installments, told the amount due', async ({ page }) => {
  const signIn = await page.request.post('/en/login', { data: { email: 'school@kampus.test', pwd: DEMO_PASSWORD } });
  const { accessToken } = (await signIn.json()) as { accessToken: string };
  const made = await page.request.post('/api/sms_templates', {
    headers: { authorization: `Bearer ${accessToken}` },
    data: { title: 'Payment reminder', body: '{guardianName}: {studentName} has {amountDue} overdue.' },
  });
  assert.equal(made.status(), 200);
  await login(page, 'school@kampus.test');
  await page.goto('/sms/send');
  await page.getByRole('combobox', { name: 'Template', exact: true }).click();
  await page.getByRole('option', { name: 'Payment reminder', exact: true }).click();
  await page.getByRole('combobox', { name: 'Recipients', exact: true }).click();
  await page.getByRole('option', { name: 'Overdue payers', exact: true }).click();
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  const preview = await seen(page.getByTestId('send-preview'), 'the preview');
  // The demo's finance students owe installments dated since the season began; each line names a sum.
  await eventually(
    async () => (await preview.textContent()) ?? '',
    (text) => / has \d+\.\d{2} overdue\./.test(text),
    'a message naming the amount due',
  );
  assert.doesNotMatch((await preview.textContent()) ?? '', / has 0\.00 overdue/);
});
