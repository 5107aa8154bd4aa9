/**
 * Passkeys and impersonation by a reason and a time limit (issue 35), in Chromium with the
 * DevTools Protocol's virtual authenticator: a staff member adds a passkey on the security page,
 * signs out, and signs in with the password and the passkey. A session of theirs signed in
 * before (no second factor given since) is refused an impersonation until it steps up with the
 * passkey and gives a reason; the impersonated teacher then reads who, when, how long and why.
 */
import assert from 'node:assert/strict';
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { useApp } from '../support/app.ts';
import { DEMO_PASSWORD, gridRow, mainMenu, seen, submitLogin } from '../support/flows.ts';
import { startServer } from '../support/server.ts';

/**
 * WebAuthn binds a passkey to a domain name, never an IP address: this spec's server is reached
 * at localhost, which is also the relying party its KAMPUS_PUBLIC_URL names.
 */
const onLocalhost = (url: string): string => url.replace('://127.0.0.1:', '://localhost:');
const { appTest } = useApp(import.meta.url, {
  ownServer: async () => {
    const server = await startServer({ env: (baseUrl) => ({ KAMPUS_PUBLIC_URL: onLocalhost(baseUrl) }) });
    return { ...server, baseUrl: onLocalhost(server.baseUrl) };
  },
});

const EMAIL = 'school@kampus.test';
const TEACHER = 'Tülay Öğretmen';
const REASON = 'The teacher asked for help with her gradebook';

/** A platform authenticator that verifies the user (a fingerprint) without asking, as Chromium's tests do. */
const virtualAuthenticator = async (context: BrowserContext, page: Page) => {
  const cdp: CDPSession = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable', { enableUI: false });
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return { cdp, authenticatorId };
};

const passwordStep = (page: Page, email: string) => submitLogin(page, email, DEMO_PASSWORD);

const signedIn = async (page: Page) => {
  await page.waitForURL('**/account/home');
  await seen(mainMenu(page).getByRole('link').or(mainMenu(page).getByRole('button')).first(), 'the side menu');
};

appTest(
  'a staff member adds a passkey, signs in with it, steps up with it and impersonates for a stated reason',
  async ({ page, context }) => {
    // A session signed in before the passkey exists: it never gave a second factor.
    await passwordStep(page, EMAIL);
    await signedIn(page);

    // Another device of the same person adds the passkey.
    const laptop = await context.browser()?.newContext({ baseURL: new URL(page.url()).origin });
    assert.ok(laptop, 'a second browser context');
    const other = await laptop.newPage();
    try {
      const device = await virtualAuthenticator(laptop, other);
      await passwordStep(other, EMAIL);
      await signedIn(other);
      await other.goto('/account/security');
      const main = other.locator('main');
      await main.getByRole('textbox', { name: 'Passkey name' }).fill('Office laptop');
      await main.getByRole('button', { name: 'Add a passkey' }).click();
      const codes = main.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
      await seen(codes.first(), 'the recovery codes the first factor brings');
      assert.equal(await codes.count(), 10);
      await main.getByRole('button', { name: 'I have saved my recovery codes' }).click();
      const listed = main.getByRole('list', { name: 'Passkeys' }).getByRole('listitem');
      await seen(listed.filter({ hasText: 'Office laptop' }), 'the passkey listed by name');
      await seen(listed.filter({ hasText: 'last used never' }), 'never used yet');

      // Signed out, the password alone no longer signs in: the passkey does the second step.
      await other.goto('/logout');
      await seen(other.getByRole('button', { name: 'Sign in' }), 'the login page');
      await passwordStep(other, EMAIL);
      await seen(other.getByRole('heading', { name: 'Two-step sign-in' }), 'the second step');
      await other.getByRole('button', { name: 'Use a passkey' }).click();
      await signedIn(other);
      await other.goto('/account/security');
      await seen(
        other
          .locator('main')
          .getByRole('list', { name: 'Passkeys' })
          .getByRole('listitem')
          .filter({ hasNotText: 'never' }),
        'the passkey with its last use',
      );

      // The same passkey on the first device's authenticator (a synced passkey).
      const { credentials } = await device.cdp.send('WebAuthn.getCredentials', {
        authenticatorId: device.authenticatorId,
      });
      const here = await virtualAuthenticator(context, page);
      for (const credential of credentials) {
        await here.cdp.send('WebAuthn.addCredential', { authenticatorId: here.authenticatorId, credential });
      }
    } finally {
      await laptop.close();
    }

    // The older session: impersonating wants a step-up, then a reason.
    await page.goto('/users');
    const grid = page.getByRole('grid', { name: 'Users' });
    await gridRow(grid, 'teacher@kampus.test')
      .getByRole('button', { name: `Impersonate ${TEACHER}`, exact: true })
      .click();
    const reasonDialog = page.getByRole('dialog', { name: `Impersonate ${TEACHER}` });
    await reasonDialog.getByRole('button', { name: 'Impersonate', exact: true }).click();
    const stepUp = page.getByRole('dialog', { name: 'Two-step sign-in' });
    await seen(stepUp, 'the step-up asked first');
    await stepUp.getByRole('button', { name: 'Use a passkey' }).click();
    // Stepped up, the empty reason is refused on its field.
    await seen(reasonDialog.getByText('cannot be empty'), 'the reason refused when empty');
    assert.equal(new URL(page.url()).pathname, '/users');
    await reasonDialog.getByRole('textbox', { name: 'Reason' }).fill(REASON);
    await reasonDialog.getByRole('button', { name: 'Impersonate', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/account/home');
    await seen(
      page.getByText(new RegExp(`^You are signed in as ${TEACHER} until \\d{2}:\\d{2}\\.$`)),
      'the impersonation banner',
    );
    await page.getByRole('button', { name: 'Stop impersonating', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/account/home');

    // The teacher reads who acted as her, when, for how long at most, and why.
    await page.goto('/logout');
    await seen(page.getByRole('button', { name: 'Sign in' }), 'the login page');
    await passwordStep(page, 'teacher@kampus.test');
    await signedIn(page);
    await page.goto('/account/security');
    const seenBy = page.getByRole('list', { name: 'Who acted as you' }).getByRole('listitem').first();
    // The name and the reason are isolated (FSI ... PDI): a Latin reason keeps its order in Arabic.
    await seen(seenBy.getByText(/^\u2068Selin Okul \(school@kampus\.test\)\u2069: /), 'who impersonated her');
    await seen(
      seenBy.getByText(`Reason: \u2068${REASON}\u2069. Time limit: 30 minutes.`),
      'the reason and the time limit',
    );
  },
);
