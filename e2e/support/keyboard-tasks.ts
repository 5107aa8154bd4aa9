/**
 * The steps of the keyboard walks (specs/keyboard*.spec.ts): signing in and out by typing, opening a
 * side menu entry, waiting for focus on a page's heading, and holding a task's key presses to a
 * budget.
 */
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { DEMO_PASSWORD, eventually, mainMenu, menuSettled, settled } from './flows.ts';
import { assertFocusVisible, focused, keyPresses, tabPresses, tabTo } from './keyboard.ts';
import { beforeTheLessons } from './lesson-clock.ts';

/**
 * A task's key presses, logged for the note and held to a budget: a change that adds Tab stops to
 * the task's path fails here (the counts do not depend on the machine's speed).
 */
export const withinBudget = (
  task: string,
  counts: Readonly<Record<string, number>>,
  budget: { tabs: number; keys: number },
) => {
  const tabs = tabPresses(counts);
  const keys = keyPresses(counts);
  console.log(`keyboard task "${task}": ${tabs} Tab presses, ${keys} key presses in all (${JSON.stringify(counts)})`);
  assert.ok(tabs <= budget.tabs, `"${task}" took ${tabs} Tab presses, more than its budget of ${budget.tabs}`);
  assert.ok(keys <= budget.keys, `"${task}" took ${keys} key presses, more than its budget of ${budget.keys}`);
};

/**
 * Waits until the page has loaded and focus is on its main heading, which holds this text (as a
 * person waits for the page before pressing the next key).
 */
export const headingFocused = async (page: Page, heading: string, step: string) => {
  await settled(page, `the page after ${step}`);
  await eventually(
    () => focused(page),
    (now) => now.tag === 'H1' && now.name.includes(heading),
    `focus on the "${heading}" heading after ${step}`,
  );
};

export const press = async (page: Page, key: string, step: string) => {
  await page.keyboard.press(key);
  await assertFocusVisible(page, step);
};

/**
 * Signs in on the login page by typing, and waits for focus on the home page's heading (a family's
 * home is the child's day: "Deniz Öğrenci's day").
 */
export const signIn = async (page: Page, email: string, homeHeading = 'Home') => {
  // Budgets are counted without the teacher's quick-attendance pop-up, which a lesson on now adds.
  await beforeTheLessons(page);
  // The e-mail field has focus on arrival.
  await page.goto('/login');
  await eventually(
    () => focused(page),
    (now) => now.tag === 'INPUT' && now.name.startsWith('E-mail'),
    'focus in the e-mail field on the login page',
  );
  await assertFocusVisible(page, 'opening the login page');
  await page.keyboard.type(email);
  await tabTo(page, (now) => now.tag === 'INPUT' && now.name.startsWith('Password'), 'the password field');
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await page.waitForURL('**/account/home');
  await headingFocused(page, homeHeading, 'signing in');
  // As a person waits for the page to be drawn before the next key: the side menu too.
  await menuSettled(mainMenu(page));
  await assertFocusVisible(page, 'signing in');
};

/**
 * Opens an entry of a side menu group: the side menu is before the page, so Shift+Tab back to
 * the group, open it, Tab to the entry and follow it.
 */
export const openMenuEntry = async (page: Page, groupName: string, entry: string) => {
  const group = await tabTo(page, (now) => now.name === groupName, `the "${groupName}" menu group`, {
    backwards: true,
  });
  assert.equal(group.tag, 'DIV', 'the menu group is a button (a list item button)');
  await press(page, 'Enter', `opening the "${groupName}" group`);
  await tabTo(page, (now) => now.tag === 'A' && now.name === entry, `the "${entry}" menu link`);
  await page.keyboard.press('Enter');
};

/** Signs out from the account menu: Shift+Tab back to the top bar, then the menu's arrow keys. */
export const signOut = async (page: Page) => {
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
};

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, checking focus after every press; for
 * targets better found by place than by name (the first mail of a list, the top bar's school).
 */
export const tabToLocator = async (
  page: Page,
  target: Locator,
  what: string,
  { backwards = false, max = 80 }: { backwards?: boolean; max?: number } = {},
): Promise<void> => {
  const onTarget = () => target.evaluate((element) => element === document.activeElement);
  for (let step = 0; step < max && !(await onTarget()); step += 1) {
    await press(page, backwards ? 'Shift+Tab' : 'Tab', `${backwards ? 'Shift+Tab' : 'Tab'} towards ${what}`);
  }
  assert.ok(await onTarget(), `the keyboard reaches ${what} within ${max} presses`);
};
