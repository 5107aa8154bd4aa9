/**
 * The installable app (docs/pwa.md): the manifest is linked and valid, Chromium finds the app
 * installable, the service worker (a family's or teacher's, never staff's) controls the page after a reload, a parent's home read once
 * opens again offline with the offline banner, and after signing out and in as someone else
 * nothing of the first user is kept or served.
 */
import assert from 'node:assert/strict';
import type { BrowserContext, Page } from 'playwright-core';
import { useApp } from '../support/app.ts';
import { eventually, login, seen } from '../support/flows.ts';

const { appTest } = useApp(import.meta.url, { serviceWorkers: 'allow' });

const OFFLINE = 'You are offline: showing what was last loaded.';
const DATA_CACHE = 'kampus-offline-data';

interface Manifest {
  name?: string;
  short_name?: string;
  start_url?: string;
  scope?: string;
  display?: string;
  theme_color?: string;
  background_color?: string;
  icons?: { src: string; sizes: string; type: string; purpose?: string }[];
}

/** Waits until a service worker controls the page (after the first load, a reload). */
const controlled = async (page: Page): Promise<void> => {
  await eventually(
    () => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? 'none'),
    (state) => state === 'activated',
    'the service worker registered and active',
  );
  await page.reload();
  await eventually(
    () => page.evaluate(() => navigator.serviceWorker.controller !== null),
    (yes) => yes,
    'the service worker controls the page',
  );
};

/** The keys of the kept answers (their URLs, which name their user). */
const keptUrls = (page: Page): Promise<string[]> =>
  page.evaluate(async (name) => {
    if (!(await caches.has(name))) return [];
    return (await (await caches.open(name)).keys()).map((request) => request.url);
  }, DATA_CACHE);

const signOut = async (page: Page): Promise<void> => {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await page.waitForURL((url) => url.pathname === '/login' || url.pathname === '/');
};

const goOffline = async (context: BrowserContext, page: Page): Promise<void> => {
  await context.setOffline(true);
  await page.reload();
};

appTest('the manifest is linked, valid, its icons load, and Chromium finds the app installable', async ({ page }) => {
  await page.goto('/login');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  assert.equal(href, '/manifest.webmanifest', 'index.html links the manifest');
  const response = await page.request.get(href);
  assert.equal(response.status(), 200);
  assert.match(response.headers()['content-type'] ?? '', /^application\/manifest\+json/, 'its content type');
  const manifest = (await response.json()) as Manifest;
  assert.equal(manifest.name, 'Kampus');
  assert.equal(manifest.short_name, 'Kampus');
  assert.equal(manifest.start_url, '/account/home');
  assert.equal(manifest.scope, '/');
  assert.equal(manifest.display, 'standalone');
  assert.equal(manifest.theme_color, '#5664d2');
  assert.equal(manifest.background_color, '#f5f6fa');
  const icons = manifest.icons ?? [];
  for (const size of ['192x192', '512x512']) {
    assert.ok(
      icons.some((icon) => icon.sizes === size && icon.purpose !== 'maskable'),
      `an icon of ${size}`,
    );
  }
  assert.ok(
    icons.some((icon) => icon.purpose === 'maskable'),
    'a maskable icon',
  );
  for (const icon of icons) {
    const image = await page.request.get(icon.src);
    assert.equal(image.status(), 200, `${icon.src} loads`);
    assert.match(image.headers()['content-type'] ?? '', /^image\/png/, `${icon.src} is an image`);
  }

  // The worker is a family's or a teacher's: registered once such a user signs in.
  await login(page, 'parent@kampus.test');
  await controlled(page);
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[];
  };
  // A test's browser context is incognito-like, where Chromium installs nothing: that is the
  // context's doing, never the app's, so it is the one reason allowed.
  assert.deepEqual(
    installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito'),
    [],
    'Chromium finds nothing in the app that stops installing it',
  );
  const { errors } = (await cdp.send('Page.getAppManifest')) as { errors: { message: string }[] };
  assert.deepEqual(
    errors.map((error) => error.message),
    [],
    'the manifest has no errors',
  );
});

