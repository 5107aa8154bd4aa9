/**
 * The grading path of issue 31 end to end, as its people walk it (docs/gradebook.md):
 *
 * 1. the demo teacher creates a homework for 9-A in Mathematics 9 on screen. A teacher's side menu
 *    has no entry for it (Settings > Assignments is the staff's) and the grid has no "new" button,
 *    so the teacher opens the generic form by its address, `/config/assignments/new`;
 * 2. Deniz, the demo student, on a 390 px phone in Turkish, hands in a real PDF at /hand-in;
 * 3. the teacher sees the hand-in at /hand-ins, opens the file (downloads it and reads its text),
 *    grades it in /gradebook by keyboard only (arrows, typing, Enter), comments, and releases it;
 * 4. the parent at 390 px reads /grades before the release (English: the grade without the new
 *    work), and after it in Arabic and in English: the score, the course grade and how it is
 *    computed, and never the final exam the demo keeps unreleased.
 *
 * Every figure is worked by hand from the demo's scores (Default policy: Exams 60, Homework 20 with
 * the lowest dropped, Participation 20). Deniz: midterm 78/100 (released), final 92/100 (not
 * released), homework 8/10 and 9.5/10, participation 18/20. The parent sees
 * 60 × 78% + 20 × 95% + 20 × 90% = 83.80 before; with 10/10 the 8/10 is dropped:
 * 60 × 78% + 20 × 97.5% + 20 × 90% = 84.30 after, still a "4". The teacher, who counts the final,
 * sees 60 × 85% + 20 × 97.5% + 20 × 90% = 88.50, a "5". The spec files before this one in the suite
 * (gradebook-grid) add work in no category only, which no grade counts; the spec runs on the
 * demo data as seeded, once per server (a second run on the same server adds a second homework).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { useApp } from '../support/app.ts';
import { pdfPages } from '../support/pdf.ts';
import { eventually, fillDate, notSeen, pickReference, seen, settled, signInByApi } from '../support/flows.ts';

const { appTest } = useApp(import.meta.url);

const TEACHER = 'teacher@kampus.test';
const STUDENT = 'student@kampus.test';
const PARENT = 'parent@kampus.test';
const DENIZ = 'Deniz Öğrenci';
const PHONE = { width: 390, height: 844 };
/** Unique per run, so the work is found by its title whatever else the suite created. */
const TITLE = `Homework: quadratic equations ${Date.now().toString(36)}`;
const ANSWER = 'x = 2 or x = 3; my working is in the PDF.';
const COMMENT = 'Clear factorisation, well done.';
const PDF_NAME = 'quadratic-equations.pdf';
const PDF = readFileSync(new URL('../fixtures/quadratic-equations.pdf', import.meta.url));

