/**
 * The way to graduation (issue 31, part 5): the school sets a requirement of credits in every
 * course, opens its class's progress and finds Deniz's credits against it, met, with the signed
 * transcript a click away; on a 390 px phone in Turkish the same table scrolls inside its box with
 * the names in view; Deniz's parent finds the requirement on the child's grades page.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { useApp } from '../support/app.ts';
import { chooseLanguage, eventually, login, openFromMenu, seen } from '../support/flows.ts';
import { startServer } from '../support/server.ts';

// Its own server: the requirement shows on the family's grades page, which other specs read.
const { appTest } = useApp(import.meta.url, { ownServer: () => startServer() });

appTest(
  'the school sets a requirement and reads 9-A’s progress; the parent sees it on the grades page',
  async ({ page }) => {
    await login(page, 'school@kampus.test');
    await openFromMenu(page, 'Academic', 'Graduation requirements', '/academic/graduation-requirements');
    await page.getByRole('link', { name: 'New', exact: true }).click();
    const form = page.getByRole('form', { name: 'New record' });
    await seen(form, 'the new requirement’s form');
    await form.getByLabel(/^Title/).fill('Credits in all');
    await form.getByLabel(/^Credits required/).fill('4');
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await seen(page.getByText('Saved.', { exact: true }), 'the requirement saved');

    await openFromMenu(page, 'Academic', 'Graduation progress', '/academic/graduation-progress');
    await seen(
      page.getByText('Choose a class to see how far each of its students is towards graduation.'),
      'the ask for a class',
    );
    await page.getByRole('combobox', { name: 'Class' }).click();
    await page.getByRole('option', { name: '9-A', exact: true }).click();
    const table = page.getByRole('table', { name: 'Graduation progress of \u20689-A\u2069' });
    await seen(table, 'the class’s table');
    // Deniz passed Mathematics 9, 5 credits, in the demo's gradebook: 5 of the 4 required, met.
    const deniz = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Deniz Öğrenci' }) });
    await seen(deniz.getByRole('cell', { name: /^5 of 4/ }), 'Deniz’s credits against the requirement');
    await seen(deniz.getByRole('cell', { name: 'Met: 1 of 1' }), 'the requirement counted as met');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      deniz.getByRole('button', { name: 'Transcript of Deniz Öğrenci (PDF)' }).click(),
    ]);
    const path = await download.path();
    assert.ok(path, 'the transcript was saved');
    assert.equal((await readFile(path)).subarray(0, 5).toString(), '%PDF-');

    // A phone in Turkish: the table scrolls in its own box, the page does not.
    await page.setViewportSize({ width: 390, height: 844 });
    await chooseLanguage(page, 'Türkçe');
    await seen(page.getByRole('table', { name: '\u20689-A\u2069 sınıfının mezuniyet durumu' }), 'the table in Turkish');
    await eventually(
      () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      (overflow) => overflow <= 1,
      'no sideways scroll of the page at 390 px',
    );

    await page.evaluate(() => localStorage.clear());
    await page.setViewportSize({ width: 1280, height: 800 });
    await login(page, 'parent@kampus.test');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/grades');
    const card = page.getByRole('heading', { name: 'Towards graduation', exact: true }).locator('..');
    await seen(card.getByText('Credits in all'), 'the requirement on the family’s page');
    await seen(card.getByText('Met', { exact: true }), 'met, from released work');
    // Nothing of staff on the family's card: no transcript of another child, no table of the class.
    assert.equal(await page.getByRole('table', { name: /Graduation progress/ }).count(), 0);
  },
);
