/**
 * The account page beyond the password: this browser among the devices, a delete-personal-data
 * request, frequent menus counted from the side menu and offered in the top bar, and a new e-mail
 * address that asks for the current password and waits for its mailed confirmation link.
 */
import assert from 'node:assert/strict';
import { useApp } from '../support/app.ts';
import { DEMO_PASSWORD, mainMenu, menuSettled, openFromMenu, seen, signInByApi } from '../support/flows.ts';
import { readMailInApp } from '../support/outbox.ts';

const { appTest } = useApp(import.meta.url);

appTest('a parent sees this browser among their devices and files a personal data request', async ({ page }) => {
  await signInByApi(page, 'parent@kampus.test');
  await page.goto('/account/devices');
  await seen(page.getByRole('heading', { name: 'My account' }), 'the account page');
  await seen(page.getByText('This device'), 'this browser among the devices');

  await page.getByRole('tab', { name: 'Personal data' }).click();
  await page.waitForURL('**/account/privacy');
  await page.getByRole('button', { name: 'Send the request' }).click();
  await seen(page.getByText('cannot be empty'), "'cannot be empty'");
  const text = `Please delete my data (${Date.now()}).`;
  await page.getByRole('textbox', { name: 'Request' }).fill(text);
  await page.getByRole('button', { name: 'Send the request' }).click();
  await seen(page.getByText('Your request has been sent.').first(), 'the sent message');
  await seen(page.getByText(text), 'the request among "Your requests"');
});

appTest('menus opened from the side menu become shortcuts in the top bar', async ({ page }) => {
  await signInByApi(page, 'school2@kampus.test');
  await page.goto('/account/home');
  await menuSettled(mainMenu(page));
  const topBarShortcuts = page.getByRole('navigation', { name: 'Frequent menus' });
  for (let i = 0; i < 2; i += 1) {
    // Each opening is counted by a write after the screen opens; the page is left below only once
    // both have landed (a page load would cut a write still on its way).
    const counted = page.waitForResponse(
      (response) =>
        /\/api\/frequent_menus(\/\d+)?$/.test(new URL(response.url()).pathname) &&
        ['POST', 'PATCH'].includes(response.request().method()),
    );
    await openFromMenu(page, 'Settings', 'Grade levels', '/config/grade-levels');
    await counted;
    await mainMenu(page).getByRole('link', { name: 'Dashboard', exact: true }).click();
  }
  // The counts are saved as the entries open; the shortcuts follow without a reload.
  await seen(topBarShortcuts.getByRole('link', { name: 'Grade levels' }), 'Grade levels among the top bar shortcuts');
  await page.goto('/account/menus');
  const entry = page.getByRole('tabpanel').getByRole('link', { name: /Grade levels/ });
  await seen(entry, 'Grade levels among the frequent menus');
  const times = Number(/Times opened: (\d+)/.exec((await entry.textContent()) ?? '')?.[1]);
  assert.ok(times >= 2, `opened at least twice, counted ${times}`);
  await topBarShortcuts.getByRole('link', { name: 'Grade levels' }).click();
  await page.waitForURL('**/config/grade-levels');
});

appTest(
  'a new e-mail asks for the current password, is mailed a link, and changes once confirmed',
  async ({ page, context, baseUrl }) => {
    // A fresh account (the demo ones keep their addresses for the other specs).
    const stamp = Date.now();
    const email = `e2e.profile.${stamp}@example.org`;
    const next = `e2e.profile.new.${stamp}@example.org`;
    const login = await page.request.post('/en/login', { data: { email: 'school@kampus.test', pwd: DEMO_PASSWORD } });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const created = await page.request.post('/api/users', {
      headers: { authorization: `Bearer ${accessToken}` },
      data: { name: 'Efe', lastName: 'Yenadres', email, userType: 6, password: DEMO_PASSWORD },
    });
    assert.equal(created.status(), 201, await created.text());

    await signInByApi(page, email);
    await page.goto('/account/profile');
    await seen(page.getByRole('heading', { name: 'My account' }), 'the account page');
    await page.getByRole('textbox', { name: 'Email' }).fill(next);
    const current = page.getByLabel(/Current password/);
    await seen(current, 'the current password field');
    await current.fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Save' }).click();
    await seen(
      page.getByText(`We mailed a confirmation link to ${next}. Your address changes once you open it.`),
      'the mailed-link notice',
    );
    await seen(page.getByText(`Waiting for confirmation: ${next}`, { exact: false }), 'the pending address');

    const mail = await readMailInApp(context, baseUrl, next, 'Confirm your new Kampus e-mail address');
    const path = /\/confirm-email\/[A-Za-z0-9_-]+/.exec(mail)?.[0];
    assert.ok(path, `a confirmation link in: ${mail}`);
    await page.goto(path);
    await seen(page.getByRole('heading', { name: 'Confirm your new e-mail address' }), 'the confirmation page');
    await page.getByRole('button', { name: 'Confirm the address' }).click();
    await seen(page.getByText(`Your e-mail address is now ${next}.`, { exact: false }), 'the confirmed message');
    const again = await page.request.post('/en/login', { data: { email: next, pwd: DEMO_PASSWORD } });
    assert.equal(again.status(), 200, 'the new address signs in');
  },
);
