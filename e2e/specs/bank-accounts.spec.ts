/**
 * A school admin adds a bank account choosing a bank, then a branch: the branch picker waits for
 * the bank and offers only that bank's branches (platform spec sections 3 and 5).
 */
import assert from 'node:assert/strict';
import { useApp } from '../support/app.ts';
import { DEMO_PASSWORD, gridRow, login, notSeen, openFromMenu, seen } from '../support/flows.ts';

const { appTest } = useApp(import.meta.url);

const LIST_PATH = '/bank/accounts';

appTest('add a bank account choosing a bank then a branch of that bank', async ({ page }) => {
  // A branch of another bank, which the picker must not offer once Ziraat is chosen.
  const signIn = await page.request.post('/en/login', { data: { email: 'admin@kampus.test', pwd: DEMO_PASSWORD } });
  const { accessToken } = (await signIn.json()) as { accessToken: string };
  const headers = { authorization: `Bearer ${accessToken}` };
  const [isbank] = (await (await page.request.get('/api/banks.json?eftCode=0064', { headers })).json()) as {
    id: number;
  }[];
  const other = await page.request.post('/api/bank_branches', {
    headers,
    data: { branchName: 'E2E İş branch', bankId: isbank?.id },
  });
  assert.equal(other.status(), 201);

  await login(page, 'school@kampus.test');
  await openFromMenu(page, 'Finance', 'Bank accounts', LIST_PATH);
  await page.getByRole('link', { name: 'New', exact: true }).click();
  const form = page.getByRole('form', { name: 'New record' });
  await seen(form, 'the new bank account form');
  const branch = form.getByRole('combobox', { name: 'Bank branch' });
  assert.ok(await branch.isDisabled(), 'the branch waits for a bank');

  const name = `E2E account ${Date.now().toString(36)}`;
  await form.getByRole('textbox', { name: 'Account name' }).fill(name);
  await form.getByRole('textbox', { name: 'IBAN' }).fill('TR00 0001 0000 0000 0000 0000 01');
  const bank = form.getByRole('combobox', { name: 'Bank', exact: true });
  await bank.click();
  await bank.fill('Ziraat');
  await page.getByRole('option', { name: 'T.C. Ziraat Bankası A.Ş.', exact: true }).click();

  await branch.click();
  const options = page.getByRole('listbox');
  await seen(options.getByRole('option', { name: 'Örnek Şube (demo)' }), 'the branch of Ziraat');
  await notSeen(options.getByRole('option', { name: 'E2E İş branch' }), 'a branch of another bank');
  await options.getByRole('option', { name: 'Örnek Şube (demo)' }).click();

  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await seen(page.getByText('Saved.', { exact: true }), 'the "Saved." message');
  await page.waitForURL((url) => url.pathname === LIST_PATH);
  const row = gridRow(page.getByRole('grid', { name: 'Bank accounts' }), name);
  await seen(row.getByRole('gridcell', { name: 'T.C. Ziraat Bankası A.Ş.' }), 'the bank in the new row');
  await seen(row.getByRole('gridcell', { name: 'Örnek Şube (demo)' }), 'the branch in the new row');
});
