/**
 * OpenID Connect sign-in (issue 16, part 5) in a real browser: a real provider (oidc-provider,
 * on loopback, with its own login and consent pages) and a Kampus server of this spec's own,
 * configured for it. A demo teacher signs in there and lands on their home page; an e-mail the
 * provider has not verified is refused on the login page, in the page's language.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import {
  CLIENT_SECRET,
  KAMPUS_CLIENT,
  listenProvider,
  type TestProvider,
} from '../../apps/server/test/support/oidc-provider.ts';
import { useApp } from '../support/app.ts';
import { chooseLanguage, mainMenu, seen } from '../support/flows.ts';
import { ROOT, startServer } from '../support/server.ts';

const SHOTS = join(ROOT, 'docs', 'screenshots', 'oidc');

let provider: TestProvider | undefined;

const { appTest } = useApp(import.meta.url, {
  ownServer: async () => {
    const idp = await listenProvider();
    provider = idp;
    const server = await startServer({
      env: (baseUrl) => ({
        KAMPUS_PUBLIC_URL: baseUrl,
        OIDC_ISSUER: idp.issuer,
        OIDC_CLIENT_ID: KAMPUS_CLIENT,
        OIDC_CLIENT_SECRET: CLIENT_SECRET,
        OIDC_NAME: 'School ID',
      }),
    });
    await idp.configure(`${server.baseUrl}/oidc/callback`);
    return {
      ...server,
      stop: async () => {
        await server.stop();
        await idp.close();
      },
    };
  },
});

const shot = async (page: Page, name: string): Promise<void> => {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`) });
};

/** The provider's development pages: any password, then consent. */
const signInAtProvider = async (page: Page, login: string, screenshot?: string): Promise<void> => {
  await page.waitForURL(`${provider?.issuer ?? ''}/interaction/**`);
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any password');
  if (screenshot) await shot(page, screenshot);
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
};

appTest('a teacher signs in through the school’s identity provider and lands on their home page', async ({ page }) => {
  await page.goto('/login');
  const button = page.getByRole('link', { name: 'Sign in with School ID' });
  await seen(button, 'the Sign in with School ID button');
  await shot(page, 'login-button');
  await button.click();
  await signInAtProvider(page, 'teacher@kampus.test', 'provider-login');
  await page.waitForURL('**/account/home');
  await seen(page.getByText(/^Welcome, .+!$/), 'the greeting of the person signed in');
  await seen(page.getByRole('region', { name: "Today's lessons" }), "the teacher's lessons of today");
  await seen(mainMenu(page).getByRole('link').first(), 'the side menu');
  await shot(page, 'teacher-home');
});

appTest(
  'an e-mail the provider has not verified is refused, with the reason in the page’s language',
  async ({ page }) => {
    await page.goto('/login');
    await chooseLanguage(page, 'Türkçe');
    await page.getByRole('link', { name: 'School ID ile giriş yap' }).click();
    await signInAtProvider(page, 'unverified:teacher@kampus.test');
    await page.waitForURL('**/login?oidcError=oidc.unverified_email');
    await seen(page.getByText('Kimlik sağlayıcı e-posta adresinizi doğrulamamış'), 'the refusal in Turkish');
    await shot(page, 'refused-unverified-tr');
    const stored = await page.evaluate(() => localStorage.getItem('kampus.token'));
    if (stored) throw new Error('a refused sign-in left a token behind');
  },
);
