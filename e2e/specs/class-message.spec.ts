/**
 * A teacher writes to the parents of their class (issue 27, part 4): from the side menu, the
 * class, a subject and a text; the preview names who will be reached at which address and who
 * will not, and why; the send's delivery log is read on the same page. Once in English by mail,
 * once in Turkish by SMS with its character and part count (the suite's server uses the local SMS
 * stand-in, `SMS_GATEWAY_URL=local`, which the preview says).
 *
 * Clicks, teacher@ from the home page: before this screen, writing to the 10 families of 9-A
 * was one mail per parent, each found by name in the compose window's search (no guardian but
 * parent@ has an account): at least 10 × 4 clicks, and 9 of them unreachable without saying so.
 * Now: Communication, Write to a class, the class and 9-A, Preview, Send = 6 clicks.
 */
import assert from 'node:assert/strict';
import { useApp } from '../support/app.ts';
import { eventually, login, openFromMenu, seen, sendFinished, signInByApi } from '../support/flows.ts';
import { beforeTheLessons } from '../support/lesson-clock.ts';

const { appTest } = useApp(import.meta.url);

appTest('a teacher writes to the parents of 9-A and reads the delivery log', async ({ page }) => {
  await beforeTheLessons(page);
  await login(page, 'teacher@kampus.test');
  let clicks = 0;
  await openFromMenu(page, 'Communication', 'Write to a class', '/messages/class');
  clicks += 2;
  await page.getByRole('combobox', { name: 'Class', exact: true }).click();
  await page.getByRole('option', { name: '9-A', exact: true }).click();
  clicks += 2;
  await page.getByRole('textbox', { name: 'Subject', exact: true }).fill('Trip to the science museum');
  await page
    .getByRole('textbox', { name: 'Message', exact: true })
    .fill('Dear {guardianName}, {studentName} visits the science museum on Friday.');
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  clicks += 1;

  const preview = await seen(page.getByTestId('send-preview'), 'the preview');
  // parent@ is reached at their account's address; the other families have no e-mail anywhere, and say so.
  await seen(preview.getByText('Reached: 1 person'), 'who is reached');
  await seen(preview.getByText('parent@kampus.test'), 'the parent’s account address');
  await seen(preview.getByText(/^Not reached: \d+ people$/), 'who is not reached');
  assert.ok(
    (await preview.getByText('No address for this channel, neither on the account nor on the record').count()) > 0,
    'each unreached parent with the reason',
  );

  await page.getByRole('button', { name: 'Send', exact: true }).click();
  clicks += 1;
  await sendFinished(page);
  await seen(page.getByText('Done: 1 sent, 0 failed, of 1.'), 'the summary');
  const line = await seen(page.getByTestId('delivery-row'), 'the delivery line');
  assert.match((await line.textContent()) ?? '', /Pelin Veli.*parent@kampus\.test.*Sent/);
  console.log(`# clicks for "a teacher writes to the parents of 9-A": ${clicks}`);
  assert.equal(clicks, 6);
});

appTest('in Turkish, an SMS to the parents of 9-A counts its characters and parts', async ({ page }) => {
  await beforeTheLessons(page);
  await signInByApi(page, 'teacher@kampus.test');
  await page.evaluate(() => localStorage.setItem('kampus.language', 'tr'));
  await page.goto('/messages/class');
  await page.getByRole('combobox', { name: 'Sınıf', exact: true }).click();
  await page.getByRole('option', { name: '9-A', exact: true }).click();
  await page.getByRole('combobox', { name: 'Kanal', exact: true }).click();
  await page.getByRole('option', { name: 'SMS', exact: true }).click();
  // ş and ı are outside GSM-7: the whole text goes as Unicode, 70 characters to a part.
  await page.getByRole('textbox', { name: 'Mesaj', exact: true }).fill('Veli toplantısı Cuma 17:00, sınıfımızda.');
  await seen(page.getByText('40 karakter, Unicode (SMS başına 70): 1 SMS parçası.'), 'the count as typed');
  await page.getByRole('button', { name: 'Önizle', exact: true }).click();
  const preview = await seen(page.getByTestId('send-preview'), 'the preview');
  await seen(preview.getByTestId('sms-gateway-notice'), 'the note on the local stand-in');
  await seen(preview.getByText(/^Ulaşılacak: \d+ kişi$/), 'who is reached, in Turkish');
  await page.getByRole('button', { name: 'Gönder', exact: true }).click();
  await sendFinished(page);
  const rows = page.getByTestId('delivery-row');
  await eventually(
    () => rows.count(),
    (count) => count > 0,
    'the delivery log',
  );
  const states = await rows.evaluateAll((lines) => lines.map((line) => line.getAttribute('data-state')));
  assert.ok(
    states.every((state) => state === 'sent'),
    `every line sent: ${states.join(', ')}`,
  );
  await seen(rows.first().getByText('Gönderildi'), 'the state in Turkish');
});