/** Pages show names, words and figures: no record ids, API addresses or JSON. */
const readable = async (scope: Locator, who: string): Promise<string> => {
  const text = await scope.innerText();
  assert.doesNotMatch(text, /#\d+\b/, `${who}: no "#id" in place of a name`);
  assert.doesNotMatch(text, /\/api\//, `${who}: no API address`);
  assert.doesNotMatch(text, /[{[]\s*"\w+"\s*:/, `${who}: no raw JSON`);
  assert.doesNotMatch(text, /\b(undefined|null|NaN|\[object Object\])\b/, `${who}: no programmer's values`);
  // The catalogue's keys, should a text be missing: "ui.grades.explain".
  assert.doesNotMatch(text, /\b(ui|menu|app)\.[a-z_]+\.[a-z_]+/, `${who}: no catalogue key`);
  return text;
};

/** The parent's card of Mathematics 9 at /grades, with its explanation opened. */
const parentsMathsCard = async (page: Page, language: 'en' | 'ar') => {
  await page.setViewportSize(PHONE);
  await signInByApi(page, PARENT, language);
  await page.goto('/grades');
  const words =
    language === 'ar'
      ? { title: 'الدرجات', course: 'الرياضيات 9', explain: 'كيف تُحسب هذه الدرجة' }
      : { title: 'Grades', course: 'Mathematics 9', explain: 'How this grade is computed' };
  await seen(page.getByRole('heading', { level: 1, name: words.title }), `the grades page (${language})`);
  const card = page.getByRole('region', { name: words.course });
  await seen(card, `the card of ${words.course}`);
  await card.getByRole('button', { name: words.explain }).click();
  await settled(page, 'the grades page');
  assert.equal(await page.evaluate(() => document.documentElement.dir), language === 'ar' ? 'rtl' : 'ltr');
  // A phone's width: the page never scrolls sideways.
  const wide = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(wide <= PHONE.width + 1, `the grades page is ${wide} px wide on a ${PHONE.width} px phone`);
  return card;
};

appTest('1. the teacher creates a homework for 9-A in Mathematics 9 on screen', async ({ page }) => {
  await signInByApi(page, TEACHER);
  await page.goto('/config/assignments/new');
  const form = page.getByRole('form', { name: 'New record' });
  await seen(form, 'the new assignment form');
  await pickReference(form, 'School', 'Demo High', 'Demo High School');
  await pickReference(form, 'Class', '9-A', '9-A');
  await pickReference(form, 'Subject', 'Mathematics', 'Mathematics 9');
  await pickReference(form, 'Grading category', 'Home', 'Homework');
  await form.getByRole('textbox', { name: 'Title', exact: true }).fill(TITLE);
  await fillDate(form, 'Due date', '2030-06-14');
  await form.getByRole('textbox', { name: 'Points possible' }).fill('10');
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await seen(page.getByText('Saved.', { exact: true }), 'the homework saved');
  await page.waitForURL((url) => url.pathname === '/config/assignments');
  await seen(page.getByRole('gridcell', { name: TITLE, exact: true }), 'the new homework in the list');
});

appTest('2. the student hands in a PDF on a phone, in Turkish', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signInByApi(page, STUDENT, 'tr');
  await page.goto('/hand-in');
  await seen(page.getByRole('heading', { level: 1, name: 'Ödev teslimi' }), 'the hand-in page in Turkish');
  const card = page.getByRole('region', { name: TITLE });
  await seen(card, `the card of "${TITLE}"`);
  await seen(card.getByText('Matematik 9 · Ödev · Son gün 14 Haz 2030'), 'the course, kind and due date in Turkish');
  await seen(card.getByText('Teslim edilmedi', { exact: true }), 'the homework not handed in yet');
  await card.getByLabel('Cevabın').fill(ANSWER);
  await card.getByLabel('Dosya ekle').setInputFiles({ name: PDF_NAME, mimeType: 'application/pdf', buffer: PDF });
  await card.getByRole('button', { name: 'Teslim et' }).click();
  await seen(card.getByText('Teslim edildi.'), 'the hand-in saved');
  await seen(card.getByText(/ tarihinde teslim edildi$/), 'handed in on time (due in 2030)');
  await seen(card.getByRole('button', { name: PDF_NAME }), 'the file listed');
  await settled(page, 'the hand-in page');
  const text = await readable(card, 'the student’s card');
  assert.doesNotMatch(text, /Hand in|Not handed in|Your answer|Add a file/, 'no English on the Turkish card');
  const wide = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(wide <= PHONE.width + 1, `the hand-in page is ${wide} px wide on a ${PHONE.width} px phone`);
});

appTest(
  '3. the teacher opens the hand-in and its file, then grades and comments it in the gradebook by keyboard',
  async ({ page }) => {
    await signInByApi(page, TEACHER);
    await page.goto('/hand-ins');
    await page.getByLabel('Assignment').click();
    await page.getByRole('option', { name: new RegExp(`^${TITLE} · 9-A · Mathematics 9`) }).click();
    const row = page.getByRole('row', { name: new RegExp(DENIZ) });
    await seen(row.getByText(/^Handed in on /), 'Deniz’s hand-in, on time');
    await row.getByRole('button', { name: 'Open' }).click();
    const dialog = page.getByRole('dialog');
    await seen(dialog.getByText(ANSWER), 'the text handed in');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: PDF_NAME }).click(),
    ]);
    assert.equal(download.suggestedFilename(), PDF_NAME);
    const opened = readFileSync(await download.path());
    assert.ok(opened.equals(PDF), 'the teacher gets the very file handed in');
    const [first = ''] = await pdfPages(opened);
    assert.match(first, /Quadratic equations/);
    assert.match(first, /\(x - 2\)\(x - 3\) = 0/);
    await readable(dialog, 'the teacher’s hand-in dialog');
    await page.keyboard.press('Escape');
    await notSeen(dialog, 'the hand-in dialog');

    // The gradebook of 9-A in Mathematics 9: the score typed by keyboard alone.
    await page.goto('/gradebook');
    await page.getByRole('combobox', { name: 'Class' }).click();
    await page
      .getByRole('option', { name: /^9-A(?: · .+)?$/ })
      .first()
      .click();
    await page.getByRole('combobox', { name: 'Course' }).click();
    await page.getByRole('option', { name: 'Mathematics 9', exact: true }).click();
    const grid = page.getByRole('grid', { name: 'Scores of 9-A in Mathematics 9' });
    await seen(grid, 'the grid of 9-A in Mathematics 9');
    const headers = await grid.getByRole('columnheader').allTextContents();
    const students = await grid.getByRole('rowheader').allTextContents();
    // Cells count their columns without the student column; the new work is due last.
    const col = headers.findIndex((text) => text.startsWith(TITLE)) - 1;
    const row0 = students.indexOf(DENIZ);
    assert.ok(col >= 0, `the column of the new homework among ${headers.join(' | ')}`);
    assert.ok(row0 >= 0, `Deniz among ${students.join(', ')}`);
    assert.match(headers[col + 1] ?? '', /out of 10 · due Jun 14, 2030/);
    const denizRow = grid.getByRole('row').filter({ has: page.getByRole('rowheader', { name: DENIZ }) });
    await seen(denizRow.getByRole('gridcell').last().getByText('88.00% · 5'), 'Deniz’s grade before the homework');

    // Into the grid at its one tabbable cell (the first), then arrows to Deniz's cell of the homework.
    await grid.locator('td[tabindex="0"]').focus();
    for (let step = 0; step < row0; step += 1) await page.keyboard.press('ArrowDown');
    for (let step = 0; step < col; step += 1) await page.keyboard.press('ArrowRight');
    const active = () =>
      page.evaluate(
        () =>
          `${document.activeElement?.closest('td')?.dataset.row},${document.activeElement?.closest('td')?.dataset.col}`,
      );
    assert.equal(await active(), `${row0},${col}`, 'the arrows reach Deniz’s cell of the homework');
    await page.keyboard.type('10');
    await page.keyboard.press('Enter');
    const cell = grid.locator(`td[data-row="${row0}"][data-col="${col}"]`);
    await eventually(
      () => cell.getAttribute('class'),
      (name) => /\bsaved\b/.test(name ?? ''),
      'the score saved',
    );
    assert.equal(await cell.textContent(), '10');
    // The grid is read again after the save: the course grade follows.
    await seen(denizRow.getByRole('gridcell').last().getByText('88.50% · 5'), 'Deniz’s grade with the homework');

    // Back up to the scored cell (Enter went down), then the toolbar's Comment for it. Focused
    // directly: with this cell selected the keyboard cannot reach the button, as Shift+Tab out of
    // the grid first walks the selection back across the row to the first column (Tab goes across).
    await page.keyboard.press('ArrowUp');
    assert.equal(await active(), `${row0},${col}`);
    const focusedText = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    await page.getByRole('button', { name: 'Comment', exact: true }).focus();
    await page.keyboard.press('Enter');
    const commentDialog = page.getByRole('dialog', { name: `Comment for ${DENIZ} on “${TITLE}”` });
    await seen(commentDialog, 'the comment dialog');
    await page.keyboard.press('Tab');
    await page.keyboard.type(COMMENT);
    assert.equal(await commentDialog.getByRole('textbox', { name: 'Comment' }).inputValue(), COMMENT);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    assert.equal(await focusedText(), 'Save comment');
    await page.keyboard.press('Enter');
    await notSeen(commentDialog, 'the comment dialog');
    await seen(cell.locator('.gradebook-comment-mark'), 'the commented cell marked');
    await eventually(
      () => cell.getAttribute('class'),
      (name) => /\bsaved\b/.test(name ?? ''),
      'the comment saved',
    );
    await readable(grid, 'the teacher’s grid');
  },
);

