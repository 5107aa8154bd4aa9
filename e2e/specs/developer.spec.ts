/**
 * The developer area (issue 15, item 4). Done when: an API key made on /developer/apikey lists
 * students with curl, and after generating a new one the old key is refused. The key is read off
 * the screen and the real `curl` runs against the server the browser talks to.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import type { Page } from 'playwright-core';
import { useApp } from '../support/app.ts';
import { eventually, login, seen, settled } from '../support/flows.ts';

const { appTest } = useApp(import.meta.url);

const main = (page: Page) => page.locator('main');

/** `curl` as a developer would type it: the key in the Authorization header; answers status and body. */
const curl = (url: string, key: string): { status: number; body: string } => {
  const out = execFileSync('curl', ['-s', '-w', '\n%{http_code}', url, '-H', `Authorization: Bearer ${key}`], {
    encoding: 'utf8',
  });
  const at = out.lastIndexOf('\n');
  return { status: Number(out.slice(at + 1)), body: out.slice(0, at) };
};

const shownKey = async (page: Page): Promise<string> => {
  const field = page.getByTestId('api-key-value');
  await seen(field, 'the new API key');
  const key = await field.inputValue();
  assert.match(key, /^[\w-]+\.[\w-]+\.[\w-]+$/, 'a signed token');
  return key;
};

appTest(
  'a key made on /developer/apikey lists students with curl; a new key refuses the old one; revoke ends it',
  async ({ page, baseUrl }) => {
    await login(page, 'school@kampus.test');
    await page.goto('/developer/apikey');
    await seen(main(page).getByRole('heading', { level: 1, name: 'API key' }), 'the API key heading');
    await seen(main(page).getByText(/invalidates the existing one/), "the spec's warning");
    await settled(page, 'the key status');

    // A key left by an earlier run is replaced through the confirmation, like any second key.
    const first = main(page).getByRole('button', { name: /^Generate (API key|a new key)$/ });
    // textContent, not innerText: the button's capitals are only its style.
    const replacing = (await first.textContent()) === 'Generate a new key';
    // Making a key is a credential change: the current password confirms it (issue 26).
    const password = main(page).getByLabel('Current password (to make a key)');
    await password.fill('Kampus!2026');
    await first.click();
    if (replacing) await page.getByRole('dialog').getByRole('button', { name: 'Generate a new key' }).click();
    await seen(page.getByText('A new API Key has been generated.'), 'the success message');
    const oldKey = await shownKey(page);

    const listed = curl(`${baseUrl}/api/students.json`, oldKey);
    assert.equal(listed.status, 200, listed.body);
    const students = JSON.parse(listed.body) as { id: number; name: string }[];
    assert.ok(students.length > 0, 'the key lists students');
    assert.ok(students.every((student) => typeof student.id === 'number' && typeof student.name === 'string'));

    // The last-used time shows the call curl just made.
    await page.reload();
    await seen(page.getByTestId('api-key-last-used'), 'the last-used time');
    assert.notEqual(await page.getByTestId('api-key-last-used').innerText(), 'Not used yet');

    await password.fill('Kampus!2026');
    await main(page).getByRole('button', { name: 'Generate a new key' }).click();
    const confirm = page.getByRole('dialog');
    await seen(confirm.getByText(/invalidates the existing one/), 'the warning in the confirmation');
    await confirm.getByRole('button', { name: 'Generate a new key' }).click();
    const newKey = await eventually(
      () => shownKey(page),
      (key) => key !== oldKey,
      'a different key',
    );

    const refused = curl(`${baseUrl}/api/students.json`, oldKey);
    assert.equal(refused.status, 401, 'the old key is refused');
    assert.match(refused.body, /revoked, replaced by a new one, or has expired/);
    assert.equal(curl(`${baseUrl}/api/students.json`, newKey).status, 200, 'the new key works');

    await main(page).getByRole('button', { name: 'Revoke' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
    await seen(page.getByText('Your API key has been revoked.'), 'the revocation message');
    await seen(page.getByTestId('api-key-state').getByText('You have no API key.'), 'no key any more');
    assert.equal(curl(`${baseUrl}/api/students.json`, newKey).status, 401, 'a revoked key is refused');
  },
);

appTest(
  'the how-to shows curl examples for this very host, and the overview leads to every screen',
  async ({ page, baseUrl }) => {
    await login(page, 'school@kampus.test');
    await page.goto('/developer');
    await seen(main(page).getByRole('heading', { level: 1, name: 'Developer' }), 'the overview');
    for (const name of ['How-to', 'API key', 'Endpoints']) {
      await seen(main(page).getByRole('heading', { level: 2, name }), `the ${name} card`);
    }
    await main(page).getByRole('link', { name: 'Open How-to', exact: true }).click();
    await page.waitForURL('**/developer/howto');
    for (const name of ['Authentication', 'Headers', 'Tenancy: which schools you see', 'Paging']) {
      await seen(main(page).getByRole('heading', { level: 2, name }), `the ${name} section`);
    }
    const text = await main(page).innerText();
    assert.ok(text.includes(`curl -s ${baseUrl}/api/students.json`), 'an example calls this host');
    assert.ok(text.includes('Authorization: Bearer $KAMPUS_KEY'));

    // In Turkish the explanations and the examples' comments are Turkish; the commands stay commands.
    await page.evaluate(() => localStorage.setItem('kampus.language', 'tr'));
    await page.goto('/developer/howto');
    await seen(main(page).getByRole('heading', { level: 2, name: 'Kimlik doğrulama' }), 'the Turkish how-to');
    assert.ok((await main(page).innerText()).includes('# Yalnızca bir okulun öğrencileri'));
  },
);

appTest('endpoints lists the OpenAPI operations by resource and tries one with the session', async ({ page }) => {
  await login(page, 'school@kampus.test');
  await page.goto('/developer/endpoints');
  await seen(main(page).getByRole('heading', { level: 1, name: 'Endpoints' }), 'the endpoints heading');
  await settled(page, 'the OpenAPI document');
  await main(page).getByRole('searchbox', { name: 'Filter operations' }).fill('/api/students.json');
  // A filter that leaves few groups opens them.
  await seen(main(page).getByRole('button', { name: /^Students\b/, expanded: true }), 'the Students group, open');
  await main(page)
    .getByRole('button', { name: /GET\s*\/api\/students\.json/ })
    .first()
    .click();
  const panel = main(page).getByRole('region', { name: 'Try it' });
  await panel.getByRole('textbox', { name: 'Query string' }).fill('itemsPerPage=3');
  await panel.getByRole('button', { name: 'Send' }).click();
  await eventually(
    () => panel.getByTestId('try-status').innerText(),
    (status) => status === '200',
    'status 200',
  );
  const rows = JSON.parse(await panel.getByTestId('try-body').innerText()) as { id: number }[];
  assert.equal(rows.length, 3, 'the query string was sent');

  // A refusal is shown as it came, not as a sign-out.
  await main(page).getByRole('searchbox', { name: 'Filter operations' }).fill('/api/audit_logs.json');
  await main(page)
    .getByRole('button', { name: /GET\s*\/api\/audit_logs\.json/ })
    .first()
    .click();
  await panel.getByRole('button', { name: 'Send' }).click();
  await eventually(
    () => panel.getByTestId('try-status').innerText(),
    (status) => status === '403',
    'status 403',
  );
  await seen(main(page).getByRole('heading', { level: 1, name: 'Endpoints' }), 'still signed in');
});
