/**
 * A keyboard-only walk: sign in, open the students from the side menu, find a student by typing
 * part of a name without Turkish letters, open the record from the grid, edit and save it, and
 * sign out. After every key press focus is on an element (never `<body>`) that shows a focus
 * indicator; after each navigation it is on the new page's heading.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { useApp } from '../support/app.ts';
import { DEMO_PASSWORD, eventually, seen, settled } from '../support/flows.ts';
import { assertFocusVisible, focused, tabTo } from '../support/keyboard.ts';

const { appTest } = useApp(import.meta.url);

/** Part of "Deniz Öğrenci" typed without Turkish letters. */
const SEARCH = 'deniz';
const STUDENT = 'Öğrenci';

/**
 * Waits until the page has loaded and focus is on its main heading, which holds this text (as a
 * person waits for the page before pressing the next key).
 */
const headingFocused = async (page: Page, heading: string, step: string) => {
  await settled(page, `the page after ${step}`);
  await eventually(
    () => focused(page),
    (now) => now.tag === 'H1' && now.name.includes(heading),
    `focus on the "${heading}" heading after ${step}`,
  );
};

const press = async (page: Page, key: string, step: string) => {
  await page.keyboard.press(key);
  await assertFocusVisible(page, step);
};

appTest('sign in, find, open, edit and save a student, and sign out with the keyboard only', async ({ page }) => {
  // Sign in: the e-mail field has focus on arrival.
  await page.goto('/login');
  await eventually(
    () => focused(page),
    (now) => now.tag === 'INPUT' && now.name.startsWith('E-mail'),
    'focus in the e-mail field on the login page',
  );
  await assertFocusVisible(page, 'opening the login page');
  await page.keyboard.type('school@kampus.test');
  await tabTo(page, (now) => now.tag === 'INPUT' && now.name.startsWith('Password'), 'the password field');
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await page.waitForURL('**/account/home');
  await headingFocused(page, 'Home', 'signing in');
  await assertFocusVisible(page, 'signing in');

  // The side menu is before the page: Shift+Tab back to the "Student affairs" group, open it.
  const group = await tabTo(page, (now) => now.name === 'Student affairs', 'the "Student affairs" menu group', {
    backwards: true,
  });
  assert.equal(group.tag, 'DIV', 'the menu group is a button (a list item button)');
  await press(page, 'Enter', 'opening the "Student affairs" group');
  await tabTo(page, (now) => now.tag === 'A' && now.name === 'Students', 'the "Students" menu link');
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/student');
  await headingFocused(page, 'Students', 'following the menu link');
  await assertFocusVisible(page, 'opening the students');

  // Search by typing part of the name without Turkish letters.
  await tabTo(page, (now) => now.tag === 'INPUT' && now.name === 'Search', 'the search field');
  await page.keyboard.type(SEARCH);
  const grid = page.getByRole('grid', { name: 'Students' });
  await eventually(
    () =>
      grid
        .getByRole('row')
        .filter({ has: page.getByRole('gridcell') })
        .allTextContents(),
    (rows) => rows.length === 1 && rows[0]?.includes(STUDENT) === true,
    `only ${STUDENT} listed after typing "${SEARCH}"`,
  );

  // Into the grid (one Tab stop), then the row's Edit button with the arrow keys.
  await tabTo(page, (now) => now.role === 'gridcell' || now.role === 'columnheader', 'the students grid');
  await seen(page.getByText("Arrow keys move between the table's cells", { exact: false }), 'the grid keyboard hint');
  while ((await focused(page)).role === 'columnheader') await press(page, 'ArrowDown', 'moving into the rows');
  await press(page, 'End', 'moving to the row actions');
  // The grid hands focus from the actions cell to its first button a moment later.
  await eventually(
    () => focused(page),
    (now) => now.tag === 'BUTTON' && now.name === `Edit ${STUDENT}`,
    'End to reach the row Edit button',
  );
  await assertFocusVisible(page, 'reaching the Edit button');
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => /^\/student\/\d+$/.test(url.pathname));
  await headingFocused(page, STUDENT, 'opening the record');
  await assertFocusVisible(page, 'opening the record');

  // Edit the address and save.
  const address = `Keyboard street ${Date.now().toString(36)}`;
  await tabTo(page, (now) => now.tag === 'TEXTAREA' && now.name.startsWith('Address'), 'the address field');
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(address);
  await tabTo(page, (now) => now.tag === 'BUTTON' && now.name === 'Save', 'the Save button');
  await page.keyboard.press('Enter');
  await seen(page.getByText('Saved.', { exact: true }), 'the "Saved." message');
  await eventually(
    () => focused(page),
    (now) => now.tag !== 'BODY',
    'focus kept on an element after saving',
  );
  await assertFocusVisible(page, 'saving');

  // Sign out from the account menu: Shift+Tab back to the top bar.
  await tabTo(page, (now) => now.name === 'Account menu', 'the account menu button', { backwards: true, max: 80 });
  await press(page, 'Enter', 'opening the account menu');
  // A menu moves with the arrow keys (Tab would close it).
  for (let step = 0; step < 10 && (await focused(page)).name !== 'Log out'; step += 1) {
    await press(page, 'ArrowDown', 'moving in the account menu');
  }
  assert.equal((await focused(page)).name, 'Log out', 'the arrow keys reach "Log out"');
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/login' || url.pathname === '/');
  await eventually(
    () => focused(page),
    (now) => now.tag === 'INPUT' && now.name.startsWith('E-mail'),
    'focus in the e-mail field after signing out',
  );
  await assertFocusVisible(page, 'signing out');
});
