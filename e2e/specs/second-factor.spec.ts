/**
 * Multi-factor sign-in (issue 35): a staff member sets up an authenticator app on their account
 * page (the code is computed here from the key shown on screen, with the library the server
 * uses), then signs in with the password and a code, and with a recovery code.
 */
import assert from 'node:assert/strict';
import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { useApp } from '../support/app.ts';
import { startServer } from '../support/server.ts';
import { DEMO_PASSWORD, mainMenu, seen, submitLogin } from '../support/flows.ts';

// Changes a demo user's sign-in: a server of its own.
const { appTest } = useApp(import.meta.url, { ownServer: () => startServer() });

const EMAIL = 'campus@kampus.test';

/** What the authenticator app would show for this key, `ahead` 30-second steps from now. */
const codeOf = (secret: string, ahead = 0): string =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: Date.now() + ahead * 30_000,
  });

const signedIn = async (page: Page) => {
  await page.waitForURL('**/account/home');
  await seen(mainMenu(page).getByRole('link').first(), 'the side menu');
};

const signOut = async (page: Page) => {
  await page.goto('/logout');
  await seen(page.getByRole('button', { name: 'Sign in' }), 'the login page after signing out');
};

appTest(
  'a staff member sets up an authenticator app, then signs in with a code and with a recovery code',
  async ({ page }) => {
    await submitLogin(page, EMAIL, DEMO_PASSWORD);
    await signedIn(page);
    await page.goto('/account/security');
    const main = page.locator('main');
    await main.getByRole('button', { name: 'Set up an authenticator app' }).click();
    await seen(main.getByRole('img', { name: 'QR code for your authenticator app' }), 'the QR code');
    const secret = (await main.getByTestId('totp-secret').textContent())?.trim() ?? '';
    assert.match(secret, /^[A-Z2-7]{32}$/, 'the key, as text');
    await main.getByRole('textbox', { name: 'The 6-digit code the app shows' }).fill(codeOf(secret));
    await main.getByRole('button', { name: 'Turn on' }).click();
    const codes = main.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await seen(codes.first(), 'the recovery codes');
    assert.equal(await codes.count(), 10);
    const recovery = (await codes.nth(3).textContent())?.trim() ?? '';
    await main.getByRole('button', { name: 'I have saved my recovery codes' }).click();
    await seen(main.getByText('10 recovery codes left.'), 'the count of recovery codes');

    // The password alone no longer signs in: the second step asks for a code.
    await signOut(page);
    await submitLogin(page, EMAIL, DEMO_PASSWORD);
    await seen(page.getByRole('heading', { name: 'Two-step sign-in' }), 'the second step');
    const code = page.getByRole('textbox', { name: 'Code' });
    await code.fill('000000');
    await page.getByRole('button', { name: 'Continue' }).click();
    await seen(page.getByText('This code is wrong or was already used.'), 'a wrong code refused');
    // The code of the next step: the one the setup used cannot serve twice.
    await code.fill(codeOf(secret, 1));
    await page.getByRole('button', { name: 'Continue' }).click();
    await signedIn(page);

    // A lost phone: a recovery code signs in once.
    await signOut(page);
    await submitLogin(page, EMAIL, DEMO_PASSWORD);
    await seen(page.getByRole('heading', { name: 'Two-step sign-in' }), 'the second step');
    await page.getByRole('textbox', { name: 'Code' }).fill(recovery);
    await page.getByRole('button', { name: 'Continue' }).click();
    await signedIn(page);
    await page.goto('/account/security');
    await seen(page.locator('main').getByText('9 recovery codes left.'), 'one recovery code spent');
  },
);
