/**
 * Two people editing one record (issue 10, part 4): a school admin opens a grade level, someone
 * else saves a change to it meanwhile, and the admin's save is refused with a message asking to
 * reload instead of silently overwriting it; after reloading, the save goes through.
 */
import assert from 'node:assert/strict';
import { useApp } from '../support/app.ts';
import { DEMO_PASSWORD, eventually, login, seen } from '../support/flows.ts';

const { appTest } = useApp(import.meta.url);

appTest('a save based on an old version is refused, and goes through after a reload', async ({ page }) => {
  const signIn = await page.request.post('/en/login', { data: { email: 'school@kampus.test', pwd: DEMO_PASSWORD } });
  const { accessToken } = (await signIn.json()) as { accessToken: string };
  const headers = { authorization: `Bearer ${accessToken}` };
  const title = `Stale ${Date.now().toString(36)}`;
  // Inactive: the school's grades stay the demo's for the specs after this one on the same server.
  const created = await page.request.post('/api/grade_levels', {
    headers,
    data: { title, levelOrder: 41, active: false },
  });
  assert.equal(created.status(), 201, await created.text());
  const { id } = (await created.json()) as { id: number };

  await login(page, 'school@kampus.test');
  await page.goto(`/config/grade-levels/${id}`);
  const form = page.getByRole('form', { name: title });
  const titleInput = form.getByRole('textbox', { name: 'Title', exact: true });
  await eventually(
    () => titleInput.inputValue(),
    (value) => value === title,
    'the loaded title',
  );

  // Someone else renames it while the form is open.
  const other = await page.request.patch(`/api/grade_levels/${id}`, {
    headers: { ...headers, 'content-type': 'application/merge-patch+json' },
    data: JSON.stringify({ levelOrder: 42 }),
  });
  assert.equal(other.status(), 200);

  await titleInput.fill(`${title} mine`);
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await seen(
    form.getByRole('alert').getByText('This record was changed by someone else after you opened it.', { exact: false }),
    'the refusal asking to reload',
  );
  const stored = await page.request.get(`/api/grade_levels/${id}`, { headers });
  assert.deepEqual(
    { title: ((await stored.json()) as { title: string }).title },
    { title },
    'the refused save changed nothing',
  );

  await page.reload();
  const reloaded = page.getByRole('form', { name: title });
  const order = reloaded.getByRole('textbox', { name: 'Order', exact: true });
  await eventually(
    () => order.inputValue(),
    (value) => value === '42',
    "the other person's change after reload",
  );
  await reloaded.getByRole('textbox', { name: 'Title', exact: true }).fill(`${title} mine`);
  await reloaded.getByRole('button', { name: 'Save', exact: true }).click();
  await seen(page.getByText('Saved.', { exact: true }), 'the "Saved." message');
});
