/**
 * The superadmin switches the active school from the top bar: the side menu becomes that
 * school's menu and the lists show that school's data.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { useApp } from '../support/app.ts';
import { columnTexts, eventually, login, mainMenu, notSeen, openFromMenu, seen } from '../support/flows.ts';

const { appTest } = useApp(import.meta.url);

const schoolSwitcher = (page: Page) => page.getByRole('banner').getByRole('combobox', { name: 'School', exact: true });

const switchSchool = async (page: Page, school: string) => {
  const switcher = schoolSwitcher(page);
  await switcher.click();
  const listbox = page.getByRole('listbox');
  await seen(listbox.getByRole('option', { name: school, exact: true }), `the option "${school}"`);
  await listbox.getByRole('option', { name: school, exact: true }).click();
  await notSeen(listbox, 'the school list after choosing');
  await eventually(
    async () => (await switcher.textContent())?.trim(),
    (text) => text === school,
    `"${school}" active`,
  );
};

const gradeTitles = (page: Page) => columnTexts(page.getByRole('grid', { name: 'Grade levels' }), 0);

appTest('switching the school changes the side menu and the grade levels listed', async ({ page }) => {
  await login(page, 'admin@kampus.test');
  const switcher = schoolSwitcher(page);
  await eventually(
    async () => (await switcher.textContent())?.trim(),
    (text) => text === 'Demo Education Group',
    'the headquarters "Demo Education Group" active at first',
  );
  const menu = mainMenu(page);
  assert.equal(
    await menu.getByRole('button', { name: 'Classes', exact: true }).count(),
    0,
    'the headquarters menu has no "Classes" group',
  );

  await switchSchool(page, 'Demo Middle School');
  await seen(menu.getByRole('button', { name: 'Classes', exact: true }), 'the school menu with its "Classes" group');

  await openFromMenu(page, 'Settings', 'Grade levels', '/config/grade-levels');
  const grid = page.getByRole('grid', { name: 'Grade levels' });
  await seen(grid.getByRole('gridcell', { name: 'Grade 5', exact: true }), '"Grade 5" of Demo Middle School');
  assert.deepEqual(await gradeTitles(page), ['Grade 5', 'Grade 6', 'Grade 7', 'Grade 8']);
  assert.ok(!(await gradeTitles(page)).includes('Grade 9'), 'no "Grade 9" of Demo High School');

  await switchSchool(page, 'Demo High School');
  await seen(grid.getByRole('gridcell', { name: 'Grade 9', exact: true }), '"Grade 9" of Demo High School');
  await eventually(
    () => gradeTitles(page),
    (titles) => titles.includes('Grade 9') && !titles.includes('Grade 5'),
    'the Demo High School grade levels only',
  );
  assert.equal(new URL(page.url()).pathname, '/config/grade-levels', 'the page stays');
});

appTest('the active school survives a reload', async ({ page }) => {
  await login(page, 'admin@kampus.test');
  await switchSchool(page, 'Demo Middle School');
  await openFromMenu(page, 'Settings', 'Grade levels', '/config/grade-levels');
  const grid = page.getByRole('grid', { name: 'Grade levels' });
  await seen(grid.getByRole('gridcell', { name: 'Grade 5', exact: true }), '"Grade 5" of Demo Middle School');

  await page.reload();
  await seen(mainMenu(page), 'the side menu after a reload');
  await eventually(
    async () => (await schoolSwitcher(page).textContent())?.trim(),
    (text) => text === 'Demo Middle School',
    'Demo Middle School still active after a reload',
  );
  await seen(grid.getByRole('gridcell', { name: 'Grade 5', exact: true }), '"Grade 5" after a reload');
  assert.ok(!(await gradeTitles(page)).includes('Grade 9'), 'no "Grade 9" of Demo High School after a reload');
});
