/**
 * Session rules on a fake clock: the new-version banner after the 300000 ms check, the
 * 30-minute idle time-out that logs out every tab, and the interface settings kept in storage.
 */
import assert from 'node:assert/strict';
import { useApp } from '../support/app.ts';
import { chooseLanguage, eventually, login, seen } from '../support/flows.ts';

const { appTest } = useApp(import.meta.url);

appTest('a new version on the server shows the banner with an update button', async ({ page, context }) => {
  let version = '1.0.0';
  await context.route('**/version.json', (route) =>
    route.fulfill({ json: { version, builtAt: '2026-11-22T00:00:00.000Z' } }),
  );
  await context.clock.install();
  await login(page, 'school@kampus.test');
  const banner = page.getByText('A new version of Kampus is available.');
  await context.clock.fastForward(300_000);
  assert.equal(await banner.count(), 0, 'no banner while the version is the same');
  version = '1.1.0';
  await context.clock.fastForward(300_000);
  await seen(banner, 'the new-version banner');
  await seen(page.getByRole('button', { name: 'Update', exact: true }), 'its Update button');
});

appTest('30 minutes without activity log out every tab', async ({ page, context }) => {
  await context.clock.install();
  await login(page, 'school@kampus.test');
  assert.ok(await page.evaluate(() => localStorage.getItem('kampus.token')), 'signed in, a token is stored');
  const other = await context.newPage();
  await other.goto('/config/grade-levels');
  await seen(other.getByRole('grid'), 'the second tab signed in');
  await context.clock.fastForward(29 * 60_000);
  assert.ok(new URL(page.url()).pathname !== '/login', 'still signed in after 29 minutes');
  await context.clock.fastForward(2 * 60_000);
  for (const tab of [page, other]) {
    await eventually(
      () => Promise.resolve(new URL(tab.url()).pathname),
      (path) => path === '/login' || path === '/',
      'every tab back at the login page',
    );
  }
  const before = await other.evaluate(() => localStorage.getItem('kampus.token'));
  assert.equal(before, null, 'the token is gone from storage');
});

appTest('interface settings are kept and forced left-to-right wins over Arabic', async ({ page }) => {
  await login(page, 'school@kampus.test');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Interface settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Interface settings' });
  await seen(dialog, 'the settings dialog');
  await dialog
    .getByRole('switch', { name: 'Compact mode' })
    .or(dialog.getByRole('checkbox', { name: 'Compact mode' }))
    .check();
  await dialog
    .getByRole('switch', { name: 'Always left-to-right' })
    .or(dialog.getByRole('checkbox', { name: 'Always left-to-right' }))
    .check();
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  const settings = await page.evaluate(() => JSON.parse(localStorage.getItem('kampus.settings') ?? '{}'));
  assert.equal(settings.compact, true, 'compact mode is stored');
  assert.equal(settings.forceLtr, true, 'forced left-to-right is stored');
  await chooseLanguage(page, 'العربية');
  await eventually(
    () => page.evaluate(() => document.documentElement.getAttribute('lang')),
    (lang) => lang === 'ar',
    'the page in Arabic',
  );
  assert.equal(
    await page.evaluate(() => document.documentElement.getAttribute('dir')),
    'ltr',
    'Arabic stays left to right',
  );
  await page.reload();
  await eventually(
    () => page.evaluate(() => JSON.parse(localStorage.getItem('kampus.settings') ?? '{}').compact),
    (compact) => compact === true,
    'compact mode after a reload',
  );
});
