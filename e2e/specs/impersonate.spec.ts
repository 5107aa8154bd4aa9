/**
 * Impersonation as a person sees it (platform spec sections 2, 4 and 6): a school admin acts as a
 * teacher from the users list, sees the red banner and the teacher's menu, cancels and is back on
 * /account/home as themself; the impersonation is listed at /reports/impersonate-log. A
 * headquarters admin finds the cancelled account first among the recent ones at /account/impersonate.
 */
import assert from 'node:assert/strict';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { useApp } from '../support/app.ts';
import { columnTexts, eventually, gridRow, login, mainMenu, notSeen, openFromMenu, seen } from '../support/flows.ts';

const { appTest } = useApp(import.meta.url);

const TEACHER = 'Tülay Öğretmen';

const banner = (page: Page) => page.getByRole('status').filter({ hasText: 'You are signed in as' });

/** Every impersonation states why (issue 35): the dialog asks, the impersonated person reads it later. */
const giveReason = async (page: Page, reason = 'Helping with the gradebook') => {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Reason' }).fill(reason);
  await dialog.getByRole('button', { name: 'Impersonate', exact: true }).click();
};

const cancelImpersonation = async (page: Page) => {
  await page.getByRole('button', { name: 'Stop impersonating', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/account/home');
  await notSeen(banner(page), 'the impersonation banner after cancelling');
};

appTest('a school admin impersonates a teacher, cancels, and finds it in the log', async ({ page }) => {
  await login(page, 'school@kampus.test');
  await openFromMenu(page, 'User management', 'Users', '/users');
  const grid = page.getByRole('grid', { name: 'Users' });
  const row = gridRow(grid, 'teacher@kampus.test');
  await seen(row, 'the teacher in the users list');
  // Staff rows carry no impersonate button: only teachers, parents and students can be impersonated.
  await seen(gridRow(grid, 'school@kampus.test'), 'the school admin in the users list');
  assert.equal(
    await gridRow(grid, 'school@kampus.test')
      .getByRole('button', { name: /^Impersonate/ })
      .count(),
    0,
  );

  await row.getByRole('button', { name: `Impersonate ${TEACHER}`, exact: true }).click();
  await giveReason(page);
  await page.waitForURL((url) => url.pathname === '/account/home');
  await seen(
    banner(page).getByText(new RegExp(`^You are signed in as ${TEACHER} until \\d{2}:\\d{2}\\.$`)),
    'the red banner naming the teacher',
  );
  await seen(page.getByText(`Welcome, ${TEACHER}!`), "the teacher's home page");
  // The teacher's menu: classes, no user management.
  await seen(mainMenu(page).getByRole('button', { name: 'Classes', exact: true }), "the teacher's menu");
  await notSeen(mainMenu(page).getByRole('button', { name: 'User management', exact: true }), 'user management');

  await cancelImpersonation(page);
  await seen(page.getByText('Welcome, Selin Okul!'), 'the school admin back on the home page');
  await seen(mainMenu(page).getByRole('button', { name: 'User management', exact: true }), "the admin's menu");

  await openFromMenu(page, 'Reports', 'Impersonation log', '/reports/impersonate-log');
  const log = page.getByRole('grid', { name: 'Impersonation log' });
  const entry = gridRow(log, `${TEACHER} (teacher@kampus.test)`);
  await seen(entry, 'the impersonation in the log');
  await seen(entry.getByRole('gridcell', { name: 'Selin Okul (school@kampus.test)', exact: true }), 'who impersonated');
  // Enter and exit times are both filled in.
  const texts = await eventually(
    () => entry.first().getByRole('gridcell').allTextContents(),
    (cells) => cells.length >= 4 && cells[2] !== '' && cells[3] !== '',
    'the enter and exit times in the log',
  );
  assert.ok(texts[2] !== '' && texts[3] !== '');
});

appTest('the picker lists impersonable accounts, the last cancelled one first among the recent', async ({ page }) => {
  await login(page, 'hq@kampus.test');
  await page.goto('/account/impersonate');
  await seen(page.getByRole('heading', { level: 1, name: 'Impersonate a user' }), 'the impersonate page');
  await seen(page.getByText('You have not impersonated anyone yet.'), 'an empty recent list');
  const grid = page.getByRole('grid', { name: 'Impersonate a user' });
  await seen(gridRow(grid, 'parent@kampus.test'), 'the parent among the impersonable accounts');
  const emails = await eventually(
    () => columnTexts(grid, 2),
    (list) => list.length >= 3,
    'the impersonable accounts',
  );
  // Only teachers, parents and students are offered.
  assert.ok(!emails.some((email) => ['school@kampus.test', 'campus@kampus.test', 'admin@kampus.test'].includes(email)));

  await gridRow(grid, 'student@kampus.test')
    .getByRole('button', { name: /^Impersonate/ })
    .click();
  await giveReason(page);
  await page.waitForURL((url) => url.pathname === '/account/home');
  await seen(
    banner(page).getByText(/^You are signed in as Deniz Öğrenci until \d{2}:\d{2}\.$/),
    'the banner naming the student',
  );
  await cancelImpersonation(page);

  await page.goto('/account/impersonate');
  const recent = page.getByRole('list', { name: 'Recently impersonated' });
  await seen(recent.getByText('student@kampus.test'), 'the student in the recent list');
  // Impersonate the teacher from the list, cancel: the teacher is now first.
  await gridRow(grid, 'teacher@kampus.test')
    .getByRole('button', { name: /^Impersonate/ })
    .click();
  await giveReason(page);
  await seen(
    banner(page).getByText(new RegExp(`^You are signed in as ${TEACHER} until \\d{2}:\\d{2}\\.$`)),
    'the banner naming the teacher',
  );
  await cancelImpersonation(page);
  await page.goto('/account/impersonate');
  const items = await eventually(
    () => recent.getByRole('listitem').allTextContents(),
    (list) => list.length === 2,
    'two recent accounts',
  );
  assert.match(items[0] ?? '', /teacher@kampus\.test/);
  assert.match(items[1] ?? '', /student@kampus\.test/);
});

appTest("a user removed meanwhile: 'An error occurred!', and the admin stays themself", async ({ page }) => {
  // A parent made (and later removed) through the API by the superadmin.
  const signIn = await page.request.post('/en/login', { data: { email: 'admin@kampus.test', pwd: 'Kampus!2026' } });
  const { accessToken } = (await signIn.json()) as { accessToken: string };
  const headers = { authorization: `Bearer ${accessToken}` };
  const types = (await (await page.request.get('/api/user_types.json', { headers })).json()) as {
    id: number;
    loginType: string;
  }[];
  const schools = (await (await page.request.get('/api/schools.json', { headers })).json()) as {
    id: number;
    title: string;
  }[];
  const email = `gone.${Date.now().toString(36)}@kampus.test`;
  const created = await page.request.post('/api/users', {
    headers,
    data: {
      name: 'Gone',
      lastName: 'Soon',
      email,
      userType: `/api/user_types/${types.find((type) => type.loginType === 'parent')?.id ?? 0}`,
      schoolId: schools.find((school) => school.title === 'Demo High School')?.id,
    },
  });
  assert.equal(created.status(), 201);
  const { id } = (await created.json()) as { id: number };

  await login(page, 'school@kampus.test');
  await page.goto('/account/impersonate');
  const grid = page.getByRole('grid', { name: 'Impersonate a user' });
  const row = gridRow(grid, email);
  await seen(row, 'the new parent among the impersonable accounts');
  assert.equal((await page.request.delete(`/api/users/${id}`, { headers })).status(), 204);
  await row.getByRole('button', { name: 'Impersonate Gone Soon', exact: true }).click();
  await giveReason(page);
  await seen(page.getByText('An error occurred!', { exact: true }), "the 'An error occurred!' message");
  await notSeen(banner(page), 'an impersonation banner');
  assert.equal(new URL(page.url()).pathname, '/account/impersonate');
});

/**
 * No axe violation of impact serious or critical in the main area (banner and screen). The top
 * bar is the shell's: its unshrunk Season label on the app bar colour is 4.0:1 (reported).
 */
const noBlockingAxeViolation = async (page: Page, what: string) => {
  const results = await new AxeBuilder({ page }).include('#main').analyze();
  const blocking = results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
  assert.deepEqual(
    blocking.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
    [],
    `serious or critical axe violations on ${what}`,
  );
};

appTest('the picker and the banner have no serious or critical axe violation', async ({ page }) => {
  await login(page, 'campus@kampus.test');
  await page.goto('/account/impersonate');
  const grid = page.getByRole('grid', { name: 'Impersonate a user' });
  await seen(gridRow(grid, 'teacher@kampus.test'), 'the impersonable accounts');
  await noBlockingAxeViolation(page, 'the impersonate page');
  await gridRow(grid, 'teacher@kampus.test')
    .getByRole('button', { name: /^Impersonate/ })
    .click();
  await giveReason(page);
  await seen(
    banner(page).getByText(new RegExp(`^You are signed in as ${TEACHER} until \\d{2}:\\d{2}\\.$`)),
    'the banner',
  );
  await seen(page.getByText(`Welcome, ${TEACHER}!`), "the teacher's home page");
  await noBlockingAxeViolation(page, 'the home page with the impersonation banner');
});

appTest('the /impersonate/{userId} route: an unknown user, then a teacher', async ({ page }) => {
  const teacher = await page.request.post('/en/login', { data: { email: 'teacher@kampus.test', pwd: 'Kampus!2026' } });
  const { userId } = (await teacher.json()) as { userId: string };
  await login(page, 'school@kampus.test');
  await page.goto('/impersonate/00000000-0000-4000-8000-000000000000');
  await giveReason(page);
  await seen(page.getByRole('alert').getByText('An error occurred!', { exact: true }), "'An error occurred!'");
  await page.goto(`/impersonate/${userId}`);
  await giveReason(page);
  await page.waitForURL((url) => url.pathname === '/account/home');
  await seen(
    banner(page).getByText(new RegExp(`^You are signed in as ${TEACHER} until \\d{2}:\\d{2}\\.$`)),
    'the banner naming the teacher',
  );
  await cancelImpersonation(page);
  await seen(page.getByText('Welcome, Selin Okul!'), 'the school admin back');
});
