/**
 * The file manager (issue 15, item 1) in a real browser: click, shift and ctrl selection with the
 * counts, moving a file by dragging it onto a folder, and the 1500 ms rule: a dragged file held
 * over a folder opens it, a shorter pass does not.
 */
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { useApp } from '../support/app.ts';
import { eventually, seen, signInByApi } from '../support/flows.ts';

const { appTest } = useApp(import.meta.url);
const SHOTS = process.env.KAMPUS_FILEMANAGER_SHOTS;

const shot = async (page: Page, name: string) => {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
};

/** A call to the API with the page's own session, as the app makes it. */
const api = (page: Page, path: string, method: string, body?: string, type = 'application/json') =>
  page.evaluate(
    async ([path, method, body, type]) => {
      const response = await fetch(path, {
        method,
        headers: {
          authorization: `Bearer ${localStorage.getItem('kampus.token') ?? ''}`,
          'content-type': type,
        },
        body: body === '' ? undefined : body,
      });
      return { status: response.status, text: await response.text() };
    },
    [path, method, body ?? '', type] as const,
  );

const names = async (page: Page, path: string): Promise<string[]> => {
  const answer = await api(page, `/api/filemanager/entries?path=${encodeURIComponent(path)}`, 'GET');
  return (JSON.parse(answer.text) as { entries: { name: string }[] }).entries.map((entry) => entry.name).sort();
};

/** A fresh top folder of this test's own, with two folders (one nested) and three text files. */
const prepare = async (page: Page, top: string): Promise<void> => {
  const folder = (path: string, name: string) =>
    api(page, '/api/filemanager/folders', 'POST', JSON.stringify({ path, name }));
  assert.equal((await folder('', top)).status, 201);
  await folder(`${top}/`, 'alpha');
  await folder(`${top}/`, 'beta');
  await folder(`${top}/beta/`, 'inner');
  for (const name of ['a.txt', 'b.txt', 'c.txt']) {
    const put = await api(
      page,
      `/api/filemanager/files?path=${encodeURIComponent(`${top}/`)}&name=${name}`,
      'PUT',
      `notes ${name}`,
      'application/octet-stream',
    );
    assert.equal(put.status, 201, `upload ${name}`);
  }
};

const entry = (page: Page, name: string) =>
  page
    .getByTestId('file-browser')
    .getByRole('option')
    .filter({ hasText: new RegExp(`^${name.replace('.', '\\.')}$`) });

const openFolder = async (page: Page, name: string): Promise<void> => {
  await entry(page, name).dblclick();
  await seen(
    page.getByRole('navigation', { name: 'File manager' }).getByRole('button', { name }),
    `the folder ${name}`,
  );
};

const startAt = async (page: Page, top: string): Promise<void> => {
  await signInByApi(page, 'school@kampus.test');
  await page.goto('/filemanager');
  await prepare(page, top);
  await page.reload();
  await seen(page.getByRole('tab', { name: 'FILE MANAGER' }), 'the file manager tabs');
  await openFolder(page, top);
};

const selected = async (page: Page): Promise<string[]> =>
  (await page.getByTestId('file-browser').locator('[aria-selected="true"]').allInnerTexts()).map((text) => text.trim());

