/**
 * Hand-in (issue 31, item 3; docs/gradebook.md "Hand-in") as its people do it. Deniz, the demo
 * student, hands in her text and a PDF for a homework long due (so it is marked late); the demo
 * teacher opens the homework's hand-ins, sees Deniz's late hand-in with its file, and gives it a
 * score on the same screen.
 */
import type { Page } from 'playwright-core';
import { useApp } from '../support/app.ts';
import { seen, settled, signInByApi } from '../support/flows.ts';

const { appTest } = useApp(import.meta.url);

const STUDENT = 'student@kampus.test';
const TEACHER = 'teacher@kampus.test';
const WORK = 'Homework: inequalities';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n', 'latin1');

const studentHandsIn = async (page: Page) => {
  await signInByApi(page, STUDENT);
  await page.goto('/hand-in');
  const card = page.getByRole('region', { name: WORK });
  await seen(card, `the card of "${WORK}"`);
  await seen(card.getByText('Not handed in'), 'the homework not handed in yet');
  await card.getByLabel('Your answer').fill('x > 3, shown on the number line.');
  await card
    .getByLabel('Add a file')
    .setInputFiles({ name: 'inequalities.pdf', mimeType: 'application/pdf', buffer: PDF });
  await card.getByRole('button', { name: 'Hand in' }).click();
  await seen(card.getByText('Handed in.'), 'the hand-in saved');
  await seen(card.getByText(/^Handed in late on /), 'the hand-in marked late (the homework was long due)');
  await seen(card.getByRole('button', { name: 'inequalities.pdf' }), 'the file listed');
  await settled(page, 'the hand-in page');
};

appTest('a student hands in a file, and the teacher sees it and scores it', async ({ page }) => {
  await studentHandsIn(page);

  await signInByApi(page, TEACHER);
  await page.goto('/hand-ins');
  await page.getByLabel('Assignment').click();
  await page.getByRole('option', { name: new RegExp(`^${WORK}`) }).click();
  const row = page.getByRole('row', { name: /Deniz/ });
  await seen(row.getByText(/^Handed in late on /), 'Deniz’s late hand-in in the list');
  await row.getByRole('button', { name: 'Open' }).click();
  const dialog = page.getByRole('dialog');
  await seen(dialog.getByText('x > 3, shown on the number line.'), 'the text handed in');
  await seen(dialog.getByRole('button', { name: 'inequalities.pdf' }), 'the file to download');
  await dialog.getByLabel(/^Points/).fill('9');
  await dialog.getByLabel('Comment').fill('Well argued.');
  await dialog.getByRole('button', { name: 'Save score' }).click();
  await seen(dialog.getByText('Score saved.'), 'the score saved');
});
