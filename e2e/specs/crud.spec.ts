/**
 * A school admin creates, edits and deletes a grade level through the generic resource
 * screens and sees the list change; an empty required field is refused with 'cannot be empty'.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { useApp } from '../support/app.ts';
import { columnTexts, eventually, gridRow, login, notSeen, openFromMenu, seen } from '../support/flows.ts';

const { appTest } = useApp(import.meta.url);

const LIST_PATH = '/config/grade-levels';

const openGradeLevels = async (page: Page) => {
  await login(page, 'school@kampus.test');
  await openFromMenu(page, 'Settings', 'Grade levels', LIST_PATH);
  await seen(page.getByRole('heading', { level: 1, name: 'Grade levels', exact: true }), 'the "Grade levels" heading');
  const grid = page.getByRole('grid', { name: 'Grade levels' });
  await seen(grid.getByRole('gridcell', { name: 'Grade 9', exact: true }), 'the seeded "Grade 9" in the list');
  return grid;
};

const titles = (page: Page) => columnTexts(page.getByRole('grid', { name: 'Grade levels' }), 0);

appTest('create, edit and delete a grade level, and see the list change', async ({ page }) => {
  const grid = await openGradeLevels(page);
  const title = `E2E level ${Date.now().toString(36)}`;
  const edited = `${title} (edited)`;

  // Create.
  await page.getByRole('link', { name: 'New', exact: true }).click();
  await page.waitForURL((url) => url.pathname === `${LIST_PATH}/new`);
  const form = page.getByRole('form', { name: 'New record' });
  await seen(form, 'the "New record" form');
  await form.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await form.getByRole('textbox', { name: 'Order', exact: true }).fill('7');
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await seen(page.getByText('Saved.', { exact: true }), 'the "Saved." message');
  await page.waitForURL((url) => url.pathname === LIST_PATH);
  await seen(gridRow(grid, title), `the new grade level "${title}" in the list`);
  assert.ok((await titles(page)).includes('Grade 9'), 'the seeded grade levels are still listed');

  // Edit: the row's Edit action opens the record with its values.
  await gridRow(grid, title)
    .getByRole('button', { name: `Edit ${title}`, exact: true })
    .click();
  await page.waitForURL((url) => new RegExp(`^${LIST_PATH}/\\d+$`).test(url.pathname));
  const editForm = page.getByRole('form');
  await seen(editForm, `the edit form of "${title}"`);
  const titleInput = editForm.getByRole('textbox', { name: 'Title', exact: true });
  assert.equal(await titleInput.inputValue(), title);
  assert.equal(await editForm.getByRole('textbox', { name: 'Order', exact: true }).inputValue(), '7');
  const save = editForm.getByRole('button', { name: 'Save', exact: true });
  assert.ok(await save.isDisabled(), 'Save is disabled while nothing changed');
  await titleInput.fill(edited);
  await eventually(() => save.isEnabled(), Boolean, 'Save to be enabled after a change');
  await save.click();
  await seen(page.getByText('Saved.', { exact: true }), 'the "Saved." message');
  await page.waitForURL((url) => url.pathname === LIST_PATH);
  await seen(gridRow(grid, edited), `the edited title "${edited}" in the list`);
  await eventually(
    () => titles(page),
    (list) => !list.includes(title),
    `the old title "${title}" to be gone`,
  );

  // Delete: Cancel first keeps the record, then Delete removes it.
  await gridRow(grid, edited)
    .getByRole('button', { name: `Delete ${edited}`, exact: true })
    .click();
  let dialog = page.getByRole('dialog', { name: 'Delete?' });
  await seen(dialog, 'the "Delete?" dialog');
  await seen(dialog.getByText('Are you sure to delete?', { exact: true }), 'the text "Are you sure to delete?"');
  await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
  await notSeen(dialog, 'the "Delete?" dialog after Cancel');
  assert.ok((await titles(page)).includes(edited), 'Cancel keeps the record');

  await gridRow(grid, edited)
    .getByRole('button', { name: `Delete ${edited}`, exact: true })
    .click();
  dialog = page.getByRole('dialog', { name: 'Delete?' });
  await seen(dialog, 'the "Delete?" dialog');
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await notSeen(dialog, 'the "Delete?" dialog after Delete');
  await seen(page.getByText('Deletion has been successfully completed.'), 'the deletion message');
  await eventually(
    () => titles(page),
    (list) => !list.includes(edited),
    `"${edited}" to be gone from the list`,
  );
  assert.ok((await titles(page)).includes('Grade 9'), 'the other grade levels stay');

  // And it stays gone after a reload (the server deleted it).
  await page.reload();
  await seen(grid.getByRole('gridcell', { name: 'Grade 9', exact: true }), 'the list after a reload');
  assert.ok(!(await titles(page)).includes(edited), 'the deleted grade level is not listed after a reload');
});

appTest('the edit form is titled after the record it edits', async ({ page }) => {
  const grid = await openGradeLevels(page);
  await gridRow(grid, 'Grade 9').getByRole('button', { name: 'Edit Grade 9', exact: true }).click();
  await page.waitForURL((url) => new RegExp(`^${LIST_PATH}/\\d+$`).test(url.pathname));
  const title = page.getByRole('textbox', { name: 'Title', exact: true });
  await eventually(
    () => title.inputValue(),
    (value) => value === 'Grade 9',
    'the form to hold "Grade 9"',
  );
  const heading = page.getByRole('heading', { level: 1 });
  await eventually(
    async () => (await heading.textContent())?.trim(),
    (text) => text === 'Grade levels: Grade 9',
    'the heading "Grade levels: Grade 9"',
  );
  const current = page.getByRole('navigation', { name: 'breadcrumb' }).locator('[aria-current="page"]');
  assert.equal((await current.textContent())?.trim(), 'Grade 9', 'the last breadcrumb names the record');
  assert.equal(await page.getByRole('form', { name: 'Grade 9' }).count(), 1, 'the form is named after the record');
});

appTest("saving with an empty required field shows 'cannot be empty' and saves nothing", async ({ page }) => {
  await openGradeLevels(page);
  await page.getByRole('link', { name: 'New', exact: true }).click();
  const form = page.getByRole('form', { name: 'New record' });
  await seen(form, 'the "New record" form');
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/grade_levels')) posts.push(request.url());
  });
  const save = form.getByRole('button', { name: 'Save', exact: true });
  assert.ok(await save.isDisabled(), 'Save is disabled while nothing has changed');
  // Fill another field, leave Title empty: Save opens, and saving is refused on Title.
  await form.getByRole('textbox', { name: 'Order', exact: true }).fill('5');
  await save.click();
  const titleInput = form.getByRole('textbox', { name: 'Title', exact: true });
  await eventually(
    () => titleInput.getAttribute('aria-invalid'),
    (value) => value === 'true',
    'the Title field to be marked invalid',
  );
  const describedBy = (await titleInput.getAttribute('aria-describedby')) ?? '';
  assert.ok(describedBy, 'the Title field points to its helper text');
  const helper = page.locator(`[id="${describedBy.split(' ')[0]}"]`);
  assert.equal((await helper.textContent())?.trim(), 'cannot be empty');
  assert.equal(new URL(page.url()).pathname, `${LIST_PATH}/new`, 'the form stays open');
  assert.deepEqual(posts, [], 'nothing was sent to the server');
});
