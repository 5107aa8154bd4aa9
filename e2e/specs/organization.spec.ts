/**
 * The organization screens: a headquarters admin adds a school under a campus and finds its
 * menus (synced from the global ones) in the menus editor; a school admin edits the school's
 * configuration form, a bad value is refused with nothing saved, and a good save survives a reload.
 */
import assert from 'node:assert/strict';
import { useApp } from '../support/app.ts';
import { eventually, login, openFromMenu, seen } from '../support/flows.ts';

const { appTest } = useApp(import.meta.url);

appTest('add a school under a campus, then find its menus in the menus editor', async ({ page }) => {
  await login(page, 'admin@kampus.test');
  await openFromMenu(page, 'Organization', 'Institutions', '/organization');
  const tree = page.getByRole('list', { name: 'Institutions' });
  await seen(tree.getByRole('link', { name: 'Central Campus', exact: true }), 'Central Campus in the tree');
  const campusRow = tree.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Central Campus' }) });
  await campusRow.getByRole('link', { name: 'Add school', exact: true }).click();
  await page.waitForURL((url) => /^\/organization\/\d+\/schools\/new$/.test(url.pathname));
  await seen(page.getByRole('heading', { level: 1, name: 'Add school' }), 'the "Add school" heading');

  const title = `E2E School ${Date.now().toString(36)}`;
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('office@e2e-school.test');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await seen(page.getByText('The school has been added.', { exact: true }), 'the "school added" message');
  await page.waitForURL((url) => /^\/organization\/\d+$/.test(url.pathname));
  const schoolId = new URL(page.url()).pathname.split('/')[2] ?? '';
  await seen(page.getByRole('heading', { level: 1, name: title }), `the page of "${title}"`);

  // In the tree, under the campus.
  await page.goto('/organization');
  await seen(page.getByRole('link', { name: title, exact: true }), `"${title}" in the organization tree`);

  // Its teacher and student menus exist: the menus editor shows them for the new school.
  await page.goto(`/admin/menus/teacher?school=${schoolId}`);
  const menus = page.getByRole('list', { name: 'School menus: Teacher' });
  await seen(menus.getByText('Dashboard', { exact: true }), 'the synced teacher "Dashboard" menu of the new school');
  assert.equal(
    await page.getByRole('main').getByRole('combobox', { name: 'School' }).textContent(),
    title,
    'the menus editor shows the new school',
  );
  await page.getByRole('tab', { name: 'Student', exact: true }).click();
  await seen(
    page.getByRole('list', { name: 'School menus: Student' }).getByText('My student', { exact: true }),
    'the synced student menus of the new school',
  );
});

appTest('edit the configuration form: a bad value saves nothing, a good one survives a reload', async ({ page }) => {
  await login(page, 'admin@kampus.test');
  await openFromMenu(page, 'Organization', 'Institutions', '/organization');
  await page.getByRole('link', { name: 'Demo Middle School', exact: true }).click();
  await page.waitForURL((url) => /^\/organization\/\d+$/.test(url.pathname));
  await page.getByRole('tab', { name: 'Configuration', exact: true }).click();
  await page.waitForURL((url) => url.pathname.endsWith('/configuration'));
  const form = page.getByRole('form', { name: 'Configuration' });
  const siteName = form.getByRole('textbox', { name: 'Site name', exact: true });
  await seen(siteName, 'the "Site name" input');

  const name = `Middle ${Date.now().toString(36)}`;
  await siteName.fill(name);
  await form.getByLabel('Show branches').check();
  await form.getByRole('textbox', { name: 'Support e-mail', exact: true }).fill('not-an-address');
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await seen(form.getByText('Email address is not valid.', { exact: true }), 'the e-mail error');

  // Nothing was saved: after a reload the site name is still empty.
  await page.reload();
  await seen(form.getByRole('textbox', { name: 'Site name', exact: true }), 'the form after a reload');
  assert.equal(await form.getByRole('textbox', { name: 'Site name', exact: true }).inputValue(), '');

  await form.getByRole('textbox', { name: 'Site name', exact: true }).fill(name);
  await form.getByLabel('Show branches').check();
  await form.getByRole('textbox', { name: 'Support e-mail', exact: true }).fill('Help@Middle.test');
  const country = form.getByRole('combobox', { name: 'Country', exact: true });
  await country.fill('Turk');
  await page.getByRole('option', { name: 'Turkey', exact: true }).click();
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await seen(page.getByText('The configuration has been saved.', { exact: true }), 'the "saved" message');

  await page.reload();
  const reloaded = form.getByRole('textbox', { name: 'Site name', exact: true });
  await eventually(
    () => reloaded.inputValue(),
    (value) => value === name,
    'the saved site name after a reload',
  );
  assert.equal(
    await form.getByRole('textbox', { name: 'Support e-mail', exact: true }).inputValue(),
    'help@middle.test',
  );
  assert.ok(await form.getByLabel('Show branches').isChecked(), '"Show branches" stays on');
  await eventually(
    () => country.inputValue(),
    (value) => value === 'Turkey',
    'the saved country after a reload',
  );
});
