/**
 * The account page beyond the password: this browser among the devices, a delete-personal-data
 * request, and frequent menus counted from the side menu and offered in the top bar.
 */
import assert from 'node:assert/strict';
import { useApp } from '../support/app.ts';
import { mainMenu, openFromMenu, seen, signInByApi } from '../support/flows.ts';

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
  const topBarShortcuts = page.getByRole('navigation', { name: 'Frequent menus' });
  for (let i = 0; i < 2; i += 1) {
    await openFromMenu(page, 'Settings', 'Grade levels', '/config/grade-levels');
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
