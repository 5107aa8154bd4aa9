/**
 * API Platform's stock HydraAdmin at /admin/api/ (issue 16, part 4): with no per-resource code it
 * reads /api/docs.jsonld and lists our students and schools with the signed-in superadmin's token.
 * Screenshots go to docs/screenshots/api/ (docs/api.md).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { useApp } from '../support/app.ts';
import { seen, signInByApi } from '../support/flows.ts';
import { ROOT } from '../support/server.ts';

const { appTest } = useApp(import.meta.url);
const SHOTS = join(ROOT, 'docs', 'screenshots', 'api');

appTest('HydraAdmin lists the students and the schools of a superadmin', async ({ page }) => {
  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInByApi(page, 'admin@kampus.test');
  await page.goto('/admin/api/#/students');
  // A row of the demo data (README): the student Deniz Öğrenci, her school as its IRI.
  await seen(page.getByRole('cell', { name: 'Öğrenci', exact: true }), 'Deniz Öğrenci in the students list');
  const menuEntry = page.getByRole('menuitem', { name: 'Students', exact: true });
  await seen(menuEntry.or(page.getByRole('link', { name: 'Students', exact: true })), 'the Students entry of the menu');
  await page.screenshot({ path: join(SHOTS, 'hydra-admin-students.png') });

  await page.goto('/admin/api/#/schools');
  await seen(page.getByRole('cell', { name: 'Demo High School', exact: true }), 'Demo High School in the schools list');
  await seen(page.getByRole('cell', { name: 'Demo Education Group', exact: true }), 'the headquarters');
  await page.screenshot({ path: join(SHOTS, 'hydra-admin-schools.png') });

  // Show: a school's page, read through the documentation's item operation.
  await page.getByRole('cell', { name: 'Demo High School', exact: true }).click();
  await page.waitForURL(/#\/schools\/%2Fapi%2Fschools%2F\d+\/show$/);
  await seen(page.getByText('Demo High School').first(), 'the school opened from the list');
});

appTest('HydraAdmin is for superadmins: a school admin is sent away', async ({ page }) => {
  await signInByApi(page, 'school@kampus.test');
  await page.goto('/admin/api/');
  await seen(page.getByText('The API admin is for superadmins.'), 'the refusal');

  // In the language chosen in the main app (its localStorage key), right to left in Arabic.
  await page.evaluate(() => localStorage.setItem('kampus.language', 'tr'));
  await page.reload();
  await seen(page.getByText('API yöneticisi yalnızca süper yöneticiler içindir.'), 'the refusal in Turkish');
  await seen(page.getByRole('link', { name: "Kampus'a dön" }), 'the way back in Turkish');
  await page.evaluate(() => localStorage.setItem('kampus.language', 'ar'));
  await page.reload();
  await seen(page.locator('main[dir="rtl"][lang="ar"]'), 'the refusal laid out right to left in Arabic');
});

appTest('HydraAdmin sends a visitor who is not signed in to sign in first', async ({ page }) => {
  await page.goto('/admin/api/');
  await seen(page.getByText('Sign in to Kampus as a superadmin first'), 'the sign-in hint');
});

appTest('HydraAdmin creates a record and edits it (POST, then PATCH as merge-patch)', async ({ page }) => {
  await signInByApi(page, 'admin@kampus.test');
  const title = `Z${String(Date.now() % 100_000)}`;
  await page.goto('/admin/api/#/blood_groups/create');
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('button', { name: 'Save' }).click();
  await seen(page.getByRole('cell', { name: title, exact: true }), `the created blood group ${title}`);

  // The new row's own Edit button (each row of the list has one).
  await page.getByRole('row').filter({ hasText: title }).getByRole('link', { name: 'Edit' }).click();
  const field = page.getByRole('textbox', { name: 'Title' });
  await seen(field, 'the edit form');
  await field.fill(`${title}-`);
  await page.getByRole('button', { name: 'Save' }).click();
  await seen(page.getByRole('cell', { name: `${title}-`, exact: true }), 'the edited title in the list');
});