appTest(
  'click selects one, shift a range, ctrl adds only with multi-select on, and the counts follow',
  async ({ page }) => {
    await startAt(page, 'select-test');
    const counts = page.getByTestId('file-counts');
    await seen(entry(page, 'c.txt'), 'the files');
    assert.match(await counts.innerText(), /5 shown, 0 selected, 0 hidden/);
    // Grid by default, sorted by name: folders first.
    const order = await page.getByTestId('file-browser').getByRole('option').allInnerTexts();
    assert.deepEqual(
      order.map((text) => text.trim()),
      ['alpha', 'beta', 'a.txt', 'b.txt', 'c.txt'],
    );

    await entry(page, 'a.txt').click();
    assert.deepEqual(await selected(page), ['a.txt']);
    await page.waitForTimeout(350);
    await entry(page, 'c.txt').click({ modifiers: ['Shift'] });
    assert.deepEqual(await selected(page), ['a.txt', 'b.txt', 'c.txt']);
    assert.match(await counts.innerText(), /5 shown, 3 selected, 0 hidden/);

    // Ctrl is a plain click while multi-select is off (its default).
    await page.waitForTimeout(350);
    await entry(page, 'alpha').click({ modifiers: ['Control'] });
    assert.deepEqual(await selected(page), ['alpha']);
    await page.getByLabel('Select several with Ctrl').check();
    await page.waitForTimeout(350);
    await entry(page, 'b.txt').click({ modifiers: ['Control'] });
    assert.deepEqual(await selected(page), ['alpha', 'b.txt']);
    await page.waitForTimeout(350);
    await entry(page, 'alpha').click({ modifiers: ['Control'] });
    assert.deepEqual(await selected(page), ['b.txt']);

    // The search box narrows the entries; Escape clears it.
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill('c.t');
    await eventually(
      () => counts.innerText(),
      (text) => text.startsWith('1 shown'),
      'the search narrowing to c.txt',
    );
    await search.press('Escape');
    await eventually(
      () => counts.innerText(),
      (text) => text.startsWith('5 shown'),
      'Escape clearing the search',
    );
  },
);

/** Drags `from` with the mouse to the middle of `to`, moving in small steps as a hand does. */
const dragOnto = async (page: Page, from: string, to: string, holdMs: number): Promise<void> => {
  const source = await entry(page, from).boundingBox();
  assert.ok(source, `${from} on screen`);
  await page.mouse.move(source.x + source.width / 2, source.y + source.height / 2);
  await page.mouse.down();
  const target = await entry(page, to).boundingBox();
  assert.ok(target, `${to} on screen`);
  const x = target.x + target.width / 2;
  const y = target.y + target.height / 2;
  await page.mouse.move(x, y, { steps: 12 });
  // Held as a hand holds it: still over the folder, never quite motionless.
  const until = Date.now() + holdMs;
  for (let step = 0; Date.now() < until; step += 1) {
    await page.waitForTimeout(100);
    await page.mouse.move(x + (step % 2), y);
  }
};

/**
 * Drags `from` onto the folder `to` and holds it there, as a hand does, until the folder opens
 * under it (its name in the breadcrumbs); answers how long that took from the press. A loaded
 * machine delays the drag's events, so the test waits for the opening rather than for a fixed
 * time, and checks it never came before the 1,500 ms. A hold that has not opened the folder in
 * 8 s is let go over the counts line (no drop target, so nothing moves) and tried once more:
 * under load Playwright's drag interception has been seen never to start the drag at all (no
 * `dragstart`), which is the harness, not the page; the message says which of the two it was.
 */
const holdUntilOpen = async (page: Page, from: string, to: string): Promise<number> => {
  const crumbs = page.getByRole('navigation', { name: 'File manager' });
  const attempts: string[] = [];
  for (let attempt = 0; attempt < 2; attempt += 1) {
    await page.evaluate(() => {
      const flags = window as unknown as { dragStarted?: boolean };
      flags.dragStarted = false;
      window.addEventListener('dragstart', () => (flags.dragStarted = true), { once: true, capture: true });
    });
    const started = Date.now();
    await dragOnto(page, from, to, 0);
    const target = await entry(page, to).boundingBox();
    assert.ok(target, `${to} on screen`);
    const x = target.x + target.width / 2;
    const y = target.y + target.height / 2;
    for (let step = 0; Date.now() - started < 8_000; step += 1) {
      if ((await crumbs.getByRole('button', { name: to }).count()) > 0) return Date.now() - started;
      await page.waitForTimeout(100);
      await page.mouse.move(x + (step % 2), y);
    }
    const dragged = await page.evaluate(() => (window as unknown as { dragStarted?: boolean }).dragStarted === true);
    attempts.push(dragged ? 'the drag started and the folder stayed closed' : 'the drag never started');
    const aside = await page.getByTestId('file-counts').boundingBox();
    assert.ok(aside);
    await page.mouse.move(aside.x + 5, aside.y + 5, { steps: 4 });
    await page.mouse.up();
  }
  throw new assert.AssertionError({ message: `${to} not opened by a held drag: ${attempts.join('; ')}` });
};

