/**
 * Report cards go home (issue 30, parts 1 and 3): the school prints 9-A's term cards and releases
 * them to the families from the printer, and finds the release listed; Deniz's parent, on a 390 px
 * phone, is told under the bell, finds the card on the grades page titled by its report and term,
 * and downloads it as a PDF; the same page in Turkish.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { useApp } from '../support/app.ts';
import { chooseLanguage, eventually, login, openFromMenu, seen } from '../support/flows.ts';
import { startServer } from '../support/server.ts';

// Its own server: the release tells the parent, whose notifications other specs read.
const { appTest } = useApp(import.meta.url, { ownServer: () => startServer() });

appTest(
  'the school releases 9-A’s report cards; the parent is told and downloads Deniz’s on a phone',
  async ({ page }) => {
    await login(page, 'school@kampus.test');
    await openFromMenu(page, 'Academic', 'Report cards', '/academic/report-cards');
    await eventually(
      () => page.getByRole('combobox', { name: 'Class' }).textContent(),
      (text) => (text ?? '').trim() === '9-A',
      'the first class chosen',
    );
    await page.getByRole('button', { name: 'Release to families', exact: true }).click();
    await seen(page.getByText(/^Released to the families of 9-A:/), 'the release confirmed');
    await openFromMenu(page, 'Academic', 'Released report cards', '/academic/report-card-releases');
    const list = page.getByRole('grid', { name: 'Released report cards' });
    await seen(list.getByRole('gridcell', { name: '9-A' }), 'the release listed with its class');
    await seen(list.getByRole('gridcell', { name: 'Karne' }), 'the release listed with its report');

    await page.evaluate(() => localStorage.clear());
    // Signed in as the login helper knows the page (its side menu drawn), then at a phone's width.
    await login(page, 'parent@kampus.test');
    await page.setViewportSize({ width: 390, height: 844 });
    await page
      .getByRole('button', { name: /^Notifications/ })
      .first()
      .click();
    const notice = page.getByRole('menuitem').filter({ hasText: 'Report card of Deniz Öğrenci' });
    await seen(notice, 'the release under the bell');
    await notice.click();
    await eventually(
      () => Promise.resolve(new URL(page.url()).pathname),
      (path) => path === '/grades',
      'the grades page from the notice',
    );
    const cards = page.getByRole('heading', { name: 'Report cards', exact: true }).locator('..');
    await seen(cards.getByText(/^\u2068Karne\u2069: /), 'the card titled by its report and term');
    await seen(cards.getByText(/^\u20689-A\u2069 · released /), 'the class and the day it was released');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      cards.getByRole('button', { name: 'Download the report card' }).click(),
    ]);
    const path = await download.path();
    assert.ok(path, 'the PDF was saved');
    assert.equal((await readFile(path)).subarray(0, 5).toString(), '%PDF-');
    // Nothing of staff on the family's card: no raw address, no release or delete control.
    const text = (await cards.textContent()) ?? '';
    assert.doesNotMatch(text, /\/api\/|[{}]/);
    assert.equal(await cards.getByRole('button', { name: /release|delete/i }).count(), 0);

    await chooseLanguage(page, 'Türkçe');
    const turkish = page.getByRole('heading', { name: 'Karneler', exact: true }).locator('..');
    await seen(turkish.getByRole('button', { name: 'Karneyi indir' }), 'the card in Turkish');
    await seen(turkish.getByText(/^\u20689-A\u2069 · .+ tarihinde yayımlandı$/), 'the release day in Turkish');
  },
);
