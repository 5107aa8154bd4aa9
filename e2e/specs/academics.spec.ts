/**
 * Academics (issue 12, parts 4 and 5): a teacher gives homework to a class from the menu and
 * types exam scores into the results grid, where the server's total and rank appear; the student
 * of that class sees the homework with its due date and marks it done, which holds after a reload.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { useApp } from '../support/app.ts';
import { eventually, fillDate, gridRow, login, openFromMenu, pickReference, seen } from '../support/flows.ts';

const { appTest } = useApp(import.meta.url);

const TITLE = `Read chapter 3 (${Date.now().toString(36)})`;
const WORKSHEET = 'Chapter 3: questions 1 to 12.\n';

appTest('a teacher gives homework to a class', async ({ page }) => {
  await login(page, 'teacher@kampus.test');
  await openFromMenu(page, 'Classes', 'Homework', '/homework');
  const grid = page.getByRole('grid', { name: 'Homework' });
  await seen(gridRow(grid, 'Problem set 1').first(), 'the demo homework in the list');

  await page.getByRole('link', { name: 'New', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/homework/new');
  const form = page.getByRole('form', { name: 'New record' });
  await form.getByRole('textbox', { name: 'Title', exact: true }).fill(TITLE);
  await form.getByRole('textbox', { name: 'Description', exact: true }).fill('Pages 40 to 52, with notes.');
  await pickReference(form, 'Class', '9', '9-A');
  await pickReference(form, 'Subject', 'Fen', 'Fen Bilimleri');
  await fillDate(form, 'Due date', '2099-01-15');
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await seen(page.getByText('Saved.', { exact: true }), 'the "Saved." message');
  await page.waitForURL((url) => url.pathname === '/homework');
  await seen(gridRow(grid, TITLE), 'the new homework in the list');

  // A worksheet attached from the row: the file goes through the homework that owns it.
  const name = `Attach a file to ${TITLE}`;
  const attach = gridRow(grid, TITLE)
    .getByRole('menuitem', { name })
    .or(gridRow(grid, TITLE).getByRole('button', { name }));
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), attach.first().click()]);
  await chooser.setFiles({ name: 'chapter-3.txt', mimeType: 'text/plain', buffer: Buffer.from(WORKSHEET) });
  await seen(page.getByText('chapter-3.txt attached.'), 'the attached message');
});

appTest('a teacher types exam scores and sees the server’s total and rank', async ({ page }) => {
  await login(page, 'teacher@kampus.test');
  await openFromMenu(page, 'Academic', 'Exams', '/exam');
  await page.getByRole('button', { name: 'Results of Deneme Sınavı 1', exact: true }).first().click();
  await page.waitForURL((url) => /^\/exam\/\d+\/results$/.test(url.pathname));
  await seen(page.getByRole('heading', { level: 1, name: 'Results of Deneme Sınavı 1' }), 'the results grid');

  const row = page.getByRole('row').filter({ hasText: 'Deniz Öğrenci' });
  for (const [subject, score] of [
    ['Türkçe', '40'],
    ['Matematik', '40'],
    ['Fen Bilimleri', '20'],
  ] as const) {
    await row.getByRole('textbox', { name: `Deniz Öğrenci: ${subject}` }).fill(score);
  }
  await page.getByRole('button', { name: 'Save scores' }).click();
  await seen(page.getByText('Scores saved; ranks recomputed.'), 'the saved message');
  await eventually(
    () => row.getByRole('cell').allTextContents(),
    (cells) => cells.includes('100.00'),
    'Deniz’s total of 100.00',
  );
  const cells = await row.getByRole('cell').allTextContents();
  // Number, name, three scores (inputs), total, class rank, overall rank: full marks rank first.
  assert.deepEqual(cells.slice(-3), ['100.00', '1', '1']);

  await page.reload();
  await eventually(
    () => row.getByRole('textbox', { name: 'Deniz Öğrenci: Türkçe' }).inputValue(),
    (value) => value === '40.00',
    'the saved score after a reload',
  );
});

appTest('the student sees the class’s homework with its due date and marks it done', async ({ page }) => {
  await login(page, 'student@kampus.test');
  await openFromMenu(page, 'Classes', 'Homework', '/homework');
  const card = page.getByTestId('homework-card').filter({ hasText: TITLE });
  await seen(card, 'the teacher’s new homework');
  await seen(card.getByText('Due Jan 15, 2099'), 'its due date');
  // The attachment opens with the student's session (a plain link to the file answered 401).
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: 'chapter-3.txt' }).click(),
  ]);
  assert.equal(download.suggestedFilename(), 'chapter-3.txt');
  assert.equal(readFileSync(await download.path()).toString('utf8'), WORKSHEET);
  const done = card.getByRole('checkbox', { name: 'Done' });
  assert.equal(await done.isChecked(), false);
  // The tick is the server's answer: it shows once the mark is stored.
  await done.click();
  await seen(page.getByText('Marked as done.'), 'the done message');
  await eventually(() => done.isChecked(), Boolean, 'the homework ticked done');

  await page.reload();
  await eventually(
    () =>
      page.getByTestId('homework-card').filter({ hasText: TITLE }).getByRole('checkbox', { name: 'Done' }).isChecked(),
    Boolean,
    'the homework still done after a reload',
  );
});
