/**
 * A stale session never traps the person: with a revoked or an expired token in storage, the app
 * opens on the login page saying the session has ended, and the token is gone from storage
 * (spec: "On start the token validity is checked; valid keeps the user authenticated, otherwise
 * it is cleared"). Before, every address showed "An unexpected error occurred" and kept the token.
 */
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import type { Page } from 'playwright-core';
import { useApp } from '../support/app.ts';
import { startServer } from '../support/server.ts';
import { DEMO_PASSWORD, eventually, loginForm, mainMenu, seen } from '../support/flows.ts';

/** A signing key of this spec's own server, so that a token can be forged already expired. */
const SECRET = 'e2e-stale-session-signing-key-0123456789';
const { appTest } = useApp(import.meta.url, {
  ownServer: () => startServer({ env: () => ({ KAMPUS_SECRET: SECRET }) }),
});

const ENDED = 'Your session has ended. Please sign in again.';

const signIn = async (page: Page, email: string) => {
  const response = await page.request.post('/en/login', { data: { email, pwd: DEMO_PASSWORD } });
  assert.equal(response.status(), 200, `POST /en/login as ${email}`);
  return (await response.json()) as { accessToken: string; userId: string };
};

/** Puts a session in storage as the login page does, then opens `path` as a returning visitor. */
const openWithStoredToken = async (page: Page, token: string, userId: string, path: string) => {
  await page.goto('/404');
  await page.evaluate(
    ([value, id]) => {
      localStorage.setItem('kampus.token', value);
      localStorage.setItem('kampus.userId', id);
    },
    [token, userId] as const,
  );
  await page.goto(path);
};

const expectLoginPageWithMessage = async (page: Page, from: string) => {
  await seen(loginForm(page).email, `the login form (opened at ${from})`);
  await seen(page.getByText(ENDED), `"${ENDED}" (opened at ${from})`);
  assert.equal(await page.getByText('An unexpected error occurred').count(), 0, 'no error page');
  await eventually(
    () => page.evaluate(() => localStorage.getItem('kampus.token')),
    (token) => token === null,
    'the token gone from storage',
  );
  await eventually(
    () => Promise.resolve(new URL(page.url()).pathname),
    (path) => path === '/' || path === '/login',
    'the address of the login page',
  );
};

const base64url = (value: Buffer | string) => Buffer.from(value).toString('base64url');

/** The same session's token with its expiry in the past, signed as the server signs (HS256). */
const expiredCopy = (token: string): string => {
  const [, payload] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
  const now = Math.floor(Date.now() / 1000);
  const header = base64url(JSON.stringify({ alg: 'HS256' }));
  const body = base64url(JSON.stringify({ ...claims, iat: now - 3 * 86_400, exp: now - 86_400 }));
  const signature = createHmac('sha256', SECRET).update(`${header}.${body}`).digest('base64url');
  return `${header}.${body}.${signature}`;
};

appTest('a revoked token in storage lands on the login page with a message, at every address', async ({ page }) => {
  const { accessToken, userId } = await signIn(page, 'school@kampus.test');
  await openWithStoredToken(page, accessToken, userId, '/account/home');
  await seen(mainMenu(page).getByRole('link').first(), 'the side menu: signed in');
  // Signed out elsewhere (another device, a password change): the token stays in this browser.
  const out = await page.request.post('/en/logout', { headers: { authorization: `Bearer ${accessToken}` } });
  assert.ok(out.status() < 300, `POST /en/logout answered ${out.status()}`);
  assert.equal(await page.evaluate(() => localStorage.getItem('kampus.token')), accessToken, 'still in storage');
  await page.reload();
  await expectLoginPageWithMessage(page, 'a reload of /account/home');
  for (const path of ['/', '/login', '/config/grade-levels']) {
    await openWithStoredToken(page, accessToken, userId, path);
    await expectLoginPageWithMessage(page, path);
  }
  // Signing in again goes back to the screen that was asked for.
  await loginForm(page).email.fill('school@kampus.test');
  await loginForm(page).password.fill(DEMO_PASSWORD);
  await loginForm(page).submit.click();
  await page.waitForURL('**/config/grade-levels');
  await seen(mainMenu(page).getByRole('link').first(), 'the side menu after signing in again');
});

appTest('an expired token in storage lands on the login page with a message', async ({ page }) => {
  const { accessToken, userId } = await signIn(page, 'teacher@kampus.test');
  const expired = expiredCopy(accessToken);
  const refused = await page.request.get(`/api/users/${userId}`, { headers: { authorization: `Bearer ${expired}` } });
  assert.equal(refused.status(), 401, 'the server refuses the expired token');
  await openWithStoredToken(page, expired, userId, '/account/home');
  await expectLoginPageWithMessage(page, '/account/home');
});
