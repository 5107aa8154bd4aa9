/**
 * The mail for people who do not use a mouse or a wide screen (issue 36, item 1): no sideways
 * scroll at 320 and 390 px in Arabic (and at 1366 px), the top bar's account menu on screen; each
 * mail named by sender, subject, date and unread state; opening one puts focus on its subject;
 * compose takes focus in "To" and gives it back on closing; names that contain the visible text
 * (axe `label-content-name-mismatch`) on the mail's sections, the video cards and the chart.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { useApp } from '../support/app.ts';
import { beforeTheLessons } from '../support/lesson-clock.ts';
import { DEMO_PASSWORD, eventually, seen, settled, signInByApi } from '../support/flows.ts';

const { appTest } = useApp(import.meta.url);

/** Signs in and chooses the interface language before the first page of the layout loads. */
const signIn = async (page: Page, email: string, language: 'en' | 'ar') => {
  // The focus and reflow checks are of the mail, without the teacher's quick-attendance pop-up.
  await beforeTheLessons(page);
  await signInByApi(page, email);
  await page.evaluate((code) => localStorage.setItem('kampus.language', code), language);
};

/** The page's width beyond the window (0 when nothing scrolls sideways). */
const sidewaysScroll = (page: Page): Promise<number> =>
  page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth);

/** Whether the element's box lies wholly inside the window, sideways. */
const onScreen = async (page: Page, name: string): Promise<boolean> => {
  const box = await page.getByRole('button', { name, exact: true }).boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  return box !== null && box.x >= 0 && box.x + box.width <= width;
};

const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return {
      tag: active?.tagName ?? '',
      text: active?.textContent?.trim() ?? '',
    };
  });

appTest(
  'mail in Arabic reflows at 320 and 390 px (list and reader), a Latin mail reads left to right, and at 1366 px in English',
  async ({ page }) => {
    await signIn(page, 'teacher@kampus.test', 'ar');
    for (const width of [320, 390]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/mail/inbox');
      await seen(page.getByTestId('mail-list').getByRole('listitem'), 'the inbox');
      await settled(page, 'the inbox');
      assert.equal(await sidewaysScroll(page), 0, `the inbox scrolls sideways at ${width} px`);
      assert.ok(await onScreen(page, 'قائمة الحساب'), `the account menu is on screen at ${width} px`);
      await page.getByTestId('mail-list').getByRole('listitem').first().getByRole('button').first().click();
      await seen(page.getByTestId('mail-body'), 'the mail');
      await settled(page, 'the mail');
      assert.equal(await sidewaysScroll(page), 0, `the open mail scrolls sideways at ${width} px`);
      // The demo's mails are Turkish or English: their text runs left to right inside the Arabic page.
      assert.equal(
        await page.getByTestId('mail-body').evaluate((body) => getComputedStyle(body).direction),
        'ltr',
        'a mail in Latin script keeps its own direction',
      );
      assert.ok(await onScreen(page, 'قائمة الحساب'), `the account menu is on screen at ${width} px (reader)`);
    }
    await page.evaluate(() => localStorage.setItem('kampus.language', 'en'));
    await page.setViewportSize({ width: 1366, height: 800 });
    await page.goto('/mail/inbox');
    await seen(page.getByTestId('mail-list').getByRole('listitem'), 'the inbox');
    await settled(page, 'the inbox');
    assert.equal(await sidewaysScroll(page), 0, 'the inbox scrolls sideways at 1366 px');
  },
);

/** A new mail from the parent to the teacher, sent through the API: unread in the teacher's inbox. */
const mailToTeacher = async (page: Page, subject: string): Promise<void> => {
  const tokenOf = async (email: string) => {
    const response = await page.request.post('/en/login', { data: { email, pwd: DEMO_PASSWORD } });
    return (await response.json()) as { accessToken: string; userId: string };
  };
  const teacher = await tokenOf('teacher@kampus.test');
  const me = await page.request.get(`/api/users/${teacher.userId}`, {
    headers: { authorization: `Bearer ${teacher.accessToken}` },
  });
  const { id } = (await me.json()) as { id: number };
  const parent = await tokenOf('parent@kampus.test');
  const sent = await page.request.post('/api/mails/send', {
    headers: { authorization: `Bearer ${parent.accessToken}`, 'idempotency-key': randomUUID() },
    data: { to: [id], cc: [], bcc: [], subject, msgBody: '<p>See you at the meeting.</p>', attachment: [] },
  });
  assert.equal(sent.status(), 201, await sent.text());
};

