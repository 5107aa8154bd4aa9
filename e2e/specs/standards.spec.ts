/**
 * Standards-based grading (issue 31, part 4; docs/gradebook.md "Standards-based grading"), as its
 * people walk it:
 *
 * 1. the demo teacher aligns 9-A's "Class participation" to MAT.9.1 on the generic form
 *    (Academic > Work aligned to standards), then reads the class's standards report on a desktop:
 *    Deniz's MAT.9.1 now rests on four pieces of work;
 * 2. the same report in Turkish on a 390 px phone: the names stay in view while it scrolls sideways;
 * 3. the parent at 390 px reads Deniz's levels on /grades, from released work only (the final exam
 *    is not), in English and in Arabic.
 *
 * Worked by hand from the demo's scores: Deniz has midterm 78/100, homework 8/10 and 9.5/10,
 * participation 18/20 (released) and the final 92/100 (not released). MAT.9.1 is the midterm,
 * the equations homework and the final; with the participation it is 78 + 8 + 92 + 18 = 196 of
 * 100 + 10 + 100 + 20 = 230 = 85.22 %, a 4, for the teacher; for the family the final does not
 * count: 104/130 = 80.00 %, a 3. No grade changes: an alignment is not a score. Like grading-path,
 * the spec runs once per server (a second alignment of the same work is refused as a repeat).
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { useApp } from '../support/app.ts';
import { openFromMenu, pickReference, seen, settled, signInByApi } from '../support/flows.ts';

const { appTest } = useApp(import.meta.url);

const TEACHER = 'teacher@kampus.test';
const PARENT = 'parent@kampus.test';
const PHONE = { width: 390, height: 844 };

/** Picks the class and the course of the report, as a person does. */
const openReport = async (page: Page, words: { class: string; course: string; subject: string }) => {
  await page.getByRole('combobox', { name: words.class, exact: true }).click();
  await page.getByRole('option', { name: '9-A', exact: true }).click();
  await page.getByRole('combobox', { name: words.course, exact: true }).click();
  await page.getByRole('option', { name: words.subject, exact: true }).click();
  await settled(page, 'the standards report');
};

/** The text of a student's row of the report. */
const rowOf = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });

appTest('1. the teacher aligns work to a standard on screen and reads the class’s levels', async ({ page }) => {
  await signInByApi(page, TEACHER);
  await page.goto('/');
  await openFromMenu(page, 'Academic', 'Work aligned to standards', '/standards/alignment');
  await page.goto('/standards/alignment/new');
  const form = page.getByRole('form', { name: 'New record' });
  await seen(form, 'the new alignment form');
  await pickReference(form, 'School', 'Demo High', 'Demo High School');
  await pickReference(form, 'Assignment', 'Class participation', 'Class participation');
  await pickReference(form, 'Standard', 'MAT.9.1', 'MAT.9.1');
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await seen(page.getByText('Saved.', { exact: true }), 'the alignment saved');

  await page.goto('/standards/report');
  await seen(page.getByRole('heading', { level: 1, name: 'Standards report' }), 'the standards report');
  await openReport(page, { class: 'Class', course: 'Course', subject: 'Mathematics 9' });
  const table = page.getByRole('table', { name: 'Standards of 9-A in Mathematics 9' });
  await seen(table, 'the report of 9-A');
  await seen(
    table.getByRole('columnheader', { name: /MAT\.9\.1.*Aligned work: 4/ }),
    'MAT.9.1 with four pieces of work',
  );
  const deniz = rowOf(page, 'Deniz Öğrenci');
  await seen(deniz.getByText('4 · Advanced (85.22 %; work counted: 4)'), 'Deniz on MAT.9.1, the final counted');
  // MAT.9.2 is the inequalities homework and the final: 101.5/110 = 92.27 %, or 101/110 = 91.82 %
  // once the hand-in spec (same server, when it runs first) has marked that homework 9 of 10.
  await seen(deniz.getByText(/^4 · Advanced \((92\.27|91\.82) %; work counted: 2\)$/), 'Deniz on MAT.9.2');
  const text = await page.getByRole('main').innerText();
  assert.doesNotMatch(text, /\/api\/|#\d+\b|\bnull\b|undefined|ui\.standards\./, 'no ids, addresses or keys');
  assert.match(page.url(), /\/standards\/report\?class=\d+&course=\d+$/, 'the class and course kept in the address');
});

appTest('2. the report in Turkish on a phone keeps the names in view while it scrolls sideways', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signInByApi(page, TEACHER, 'tr');
  await page.goto('/standards/report');
  await seen(page.getByRole('heading', { level: 1, name: 'Kazanım raporu' }), 'the report in Turkish');
  await openReport(page, { class: 'Sınıf', course: 'Ders', subject: 'Matematik 9' });
  const region = page.getByRole('region', { name: '9-A sınıfının Matematik 9 kazanımları' });
  await seen(region, 'the scrolling report');
  const wide = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(
    wide <= PHONE.width + 1,
    `the page is ${wide} px wide on a ${PHONE.width} px phone: only the table scrolls`,
  );
  const name = rowOf(page, 'Deniz Öğrenci').getByRole('rowheader');
  const before = await name.boundingBox();
  await region.evaluate((element) => element.scrollBy({ left: 600 }));
  await page.waitForTimeout(200);
  const after = await name.boundingBox();
  assert.ok(before && after && Math.abs(before.x - after.x) < 1, 'the name did not move as the table scrolled');
  await seen(rowOf(page, 'Deniz Öğrenci').getByText('4 · İleri (%85,22; sayılan çalışma: 4)'), 'a level in Turkish');
});

appTest('3. the parent reads the child’s levels from released work, in English and in Arabic', async ({ page }) => {
  await page.setViewportSize(PHONE);
  for (const [language, words] of [
    ['en', { heading: 'Standards in Mathematics 9', level: '3 · Proficient (80 %; work counted: 3)' }],
    ['ar', { heading: 'معايير الرياضيات 9', level: '3 · متمكّن (80٪؛ الأعمال المحتسبة: 3)' }],
  ] as const) {
    await signInByApi(page, PARENT, language);
    await page.goto('/grades');
    const heading = page.getByRole('heading', { name: words.heading });
    await seen(heading, `the standards card (${language})`);
    const card = heading.locator('xpath=..');
    await seen(card.getByText(words.level), `MAT.9.1 without the unreleased final (${language})`);
    const text = await card.innerText();
    assert.doesNotMatch(text, /85[.,]22|work counted: 4/, 'nothing of the unreleased final');
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(wide <= PHONE.width + 1, `the grades page is ${wide} px wide on a ${PHONE.width} px phone`);
  }
});