appTest(
  '4a. before the release the parent sees the grade without the new homework (English, phone)',
  async ({ page }) => {
    const card = await parentsMathsCard(page, 'en');
    await seen(card.getByText('83.80%', { exact: true }), 'the grade of the released work: 83.80%');
    const text = await readable(card, 'the parent’s card before the release');
    assert.doesNotMatch(text, new RegExp(TITLE), 'the unreleased homework is not on the card');
    assert.doesNotMatch(text, /Final exam/, 'the unreleased final exam is not on the card');
    assert.doesNotMatch(text, /84\.30|88\.50/, 'no figure that counts unreleased work');
  },
);

appTest('4b. the teacher releases the homework to families (the confirm step)', async ({ page }) => {
  await signInByApi(page, TEACHER);
  await page.goto('/gradebook');
  await page.getByRole('combobox', { name: 'Class' }).click();
  await page
    .getByRole('option', { name: /^9-A(?: · .+)?$/ })
    .first()
    .click();
  await page.getByRole('combobox', { name: 'Course' }).click();
  await page.getByRole('option', { name: 'Mathematics 9', exact: true }).click();
  const grid = page.getByRole('grid', { name: 'Scores of 9-A in Mathematics 9' });
  await grid.getByRole('button', { name: `Release to families: ${TITLE}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Release “${TITLE}” to families?` });
  await seen(
    dialog.getByText('Parents and students will see the scores of this work from now on.'),
    'what the release does',
  );
  await dialog.getByRole('button', { name: 'Release', exact: true }).click();
  await notSeen(dialog, 'the release dialog');
  const header = grid.getByRole('columnheader').filter({ hasText: TITLE });
  await seen(header.getByText('Released to families'), 'the homework released');
  // The demo's final exam stays unreleased.
  await seen(
    grid.getByRole('button', { name: 'Release to families: Final exam', exact: true }),
    'the final exam still to release',
  );
});

