/**
 * Each demo user signs in and sees the side menu of their audience; a wrong password shows the
 * server's message in place; every page's title ends with the product name.
 */
import assert from 'node:assert/strict';
import { useApp, WAIT_MS } from '../support/app.ts';
import {
  eventually,
  expandMenuGroup,
  login,
  loginForm,
  mainMenu,
  menuEntry,
  notSeen,
  seen,
  submitLogin,
} from '../support/flows.ts';

const { appTest } = useApp(import.meta.url);

interface Audience {
  /** Side menu entries (group, entry, url) the user must see. */
  sees: [group: string, entry: string, url: string][];
  /** Side menu groups the user must not see. */
  lacks: string[];
}

const staff: Audience = {
  sees: [
    ['User management', 'Users', '/users'],
    ['Settings', 'Grade levels', '/config/grade-levels'],
  ],
  lacks: ['Partners'],
};
const schoolStaff: Audience = { ...staff, sees: [...staff.sees, ['Classes', 'Class list', '/classes']] };
const teacher: Audience = {
  sees: [['Classes', 'Class list', '/classes']],
  lacks: ['User management', 'Settings', 'Partners'],
};
const family: Audience = {
  // The family's lessons, and the partner sign-on only students and parents get (docs/store-and-sso.md).
  sees: [
    ['Classes', 'Schedules', '/schedules'],
    ['Partners', 'vCloud', '/sso/vcloud'],
  ],
  lacks: ['User management', 'Settings'],
};

const users: [email: string, audience: Audience][] = [
  ['admin@kampus.test', staff],
  ['hq@kampus.test', staff],
  ['campus@kampus.test', staff],
  ['school@kampus.test', schoolStaff],
  ['school2@kampus.test', schoolStaff],
  ['teacher@kampus.test', teacher],
  ['parent@kampus.test', family],
  ['student@kampus.test', family],
];

appTest('the login page is titled "... | Kampus" and asks for e-mail and password', async ({ page }) => {
  await page.goto('/');
  const form = loginForm(page);
  await seen(form.email, 'the e-mail field');
  await seen(form.password, 'the password field');
  await eventually(
    () => page.title(),
    (title) => / \| Kampus$/.test(title),
    'a page title ending with "| Kampus"',
  );
});

for (const [email, audience] of users) {
  appTest(`${email} signs in and sees the menu of their audience`, async ({ page }) => {
    await login(page, email);
    await eventually(
      () => page.title(),
      (title) => / \| Kampus$/.test(title),
      'a page title ending with "| Kampus"',
    );

    // The account menu says who is signed in.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await seen(page.getByRole('menu').getByText(email), `${email} in the account menu`);
    await page.keyboard.press('Escape');
    await notSeen(page.getByRole('menu'), 'the account menu after Escape');

    const menu = mainMenu(page);
    for (const [group, entry, url] of audience.sees) {
      const link = await menuEntry(menu, group, entry);
      assert.equal(await link.getAttribute('href'), url, `"${group} > ${entry}" links to ${url}`);
    }
    for (const group of audience.lacks) {
      assert.equal(
        await menu.getByRole('button', { name: group, exact: true }).count(),
        0,
        `${email} must not see the "${group}" menu group`,
      );
    }
    if (audience === teacher || audience === family) {
      assert.equal(await menu.locator('a[href="/users"]').count(), 0, `${email} must not see a link to /users`);
    }
  });
}

appTest('a wrong password shows the server error in place and stays on the login page', async ({ page }) => {
  await submitLogin(page, 'school@kampus.test', 'not-the-password');
  const alert = page.getByRole('alert');
  await seen(alert, 'an error alert');
  await eventually(
    async () => (await alert.textContent())?.trim() ?? '',
    (text) => text === 'The e-mail address or password is wrong.',
    'the server message "The e-mail address or password is wrong."',
  );
  const form = loginForm(page);
  assert.equal(await form.email.inputValue(), 'school@kampus.test', 'the e-mail stays filled in');
  assert.ok(await form.submit.isEnabled(), 'the sign-in button is enabled again');
  assert.equal(new URL(page.url()).pathname, '/login');
  assert.equal(await mainMenu(page).count(), 0, 'no side menu without a session');
  assert.equal(await page.evaluate(() => localStorage.getItem('kampus.token')), null, 'no token is stored');
});

appTest('the logged-in pages are titled "<page> | Kampus" too', async ({ page }) => {
  await login(page, 'school@kampus.test');
  await eventually(
    () => page.title(),
    (title) => title === 'Home | Kampus',
    'the title "Home | Kampus"',
  );
  await expandMenuGroup(mainMenu(page), 'Settings');
  await mainMenu(page).getByRole('link', { name: 'Grade levels', exact: true }).click();
  await eventually(
    () => page.title(),
    (title) => title === 'Grade levels | Kampus',
    'the title "Grade levels | Kampus"',
  );
});

appTest('the side menu marks only the entry of the current page as current', async ({ page }) => {
  await login(page, 'school@kampus.test');
  const menu = mainMenu(page);
  // Right after sign-in the menus reload once the active school is chosen: a click on a link being
  // replaced can be lost on a loaded machine, so the click is repeated until the page is there.
  await eventually(
    async () => {
      if (new URL(page.url()).pathname !== '/config/grade-levels') {
        await expandMenuGroup(menu, 'Settings');
        await menu.getByRole('link', { name: 'Grade levels', exact: true }).click({ timeout: 5_000 });
      }
      return new URL(page.url()).pathname;
    },
    (path) => path === '/config/grade-levels',
    'the grade levels page',
    WAIT_MS * 2,
  );
  const current = menu.locator('[aria-current="page"]');
  // The new page's chunk may still be loading: the menu follows once the page shows.
  await eventually(
    () => current.evaluateAll((links) => links.map((link) => link.textContent?.trim() ?? '').join('|')),
    (names) => names === 'Grade levels',
    'only "Grade levels" to be the current page (not "Configuration" too)',
  );
});
