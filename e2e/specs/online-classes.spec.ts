/**
 * Online classes (issue 14, item 4) in a real browser, through the local BigBlueButton stand-in
 * (checksums checked, as a real server would): the teacher starts the demo class's online class
 * and lands in the meeting as moderator; the student joins the same meeting as a viewer.
 */
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { startBbbStandIn, type BbbStandIn } from '../../apps/server/test/support/bbb-stand-in.ts';
import { useApp } from '../support/app.ts';
import { login, seen } from '../support/flows.ts';
import { ROOT, startServer } from '../support/server.ts';

const SHOTS = join(ROOT, 'docs', 'screenshots', 'online-classes');
let bbb: BbbStandIn | undefined;

const { appTest } = useApp(import.meta.url, {
  ownServer: async () => {
    const standIn = await startBbbStandIn();
    bbb = standIn;
    const server = await startServer({ env: () => ({ BBB_URL: standIn.url, BBB_SECRET: standIn.secret }) });
    return {
      ...server,
      stop: async () => {
        await server.stop();
        await standIn.close();
      },
    };
  },
});

const shot = async (page: Page, name: string): Promise<void> => {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`) });
};

/** Clicks the button and answers the provider's page it opens in a new tab. */
const meetingTab = async (context: BrowserContext, page: Page, button: string): Promise<Page> => {
  const lesson = page.getByRole('article', { name: /online lesson/ });
  await seen(lesson, 'the demo online class');
  const [tab] = await Promise.all([context.waitForEvent('page'), lesson.getByRole('button', { name: button }).click()]);
  await tab.waitForURL(/\/bigbluebutton\/api\/join\?/);
  return tab;
};

appTest('the teacher starts the online class and enters it as moderator', async ({ page, context }) => {
  await login(page, 'teacher@kampus.test');
  await page.goto('/classes/online');
  await seen(page.getByRole('article', { name: /online lesson/ }), 'the demo online class');
  await shot(page, 'online-classes-teacher');
  const tab = await meetingTab(context, page, 'Start the online class');
  await seen(tab.locator('#joined[data-role="MODERATOR"]'), 'the moderator’s meeting page');
  assert.match(await tab.locator('#joined').innerText(), /Tülay Öğretmen joined as MODERATOR/);
  assert.equal(bbb?.meetings.size, 1, 'one meeting created at the provider');
  assert.deepEqual(bbb?.refused, [], 'every call carried a valid checksum');
});

appTest('the student joins the same meeting as a viewer', async ({ page, context }) => {
  await login(page, 'student@kampus.test');
  await page.goto('/classes/online');
  assert.equal(await page.getByRole('button', { name: 'Start the online class' }).count(), 0);
  const tab = await meetingTab(context, page, 'Join the online class');
  await seen(tab.locator('#joined[data-role="VIEWER"]'), 'the viewer’s meeting page');
  await shot(tab, 'student-joined');
  assert.deepEqual(
    bbb?.joins.map((entry) => entry.role),
    ['MODERATOR', 'VIEWER'],
  );
});

appTest('the smart class opens the lesson’s panels, in Arabic right to left', async ({ page }) => {
  await login(page, 'teacher@kampus.test');
  await page.goto('/smartclass/attendance');
  await seen(page.getByRole('heading', { level: 1, name: 'Smart class' }), 'the smart class');
  // The lesson on now or next (demo lessons run 08:30 to 14:30 school time), or the notice that there is none.
  await seen(
    page.getByRole('tab', { name: 'Attendance' }).or(page.getByText('No lesson on now or later today.')),
    'the lesson’s panels or the no-lesson notice',
  );
  await shot(page, 'smartclass');
  await page.evaluate(() => localStorage.setItem('kampus.language', 'ar'));
  await page.goto('/smartclass/online');
  await seen(page.getByRole('heading', { level: 1, name: 'الفصل الذكي' }), 'the Arabic heading');
  await seen(
    page.getByRole('tab', { name: 'الحضور' }).or(page.getByText('لا يوجد درس الآن أو لاحقًا اليوم.')),
    'the panels',
  );
  assert.equal(await page.evaluate(() => document.documentElement.dir), 'rtl');
  await shot(page, 'smartclass-ar');
});
