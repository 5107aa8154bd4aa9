/**
 * The steps a person takes in Kampus, and waiting expectations over them. playwright-core has
 * no `expect`: every check here waits for the page (up to WAIT_MS) instead of sleeping.
 */
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { WAIT_MS } from './app.ts';

export const DEMO_PASSWORD = 'Kampus!2026';

/** Waits until the locator is visible; fails with `what` in the message. */
export const seen = async (locator: Locator, what: string): Promise<Locator> => {
  try {
    await locator.first().waitFor({ state: 'visible' });
  } catch (error) {
    throw new assert.AssertionError({ message: `expected to see ${what}: ${(error as Error).message.split('\n')[0]}` });
  }
  return locator;
};

/** Waits until nothing matching the locator is visible. */
export const notSeen = async (locator: Locator, what: string): Promise<void> => {
  await eventually(
    async () => {
      const count = await locator.count();
      for (let index = 0; index < count; index += 1) {
        if (await locator.nth(index).isVisible()) return false;
      }
      return true;
    },
    (hidden) => hidden,
    `not to see ${what}`,
  );
};

/** Waits until no progress bar or spinner has shown for a moment: the page's data has arrived. */
export const settled = (page: Page, what: string): Promise<boolean> =>
  eventually(
    async () => {
      // Visible ones only: a closed backdrop keeps its spinner in the page, hidden.
      const busy = page.locator('[role="progressbar"]:visible');
      if ((await busy.count()) > 0) return false;
      await page.waitForTimeout(300);
      return (await busy.count()) === 0;
    },
    (idle) => idle,
    `${what} to finish loading`,
  );

/**
 * Moves to a path inside the app as a menu link would (the router's history, no page load) and
 * waits for the new page's heading and its data. A walk over many routes spends its time on the
 * routes, not on starting the app again for each (a full load costs about three times as much).
 */
