/**
 * Health (issue 33, docs/health.md) as its people do it: the school nurse opens Deniz's profile,
 * records a visit to the nurse on the health tab (wheezing, inhaler, sent home, parent notified)
 * and sees it listed; Deniz's parent then finds the notification under the bell, saying she was
 * sent home and nothing of the complaint; the teacher's register shows her life-threatening
 * allergy beside her name, and not her asthma; the class list of 9-A, in Turkish, opens with the
 * class's health alerts.
 */
import assert from 'node:assert/strict';
import { useApp } from '../support/app.ts';
import { chooseLanguage, eventually, login, openStudentProfile, seen } from '../support/flows.ts';
import { startServer } from '../support/server.ts';

// Its own server: the parent's notifications are counted.
const { appTest } = useApp(import.meta.url, { ownServer: () => startServer() });

appTest('a nurse records a visit sending a student home; the parent is notified', async ({ page }) => {
  await login(page, 'nurse@kampus.test');
  const profile = await openStudentProfile(page, 'Deniz');
  await page.goto(`${new URL(profile).pathname}/nurse-visits/new`);
  const form = page.getByRole('main');
  await seen(form.getByRole('textbox', { name: /^Complaint/ }), 'the visit form');
  // The picker's sections take the digits one after another (mm/dd/yyyy hh:mm, AM/PM when shown).
  const when = form.getByRole('group', { name: 'Date and time' });
  await when.getByRole('spinbutton').first().click();
  await page.keyboard.type('113020260940');
  if ((await when.getByRole('spinbutton').count()) > 5) await page.keyboard.type('A');
  await form.getByRole('textbox', { name: /^Complaint/ }).fill('Wheezing after running');
  await form.getByRole('textbox', { name: /^Treatment/ }).fill('Inhaler, rest');
  await form.getByRole('combobox', { name: /^Outcome/ }).click();
  await page.getByRole('option', { name: 'Sent home', exact: true }).click();
  await form.getByRole('checkbox', { name: 'Parent notified' }).check();
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await eventually(
    () => Promise.resolve(page.url()),
    (url) => url.endsWith('/nurse-visits'),
    'the visits list after saving',
  );
  await seen(page.getByRole('gridcell', { name: 'Wheezing after running' }), 'the visit in the list');

  await page.evaluate(() => localStorage.clear());
  await login(page, 'parent@kampus.test');
  await page
    .getByRole('button', { name: /^Notifications/ })
    .first()
    .click();
  const item = page.getByRole('menuitem').filter({ hasText: 'Deniz Öğrenci visited the school nurse' });
  await seen(item, 'the nurse’s notification under the bell');
  const text = (await item.textContent()) ?? '';
  assert.match(text, /was sent home/);
  assert.doesNotMatch(text, /Wheezing/, 'the complaint stays in the record');
  // The notice opens the child's visits, where the parent reads what the nurse wrote.
  await item.click();
  await eventually(
    () => Promise.resolve(page.url()),
    (url) => url.endsWith('/nurse-visits'),
    'Deniz’s nurse visits from the notice',
  );
  await seen(page.getByText('Wheezing after running').first(), 'the visit on the family’s page');
});

appTest('the register shows a severe allergy beside the name, never the condition', async ({ page }) => {
  await login(page, 'teacher@kampus.test');
  await page.goto('/attendance/register');
  const deniz = page.getByRole('group', { name: 'Deniz Öğrenci', exact: true });
  await seen(deniz.getByLabel('Health alert'), 'Deniz’s health alert');
  const alert = (await deniz.getByLabel('Health alert').textContent()) ?? '';
  assert.match(alert, /Peanuts \(Life-threatening\)/);
  assert.match(alert, /EpiPen/);
  assert.doesNotMatch(alert, /Asthma/);
});

appTest(
  'the class list of 9-A, in Turkish, names the students with a health alert and what to do',
  async ({ page }) => {
    await login(page, 'teacher@kampus.test');
    await page.goto('/student');
    await chooseLanguage(page, 'Türkçe');
    await page.getByRole('combobox', { name: 'Sınıf', exact: true }).click();
    await page.getByRole('option', { name: '9-A', exact: true }).click();
    const alerts = page.getByRole('region', { name: 'Bu sınıftaki sağlık uyarıları' });
    await seen(alerts.getByText('Deniz Öğrenci', { exact: true }), 'Deniz’s alert among the class’s');
    const text = (await alerts.textContent()) ?? '';
    assert.match(text, /Peanuts \(Hayati tehlike\)/);
    assert.doesNotMatch(text, /Asthma/, 'the condition stays in the health record');
  },
);