appTest(
  '4c. after the release the parent sees the score, the grade and how it is computed (Arabic, phone)',
  async ({ page }) => {
    const card = await parentsMathsCard(page, 'ar');
    await seen(card.getByText('84.30٪', { exact: true }), 'the grade with the homework: 84.30٪');
    await seen(card.getByText('التقدير 4'), 'the band 4');
    await seen(card.getByText('ناجح', { exact: true }), 'passed, in words');
    // The homework category, with its weight and score, and the new work counted, the 8/10 dropped.
    await seen(card.getByText('الوزن: 20٪ · النتيجة: 97.50٪'), 'the homework category: weight 20%, score 97.50%');
    const work = card.getByRole('listitem').filter({ hasText: TITLE });
    await seen(work.getByText(/^10(\.00)? من 10(\.00)? نقطة · محتسب$/), 'the new homework: 10 of 10, counted');
    await seen(
      card.getByText(/^8(\.00)? من 10(\.00)? نقطة · مستبعد لأنه الأدنى في فئته$/),
      'the 8/10 dropped as the lowest',
    );
    const text = await readable(card, 'the parent’s card in Arabic');
    assert.doesNotMatch(text, /Final exam|الامتحان النهائي/, 'the unreleased final exam is not on the card');
    assert.doesNotMatch(text, /How this grade|Weight|counted|Passed/, 'no English on the Arabic card');
  },
);

appTest('4d. after the release, in English: the same grade and its explanation', async ({ page }) => {
  const card = await parentsMathsCard(page, 'en');
  await seen(card.getByText('84.30%', { exact: true }), 'the grade with the homework: 84.30%');
  await seen(card.getByText('Grade 4'), 'the band 4');
  await seen(card.getByText('Weight: 20% · score: 97.50%'), 'the homework category');
  const work = card.getByRole('listitem').filter({ hasText: TITLE });
  await seen(work.getByText(/^10(\.00)? of 10(\.00)? points · counted$/), 'the new homework: 10 of 10, counted');
  const text = await readable(card, 'the parent’s card in English');
  assert.doesNotMatch(text, /Final exam/, 'the unreleased final exam is not on the card');
  assert.doesNotMatch(text, /92(\.00)? of 100/, 'not the unreleased final’s score');
});