export const visitInApp = async (page: Page, path: string): Promise<void> => {
  // The old page's heading is marked, so the wait below is for the new page's.
  await page.evaluate((target) => {
    if (window.location.pathname + window.location.search === target) return;
    document.querySelector('#main h1')?.setAttribute('data-sweep-left', '');
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await seen(page.locator('#main h1:not([data-sweep-left])'), `the heading of ${path}`);
  await settled(page, path);
};

/** Polls `read` until `accept` holds; fails with the last value read. */
export const eventually = async <T>(
  read: () => Promise<T>,
  accept: (value: T) => boolean,
  what: string,
  timeoutMs = WAIT_MS,
): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  let last: T | undefined;
  let lastError: unknown;
  for (let delay = 50; ; delay = Math.min(delay * 2, 500)) {
    try {
      last = await read();
      lastError = undefined;
      if (accept(last)) return last;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) break;
    await new Promise((wake) => setTimeout(wake, delay));
  }
  const got = lastError === undefined ? JSON.stringify(last) : String(lastError);
  throw new assert.AssertionError({ message: `expected ${what} within ${timeoutMs} ms; last: ${got}` });
};

/** The login form's fields, by their visible labels. */
export const loginForm = (page: Page) => ({
  email: page.getByRole('textbox', { name: 'E-mail' }),
  password: page.getByRole('textbox', { name: 'Password', exact: true }),
  submit: page.getByRole('button', { name: 'Sign in' }),
});

/** Opens the login page and signs in; does not wait for the result. */
export const submitLogin = async (page: Page, email: string, password: string): Promise<void> => {
  await page.goto('/login');
  const form = loginForm(page);
  await form.email.fill(email);
  await form.password.fill(password);
  await form.submit.click();
};

/** The side menu of the logged-in layout (named after ui.nav.menu in the current language). */
export const mainMenu = (page: Page, name = 'Main menu'): Locator => page.getByRole('navigation', { name });

/** Signs in with the demo password and waits for the home page and its side menu. */
export const login = async (page: Page, email: string): Promise<void> => {
  await submitLogin(page, email, DEMO_PASSWORD);
  await page.waitForURL('**/account/home');
  await seen(mainMenu(page).getByRole('link').or(mainMenu(page).getByRole('button')), `the side menu of ${email}`);
};

/**
 * Signs in through the API and stores the session the way the login page does, without the
 * login page's messages; for specs about other pages. `language`, when given, is the interface's
 * language from the first page on. Ends on the login page: navigate next.
 */
export const signInByApi = async (page: Page, email: string, language?: string): Promise<void> => {
  const response = await page.request.post('/en/login', { data: { email, pwd: DEMO_PASSWORD } });
  assert.equal(response.status(), 200, `POST /en/login as ${email}`);
  const { accessToken, userId } = (await response.json()) as { accessToken: string; userId: string };
  await page.goto('/login');
  await page.evaluate(
    ([token, id, lang]) => {
      localStorage.setItem('kampus.token', token);
      localStorage.setItem('kampus.userId', id);
      if (lang) localStorage.setItem('kampus.language', lang);
    },
    [accessToken, userId, language ?? ''] as const,
  );
};

/** Expands a group of the side menu (if it is not open yet) and returns the group's button. */
export const expandMenuGroup = async (menu: Locator, group: string): Promise<Locator> => {
  const button = menu.getByRole('button', { name: group, exact: true });
  await seen(button, `the side menu group "${group}"`);
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  await eventually(
    () => button.getAttribute('aria-expanded'),
    (value) => value === 'true',
    `the side menu group "${group}" to expand`,
  );
  return button;
};

/** The link of a side menu entry inside a group, after expanding the group. */
export const menuEntry = async (menu: Locator, group: string, entry: string): Promise<Locator> => {
  await expandMenuGroup(menu, group);
  const link = menu.getByRole('link', { name: entry, exact: true });
  await seen(link, `the side menu entry "${group} > ${entry}"`);
  return link;
};

/**
 * Follows a side menu entry and waits for its page. On a loaded machine a click right after the
 * sign-in can land while the side menu is still re-laid out (the home page's figures and the
 * school's menus arriving) and miss the link; as a person would, it clicks once more, and says so.
 */
export const openFromMenu = async (page: Page, group: string, entry: string, path: string): Promise<void> => {
  const arrived = (url: URL) => url.pathname === path;
  const link = await menuEntry(mainMenu(page), group, entry);
  await link.click();
  try {
    await page.waitForURL(arrived, { timeout: 10_000 });
  } catch {
    console.log(`# e2e: the click on "${group} > ${entry}" did not open ${path} within 10 s; clicking again`);
    await (await menuEntry(mainMenu(page), group, entry)).click();
    await page.waitForURL(arrived);
  }
};

/**
 * From the student list, searches a student by first name and opens their profile (`/student/{id}`);
 * answers the profile's address.
 */
export const openStudentProfile = async (page: Page, name: string): Promise<string> => {
  await page.goto('/student');
  await seen(page.getByRole('heading', { level: 1, name: 'Students' }), 'the student list');
  await page.getByRole('searchbox').first().fill(name);
  const row = page.getByRole('row').filter({ hasText: name });
  await seen(row, `${name} in the list`);
  // The search answers after a pause: a click on the first page's row may land while the grid
  // redraws with the results and open nothing, so the click is repeated until the profile opens.
  await settled(page, 'the search');
  await eventually(
    async () => {
      await row.first().getByRole('gridcell', { name, exact: true }).click({ timeout: 5_000 });
      await page.waitForURL(/\/student\/\d+$/, { timeout: 5_000 });
      return page.url();
    },
    (url) => /\/student\/\d+$/.test(url),
    `${name}'s profile to open`,
  );
  return page.url();
};

/** A data grid row holding a cell with exactly this text. */
export const gridRow = (grid: Locator, cellText: string): Locator =>
  grid.getByRole('row').filter({ has: grid.page().getByRole('gridcell', { name: cellText, exact: true }) });

/** The texts of the grid's cells in one column (by the column's position). */
export const columnTexts = (grid: Locator, column = 0): Promise<string[]> =>
  grid
    .getByRole('row')
    .filter({ has: grid.page().getByRole('gridcell') })
    .evaluateAll(
      (rows, index) => rows.map((row) => row.querySelectorAll('[role="gridcell"]')[index]?.textContent?.trim() ?? ''),
      column,
    );

/**
 * The language switcher: its accessible name is the visible code, then the word for language in
 * the current language ("EN Language", "TR Dil").
 */
export const languageButton = (page: Page, word = 'Language'): Locator =>
  page.getByRole('button', { name: new RegExp(`^[A-Z]{2} ${word}$`) });

/** Chooses a language from the language switcher (named `buttonName` in the current language). */
export const chooseLanguage = async (page: Page, language: string, buttonName = 'Language'): Promise<void> => {
  await languageButton(page, buttonName).click();
  await page.getByRole('menuitem', { name: language, exact: true }).click();
};

/** The computed value of a CSS property of the first element matching the locator. */
export const cssOf = (locator: Locator, property: string): Promise<string> =>
  locator.first().evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

/** Relative luminance (0 black .. 1 white) of a CSS `rgb()`/`rgba()` colour. */
export const luminance = (color: string): number => {
  const [r = 0, g = 0, b = 0] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
};

/**
 * Types an ISO date (`2030-09-01`) into the date picker labelled `label`, in the English order
 * (mm/dd/yyyy) the interface shows: the picker's sections take the digits one after another.
 */
export const fillDate = async (scope: Locator, label: string, iso: string): Promise<void> => {
  const [year = '', month = '', day = ''] = iso.split('-');
  const field = scope.getByRole('group', { name: label, exact: true });
  const shown = `${month}/${day}/${year}`;
  const value = () => field.getByRole('spinbutton').allTextContents();
  // CI once waited in vain for a homework form's "Saved." after this and two picks: the field is
  // read back (and typed again if a key was lost), so a wrong date fails here, by its name.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await field.getByRole('spinbutton').first().click();
    await field.page().keyboard.type(`${month}${day}${year}`);
    if ((await value()).join('/') === shown) return;
  }
  assert.equal((await value()).join('/'), shown, `the ${label} field reads ${shown}`);
};

