/**
 * /admin/databases: a superadmin adds a database for a new season and sees it become created
 * while the screen reloads by itself (every 3 s while one is being prepared); then copies season
 * data between two season databases: what the destination has already is skipped and said so.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { useApp } from '../support/app.ts';
import { DEMO_PASSWORD, eventually, notSeen, seen, signInByApi } from '../support/flows.ts';

const { appTest } = useApp(import.meta.url);

/** A season of Demo High School with no database yet, made through the API. */
const newSeason = async (page: Page, title: string): Promise<void> => {
  const login = await page.request.post('/en/login', { data: { email: 'school@kampus.test', pwd: DEMO_PASSWORD } });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const created = await page.request.post('/api/seasons', {
    headers: { authorization: `Bearer ${accessToken}` },
    data: { title, startDate: '2027-09-01', endDate: '2028-06-30' },
  });
  assert.equal(created.status(), 201, `POST /api/seasons ${await created.text()}`);
};

const rowOf = (page: Page, text: string) =>
  page.getByRole('table', { name: 'Databases' }).getByRole('row').filter({ hasText: text });

appTest('add a season database and see it become created without reloading', async ({ page }) => {
  const season = `2027-2028 E2E ${Date.now().toString(36)}`;
  await newSeason(page, season);
  await signInByApi(page, 'admin@kampus.test');
  await page.goto('/admin/databases');
  await seen(page.getByRole('heading', { level: 1, name: 'Databases', exact: true }), 'the "Databases" heading');
  // The demo season's own database, prepared by the job queue when the server started.
  await seen(rowOf(page, 'demo_high_2026_2027').getByText('Created', { exact: true }), 'the demo database, created');
  // Marks this page load: a reload by hand would lose it.
  await page.evaluate(() => Object.assign(window, { kampusSameLoad: true }));

  await page.getByRole('button', { name: 'Add database', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/admin/databases/new');
  const dialog = page.getByRole('dialog', { name: 'Add a season database' });
  await seen(dialog, 'the add dialog');
  const add = dialog.getByRole('button', { name: 'Add database', exact: true });
  assert.ok(await add.isDisabled(), 'Add is disabled until a season is chosen');
  await dialog.getByRole('combobox', { name: 'Season' }).click();
  await page.getByRole('option', { name: `Demo High School · ${season}`, exact: true }).click();
  await add.click();
  await notSeen(dialog, 'the add dialog after adding');
  await seen(page.getByText('The database was added. It is being prepared.'), 'the added message');

  const row = rowOf(page, season);
  await seen(row, `the new database of ${season} in the list`);
  await seen(row.getByText('Created', { exact: true }), `the database of ${season} marked created`);
  assert.equal(await page.evaluate(() => 'kampusSameLoad' in window), true, 'the page was not reloaded');
  assert.match((await row.getByRole('cell').nth(3).textContent()) ?? '', /\d/, 'a preparation time is shown');
});

appTest(
  'copy season data: the same season twice is refused, and what the destination has is skipped, never doubled',
  async ({ page }) => {
    const season = `2028-2029 E2E ${Date.now().toString(36)}`;
    await newSeason(page, season);
    await signInByApi(page, 'admin@kampus.test');
    await page.goto('/admin/databases/new');
    const addDialog = page.getByRole('dialog', { name: 'Add a season database' });
    await addDialog.getByRole('combobox', { name: 'Season' }).click();
    await page.getByRole('option', { name: `Demo High School · ${season}`, exact: true }).click();
    await addDialog.getByRole('button', { name: 'Add database', exact: true }).click();
    await seen(rowOf(page, season).getByText('Created', { exact: true }), `the database of ${season} created`);
    const name = ((await rowOf(page, season).getByRole('cell').first().textContent()) ?? '').trim();

    await page.getByRole('button', { name: 'Copy season data', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Copy season data' });
    await seen(dialog, 'the copy dialog');
    const copy = dialog.getByRole('button', { name: 'Copy', exact: true });
    const choose = async (field: string, option: RegExp) => {
      await dialog.getByRole('combobox', { name: field }).click();
      await page.getByRole('option', { name: option }).click();
    };
    await choose('Source', /^demo_high_2026_2027 /);
    await choose('Destination', /^demo_high_2026_2027 /);
    await seen(dialog.getByText('Choose two different seasons.'), 'the same-season message');
    assert.ok(await copy.isDisabled(), 'Copy is disabled for the same season twice');

    await choose('Destination', new RegExp(`^${name} `));
    await dialog.getByRole('checkbox', { name: 'Grading terms' }).check();
    await dialog.getByRole('checkbox', { name: 'Courses' }).check();
    await copy.click();
    // The new season already got its terms and courses when it was prepared: nothing is copied twice,
    // and the message says what was skipped (it used to be a raw "This value is already used").
    await notSeen(dialog, 'the copy dialog after copying');
    await seen(
      page.getByText(/^Copied: Grading terms 0, Courses 0\. Skipped, already there: Grading terms 2, Courses \d+\.$/),
      'the copied and skipped message',
    );
    await eventually(
      () => page.evaluate(() => location.pathname),
      (path) => path === '/admin/databases',
      'the list path',
    );
  },
);
