/**
 * The menus editor: a school admin moves a menu up (the order changes after the reload and
 * stays after a page reload), then adds a menu and reads 'The menu has been successfully added!'.
 * Demo Middle School's student menus are used, so other specs' menus stay as seeded.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { useApp } from '../support/app.ts';
import { eventually, login, notSeen, openFromMenu, seen } from '../support/flows.ts';

const { appTest } = useApp(import.meta.url);

const openStudentMenus = async (page: Page, fromSideMenu: boolean) => {
  await login(page, 'school2@kampus.test');
  if (fromSideMenu) await openFromMenu(page, 'Settings', 'School menus', '/admin/menus');
  else await page.goto('/admin/menus');
  await page.getByRole('tab', { name: 'Student', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/admin/menus/student');
  const list = page.getByRole('list', { name: 'School menus: Student' });
  await seen(list.getByRole('listitem').first(), 'the student menus');
  return list;
};

/** The top-level titles in the order shown. */
const topTitles = async (page: Page): Promise<string[]> => {
  const labels = await page
    .getByRole('button', { name: /^Move up: / })
    .evaluateAll((buttons) =>
      buttons
        .filter((button) => (button.closest('li') as HTMLElement | null)?.dataset.depth === '0')
        .map((button) => button.getAttribute('aria-label') ?? ''),
    );
  return labels.map((label) => label.replace(/^Move up: /, ''));
};

appTest('move a menu up and see the order change, also after a reload', async ({ page }) => {
  await openStudentMenus(page, true);
  const before = await eventually(
    () => topTitles(page),
    (titles) => titles.length >= 2,
    'two top-level menus',
  );
  const [first, second] = before as [string, string];
  assert.ok(
    await page.getByRole('button', { name: `Move up: ${first}`, exact: true }).isDisabled(),
    'the first menu cannot move up',
  );

  await page.getByRole('button', { name: `Move up: ${second}`, exact: true }).click();
  // While moving: a spinner on the row, then (500 ms later) the reloaded list.
  await seen(page.getByRole('progressbar', { name: 'Moving the menu…' }), 'the moving spinner');
  await notSeen(page.getByRole('progressbar', { name: 'Moving the menu…' }), 'the moving spinner');
  await eventually(
    () => topTitles(page),
    (titles) => titles[0] === second && titles[1] === first,
    'swapped order',
  );

  await page.reload();
  await eventually(
    () => topTitles(page),
    (titles) => titles.join('|') === [second, first, ...before.slice(2)].join('|'),
    'the swapped order after a page reload',
  );

  // Move it back down: the seeded order again.
  await page.getByRole('button', { name: `Move down: ${second}`, exact: true }).click();
  await eventually(
    () => topTitles(page),
    (titles) => titles.join('|') === before.join('|'),
    'the first order back',
  );
});

appTest("add a menu and read 'The menu has been successfully added!'", async ({ page }) => {
  const list = await openStudentMenus(page, false);
  const title = `E2E menu ${Date.now().toString(36)}`;
  await page.getByRole('button', { name: 'Add menu', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add menu' });
  await seen(dialog, 'the "Add menu" dialog');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await seen(dialog.getByText('cannot be empty', { exact: true }), "'cannot be empty' under the title");
  await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
  await dialog.getByRole('textbox', { name: 'URL', exact: true }).fill('/library');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await seen(page.getByText('The menu has been successfully added!', { exact: true }), 'the success message');
  await notSeen(dialog, 'the dialog');
  await seen(list.getByText(title, { exact: true }), 'the new menu in the list');
  const titles = await topTitles(page);
  assert.equal(titles.at(-1), title, 'a new menu goes last');

  // Delete it again, with the confirmation.
  await page.getByRole('button', { name: `Delete: ${title}`, exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await seen(page.getByText('Deletion has been successfully completed.', { exact: true }), 'the deleted message');
  await notSeen(list.getByText(title, { exact: true }), 'the deleted menu');
});
