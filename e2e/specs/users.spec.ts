/**
 * The user form's rules (platform spec sections 5 and 6): a school admin adds a user without a
 * school picker (the active school is used, no password is asked); a headquarters admin picks
 * the school among the active ones; a refused save shows the server's reason.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { useApp } from '../support/app.ts';
import { gridRow, login, openFromMenu, seen } from '../support/flows.ts';

const { appTest } = useApp(import.meta.url);

const chooseOption = async (page: Page, label: string, option: string) => {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

appTest('a school admin adds a user: no school picker, no password, the user is listed', async ({ page }) => {
  await login(page, 'school@kampus.test');
  await openFromMenu(page, 'User management', 'Users', '/users');
  await page.getByRole('link', { name: 'New', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/users/new');
  const form = page.getByRole('form', { name: 'New record' });
  await seen(form, 'the new user form');
  await seen(form.getByText('The user is added to Demo High School.'), 'where the user goes');
  assert.equal(await form.getByRole('combobox', { name: 'School' }).count(), 0, 'no school picker at a school');
  assert.equal(await form.getByLabel('Password').count(), 0, 'no password field');
  // The date picker's value (its sections show the empty mm/dd/yyyy placeholders).
  await seen(form.getByRole('group', { name: 'Expires at' }), 'the expiry date picker');
  assert.equal(await form.locator('input[name="expiresAt"]').inputValue(), '', 'expiresAt starts empty');

  // Required fields first.
  const save = form.getByRole('button', { name: 'Save', exact: true });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Ece');
  await save.click();
  await seen(form.getByText('cannot be empty'), "'cannot be empty' under the missing fields");

  // The type list holds only what a school admin may assign.
  await page.getByRole('combobox', { name: 'User type' }).click();
  const offered = await page.getByRole('option').allTextContents();
  assert.ok(offered.includes('Teacher') && offered.includes('School administrator'));
  assert.ok(!offered.includes('Headquarters staff') && !offered.includes('Campus staff'));
  await page.getByRole('option', { name: 'Teacher', exact: true }).click();

  const email = `ece.${Date.now().toString(36)}@kampus.test`;
  await form.getByRole('textbox', { name: 'Last name', exact: true }).fill('Yeni');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await save.click();
  await seen(page.getByText('Saved.', { exact: true }), 'the saved message');
  await page.waitForURL((url) => url.pathname === '/users');
  await seen(gridRow(page.getByRole('grid', { name: 'Users' }), email), 'the new user in the list');
});

appTest('a headquarters admin picks the school among active schools; a 422 is shown', async ({ page }) => {
  await login(page, 'hq@kampus.test');
  // An inactive school that the picker must leave out (other specs add active ones to this server).
  const token = await page.evaluate(() => localStorage.getItem('kampus.token'));
  const headers = { authorization: `Bearer ${token ?? ''}` };
  const all = (await (await page.request.get('/api/schools.json?pagination=false', { headers })).json()) as {
    id: number;
    title: string;
    type: string;
    isActive: boolean;
  }[];
  const campus = all.find((school) => school.type === 'campus');
  const closed = `Closed School ${Date.now().toString(36)}`;
  const created = await page.request.post('/api/schools', {
    headers,
    data: { title: closed, type: 'school', parent: `/api/schools/${campus?.id ?? 0}`, isActive: false },
  });
  assert.equal(created.status(), 201, 'the inactive school is created');
  await page.goto('/users/new');
  const form = page.getByRole('form', { name: 'New record' });
  await seen(form, 'the new user form');
  await form.getByRole('combobox', { name: 'School' }).click();
  const schools = (await page.getByRole('option').allTextContents()).filter((name) => name !== 'None').sort();
  const active = all.filter((school) => school.isActive).map((school) => school.title);
  assert.deepEqual(schools, active.sort());
  assert.ok(!schools.includes(closed), 'the inactive school is not offered');
  for (const demo of ['Central Campus', 'Demo Education Group', 'Demo High School', 'Demo Middle School']) {
    assert.ok(schools.includes(demo), `${demo} is offered`);
  }
  await page.getByRole('option', { name: 'Demo Middle School', exact: true }).click();
  await chooseOption(page, 'User type', 'Parent');
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Aynı');
  await form.getByRole('textbox', { name: 'Last name', exact: true }).fill('Adres');
  // An address already in use: the server refuses with 422.
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill('teacher@kampus.test');
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  // The server's detail above the form, and the reason under the field it concerns.
  await seen(
    form.getByRole('alert').filter({ hasText: 'email: This value is already used.' }),
    "the server's 422 detail",
  );
  await seen(form.getByText('This value is already used.', { exact: true }), 'the reason on the e-mail field');
  assert.equal(new URL(page.url()).pathname, '/users/new', 'the form stays open');
});
