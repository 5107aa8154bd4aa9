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

/** The top-level rows: each one's id and title, in the order shown. */
const topRows = (page: Page) =>
  page.locator('li[data-depth="0"]').evaluateAll((items) =>
    items.map((item) => ({
      id: (item as HTMLElement).dataset.menuId ?? '',
      title: item.querySelector('span span')?.textContent ?? '',
    })),
  );

/** The row (the draggable box) of a menu. */
const rowOf = (page: Page, id: string) => page.locator(`li[data-menu-id="${id}"] > div`);

appTest('drag the last menu before the first and see the new order after a reload', async ({ page }) => {
  await openStudentMenus(page, false);
  await seen(page.getByText(/Drag an entry by its handle/), 'the drag hint');
  const before = await eventually(
    () => topRows(page),
    (rows) => rows.length >= 3,
    'three top-level menus',
  );
  const last = before.at(-1) as { id: string; title: string };
  const first = before[0] as { id: string; title: string };
  // The top quarter of the first row: before it.
  await rowOf(page, last.id).dragTo(rowOf(page, first.id), { targetPosition: { x: 40, y: 2 } });
  await eventually(
    () => topRows(page),
    (rows) => rows[0]?.id === last.id && rows[1]?.id === first.id,
    'the dragged menu first',
  );
  await page.reload();
  await eventually(
    () => topRows(page),
    (rows) => rows.map((row) => row.id).join('|') === [last, ...before.slice(0, -1)].map((row) => row.id).join('|'),
    'the new order after a reload',
  );

  // Dropped on the middle of another row, it goes under that one.
  const target = before[1] as { id: string; title: string };
  await rowOf(page, last.id).dragTo(rowOf(page, target.id), { targetPosition: { x: 40, y: 20 } });
  await seen(
    page.locator(`li[data-menu-id="${target.id}"] li[data-menu-id="${last.id}"]`),
    'the menu under its new parent',
  );
  await page.reload();
  // Parents are closed after a reload: open the new parent.
  const toggle = page.getByRole('button', { name: `Show the entries under it: ${target.title}`, exact: true });
  await seen(toggle, 'the closed new parent');
  await toggle.click();
  await seen(
    page.locator(`li[data-menu-id="${target.id}"] li[data-menu-id="${last.id}"][data-depth="1"]`),
    'still there after a reload',
  );
});

appTest('the keyboard alternative: move a menu in and out with the move buttons, focus kept', async ({ page }) => {
  await openStudentMenus(page, false);
  const rows = await eventually(
    () => topRows(page),
    (list) => list.length >= 2,
    'two top-level menus',
  );
  const [above, moved] = rows as [{ id: string; title: string }, { id: string; title: string }];
  const moveIn = page.getByRole('button', { name: `Move under the entry above: ${moved.title}`, exact: true });
  await moveIn.focus();
  await page.keyboard.press('Enter');
  await seen(
    page.locator(`li[data-menu-id="${above.id}"] li[data-menu-id="${moved.id}"]`),
    'the menu under the one above',
  );
  // Focus comes back to the moved menu's buttons, never to the page body.
  await eventually(
    () => page.evaluate(() => document.activeElement?.closest('li')?.dataset.menuId ?? document.activeElement?.tagName),
    (focused) => focused === moved.id,
    'focus on the moved menu',
  );
  const moveOut = page.getByRole('button', { name: `Move out of its parent: ${moved.title}`, exact: true });
  await moveOut.focus();
  await page.keyboard.press('Enter');
  await eventually(
    () => topRows(page),
    (list) => list[0]?.id === above.id && list[1]?.id === moved.id,
    'the menu back at the top level, after the one above',
  );
  await page.reload();
  await eventually(
    () => topRows(page),
    (list) => list.map((row) => row.id).join('|') === rows.map((row) => row.id).join('|'),
    'the first order after a reload',
  );
});