/**
 * Holds the drag at (x, y), moving a pixel now and then as a hand does, until the folder opened
 * under it has its listing (no progress bar) and at least 300 ms have passed. The open folder takes
 * a drop only once it knows it is writable, which its listing says; a hand's browser sends
 * `dragover` all the time and catches up, but Playwright's intercepted drag sends one only on a
 * move, so a let-go while the listing loaded under CI's load dropped on a folder that refused it.
 */
const holdUntilListed = async (page: Page, x: number, y: number): Promise<void> => {
  const started = Date.now();
  for (let step = 0; Date.now() - started < 15_000; step += 1) {
    await page.waitForTimeout(100);
    await page.mouse.move(x + (step % 2), y);
    const loading = await page.getByRole('progressbar').count();
    if (loading === 0 && Date.now() - started >= 300) return;
  }
  throw new assert.AssertionError({ message: 'the opened folder still loading after 15 s' });
};

appTest('dragging a file onto a folder moves it there', async ({ page }) => {
  await startAt(page, 'drag-test');
  await dragOnto(page, 'a.txt', 'alpha', 200);
  await page.mouse.up();
  await eventually(
    () => entry(page, 'a.txt').count(),
    (count) => count === 0,
    'a.txt leaving the folder shown',
  );
  assert.deepEqual(await names(page, 'drag-test/alpha/'), ['a.txt']);
  assert.deepEqual(await names(page, 'drag-test/'), ['alpha', 'b.txt', 'beta', 'c.txt']);
});

appTest('a dragged file held over a folder for 1500 ms opens it; a shorter pass does not', async ({ page }) => {
  await startAt(page, 'hover-test');
  const crumbs = page.getByRole('navigation', { name: 'File manager' });

  // Held 700 ms over beta, then dropped back on nothing: beta stays closed.
  await dragOnto(page, 'b.txt', 'beta', 700);
  const empty = await page.getByTestId('file-counts').boundingBox();
  assert.ok(empty);
  await page.mouse.move(empty.x + 5, empty.y + 5, { steps: 4 });
  await page.waitForTimeout(1200);
  await page.mouse.up();
  assert.equal(await crumbs.getByRole('button', { name: 'beta' }).count(), 0, 'beta opened after 700 ms');

  // Held over beta: beta opens under the dragged file, never before 1,500 ms, and it then drops into inner.
  assert.ok((await holdUntilOpen(page, 'b.txt', 'beta')) >= 1500, 'beta opened before 1,500 ms');
  const inner = await entry(page, 'inner').boundingBox();
  assert.ok(inner);
  await page.mouse.move(inner.x + inner.width / 2, inner.y + inner.height / 2, { steps: 8 });
  await page.waitForTimeout(200);
  await page.mouse.up();
  await eventually(
    () => names(page, 'hover-test/beta/inner/'),
    (list) => list.includes('b.txt'),
    'b.txt moved into beta/inner',
  );
  assert.deepEqual(await names(page, 'hover-test/'), ['a.txt', 'alpha', 'beta', 'c.txt']);

  // Held over alpha until it opens, then let go on the open folder's background: c.txt moves into alpha.
  await crumbs.getByRole('button', { name: 'hover-test' }).click();
  await seen(entry(page, 'c.txt'), 'back in hover-test');
  assert.ok((await holdUntilOpen(page, 'c.txt', 'alpha')) >= 1500, 'alpha opened before 1,500 ms');
  const background = await page.getByTestId('file-browser').boundingBox();
  assert.ok(background);
  await page.mouse.move(background.x + background.width - 40, background.y + 40, { steps: 6 });
  await holdUntilListed(page, background.x + background.width - 40, background.y + 40);
  await page.mouse.up();
  await eventually(
    () => names(page, 'hover-test/alpha/'),
    (list) => list.includes('c.txt'),
    'c.txt moved into the opened alpha',
  );
});

