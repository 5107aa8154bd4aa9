/**
 * The audit trail as a person sees it (issue 10, part 5): a school admin renames a grade level;
 * the superadmin opens it and reads in its History panel who changed what, from where, before and
 * after, and finds the change under Reports > Audit log. The school admin, who may not read the
 * trail, sees no History panel and the trail is never asked for.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { useApp } from '../support/app.ts';
import {
  columnTexts,
  DEMO_PASSWORD,
  eventually,
  login,
  openFromMenu,
  seen,
  settled,
  signInByApi,
} from '../support/flows.ts';

const { appTest } = useApp(import.meta.url);

const LIST_PATH = '/config/grade-levels';

/** A grade level created and renamed by the school admin through the API: its id and both titles. */
const renamedGradeLevel = async (page: Page) => {
  const signIn = await page.request.post('/en/login', { data: { email: 'school@kampus.test', pwd: DEMO_PASSWORD } });
  const { accessToken } = (await signIn.json()) as { accessToken: string };
  const headers = { authorization: `Bearer ${accessToken}` };
  const first = `History ${Date.now().toString(36)}`;
  // Inactive: the school's grades stay the demo's for the specs after this one on the same server
  // (the rollover's last grade is the highest active one).
  const created = await page.request.post('/api/grade_levels', {
    headers,
    data: { title: first, levelOrder: 40, active: false },
  });
  assert.equal(created.status(), 201, await created.text());
  const { id } = (await created.json()) as { id: number };
  const second = `${first} renamed`;
  const renamed = await page.request.patch(`/api/grade_levels/${id}`, {
    headers: { ...headers, 'content-type': 'application/merge-patch+json' },
    data: JSON.stringify({ title: second }),
  });
  assert.equal(renamed.status(), 200, await renamed.text());
  return { id, first, second };
};

appTest('the superadmin reads who renamed a grade level in its History panel', async ({ page }) => {
  const { id, first, second } = await renamedGradeLevel(page);
  await signInByApi(page, 'admin@kampus.test');
  await page.goto(`${LIST_PATH}/${id}`);
  const history = page.getByRole('region', { name: 'History' });
  await seen(history.getByRole('heading', { name: 'History', level: 2 }), 'the History panel');
  const entries = history.getByRole('listitem');
  // Newest first: the rename, then the creation.
  await seen(entries.first().getByText('Changed', { exact: true }), 'the rename as the newest entry');
  const rename = entries.first();
  await seen(rename.getByText('by Selin Okul', { exact: true }), 'who renamed it');
  await seen(rename.getByText('from 127.0.0.1', { exact: true }), 'the address it came from');
  const row = rename.getByRole('row');
  await seen(row.getByRole('cell', { name: first, exact: true }), 'the title before');
  await seen(row.getByRole('cell', { name: second, exact: true }), 'the title after');
  await seen(entries.nth(1).getByText('Created', { exact: true }), 'the creation below it');
});

appTest('Reports > Audit log lists the change and filters by resource and record', async ({ page }) => {
  const { id } = await renamedGradeLevel(page);
  await login(page, 'admin@kampus.test');
  await openFromMenu(page, 'Reports', 'Audit log', '/reports/audit-logs');
  const grid = page.getByRole('grid', { name: 'Audit log' });
  // In people's words: the resource's label, not its table.
  await seen(grid.getByRole('gridcell', { name: 'Grade levels', exact: true }), 'grade level entries in the trail');
  await page.getByRole('textbox', { name: 'Resource', exact: true }).fill('grade_levels');
  await page.getByRole('textbox', { name: 'Record', exact: true }).fill(String(id));
  const actions = await eventually(
    () => columnTexts(grid, 3),
    (texts) => texts.length === 2,
    'the two entries of the grade level',
  );
  assert.deepEqual(actions, ['Changed', 'Created']);
  await seen(grid.getByRole('gridcell', { name: 'Title', exact: true }), 'the renamed field, by its label');
});

appTest('a school admin sees no History panel, and the trail is not asked for', async ({ page }) => {
  const { id, second } = await renamedGradeLevel(page);
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/audit_logs')) asked.push(request.url());
  });
  await login(page, 'school@kampus.test');
  await page.goto(`${LIST_PATH}/${id}`);
  const form = page.getByRole('form', { name: second });
  await seen(form, 'the edit form of the grade level');
  // Give the page the time it takes to learn the user's kind (the panel would appear by then).
  await settled(page, 'the edit page');
  assert.equal(await page.getByRole('heading', { name: 'History', exact: true }).count(), 0, 'no History panel');
  assert.deepEqual(asked, [], 'no request for the audit trail');
});
