/**
 * The student record (issue 12, parts 1 and 2): the school admin finds a student in the list,
 * opens the profile and goes through every tab; the parent of Deniz and Ege sees only them and
 * switches between them in the top bar, the profile following.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { useApp } from '../support/app.ts';
import { eventually, fillDate, login, openStudentProfile, seen, settled } from '../support/flows.ts';

const { appTest } = useApp(import.meta.url);

const main = (page: Page) => page.locator('main');
const tabs = (page: Page) => page.getByRole('tablist', { name: 'Student sections' });

const TABS = [
  'Overview',
  'Family',
  'Classes',
  'Batches',
  'Courses',
  'Bus fees',
  'Documents',
  'Tags',
  'Behaviours',
  'Attendance',
  'Exam results',
  'Discipline',
  'Installments',
  'Discounts',
  'Scholarship',
  'Payment',
  'Promissory notes',
  'Invoices',
  'Library',
  'School bus',
];

/** What each tab shows of Deniz's demo records (the seeds of the students area). */
const EXPECTED: Record<string, RegExp> = {
  Overview: /Student number/,
  Family: /Pelin|Veli/,
  Classes: /9-A/,
  Batches: / - A/,
  Courses: /Mathematics|English|Science|Turkish/,
  'Bus fees': /Route 1/,
  Documents: /health-report\.pdf/,
  Tags: /Honour roll/,
  Behaviours: /Helped a classmate/,
  Attendance: /lessons? recorded this season|No attendance recorded/,
  'Exam results': /Deneme Sınavı 1/,
  // The timeline holds Deniz's behaviour notes beside the incidents (the demo makes him a witness).
  Discipline: /Helped a classmate/,
  Installments: /Net owed/,
  Discounts: /Discount amount|No rows/,
  Scholarship: /Start date|No rows/,
  Payment: /Receipts/,
  'Promissory notes': /New series of notes/i,
  Invoices: /Invoice|agreement|No rows/i,
  // The library's and transport's demo: Deniz's overdue book and her morning stop.
  Library: /Kürk Mantolu Madonna/,
  'School bus': /Mecidiyeköy Metro/,
};

appTest('a school admin finds Deniz in the list and goes through every tab of the profile', async ({ page }) => {
  await login(page, 'school@kampus.test');
  const profile = await openStudentProfile(page, 'Deniz');
  await seen(tabs(page), 'the profile tabs');
  assert.deepEqual(
    (await tabs(page).getByRole('tab').allInnerTexts()).map((text) => text.trim().toLowerCase()),
    TABS.map((tab) => tab.toLowerCase()),
  );
  for (const tab of TABS) {
    await tabs(page).getByRole('tab', { name: tab, exact: true }).click();
    await seen(main(page).getByRole('heading', { level: 1, name: tab }), `the ${tab} heading`);
    await settled(page, tab);
    await eventually(
      () => main(page).innerText(),
      (text) => EXPECTED[tab]?.test(text) === true,
      `what the ${tab} tab shows`,
    );
  }
  // A finance section's sub-address is its generic form (a new discount of this student).
  await page.goto(`${profile}/discounts/new`);
  await seen(
    main(page)
      .getByLabel(/Discount amount/)
      .first(),
    'the new discount form',
  );
});

appTest('the document tab downloads the stored file', async ({ page }) => {
  await login(page, 'school@kampus.test');
  await openStudentProfile(page, 'Deniz');
  await page.goto(`${page.url()}/documents`);
  const row = page.getByRole('row').filter({ hasText: 'health-report.pdf' });
  await seen(row, 'the health report');
  const download = page.waitForEvent('download');
  await row
    .getByRole('menuitem', { name: 'Download' })
    .or(row.getByRole('button', { name: 'Download' }))
    .first()
    .click();
  assert.equal((await download).suggestedFilename(), 'health-report.pdf');
});

appTest(
  'a parent sees only Deniz and Ege, and the profile follows the child chosen in the top bar',
  async ({ page }) => {
    await login(page, 'parent@kampus.test');
    await page.goto('/student');
    await page.waitForURL(/\/student\/\d+$/);
    const switcher = page.getByRole('button', { name: /^Active student: / });
    await seen(switcher, 'the child switcher');
    const first = (await switcher.innerText()).trim();
    await seen(page.getByRole('heading', { level: 1, name: 'Overview' }), 'the active child’s overview');
    assert.match(await main(page).innerText(), new RegExp(first.split(' ')[0] ?? ''));
    const firstUrl = page.url();

    await switcher.click();
    const children = page.getByRole('menuitem');
    assert.deepEqual((await children.allInnerTexts()).map((text) => text.split('\n')[0]?.trim().split(' ')[0]).sort(), [
      'Deniz',
      'Ege',
    ]);
    await children.filter({ hasNotText: first }).first().click();
    await eventually(
      () => Promise.resolve(page.url()),
      (url) => url !== firstUrl,
      'the profile of the other child',
    );
    const other = (await switcher.innerText()).trim();
    assert.notEqual(other, first);
    await eventually(
      () => main(page).innerText(),
      (text) => text.includes(other.split(' ')[0] ?? '-'),
      'the other child',
    );

    // Only the family's sections: no school tags; and another student's address is not theirs.
    assert.equal(await tabs(page).getByRole('tab', { name: 'Tags', exact: true }).count(), 0);
    const ids = [firstUrl, page.url()].map((url) => Number(/\/student\/(\d+)/.exec(url)?.[1]));
    assert.ok(
      ids.every((id) => id > 0),
      'both children have a profile address',
    );
    const stranger = Math.max(...ids) + 1;
    await page.goto(`/student/${stranger}`);
    await seen(main(page).getByText('The record was not found.'), 'another family’s student not found');
  },
);

appTest('a school admin writes a behaviour note from the profile, and it is listed there', async ({ page }) => {
  await login(page, 'school@kampus.test');
  await openStudentProfile(page, 'Deniz');
  await tabs(page).getByRole('tab', { name: 'Behaviours', exact: true }).click();
  await main(page).getByRole('link', { name: 'New', exact: true }).click();
  await page.waitForURL(/\/behaviours\/new$/);
  const title = `Led the science fair team ${Date.now().toString(36)}`;
  const form = main(page);
  await fillDate(form, 'Date', '2026-10-05');
  await form.getByRole('combobox', { name: /^Kind/ }).click();
  await page.getByRole('option', { name: 'Positive' }).click();
  await form.getByRole('textbox', { name: /^Title/ }).fill(title);
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await seen(page.getByRole('row').filter({ hasText: title }), 'the new note in the Behaviours tab');
  assert.match(page.url(), /\/student\/\d+\/behaviours$/);
});
