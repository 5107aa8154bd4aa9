/**
 * Internal mail (issue 14, item 1; docs/mail.md), in two browsers at once: teacher@ writes to
 * parent@ with a bcc to school@, and the mail appears in the parent's open inbox without a reload
 * (pushed over Server-Sent Events); the parent sees no trace of the bcc, the
 * teacher's sent copy names it; a draft survives a reload of the page.
 */
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { useApp } from '../support/app.ts';
import { eventually, login, seen } from '../support/flows.ts';

const { appTest } = useApp(import.meta.url);
const SHOTS = process.env.KAMPUS_MAIL_SHOTS;

const shot = async (page: Page, name: string) => {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
};

/** A second person signed in, in a browser window of their own beside the test's. */
const windowOf = async (
  context: BrowserContext,
  baseUrl: string,
  email: string,
): Promise<{ page: Page; close: () => Promise<void> }> => {
  const own = await context.browser()!.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } });
  const close = () => own.close();
  try {
    const page = await own.newPage();
    await login(page, email);
    return { page, close };
  } catch (error) {
    await close();
    throw error;
  }
};

/** Picks a person in a recipient field through the user search (1500 ms debounce). */
const pick = async (page: Page, field: string, typed: string, option: RegExp) => {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: field, exact: true }).fill(typed);
  await dialog.page().getByRole('option', { name: option }).click({ timeout: 10_000 });
};

appTest(
  'teacher sends to parent: it arrives without a reload, and the bcc stays hidden',
  async ({ page, context, baseUrl }) => {
    const { page: parent, close } = await windowOf(context, baseUrl, 'parent@kampus.test');
    try {
      await parent.goto('/mail/inbox');
      await seen(parent.getByTestId('mail-list'), "the parent's inbox");
      const badge = parent.getByTestId('mail-badge');
      const unreadBefore = Number((await badge.innerText()).replace(/\D/g, '') || '0');

      await login(page, 'teacher@kampus.test');
      await page.goto('/mail');
      await page.getByRole('button', { name: 'Compose' }).click();
      await pick(page, 'To', 'Veli', /Pelin Veli/);
      await pick(page, 'Bcc', 'Okul', /Selin Okul/);
      const subject = `Field trip ${Date.now().toString(36)}`;
      await page.getByRole('dialog').getByRole('textbox', { name: 'Subject' }).fill(subject);
      await page.getByRole('dialog').getByRole('textbox', { name: 'Message' }).first().click();
      await page.keyboard.type('Please sign the form by Friday.');
      await shot(page, 'compose');

      const answered = page.waitForResponse((response) => response.url().endsWith('/api/mails/send'));
      await page.getByRole('dialog').getByRole('button', { name: 'Send' }).click();
      const response = await answered;
      assert.equal(response.status(), 201, await response.text());
      const sentAt = Date.now();
      // Arrives in the open inbox, no reload: the push refreshes the list. How fast is measured in
      // bench/ (communication), not asserted here: on a loaded machine a timed assertion only flakes.
      await parent.getByRole('button', { name: subject }).waitFor();
      const latency = Date.now() - sentAt;
      console.info(`mail e2e: the parent's inbox showed the mail ${latency} ms after the send was answered`);
      await eventually(
        async () => Number((await badge.innerText()).replace(/\D/g, '') || '0'),
        (count) => count === unreadBefore + 1,
        'the top bar count to grow by one',
      );
      // The compose window closes after the send (not a reply); the parent's inbox may show the
      // mail before the sender's window has finished closing.
      await eventually(
        () => page.getByRole('dialog').count(),
        (count) => count === 0,
        'the compose window to close',
      );
      await shot(parent, 'inbox');

      await parent.getByRole('button', { name: subject }).click();
      await seen(parent.getByTestId('mail-body').getByText('Please sign the form by Friday.'), 'the body');
      assert.match(await parent.getByTestId('mail-to').innerText(), /Pelin Veli/);
      assert.equal(await parent.getByTestId('mail-bcc').count(), 0, 'no bcc line for a recipient');
      assert.doesNotMatch(await parent.locator('main').innerText(), /Selin|school@kampus\.test/);
      await shot(parent, 'reader');

      // The sender's own copy names the bcc.
      await page.goto('/mail/sent');
      await page.getByRole('button', { name: subject }).click();
      assert.match(await page.getByTestId('mail-bcc').innerText(), /Selin Okul/);
    } finally {
      await close();
    }
  },
);

appTest('a draft survives a reload', async ({ page }) => {
  await login(page, 'teacher@kampus.test');
  await page.goto('/mail');
  await page.getByRole('button', { name: 'Compose' }).click();
  const subject = `Draft ${Date.now().toString(36)}`;
  await page.getByRole('dialog').getByRole('textbox', { name: 'Subject' }).fill(subject);
  await seen(page.getByRole('dialog').getByRole('status').getByText('Draft saved'), 'the draft saved');
  await page.reload();
  await seen(page.getByRole('dialog').getByRole('textbox', { name: 'Subject' }), 'the compose window again');
  assert.equal(await page.getByRole('dialog').getByRole('textbox', { name: 'Subject' }).inputValue(), subject);
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).first().click();
  await page.goto('/mail/drafts');
  await seen(page.getByRole('button', { name: subject }), 'the draft in Drafts');
  await shot(page, 'drafts');
});

appTest(
  'a forward keeps the original’s files, and the section is open at its label address',
  async ({ page, context, baseUrl }) => {
    await login(page, 'teacher@kampus.test');
    await page.goto('/mail');
    await page.getByRole('button', { name: 'Compose' }).click();
    await pick(page, 'To', 'Veli', /Pelin Veli/);
    const subject = `Reading list ${Date.now().toString(36)}`;
    await page.getByRole('dialog').getByRole('textbox', { name: 'Subject' }).fill(subject);
    await page
      .getByRole('dialog')
      .locator('input[type=file]')
      .setInputFiles({ name: 'books.txt', mimeType: 'text/plain', buffer: Buffer.from('Momo; Der kleine Prinz') });
    await seen(page.getByRole('dialog').getByText('books.txt'), 'the attached file');
    await page.getByRole('dialog').getByRole('button', { name: 'Send' }).click();
    await eventually(
      async () => page.getByRole('dialog').count(),
      (count) => count === 0,
      'the compose window to close',
    );

    const { page: parent, close } = await windowOf(context, baseUrl, 'parent@kampus.test');
    try {
      await parent.goto('/mail/label/inbox');
      await parent.getByRole('button', { name: subject }).click();
      await seen(parent.getByRole('group', { name: 'Attachments' }).getByText('books.txt'), 'the file in the mail');
      await parent.getByRole('button', { name: 'Forward' }).click();
      const dialog = parent.getByRole('dialog');
      await seen(dialog.getByText('books.txt'), 'the original’s file in the forward');
      await pick(parent, 'To', 'Okul', /Selin Okul/);
      await shot(parent, 'forward');
      const answered = parent.waitForResponse((response) => response.url().endsWith('/api/mails/send'));
      await dialog.getByRole('button', { name: 'Send' }).click();
      assert.equal((await answered).status(), 201);
      await parent.goto('/mail/label/sent');
      await parent.getByRole('button', { name: `Fwd: ${subject}` }).click();
      await seen(
        parent.getByRole('group', { name: 'Attachments' }).getByText('books.txt'),
        'the file in the forward sent',
      );
    } finally {
      await close();
    }
  },
);
