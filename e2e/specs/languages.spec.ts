/**
 * Languages as a person meets them: a Turkish or Arabic browser gets its language on the first
 * visit, seeded rows and the row count read in that language, dates follow its order, Arabic keeps
 * Latin digits and "9-A" reads "9-A".
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { useApp } from '../support/app.ts';
import { DEMO_PASSWORD, eventually, mainMenu, preferLanguages, seen } from '../support/flows.ts';

const { appTest } = useApp(import.meta.url);

/** Signs in through the login page in the language it shows (labels named by the caller). */
const signIn = async (page: Page, email: string, labels: { email: string; password: string; submit: string }) => {
  await page.getByRole('textbox', { name: labels.email }).fill(email);
  await page.getByRole('textbox', { name: labels.password, exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: labels.submit }).click();
  await page.waitForURL('**/account/home');
};

const arabicIndic = /[\u0660-\u0669\u06f0-\u06f9]/;

appTest('a Turkish browser gets Turkish from the first visit, seeded rows and the row count too', async ({ page }) => {
  await preferLanguages(page, ['tr-TR', 'tr', 'en-US']);
  await page.goto('/login');
  await seen(page.getByRole('button', { name: 'Giriş yap' }), 'the Turkish sign-in button');
  assert.equal(await page.getByRole('button', { name: 'Sign in' }).count(), 0, 'no English sign-in button');
  await signIn(page, 'school@kampus.test', { email: 'E-posta', password: 'Şifre', submit: 'Giriş yap' });
  await seen(mainMenu(page, 'Ana menü'), 'the Turkish side menu');

  await page.goto('/config/grade-levels');
  const grid = page.getByRole('grid');
  await seen(grid.getByText('9. sınıf', { exact: true }), 'the seeded "Grade 9" as "9. sınıf"');
  assert.equal(await grid.getByText('Grade 9', { exact: true }).count(), 0, 'no English grade level');
  await seen(page.getByText(/^1–\d+ \/ \d+$/), 'the row count as "1–4 / 4"');
  assert.equal(await page.getByText(/ of \d/).count(), 0, 'no English row count');

  await page.goto('/users/types');
  await seen(page.getByRole('grid').getByText('Öğretmen', { exact: true }), 'the user type "Teacher" as "Öğretmen"');
});

appTest('an English browser stays English, and the person’s own choice wins over the browser', async ({ page }) => {
  await preferLanguages(page, ['en-GB', 'tr']);
  await page.goto('/login');
  await seen(page.getByRole('button', { name: 'Sign in' }), 'the English sign-in button');

  await page.evaluate(() => localStorage.setItem('kampus.language', 'de'));
  await page.reload();
  await seen(page.getByRole('button', { name: 'Anmelden' }), 'the German sign-in button after choosing German');
});

appTest('Arabic keeps Latin digits, class names read left to right, dates in its order', async ({ page }) => {
  await preferLanguages(page, ['ar-AE', 'ar']);
  await page.goto('/login');
  await eventually(
    () => page.evaluate(() => document.documentElement.dir),
    (dir) => dir === 'rtl',
    'a right-to-left login page',
  );
  await signIn(page, 'school@kampus.test', {
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    submit: 'تسجيل الدخول',
  });

  await page.goto('/r/classes');
  const cell = page.getByRole('grid').locator('bdi', { hasText: /^9-A$/ });
  await seen(cell, 'the class "9-A" in an isolate');
  // The isolate takes its direction from its own text: left to right, whatever the page's.
  assert.equal(
    await cell.first().evaluate((element) => getComputedStyle(element).direction),
    'ltr',
    '"9-A" is laid out left to right',
  );

  await page.goto('/r/grading_terms');
  const grid = page.getByRole('grid');
  await seen(grid.getByText('الفصل الأول', { exact: true }), 'the seeded "First term" in Arabic');
  const text = (await grid.innerText()) + (await page.locator('.MuiTablePagination-root').innerText());
  assert.match(text, /2026/, 'the dates show the year in Latin digits');
  assert.doesNotMatch(text, arabicIndic, 'no Arabic-Indic digits on the screen');

  // A date field follows the Arabic order (day/month/year) with Latin digits.
  await page.locator('[aria-label*="الفصل الأول"]').first().click();
  const start = page.locator('input[name="startDate"]');
  await seen(page.getByText('تاريخ البدء').first(), 'the start date field');
  const shown = await eventually(
    async () => (await start.inputValue()).replace(/[\u200e\u200f\u2066-\u2069\s]/g, ''),
    (value) => value !== '',
    'a start date',
  );
  assert.equal(shown, '01/09/2026', 'the start date as dd/mm/yyyy');
});
