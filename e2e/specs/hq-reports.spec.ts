/**
 * Headquarters' outstanding-balance report (issue 27 part 5) in a browser: HQ opens the report in
 * the hub, narrows it to one school, exports it as Excel, and the file read back holds typed
 * cells: text names, amounts as numbers in the currency's format whose buckets add up to the
 * total. Once in English on a desktop, once in Turkish on a 390 px phone.
 */
import assert from 'node:assert/strict';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { useApp } from '../support/app.ts';
import { seen, settled, signInByApi } from '../support/flows.ts';

const { appTest } = useApp(import.meta.url);

interface Words {
  tab: string;
  school: string;
  exportExcel: string;
  header: string[];
}

/** Opens the outstanding balances of Demo High School and answers the downloaded workbook's first sheet. */
const exportOutstanding = async (page: Page, words: Words): Promise<ExcelJS.Worksheet> => {
  await page.goto('/reports');
  await settled(page, 'the reports hub');
  await page.getByRole('tab', { name: words.tab }).click();
  await settled(page, 'the outstanding balances');
  await page.locator('main').getByRole('combobox', { name: words.school }).click();
  await page.getByRole('option', { name: 'Demo High School' }).click();
  await settled(page, 'the report of one school');
  const rows = page.locator('main table tbody tr');
  await seen(rows, 'the students who owe');
  const schools = await rows.evaluateAll((trs) => trs.map((tr) => tr.querySelector('td')?.textContent?.trim()));
  assert.ok(schools.length > 0, 'the school has balances');
  assert.ok(
    schools.every((name) => name === 'Demo High School'),
    `one school only: ${schools.join(', ')}`,
  );

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: words.exportExcel }).click(),
  ]);
  assert.equal(download.suggestedFilename(), 'outstanding.xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0];
  assert.ok(sheet, 'a sheet');
  assert.equal(sheet.rowCount, schools.length + 1, 'a header and the rows the screen shows');
  const header = sheet.getRow(1).values as unknown[];
  assert.deepEqual(header.slice(1, 3), words.header);
  return sheet;
};

/** Every data row: the school as text, the five buckets and the total as numbers in ₺ that add up. */
const assertTyped = (sheet: ExcelJS.Worksheet) => {
  for (let index = 2; index <= sheet.rowCount; index += 1) {
    const row = sheet.getRow(index);
    assert.equal(row.getCell(1).value, 'Demo High School');
    assert.equal(typeof row.getCell(2).value, 'string');
    const amounts = [3, 4, 5, 6, 7, 8].map((cell) => row.getCell(cell));
    for (const cell of amounts) {
      assert.equal(typeof cell.value, 'number', `row ${index}: ${String(cell.value)} is a number`);
      assert.match(cell.numFmt, /₺/);
    }
    const cents = amounts.map((cell) => Math.round(Number(cell.value) * 100));
    const buckets = cents.slice(0, 5).reduce((sum, value) => sum + value, 0);
    assert.equal(buckets, cents[5], `row ${index}: the buckets add up to the total (what SUM gives)`);
    assert.ok((cents[5] ?? 0) > 0, 'a balance is owed');
  }
};

/** The walk once per language and screen: English on a desktop, Turkish on a 390 px phone. */
const walks: { name: string; language: string; phone: boolean; words: Words }[] = [
  {
    name: 'headquarters export one school’s outstanding balances as typed Excel cells',
    language: 'en',
    phone: false,
    words: {
      tab: 'Outstanding balances',
      school: 'School',
      exportExcel: 'Export Excel',
      header: ['School', 'Student'],
    },
  },
  {
    name: 'the same report in Turkish on a 390 px phone',
    language: 'tr',
    phone: true,
    words: {
      tab: 'Kalan borçlar',
      school: 'Okul',
      exportExcel: 'Excel olarak dışa aktar',
      header: ['Okul', 'Öğrenci'],
    },
  },
];

for (const walk of walks) {
  appTest(walk.name, async ({ page }) => {
    await signInByApi(page, 'hq@kampus.test');
    if (walk.phone) await page.setViewportSize({ width: 390, height: 844 });
    await page.evaluate((language) => localStorage.setItem('kampus.language', language), walk.language);
    assertTyped(await exportOutstanding(page, walk.words));
  });
}
