/**
 * A school admin adds an enrollment agreement, adds two items in the item dialog, sees them
 * numbered 0 and 1 by the server with their markdown rendered and the template's label, and
 * deletes one after the confirmation (platform spec sections 2 and 5).
 */
import assert from 'node:assert/strict';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { useApp } from '../support/app.ts';
import { eventually, gridRow, login, notSeen, openFromMenu, seen } from '../support/flows.ts';

const { appTest } = useApp(import.meta.url);

const LIST_PATH = '/enrollment/agreement';

const itemNumbers = (page: Page) =>
  page
    .getByRole('list', { name: 'Agreement items' })
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => item.getAttribute('aria-label') ?? ''));

const addItem = async (page: Page, text: string, template?: string) => {
  await page.getByRole('link', { name: 'Add item', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'New item' });
  await seen(dialog, 'the "New item" dialog');
  assert.ok(await dialog.getByRole('radio', { name: 'None', exact: true }).isChecked(), 'the template starts at None');
  await dialog.getByRole('textbox', { name: 'Item text' }).fill(text);
  if (template) await dialog.getByRole('radio', { name: template, exact: true }).check();
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await notSeen(dialog, 'the item dialog after saving');
};

appTest('add an agreement and two numbered items, see the markdown, delete one', async ({ page }) => {
  await login(page, 'school@kampus.test');
  await openFromMenu(page, 'Enrollment', 'Agreements', LIST_PATH);
  const title = `E2E agreement ${Date.now().toString(36)}`;

  await page.getByRole('link', { name: 'New', exact: true }).click();
  const form = page.getByRole('form', { name: 'New record' });
  await seen(form, 'the new agreement form');
  assert.ok(await form.getByRole('checkbox', { name: 'Active' }).isChecked(), 'a new agreement starts active');
  const titleInput = form.getByRole('textbox', { name: 'Title', exact: true });
  await titleInput.fill('x');
  await titleInput.fill('');
  await titleInput.blur();
  await seen(form.getByText('cannot be empty'), 'the empty title refused');
  await titleInput.fill(title);
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await seen(page.getByText('Saved.', { exact: true }), 'the "Saved." message');
  await page.waitForURL((url) => url.pathname === LIST_PATH);

  const grid = page.getByRole('grid', { name: 'Enrollment agreements' });
  await gridRow(grid, title)
    .getByRole('button', { name: `Items of ${title}`, exact: true })
    .click();
  await page.waitForURL((url) => /^\/enrollment\/agreement\/\d+\/item$/.test(url.pathname));
  await seen(page.getByText('This agreement has no items yet.'), 'the empty item list');

  await addItem(page, 'Fees are **due** on the fifth day of each month.', 'Fee information');
  await addItem(page, 'The school keeps the *student file* for ten years.');
  await eventually(
    () => itemNumbers(page),
    (labels) => labels.length === 2,
    'two items listed',
  );
  assert.deepEqual(await itemNumbers(page), ['Item 0', 'Item 1']);
  const first = page.getByRole('listitem', { name: 'Item 0' });
  await seen(first.locator('strong', { hasText: 'due' }), 'the markdown bold rendered');
  await seen(first.getByText('Fee information', { exact: true }), 'the template label of item 0');
  await seen(page.getByRole('listitem', { name: 'Item 1' }).locator('em', { hasText: 'student file' }), 'italics');

  // The item list is usable with assistive technology: no serious or critical axe violation.
  const axe = await new AxeBuilder({ page }).include('main').analyze();
  const blocking = axe.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
  assert.deepEqual(
    blocking.map((violation) => violation.id),
    [],
  );

  await page.getByRole('button', { name: 'Delete item 0', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete?' });
  await seen(confirm.getByText('Are you sure to delete?'), 'the delete confirmation');
  await confirm.getByRole('button', { name: 'Cancel', exact: true }).click();
  await notSeen(confirm, 'the confirmation after Cancel');
  assert.deepEqual(await itemNumbers(page), ['Item 0', 'Item 1'], 'Cancel deletes nothing');
  await page.getByRole('button', { name: 'Delete item 0', exact: true }).click();
  await page.getByRole('dialog', { name: 'Delete?' }).getByRole('button', { name: 'Delete', exact: true }).click();
  await eventually(
    () => itemNumbers(page),
    (labels) => labels.join() === 'Item 1',
    'only item 1 left',
  );
  // The next item still takes the highest number plus one.
  await addItem(page, 'A third clause.');
  await eventually(
    () => itemNumbers(page),
    (labels) => labels.join() === 'Item 1,Item 2',
    'items 1 and 2',
  );
});