appTest('a shift-selected range dragged onto a folder moves every selected file', async ({ page }) => {
  await startAt(page, 'range-drag-test');
  await entry(page, 'a.txt').click();
  await entry(page, 'c.txt').click({ modifiers: ['Shift'] });
  assert.deepEqual(await selected(page), ['a.txt', 'b.txt', 'c.txt']);
  await dragOnto(page, 'b.txt', 'alpha', 200);
  await page.mouse.up();
  await eventually(
    () => names(page, 'range-drag-test/alpha/'),
    (list) => list.length === 3,
    'the three files in alpha',
  );
  assert.deepEqual(await names(page, 'range-drag-test/alpha/'), ['a.txt', 'b.txt', 'c.txt']);
  assert.deepEqual(await names(page, 'range-drag-test/'), ['alpha', 'beta']);
});

appTest('Share: a file shared with a parent is theirs to list, and gone again once removed', async ({ page }) => {
  await startAt(page, 'share-test');
  await entry(page, 'a.txt').click();
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Share a.txt' });
  await seen(dialog.getByText('Shared with nobody yet.'), 'no share yet');
  await dialog.getByRole('combobox', { name: 'People' }).fill('Veli');
  await page.getByRole('option', { name: /Pelin Veli/ }).click({ timeout: 15_000 });
  await dialog.getByRole('button', { name: 'Share', exact: true }).click();
  await seen(dialog.getByRole('list', { name: 'Shared with' }).getByText(/Pelin Veli/), 'the share listed');
  await shot(page, 'share-dialog');

  const parentContext = await page
    .context()
    .browser()!
    .newContext({
      baseURL: new URL(page.url()).origin,
    });
  const parent = await parentContext.newPage();
  try {
    await signInByApi(parent, 'parent@kampus.test');
    await parent.goto('/filemanager');
    // A parent's root lists what is shared with them; the folder around it stays closed.
    assert.ok((await names(parent, '')).includes('a.txt'), 'the parent lists the shared file');

    await dialog.getByRole('button', { name: /Stop sharing with .*Pelin Veli/ }).click();
    await seen(dialog.getByText('Shared with nobody yet.'), 'the share removed');
    assert.ok(!(await names(parent, '')).includes('a.txt'), 'the file is no longer the parent’s');
  } finally {
    await parentContext.close();
  }
});

