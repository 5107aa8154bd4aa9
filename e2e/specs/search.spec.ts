/**
 * The top bar's search (issue 15, item 3; docs/search.md): typed letter by letter, the people
 * searches go out once, 1500 ms after the last key and only from 3 letters; the arrow keys move
 * through the results, Enter opens one, Escape closes the list. A parent's search finds the
 * staff of their own school and nobody of another school.
 */
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import type { Page, Request } from 'playwright-core';
import { useApp } from '../support/app.ts';
import { login, seen, settled } from '../support/flows.ts';

const { appTest } = useApp(import.meta.url);
const SHOTS = process.env.KAMPUS_SEARCH_SHOTS;

const shot = async (page: Page, name: string) => {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
};

/** Every people search the page sends, by its context and key. */
const recordSearches = (page: Page): string[] => {
  const sent: string[] = [];
  page.on('request', (request: Request) => {
    const match = /\/[a-z]{2}\/search\/[^/]+\/(users|students|personnel)\/([^/?]+)/.exec(request.url());
    if (match) sent.push(`${match[1]}:${decodeURIComponent(match[2] ?? '')}`);
  });
  return sent;
};

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search' });

/** The text of the option `aria-activedescendant` points at. */
const activeOption = async (page: Page): Promise<string> => {
  const id = await searchBox(page).getAttribute('aria-activedescendant');
  return id ? page.locator(`[id="${id}"]`).innerText() : '';
};

appTest('staff: 3 letters, one debounced request per list, arrows to a student, Enter opens them', async ({ page }) => {
  await login(page, 'school@kampus.test');
  await settled(page, 'the home page');
  const sent = recordSearches(page);
  const box = searchBox(page);
  await box.click();
  await box.pressSequentially('og', { delay: 80 });
  await page.waitForTimeout(1700);
  assert.deepEqual(sent, [], 'nothing is asked under 3 letters');
  const typedAt = Date.now();
  await box.pressSequentially('renci', { delay: 80 });
  const listbox = page.getByRole('listbox', { name: 'Search' });
  const student = listbox.getByRole('option', { name: /Deniz Öğrenci/ }).first();
  await student.waitFor({ timeout: 15_000 });
  assert.ok(Date.now() - typedAt >= 1500, 'no result before the 1500 ms debounce');
  // One request per list the reader may read, for the whole word only: no request per letter.
  assert.deepEqual([...new Set(sent)].sort(), ['personnel:ogrenci', 'students:ogrenci', 'users:ogrenci']);
  assert.equal(await box.getAttribute('aria-expanded'), 'true');
  await shot(page, 'results');

  // The arrows walk the options (wrapping), the field keeps the focus and names the active one.
  const options = await listbox.getByRole('option').count();
  assert.ok(options >= 2, `${options} options`);
  let found = false;
  for (let step = 0; step < options; step += 1) {
    await page.keyboard.press('ArrowDown');
    const text = await activeOption(page);
    const active = page.locator(`[id="${await box.getAttribute('aria-activedescendant')}"]`);
    assert.equal(await active.getAttribute('aria-selected'), 'true');
    // The students group's entry opens the profile; it shows the student number, not an address.
    if (/Deniz Öğrenci/.test(text) && !text.includes('@')) {
      found = true;
      break;
    }
  }
  assert.ok(found, 'the student is reachable with the arrow keys');
  await shot(page, 'keyboard');
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/student\/\d+$/);
  await seen(page.locator('main').getByText('Deniz Öğrenci').first(), "the student's profile");
  assert.equal(await box.inputValue(), '', 'the field is cleared after opening a result');

  // Escape closes the list, a second Escape clears the field.
  await box.click();
  await box.fill('fin');
  await seen(page.getByRole('listbox', { name: 'Search' }), 'the menus found at once, locally');
  await page.keyboard.press('Escape');
  assert.equal(await box.getAttribute('aria-expanded'), 'false');
  await page.keyboard.press('Escape');
  assert.equal(await box.inputValue(), '');
});

appTest("a parent finds their school's staff and nobody of another school; no personnel search", async ({ page }) => {
  await login(page, 'parent@kampus.test');
  await settled(page, 'the home page');
  const sent = recordSearches(page);
  const box = searchBox(page);
  await box.click();
  await box.pressSequentially('Selin', { delay: 50 });
  await page.getByRole('option', { name: /Selin Okul/ }).waitFor({ timeout: 15_000 });
  await shot(page, 'parent');
  await box.fill('Orhan');
  await seen(page.getByText('Nothing found.'), 'no hit for the staff of another school');
  assert.equal(await page.getByRole('option', { name: /Orhan Ortaokul/ }).count(), 0);
  assert.ok(sent.includes('users:Orhan'), 'the search was asked');
  assert.ok(!sent.some((entry) => entry.startsWith('personnel:')), 'a parent never asks for personnel');
});
