/**
 * Transport (issue 33, part 6; docs/transport.md) as its people do it. The escort, on a 390 px
 * phone, opens today's morning check of her route, marks parent@'s child Deniz not on board and
 * saves: the parent is notified; saving again tells nobody twice. The route sheet downloads as a
 * PDF. The parent, on a phone, finds the notice under the bell and, in Turkish, reads Deniz's
 * school bus tab: the stop, its time and that she did not get on this morning.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { useApp } from '../support/app.ts';
import { DEMO_PASSWORD, seen, settled, signInByApi } from '../support/flows.ts';
import { startServer } from '../support/server.ts';

// Its own server: the parent's notifications are counted and today's check is written.
const { appTest } = useApp(import.meta.url, { ownServer: () => startServer() });

const PHONE = { width: 390, height: 844 };

/** Reads through the API as a demo user. */
const readAs = async <T>(page: Page, email: string, path: string): Promise<T> => {
  const login = await page.request.post('/en/login', { data: { email, pwd: DEMO_PASSWORD } });
  assert.equal(login.status(), 200, `POST /en/login as ${email}`);
  const { accessToken } = (await login.json()) as { accessToken: string };
  const response = await page.request.get(path, { headers: { authorization: `Bearer ${accessToken}` } });
  assert.equal(response.status(), 200, `GET ${path}`);
  return (await response.json()) as T;
};

const sideways = (page: Page): Promise<number> =>
  page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth);

appTest('the escort marks a child not on board on a phone; the parent sees it, in Turkish too', async ({ page }) => {
  const family = await readAs<{ id: number; name: string }[]>(
    page,
    'parent@kampus.test',
    '/api/students.json?pagination=false',
  );
  const deniz = family.find((student) => student.name === 'Deniz');
  assert.ok(deniz, "parent@'s child Deniz");

  await page.setViewportSize(PHONE);
  await signInByApi(page, 'escort@kampus.test');
  await page.goto('/transport/boarding');
  await seen(page.getByRole('heading', { name: 'Boarding check' }), 'the boarding check');
  await page.getByRole('button', { name: 'Morning', exact: true }).click();
  const line = page.getByTestId('boarding-student').filter({ hasText: 'Deniz Öğrenci' });
  await seen(line, 'Deniz on the morning trip');
  const text = (await line.textContent()) ?? '';
  assert.ok(text.includes('Mecidiyeköy Metro') && text.includes('07:10'), `her stop and time: ${text}`);
  await line.getByRole('button', { name: 'Not on board' }).click();
  await page.getByRole('button', { name: 'Save the check' }).click();
  await seen(page.getByText('The check has been saved.'), 'the check saved');
  await seen(page.getByText(/parents? notified\./), 'the parents told');
  await settled(page, 'the boarding check');
  assert.equal(await sideways(page), 0, 'the check scrolls sideways at 390 px');
  await page.screenshot({ path: '/tmp/transport-boarding.png', fullPage: true });

  // The route sheet, from the same screen.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Route sheet (PDF)' }).click(),
  ]);
  assert.match(download.suggestedFilename(), /\.pdf$/);
  assert.equal(
    readFileSync(await download.path())
      .subarray(0, 4)
      .toString(),
    '%PDF',
  );

  await page.evaluate(() => localStorage.clear());
  await signInByApi(page, 'parent@kampus.test');
  await page.goto('/account/home');
  await page
    .getByRole('button', { name: /^Notifications/ })
    .first()
    .click();
  await seen(
    page.getByRole('menuitem').filter({ hasText: 'Deniz Öğrenci did not get on the school bus' }),
    'the notice under the bell',
  );
  await page.keyboard.press('Escape');

  // Bu bölüm Türkçe: the parent reads the school bus tab in Turkish.
  await page.evaluate(() => localStorage.setItem('kampus.language', 'tr'));
  await page.goto(`/student/${deniz.id}/transport`);
  await seen(page.getByText('Sabah biniş'), 'the morning pick-up in Turkish');
  await seen(page.getByText('07:10 · Mecidiyeköy Metro · Şişli'), 'the stop and its time');
  const boarding = page.getByTestId('transport-boarding');
  await seen(boarding.filter({ hasText: 'Servise binmedi' }), 'the morning’s boarding in Turkish');
  assert.ok(((await boarding.first().textContent()) ?? '').includes('Sabah'), 'the morning trip named');
  await settled(page, 'the school bus tab');
  const main = (await page.locator('main').textContent()) ?? '';
  for (const english of ['School bus', 'Morning', 'Did not get on', 'Driver'])
    assert.ok(!main.includes(english), `no English left on the Turkish tab: ${english}`);
  assert.equal(await sideways(page), 0, 'the tab scrolls sideways at 390 px');
  await page.screenshot({ path: '/tmp/transport-parent-tr.png', fullPage: true });
});