/**
 * Chooses a record in a form's reference field (an autocomplete labelled `label`): types `typed`
 * to narrow the options, then picks the first option named exactly `option`.
 */
export const pickReference = async (scope: Locator, label: string, typed: string, option: string): Promise<void> => {
  const input = scope.getByRole('combobox', { name: label });
  await input.click();
  await input.fill(typed);
  await scope.page().getByRole('option', { name: option, exact: true }).first().click();
  // Read back, as fillDate is: an option clicked while the list redrew must fail here, by its label.
  await eventually(
    () => input.inputValue(),
    (value) => value === option,
    `${label} to read ${option}`,
  );
};

/** Opens every group of a side menu and answers the addresses of all its links. */
/**
 * Waits until the side menu's entries stop changing: the menu comes from the server after the
 * layout, the few entries drawn first and then the rest. Read earlier, a walk in Arabic once
 * visited 1 page of 53; a keyboard walk's Shift+Tab, on a slow machine, landed on an entry about
 * to be drawn again.
 */
export const menuSettled = (menu: Locator): Promise<boolean> => {
  const entries = menu.locator('a, [aria-expanded]');
  return eventually(
    async () => {
      const before = await entries.count();
      await menu.page().waitForTimeout(400);
      return before > 0 && before === (await entries.count());
    },
    (steady) => steady,
    'the side menu to finish loading',
  );
};

export const menuAddresses = async (menu: Locator): Promise<string[]> => {
  await menuSettled(menu);
  for (let round = 0; round < 5; round += 1) {
    const closed = menu.locator('[aria-expanded="false"]');
    const count = await closed.count();
    if (count === 0) break;
    for (let index = count - 1; index >= 0; index -= 1) await closed.nth(index).click();
  }
  const hrefs = await menu
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return [...new Set(hrefs.filter((href) => href.startsWith('/')))];
};

/** The browser's preferred languages, as `navigator.languages` tells the app (before any page loads). */
export const preferLanguages = (page: Page, languages: readonly string[]) =>
  // A script as text: a serialized function would carry the test runner's helpers with it.
  page.addInitScript({
    content: `Object.defineProperty(navigator, 'languages', { get: () => ${JSON.stringify(languages)} });
      Object.defineProperty(navigator, 'language', { get: () => ${JSON.stringify(languages[0])} });`,
  });

/** Waits for a bulk or class send to finish (its progress bar says done); answers the bar. */
export const sendFinished = async (page: Page): Promise<Locator> => {
  const bar = await seen(page.getByTestId('send-progress'), 'the progress bar');
  await eventually(
    () => bar.getAttribute('data-state'),
    (state) => state === 'done',
    'the send to finish',
    60_000,
  );
  return bar;
};

/** Adds a fee through the generic form under a student's installments tab (English screens). */
export const addFee = async (page: Page, profile: string, name: string, amount: string): Promise<void> => {
  await page.goto(`${profile}/installments/new`);
  const form = page.getByRole('form', { name: 'New record' });
  await seen(form, 'the new fee form');
  await form.getByRole('textbox', { name: 'Fee', exact: true }).fill(name);
  await form.getByLabel(/Fee amount/).fill(amount);
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await seen(page.getByText('Saved.', { exact: true }), 'the fee saved');
};
