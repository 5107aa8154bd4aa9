/**
 * The first day (issue 11, part 2): each kind of user lands on a home page with real content;
 * the parent sees the child's timetable; an address that names nothing says "not found" inside
 * the layout with the menu still there; and no menu entry of a school admin, a teacher or a
 * parent opens a placeholder.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { useApp } from '../support/app.ts';
import { eventually, login, mainMenu, menuAddresses, seen, visitInApp } from '../support/flows.ts';
import { sweep, sweepNote } from '../support/sample.ts';

const { appTest } = useApp(import.meta.url);

const main = (page: Page) => page.locator('main');

/**
 * Visits every menu address (in CI a seeded sample of 10, support/sample.ts) and fails on a
 * placeholder or a "not found" among them; answers what it says it visited.
 */
const walkMenu = async (page: Page, who: string): Promise<string> => {
  const all = await menuAddresses(mainMenu(page));
  assert.ok(all.length > 1, `${who} has menu entries`);
  const addresses = sweep(all, 10, who.length);
  for (const address of addresses) {
    // As its menu link opens it (no page load): a placeholder or "not found" shows the same either way.
    await visitInApp(page, address);
    const text = await main(page).innerText();
    assert.doesNotMatch(text, /Coming soon|Page not found|This screen is on its way/, `${who}: ${address}`);
  }
  return sweepNote(`${who}'s menu entries`, addresses.length, all.length);
};

appTest('a school admin lands on today’s figures, and the Dashboard entry shows them too', async ({ page }) => {
  await login(page, 'school@kampus.test');
  await seen(page.getByRole('heading', { level: 1, name: 'Home' }), 'the Home heading');
  const figures = page.getByRole('list', { name: "Today's figures" });
  await seen(figures, "today's figures");
  const students = figures.getByRole('listitem').filter({ hasText: 'Students' });
  const count = await eventually(
    async () => Number((await students.innerText()).replace(/\D+/g, '')),
    (value) => value >= 40,
    'the number of students of Demo High School',
  );
  assert.ok(count >= 40);
  await seen(figures.getByText('Lessons today'), 'the lessons of today');
  await seen(page.getByRole('navigation', { name: 'Shortcuts' }).getByRole('link').first(), 'a shortcut');
  await mainMenu(page).getByRole('link', { name: 'Dashboard', exact: true }).click();
  await page.waitForURL('**/school/dashboard');
  await seen(page.getByRole('heading', { level: 1, name: 'Dashboard' }), 'the Dashboard heading');
  await seen(page.getByRole('list', { name: "Today's figures" }), 'the figures on the Dashboard');
});

appTest('a teacher lands on today’s lessons, each with Take attendance to its register', async ({ page }) => {
  await login(page, 'teacher@kampus.test');
  const lessons = page.getByRole('region', { name: "Today's lessons" });
  await seen(lessons, "today's lessons");
  // Each lesson links to its register: "Take attendance", or "Open the register" once it is taken
  // (another spec on the same server may have taken one).
  const registers = lessons.getByRole('link', { name: /^(Take attendance|Open the register): / });
  const take = lessons.getByRole('link', { name: /^Take attendance: / });
  await seen(take, 'a Take attendance link');
  assert.ok((await registers.count()) >= 6, 'the six demo lessons of today');
  const href = (await take.first().getAttribute('href')) ?? '';
  assert.match(href, /^\/attendance\/register\?classId=\d+&date=\d{4}-\d{2}-\d{2}&scheduleId=\d+$/);
  assert.doesNotMatch(await lessons.innerText(), /\d{2}:\d{2}:\d{2}/, 'times without seconds');
  await seen(page.getByRole('region', { name: 'Next lesson' }), 'the next lesson');
});

appTest('a parent sees the active child’s timetable of today and switches to the other child', async ({ page }) => {
  await login(page, 'parent@kampus.test');
  await seen(page.getByRole('heading', { level: 1, name: /'s day$/ }), "the child's day");
  const timetable = page.getByRole('region', { name: "Today's timetable" });
  await seen(timetable.getByRole('listitem'), 'a lesson in the timetable');
  assert.doesNotMatch(await timetable.innerText(), /No lessons today/);
  const first = await page.getByRole('heading', { level: 1 }).innerText();
  const other = page.getByRole('group', { name: 'Choose a child' }).getByRole('button', { pressed: false });
  await other.first().click();
  await eventually(
    () => page.getByRole('heading', { level: 1 }).innerText(),
    (heading) => heading !== first && heading.endsWith("'s day"),
    'the other child’s day',
  );
  await seen(page.getByRole('region', { name: "Today's attendance" }), "the child's attendance of today");
});

appTest('a mistyped address says not found inside the layout, the menu still there', async ({ page }) => {
  await login(page, 'school@kampus.test');
  for (const address of ['/users/zzz', '/no-such-screen/at-all', '/no-such-screen']) {
    await page.goto(address);
    await seen(main(page).getByRole('heading', { level: 1, name: 'Page not found' }), `not found at ${address}`);
    await seen(mainMenu(page).getByRole('link').first(), `the side menu at ${address}`);
  }
  await page.goto('/student/999999');
  await seen(main(page).getByText('The record was not found.'), 'the record not found');
  await seen(mainMenu(page).getByRole('link').first(), 'the side menu on a missing record');
});

appTest('signed out, an unknown address is the public 404 page', async ({ page }) => {
  await page.goto('/no-such-screen/at-all');
  await seen(page.getByRole('heading', { name: 'Page not found' }), 'the public 404 page');
  assert.equal(await mainMenu(page).count(), 0);
});

for (const who of ['school', 'teacher', 'parent']) {
  appTest(
    `no menu entry of ${who}@ opens a placeholder or a missing page`,
    async ({ page, t }) => {
      await login(page, `${who}@kampus.test`);
      t.diagnostic(`${await walkMenu(page, who)}, each a real screen`);
    },
    // One full page load per entry: a school admin's menu now has some 130 of them, about 310 s
    // on a busy two-core machine.
    { timeoutMs: 600_000 },
  );
}