appTest(
  'a mail is named by sender, subject, unread state and date; opening it focuses its subject',
  async ({ page }) => {
    const subject = `Meeting ${Date.now().toString(36)}`;
    await mailToTeacher(page, subject);
    await signIn(page, 'teacher@kampus.test', 'en');
    await page.goto('/mail/inbox');
    await seen(page.getByTestId('mail-list').getByRole('listitem'), 'the inbox');
    const date = String.raw`[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d\d\s[AP]M`;
    const unread = page.getByRole('button', {
      name: new RegExp(String.raw`^Pelin Veli ${subject} \(Unread\) ${date} See you at the meeting\.$`),
    });
    await seen(unread, 'the new mail named by sender, subject, unread state and date');
    await unread.click();
    await seen(page.getByTestId('mail-body'), 'the mail');
    const active = await eventually(
      () => focused(page),
      (now) => now.tag === 'H2',
      'focus on the mail',
    );
    assert.equal(active.text, subject, 'focus is on the subject heading');
    // Read now: the name says so no more.
    await page.getByRole('button', { name: 'Back' }).click();
    await seen(
      page.getByRole('button', { name: new RegExp(String.raw`^Pelin Veli ${subject} ${date} See you`) }),
      'the mail named as read',
    );
  },
);

appTest('compose takes focus in "To" and gives it back to the button when it closes', async ({ page }) => {
  await signIn(page, 'teacher@kampus.test', 'en');
  await page.goto('/mail/inbox');
  await seen(page.getByTestId('mail-list').getByRole('listitem'), 'the inbox');
  const compose = page.getByRole('button', { name: 'Compose' });
  await compose.focus();
  await page.keyboard.press('Enter');
  const dialog = await seen(page.getByRole('dialog', { name: 'Compose' }), 'the compose window');
  await eventually(
    () =>
      dialog.getByRole('combobox', { name: 'To', exact: true }).evaluate((field) => field === document.activeElement),
    (inTo) => inTo,
    'focus in "To"',
  );
  // What is typed now goes into the window, not the list behind it.
  await page.keyboard.type('Vel');
  assert.equal(await dialog.getByRole('combobox', { name: 'To', exact: true }).inputValue(), 'Vel');
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await eventually(
    () => compose.evaluate((button) => button === document.activeElement),
    (back) => back,
    'focus back on "Compose"',
  );
});

/** axe's label-in-name rule alone (off by default in axe: it runs when asked by name). */
const nameMismatches = async (page: Page): Promise<string[]> => {
  const results = await new AxeBuilder({ page }).withRules(['label-content-name-mismatch']).analyze();
  return results.violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(' ')));
};

appTest('the names of mail sections, video cards and chart boxes contain their visible text', async ({ page }) => {
  // An unread mail, so a section shows its unread mark as well as its counts.
  await mailToTeacher(page, `Counts ${Date.now().toString(36)}`);
  await signIn(page, 'teacher@kampus.test', 'ar');
  await page.goto('/mail/inbox');
  await seen(page.getByTestId('mail-count-inbox'), 'the sections with their counts');
  await settled(page, 'the mail');
  assert.deepEqual(await nameMismatches(page), [], 'the mail sections');
  const inbox = page.getByRole('navigation').getByRole('link', { name: /^الوارد \d+ \/ \d+, / });
  await seen(inbox, 'the inbox named by its label, its counts as shown, then the unread count in words');

  await signIn(page, 'student@kampus.test', 'en');
  await page.goto('/courses/video');
  await seen(page.getByRole('link', { name: /^Play Functions: an introduction/ }), 'the video cards');
  assert.deepEqual(await nameMismatches(page), [], 'the video cards');

  await signIn(page, 'admin@kampus.test', 'en');
  await page.goto('/organization/chart');
  await seen(page.getByRole('group', { name: 'Organization chart' }).getByRole('link'), 'the chart');
  assert.deepEqual(await nameMismatches(page), [], 'the chart boxes');
});