appTest(
  "a form's picture field opens the file picker; the chosen file's lasting address fills it",
  async ({ page }) => {
    await signInByApi(page, 'school@kampus.test');
    await page.goto('/filemanager');
    await api(page, '/api/filemanager/folders', 'POST', JSON.stringify({ path: '', name: 'picker-test' }));
    // A 1x1 PNG: the upload checks a file's bytes against its extension.
    const png = await page.evaluate(async () => {
      const bytes = Uint8Array.from(
        atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
        (c) => c.charCodeAt(0),
      );
      const response = await fetch('/api/filemanager/files?path=picker-test/&name=cover.png', {
        method: 'PUT',
        headers: {
          authorization: `Bearer ${localStorage.getItem('kampus.token') ?? ''}`,
          'content-type': 'application/octet-stream',
        },
        body: bytes,
      });
      return response.status;
    });
    assert.equal(png, 201);

    await page.goto('/feeds/new');
    await page.getByRole('button', { name: 'Choose from the file manager' }).click();
    const modal = page.getByRole('dialog', { name: /File Manager/ });
    await seen(modal, 'the file picker modal');
    const frame = page.frameLocator('iframe[title$="File Manager"]');
    const folder = frame
      .getByTestId('file-browser')
      .getByRole('option')
      .filter({ hasText: /^picker-test$/ });
    await folder.dblclick({ timeout: 15_000 });
    await seen(
      frame
        .getByTestId('file-browser')
        .getByRole('option')
        .filter({ hasText: /^cover\.png$/ }),
      'cover.png',
    );
    await shot(page, 'file-picker');
    await frame
      .getByTestId('file-browser')
      .getByRole('option')
      .filter({ hasText: /^cover\.png$/ })
      .dblclick();
    await eventually(
      () => page.getByRole('dialog', { name: /File Manager/ }).count(),
      (count) => count === 0,
      'the modal closing after the choice',
    );
    const address = await page.getByRole('textbox', { name: 'Cover picture' }).inputValue();
    await shot(page, 'file-picker-chosen');
    assert.match(address, /\/api\/filemanager\/file\?school=\d+&id=picker-test%2Fcover\.png&ticket=/);
    // The address works without a token (an <img> sends none), long after the entry's 30 minutes.
    const expires = Number(/ticket=(\d+)\./.exec(decodeURIComponent(address))?.[1]);
    assert.ok(expires * 1000 - Date.now() > 300 * 24 * 3600 * 1000, 'valid for about a year');
    const image = await page.request.get(address);
    assert.equal(image.status(), 200);
    assert.equal(image.headers()['content-type'], 'image/png');
  },
);

appTest(
  'the Drive tab signs in to the local Drive in a popup and lists its files ten a page',
  async ({ page, context }) => {
    await signInByApi(page, 'school@kampus.test');
    await page.goto('/filemanager');
    await page.getByRole('tab', { name: 'GOOGLE DRIVE' }).click();
    await seen(page.getByText('This tab shows this server’s local Drive'), 'the local Drive note');
    const signIn = page.getByRole('button', { name: 'Sign in to the local Drive' });

    // Cancel on the sign-in page: the tab says so and stays signed out.
    const [refusing] = await Promise.all([context.waitForEvent('page'), signIn.click()]);
    await seen(refusing.getByRole('heading', { name: 'Sign in to the local Drive' }), 'the sign-in page');
    await shot(refusing, 'drive-sign-in');
    await Promise.all([refusing.waitForEvent('close'), refusing.getByRole('button', { name: 'Cancel' }).click()]);
    await seen(page.getByRole('alert').getByText('Drive sign-in was cancelled.'), 'the cancelled sign-in');
    assert.equal(await page.getByRole('table').count(), 0);

    // Allow: the popup closes itself and the first ten entries show, the folder's files under it.
    const [allowing] = await Promise.all([context.waitForEvent('page'), signIn.click()]);
    await Promise.all([allowing.waitForEvent('close'), allowing.getByRole('button', { name: 'Allow' }).click()]);
    const table = page.getByRole('table', { name: 'GOOGLE DRIVE' });
    const rows = table.getByRole('row');
    await eventually(
      () => rows.count(),
      (count) => count === 11,
      'a header and ten files',
    );
    assert.match(await rows.nth(1).innerText(), /Lesson plans\s+Folder/);
    assert.match(await rows.nth(2).innerText(), /Week 1 - Linear equations\.md\s+text\/markdown\s+106 B/);
    await shot(page, 'drive-listing');

    await page.getByRole('button', { name: 'Next page' }).click();
    await eventually(
      async () => (await table.innerText()).includes('Timetable 2026-2027.csv'),
      Boolean,
      'the second page',
    );
    assert.equal(await rows.count(), 3);
    assert.equal(await page.getByRole('button', { name: 'Next page' }).isDisabled(), true);
    await page.getByRole('button', { name: 'First page' }).click();
    await seen(table.getByText('Lesson plans'), 'the first page again');

    await page.getByRole('button', { name: 'Sign out of Drive' }).click();
    await seen(signIn, 'the sign-in button after signing out');
    assert.equal(await page.getByRole('table').count(), 0);
  },
);