appTest(
  'a parent’s home opens offline with the banner; another user after sign-out sees nothing of it',
  async ({ page, context }) => {
    await login(page, 'parent@kampus.test');
    // A phone's width from here on (the sign-in waits for the side menu, which a phone folds away).
    await page.setViewportSize({ width: 390, height: 844 });
    const day = page.getByRole('heading', { level: 1, name: /'s day$/ });
    await seen(day, "the child's day");
    await controlled(page);
    await seen(day, "the child's day, the service worker in control");
    const parentId = await page.evaluate(() => localStorage.getItem('kampus.userId'));
    assert.ok(parentId, 'the parent is signed in');
    const parentHeading = await day.innerText();
    assert.equal(await page.getByText(OFFLINE).count(), 0, 'no offline banner online');
    await eventually(
      () => keptUrls(page),
      (urls) => urls.some((url) => url.includes('/api/schedules.json')),
      'the lessons kept for offline reading',
    );

    await goOffline(context, page);
    await seen(page.getByText(OFFLINE), 'the offline banner');
    await seen(page.getByRole('heading', { level: 1, name: parentHeading }), "the child's day, offline");
    const timetable = page.getByRole('region', { name: "Today's timetable" });
    await seen(timetable, "today's timetable, offline");

    await context.setOffline(false);
    await page.reload();
    await seen(day, "the child's day, online again");
    await signOut(page);
    await eventually(
      () => keptUrls(page),
      (urls) => urls.length === 0,
      'the kept answers gone at sign-out',
    );

    await page.setViewportSize({ width: 1280, height: 900 });
    await login(page, 'teacher@kampus.test');
    await page.setViewportSize({ width: 390, height: 844 });
    await controlled(page);
    await seen(page.getByRole('heading', { level: 1 }), "the teacher's home");
    const teacherId = await page.evaluate(() => localStorage.getItem('kampus.userId'));
    assert.ok(teacherId && teacherId !== parentId, 'another user is signed in');
    await goOffline(context, page);
    await seen(page.getByText(OFFLINE), 'the offline banner for the teacher');
    await seen(page.getByRole('heading', { level: 1 }), "the teacher's home, offline");
    assert.equal(
      await page.getByRole('heading', { level: 1, name: parentHeading }).count(),
      0,
      "no parent's child's day",
    );
    assert.equal(await page.getByRole('group', { name: 'Choose a child' }).count(), 0, "no parent's children");
    const kept = await keptUrls(page);
    assert.ok(
      kept.every((url) => !url.includes(parentId)),
      `nothing kept of the parent: ${kept.filter((url) => url.includes(parentId)).join(', ')}`,
    );
    // Asked directly, with the teacher's session, the parent's record is not served from any cache.
    const parentRead = await page.evaluate(async (id) => {
      try {
        const response = await fetch(`/api/users/${id}`, {
          headers: { Authorization: `Bearer ${localStorage.getItem('kampus.token') ?? ''}` },
        });
        return `${response.status}`;
      } catch {
        return 'network error';
      }
    }, parentId);
    assert.equal(parentRead, 'network error', "the parent's record is not served offline to the teacher");
  },
);

appTest('staff get no service worker, and one left by a family on the computer goes', async ({ page }) => {
  await login(page, 'parent@kampus.test');
  await controlled(page);
  await signOut(page);
  await login(page, 'school@kampus.test');
  await seen(page.getByRole('heading', { level: 1 }), 'the staff home');
  await eventually(
    () => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length),
    (count) => count === 0,
    'no service worker registered for a school admin',
  );
  await page.reload();
  await seen(page.getByRole('heading', { level: 1 }), 'the staff home again');
  assert.equal(await page.evaluate(() => navigator.serviceWorker.controller), null, 'no worker controls a staff page');
  assert.deepEqual(await keptUrls(page), [], 'no answer of a school admin is kept');
});
