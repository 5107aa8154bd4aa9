/**
 * Register -> the code mailed (read in the in-app outbox) -> verify -> set a password -> the
 * first sign-in, as a parent of the demo school that takes self-registrations.
 */
import assert from 'node:assert/strict';
import { useApp } from '../support/app.ts';
import { loginForm, mainMenu, seen } from '../support/flows.ts';
import { readMailInApp } from '../support/outbox.ts';

const { appTest } = useApp(import.meta.url);

appTest(
  'a person registers, verifies the mailed code, sets a password and signs in',
  async ({ page, context, baseUrl }) => {
    const email = `e2e.register.${Date.now()}@example.org`;
    await page.goto('/login');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.waitForURL('**/register');
    await seen(page.getByRole('heading', { name: 'Create an account' }), 'the register page');

    // Empty fields are named before anything is sent.
    await page.getByRole('button', { name: 'Send the code' }).click();
    await seen(page.getByText('cannot be empty').first(), "'cannot be empty'");

    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Elif');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Kayıt');
    await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await page.getByRole('button', { name: 'Send the code' }).click();
    await page.waitForURL('**/verify-email?email=*');
    await seen(page.getByText('A verification code has been sent to your e-mail address.'), 'the code-sent message');
    assert.equal(await page.getByRole('textbox', { name: 'E-mail' }).inputValue(), email);

    const mail = await readMailInApp(context, baseUrl, email, 'Your Kampus verification code');
    const code = /\b(\d{6})\b/.exec(mail)?.[1];
    assert.ok(code, `a six-digit code in: ${mail}`);

    // A wrong code first: the spec's message, and the form stays.
    await page.getByRole('textbox', { name: 'Verification code' }).fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await seen(page.getByText('Email could not be verified!'), "'Email could not be verified!'");

    await page.getByRole('textbox', { name: 'Verification code' }).fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await seen(page.getByText('Your e-mail address has been verified.'), 'the verified message');
    await page.waitForURL('**/reset-password/*');
    await seen(page.getByRole('heading', { name: 'Set your password' }), 'the set-password form');
    await seen(page.getByText(`Choose a password for ${email}.`), 'the account it is for');

    const newPassword = page.getByRole('textbox', { name: 'New password', exact: true });
    const confirm = page.getByRole('textbox', { name: 'Confirm the new password' });
    await newPassword.fill('weakpassword');
    await confirm.fill('weakpassword');
    await page.getByRole('button', { name: 'Save the password' }).click();
    await seen(page.locator('.kp-helper', { hasText: 'Password must be at least 8 characters' }), 'the password rule');
    await newPassword.fill('Elif!Kayit2026');
    await confirm.fill('Elif!Kayit2027');
    await page.getByRole('button', { name: 'Save the password' }).click();
    await seen(page.getByText('Passwords do not match.'), "'Passwords do not match.'");
    await confirm.fill('Elif!Kayit2026');
    await page.getByRole('button', { name: 'Save the password' }).click();
    await seen(page.getByText('Your password has been saved. You can sign in now.'), 'the saved message');

    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL('**/login');
    const form = loginForm(page);
    await form.email.fill(email);
    await form.password.fill('Elif!Kayit2026');
    await form.submit.click();
    await page.waitForURL('**/account/home');
    await seen(page.getByText('Welcome, Elif Kayıt!'), 'the home page of the new account');
    await seen(mainMenu(page).getByRole('link', { name: 'My student' }), 'the parent menu');
  },
);

appTest('registering an address that already has an account says so', async ({ page }) => {
  await page.goto('/register');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Pelin');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Veli');
  await page.getByRole('textbox', { name: 'E-mail' }).fill('parent@kampus.test');
  await page.getByRole('button', { name: 'Send the code' }).click();
  await seen(page.getByText('User already exists!'), "'User already exists!'");
  assert.match(page.url(), /\/register$/);
});
