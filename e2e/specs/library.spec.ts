/**
 * The library (issue 33, part 4; docs/library.md) as its people do it. The librarian, at the
 * desk in English, types a copy's barcode and lends it to parent@'s child Deniz; lending the
 * same copy again is refused with who has it. The parent, on a 390 px phone, finds the book on
 * their library page with its due date, beside Deniz's overdue book, and no barcode. The
 * librarian, in Turkish, takes the copy back by its barcode.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { useApp } from '../support/app.ts';
import { chooseLanguage, eventually, seen, settled, signInByApi } from '../support/flows.ts';

const { appTest } = useApp(import.meta.url);

const LIBRARIAN = 'librarian@kampus.test';
const PARENT = 'parent@kampus.test';
/** İnce Memed 1: the demo's single copy, on the shelf. */
const BARCODE = 'DHS-002-1';

const barcodeField = (page: Page) => page.locator('[name="barcode"]');

appTest(
  'the librarian lends a copy by its barcode, the parent sees it, the librarian takes it back',
  async ({ page }) => {
    await signInByApi(page, LIBRARIAN);
    await page.goto('/library/desk');
    await seen(page.getByRole('heading', { name: 'Circulation desk' }), 'the desk');
    await barcodeField(page).fill(BARCODE);
    await page.locator('[name="student"]').fill('Deniz');
    await page.getByRole('option', { name: 'Deniz Öğrenci' }).first().click();
    await page.getByRole('button', { name: 'Lend', exact: true }).click();
    await seen(page.getByRole('status').filter({ hasText: '“İnce Memed 1” lent to Deniz Öğrenci' }), 'the loan');

    // The same copy again: refused, saying who has it.
    await page.getByRole('button', { name: 'Lend', exact: true }).click();
    await seen(
      page.getByRole('alert').filter({ hasText: 'This copy is already on loan to Deniz Öğrenci' }),
      'the second loan refused',
    );
    await settled(page, 'the desk');
    await page.screenshot({ path: '/tmp/library-desk.png', fullPage: true });

    await signInByApi(page, PARENT);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/library/books');
    const card = page.getByRole('region', { name: 'Deniz Öğrenci' });
    await seen(card, "Deniz's library card");
    const loans = card.getByTestId('library-loan');
    await eventually(
      () => loans.allTextContents(),
      (rows) =>
        rows.some((row) => row.includes('İnce Memed 1') && row.includes('Due on')) &&
        rows.some((row) => row.includes('Kürk Mantolu Madonna') && row.includes('Overdue by')),
      'the new loan with its due date and the overdue one',
    );
    // Ege's reservation (demo data) waits for a copy on his card.
    await seen(
      page
        .getByRole('region', { name: 'Ege Öğrenci' })
        .getByTestId('library-hold')
        .filter({ hasText: 'Waiting for a copy to come back' }),
      "Ege's reserved book",
    );
    await settled(page, 'the library page');
    const text = (await page.locator('main').textContent()) ?? '';
    assert.ok(!text.includes('DHS-'), 'no barcode on the family page');
    assert.equal(await page.getByRole('button', { name: 'Lend' }).count(), 0, 'no desk control for the family');
    const sideways = await page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth);
    assert.equal(sideways, 0, 'the library page scrolls sideways at 390 px');
    await page.screenshot({ path: '/tmp/library-parent.png', fullPage: true });

    // In Turkish: the copy comes back by its barcode.
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInByApi(page, LIBRARIAN);
    await page.goto('/library/desk');
    await seen(page.getByRole('heading', { name: 'Circulation desk' }), 'the desk');
    await chooseLanguage(page, 'Türkçe');
    await seen(page.getByRole('heading', { name: 'Ödünç masası' }), 'the desk in Turkish');
    await barcodeField(page).fill(BARCODE);
    await page.getByRole('button', { name: 'İade al' }).click();
    await seen(
      page.getByRole('status').filter({ hasText: '“İnce Memed 1” Deniz Öğrenci adlı okurdan iade alındı.' }),
      'the return in Turkish',
    );
    await settled(page, 'the desk in Turkish');
  },
);
