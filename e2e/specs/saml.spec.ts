/**
 * A school group's own SAML identity provider (issue 34, part 3; docs/saml.md) in a real browser:
 * headquarters paste the provider's metadata into Settings → SAML sign-in, and Kampus reads its
 * issuer, addresses and certificate from it; then a school administrator presses "Sign in with
 * Group ID" on the login page, passes the provider's page (a stand-in signing real assertions,
 * e2e/support/saml-idp-standin.ts) and lands signed in. The refusals are the server suite's
 * (apps/server/test/saml-providers.int.spec.ts).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { useApp } from '../support/app.ts';
import { gridRow, login, openFromMenu, seen } from '../support/flows.ts';
import { startSamlIdpStandin, type SamlIdpStandin } from '../support/saml-idp-standin.ts';
import { ROOT, startServer } from '../support/server.ts';

const SHOTS = join(ROOT, 'docs', 'screenshots', 'saml');
const shot = async (page: Page, name: string): Promise<void> => {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`) });
};

let idp: SamlIdpStandin | undefined;
let kampusUrl = '';

const { appTest } = useApp(import.meta.url, {
  ownServer: async () => {
    const standin = await startSamlIdpStandin(() => `${kampusUrl}/saml/metadata`);
    idp = standin;
    const server = await startServer({ env: (baseUrl) => ({ KAMPUS_PUBLIC_URL: baseUrl }) });
    kampusUrl = server.baseUrl;
    return {
      ...server,
      stop: async () => {
        await server.stop();
        await standin.close();
      },
    };
  },
});

appTest('headquarters register their provider by pasting its metadata', async ({ page }) => {
  await login(page, 'hq@kampus.test');
  await openFromMenu(page, 'Settings', 'SAML sign-in', '/config/saml-providers');
  await page.getByRole('link', { name: 'New', exact: true }).click();
  const form = page.getByRole('form', { name: 'New record' });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Group ID');
  await form.getByRole('textbox', { name: 'Provider metadata (XML)' }).fill(idp?.metadata ?? '');
  await shot(page, 'metadata-pasted');
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await seen(page.getByText('Saved.', { exact: true }), 'the "Saved." message');
  await page.waitForURL((url) => url.pathname === '/config/saml-providers');
  // The list shows the issuer and the sign-on address read from the metadata.
  const row = gridRow(page.getByRole('grid', { name: 'SAML sign-in' }), 'Group ID');
  await seen(row.getByText(idp?.entityId ?? '-', { exact: true }), 'the issuer read from the metadata');
  await seen(row.getByText(`${idp?.entityId.replace(/\/saml$/, '') ?? '-'}/sso`), 'the sign-on address');
  await shot(page, 'provider-listed');
});

appTest('a school administrator signs in through the group’s provider', async ({ page }) => {
  if (idp) idp.signInAs.email = 'school@kampus.test';
  await page.goto('/login');
  const button = page.getByRole('link', { name: 'Sign in with Group ID' });
  await seen(button, 'the Sign in with Group ID button');
  await shot(page, 'login-button');
  await button.click();
  await page.waitForURL((url) => url.pathname === '/sso');
  await seen(page.getByText('Signed in as school@kampus.test.'), "the provider's page");
  await page.getByRole('button', { name: 'Continue' }).click();
  await seen(page.getByText(/^Welcome, .+!$/), 'the greeting of the person signed in');
  await shot(page, 'signed-in');
});
