/**
 * Keyboard-only walks of each audience's most frequent tasks, beside keyboard.spec.ts (a school
 * admin finds, edits and opens a student; a teacher takes attendance), each counted from the home
 * page, where signing in lands, and held to a budget of key presses. A parent: the child's
 * installments, the newest mail, the child's attendance. A teacher: the newest mail. A school admin
 * and headquarters: the finance dashboard. Headquarters: another school made active, the reports
 * dashboard. On a server of their own: the way through the side menu depends on the menus a user
 * opens most, which other specs change.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { startServer } from '../support/server.ts';
import { useApp } from '../support/app.ts';
import { eventually, seen } from '../support/flows.ts';
import { assertFocusVisible, countKeys, focused, tabTo } from '../support/keyboard.ts';
import { headingFocused, openMenuEntry, press, signIn, tabToLocator, withinBudget } from '../support/keyboard-tasks.ts';

const { appTest } = useApp(import.meta.url, { ownServer: () => startServer() });

/** Back from the page to a top-level entry of the side menu, and follows it. */
const openTopEntry = async (page: Page, entry: string) => {
  await tabTo(page, (now) => now.tag === 'A' && now.name === entry, `the "${entry}" menu link`, {
    backwards: true,
  });
  await page.keyboard.press('Enter');
};

appTest("a parent opens the child's installments with the keyboard only", async ({ page }) => {
  await signIn(page, 'parent@kampus.test', "'s day");
  const keys = countKeys(page);
  await openTopEntry(page, 'My student');
  await page.waitForURL((url) => /^\/student\/\d+$/.test(url.pathname));
  await headingFocused(page, 'Overview', 'opening "My student"');
  // The profile's tabs are links after the heading: Tab to "Installments" and follow it.
  // The tabs are above the section's heading, one Tab stop (the open tab, "Overview"): Shift+Tab
  // back to it, then the arrow keys along the row to "Installments" (the WAI-ARIA tabs pattern).
  await tabTo(page, (now) => now.tag === 'A' && now.name === 'Overview', 'the open tab', { backwards: true });
  for (let step = 0; step < 20 && (await focused(page)).name !== 'Installments'; step += 1) {
    await press(page, 'ArrowRight', 'moving along the tabs');
  }
  assert.equal((await focused(page)).name, 'Installments', 'the arrow keys reach "Installments"');
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => /^\/student\/\d+\/installments$/.test(url.pathname));
  await headingFocused(page, 'Installments', 'following the Installments tab');
  await assertFocusVisible(page, 'opening the installments');
  // One more Tab stop than before issues 33 and 32 (the family's Health and Timetable entries), and
  // one each for the family's Library books and Boarding leave entries (issue 33, parts 4 and 5).
  withinBudget("see the child's installments", keys(), { tabs: 13, keys: 26 });
});

for (const { who, home, budget } of [
  // The parent's: one Tab stop each for the family's Library books and Boarding leave entries.
  { who: 'parent', home: "'s day", budget: { tabs: 17, keys: 20 } },
  { who: 'teacher', home: 'Home', budget: { tabs: 13, keys: 16 } },
] as const) {
  appTest(`a ${who} reads the newest mail with the keyboard only`, async ({ page }) => {
    await signIn(page, `${who}@kampus.test`, home);
    const keys = countKeys(page);
    await openMenuEntry(page, 'Communication', 'Mail');
    await page.waitForURL((url) => url.pathname === '/mail');
    await headingFocused(page, 'Mail', 'following the menu link');
    // The list names each mail by sender, subject, unread state and date; the first is the newest.
    const newest = page.getByTestId('mail-list').locator('.MuiListItemButton-root').first();
    await seen(newest, 'the newest mail');
    await tabToLocator(page, newest, 'the newest mail');
    await press(page, 'Enter', 'opening the mail');
    await seen(page.getByRole('article'), 'the opened mail');
    await eventually(
      () => page.evaluate(() => document.activeElement?.closest('article') !== null),
      (inside) => inside,
      'focus in the opened mail',
    );
    await assertFocusVisible(page, 'opening the mail');
    withinBudget(`${who}: read the newest mail`, keys(), budget);
  });
}

