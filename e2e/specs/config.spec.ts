/**
 * The /config hub: a school admin walks its tabs, adds a season, makes it the default (every listed
 * season patched) and back, and adds a grading term to it; the System tab is the school's settings
 * form: a changed setting is kept after a reload, a bad value is refused on its field.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { useApp } from '../support/app.ts';
import { eventually, fillDate, gridRow, login, openFromMenu, seen } from '../support/flows.ts';

const { appTest } = useApp(import.meta.url);

const tab = (page: Page, name: string) =>
  page.getByRole('tablist', { name: 'Configuration' }).getByRole('tab', { name });

const defaultCell = (page: Page, title: string) =>
  gridRow(page.getByRole('grid', { name: 'Seasons' }), title)
    .getByRole('gridcell')
    .nth(3);

appTest('walk /config: add a season, make it the default and back, add a grading term', async ({ page }) => {
  await login(page, 'school@kampus.test');
  await openFromMenu(page, 'Settings', 'Configuration', '/config');
  await seen(tab(page, 'System'), 'the System tab');
  assert.equal(await tab(page, 'System').getAttribute('aria-selected'), 'true', 'System is the first tab');
  await seen(page.getByRole('heading', { level: 1, name: 'System' }), 'the system settings');
  await seen(page.getByRole('form', { name: 'Configuration' }), 'the settings form');

  // Seasons: add one.
  const title = `2030-2031 E2E ${Date.now().toString(36)}`;
  await tab(page, 'Seasons').click();
  await page.waitForURL((url) => url.pathname === '/config/seasons');
  const seasons = page.getByRole('grid', { name: 'Seasons' });
  await seen(gridRow(seasons, '2026-2027'), 'the demo season');
  await page.getByRole('link', { name: 'New', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/config/seasons/new');
  const form = page.getByRole('form', { name: 'New record' });
  await form.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await fillDate(form, 'Start date', '2030-09-01');
  await fillDate(form, 'End date', '2031-06-30');
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await seen(page.getByText('Saved.', { exact: true }), 'the "Saved." message');
  await page.waitForURL((url) => url.pathname === '/config/seasons');
  await seen(gridRow(seasons, title), `the season ${title}`);

  // Make it the default: the old default stops being one.
  await gridRow(seasons, title)
    .getByRole('button', { name: `Make ${title} the default season` })
    .click();
  await seen(page.getByText(`${title} is now the default season.`), 'the default message');
  await eventually(
    () => defaultCell(page, title).textContent(),
    (text) => text === 'Yes',
    'the new season default',
  );
  await eventually(
    () => defaultCell(page, '2026-2027').textContent(),
    (text) => text === 'No',
    'the old one not',
  );
  // And back, so the demo season stays the default for everyone else.
  await gridRow(seasons, '2026-2027').getByRole('button', { name: 'Make 2026-2027 the default season' }).click();
  await eventually(
    () => defaultCell(page, '2026-2027').textContent(),
    (text) => text === 'Yes',
    'the demo default',
  );
  await eventually(
    () => defaultCell(page, title).textContent(),
    (text) => text === 'No',
    'the new one not',
  );

  // Grading terms: add one to the new season.
  await tab(page, 'Grading terms').click();
  await page.waitForURL((url) => url.pathname === '/config/grading-terms');
  // A navigation is a transition: the seasons list (and its "New" link) stays on screen until the
  // grading terms' list has loaded, so the URL alone does not say which "New" is there.
  await seen(page.getByRole('grid', { name: 'Grading terms' }), 'the grading terms list');
  await page.getByRole('link', { name: 'New', exact: true }).click();
  const termForm = page.getByRole('form', { name: 'New record' });
  await seen(termForm, 'the grading term form');
  await termForm.getByRole('combobox', { name: 'Season' }).click();
  await page.getByRole('option', { name: title, exact: true }).click();
  await termForm.getByRole('textbox', { name: 'Title', exact: true }).fill('E2E first term');
  await fillDate(termForm, 'Start date', '2030-09-01');
  await fillDate(termForm, 'End date', '2031-01-20');
  await termForm.getByRole('button', { name: 'Save', exact: true }).click();
  await seen(page.getByText('Saved.', { exact: true }), 'the "Saved." message');
  await page.waitForURL((url) => url.pathname === '/config/grading-terms');
  const terms = page.getByRole('grid', { name: 'Grading terms' });
  await seen(gridRow(terms, 'E2E first term'), 'the new grading term');

  // The other tabs open their lists.
  await tab(page, 'Grade levels').click();
  await seen(
    page.getByRole('grid', { name: 'Grade levels' }).getByRole('gridcell', { name: 'Grade 9', exact: true }),
    'Grade 9',
  );
  await tab(page, 'Courses').click();
  await seen(
    page.getByRole('grid', { name: 'Courses' }).getByRole('gridcell', { name: 'Mathematics 9', exact: true }),
    'a demo course',
  );
});

appTest(
  'System settings: change a setting and see it kept after a reload; a bad value is refused',
  async ({ page }) => {
    await login(page, 'school@kampus.test');
    await openFromMenu(page, 'Settings', 'Configuration', '/config');
    const form = page.getByRole('form', { name: 'Configuration' });
    await seen(form.getByRole('heading', { name: 'Sign-in and registration' }), 'the sign-in group');
    await seen(form.getByText('Keep a record of each sign-in and of the pages people open.'), 'a help line');

    const slogan = form.getByRole('textbox', { name: 'Slogan' });
    const branches = form.getByRole('switch', { name: 'Show branches' });
    const wasOn = await branches.isChecked();
    const text = `Learning together ${Date.now().toString(36)}`;
    await slogan.fill(text);
    await branches.click();
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await seen(page.getByText('The configuration has been saved.', { exact: true }), 'the saved message');

    await page.reload();
    await seen(form, 'the settings form after the reload');
    await eventually(
      () => slogan.inputValue(),
      (value) => value === text,
      'the slogan kept',
    );
    assert.equal(await branches.isChecked(), !wasOn, 'the switch kept');

    // A bad e-mail: marked on its field, nothing sent, nothing saved.
    const support = form.getByRole('textbox', { name: 'Support e-mail' });
    const storedSupport = await support.inputValue();
    await support.fill('not an address');
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await eventually(
      () => support.getAttribute('aria-invalid'),
      (value) => value === 'true',
      'the field marked',
    );
    await page.reload();
    await seen(form, 'the settings form after the second reload');
    await eventually(
      () => form.getByRole('textbox', { name: 'Support e-mail' }).inputValue(),
      (value) => value === storedSupport,
      'the stored e-mail, unchanged',
    );
  },
);