appTest('a teacher writes and sends a mail with the keyboard only', async ({ page }) => {
  await signIn(page, 'teacher@kampus.test');
  const keys = countKeys(page);
  await openMenuEntry(page, 'Communication', 'Mail');
  await page.waitForURL((url) => url.pathname === '/mail');
  await headingFocused(page, 'Mail', 'following the menu link');
  await tabToLocator(page, page.getByRole('button', { name: 'Compose' }), 'the Compose button');
  await press(page, 'Enter', 'opening the compose window');
  const dialog = await seen(page.getByRole('dialog', { name: 'Compose' }), 'the compose window');
  const to = dialog.getByRole('combobox', { name: 'To', exact: true });
  await eventually(
    () => to.evaluate((field) => field === document.activeElement),
    (inTo) => inTo,
    'focus in "To"',
  );
  // A few letters of the name, then the arrow keys and Enter pick the person offered.
  await page.keyboard.type('Vel');
  await seen(page.getByRole('option', { name: /Pelin Veli/ }), 'Pelin Veli offered');
  await press(page, 'ArrowDown', 'moving to the person offered');
  await press(page, 'Enter', 'choosing Pelin Veli');
  await seen(dialog.getByRole('button', { name: /Pelin Veli/ }), 'Pelin Veli as a recipient');
  await tabTo(page, (now) => now.tag === 'INPUT' && now.name.startsWith('Subject'), 'the subject');
  await page.keyboard.type('Homework for Monday');
  await tabTo(page, (now) => now.role === 'textbox' && now.name === 'Message', 'the message');
  await page.keyboard.type('Please bring the workbook.');
  await tabTo(page, (now) => now.tag === 'BUTTON' && now.name === 'Send', 'the Send button');
  await page.keyboard.press('Enter');
  await seen(page.getByText('The mail was sent.', { exact: true }), 'the message that the mail was sent');
  withinBudget('teacher: write and send a mail', keys(), { tabs: 16, keys: 22 });
});

appTest("a parent sees the child's attendance with the keyboard only", async ({ page }) => {
  await signIn(page, 'parent@kampus.test', "'s day");
  const keys = countKeys(page);
  await openMenuEntry(page, 'Classes', 'Attendances');
  await page.waitForURL((url) => url.pathname === '/attendance');
  await headingFocused(page, 'Attendances', 'following the menu link');
  await seen(page.getByRole('main').getByRole('grid').or(page.getByRole('main').getByRole('list')), 'the attendances');
  await assertFocusVisible(page, 'opening the attendances');
  // One Tab stop each for the family's Library books and Boarding leave entries (issue 33).
  withinBudget("see the child's attendance", keys(), { tabs: 11, keys: 13 });
});

for (const { who, budget } of [
  { who: 'hq', budget: { tabs: 12, keys: 14 } },
  { who: 'school', budget: { tabs: 12, keys: 14 } },
] as const) {
  appTest(`${who}@ opens the finance dashboard with the keyboard only`, async ({ page }) => {
    await signIn(page, `${who}@kampus.test`);
    const keys = countKeys(page);
    await openMenuEntry(page, 'Finance', 'Finance dashboard');
    await page.waitForURL((url) => url.pathname === '/finance/dashboard');
    await headingFocused(page, 'Finance', 'following the menu link');
    await assertFocusVisible(page, 'opening the finance dashboard');
    withinBudget(`${who}@: open the finance dashboard`, keys(), budget);
  });
}

appTest('headquarters makes another school active with the keyboard only', async ({ page }) => {
  await signIn(page, 'hq@kampus.test');
  const keys = countKeys(page);
  // The switcher is in the top bar, before the menu and the page.
  const switcher = page.getByRole('banner').getByRole('combobox', { name: 'School', exact: true });
  await tabToLocator(page, switcher, 'the school switcher', { backwards: true });
  await press(page, 'Enter', 'opening the school switcher');
  await eventually(
    () => focused(page),
    (now) => now.role === 'option',
    'focus on the schools offered',
  );
  for (let step = 0; step < 20 && (await focused(page)).name !== 'Demo High School'; step += 1) {
    await press(page, 'ArrowDown', 'moving among the schools');
  }
  await press(page, 'Enter', 'choosing Demo High School');
  await eventually(
    async () =>
      (await switcher.evaluate((element) => element === document.activeElement)) &&
      (await switcher.textContent())?.trim(),
    (text) => text === 'Demo High School',
    'focus back on the switcher, now Demo High School',
  );
  await assertFocusVisible(page, 'choosing a school');
  // Six more Tab stops since the Health, Discipline, Guidance, Library, Dormitories and Transport
  // menu groups came (issue 33).
  withinBudget('make another school active', keys(), { tabs: 29, keys: 33 });
});

appTest('headquarters opens the reports dashboard with the keyboard only', async ({ page }) => {
  await signIn(page, 'hq@kampus.test');
  const keys = countKeys(page);
  await openMenuEntry(page, 'Reports', 'Reports dashboard');
  await page.waitForURL((url) => url.pathname === '/reports/dashboard');
  await headingFocused(page, 'Reports', 'following the menu link');
  await assertFocusVisible(page, 'opening the reports dashboard');
  withinBudget('open the reports dashboard', keys(), { tabs: 8, keys: 10 });
});
