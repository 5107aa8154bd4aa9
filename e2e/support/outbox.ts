/**
 * Reading Kampus's mail the way a person trying Kampus does when no SMTP server is set: a
 * superadmin opens Mail outbox (/admin/outbox) in their own browser window and opens the message.
 */
import type { BrowserContext } from 'playwright-core';
import { WAIT_MS } from './app.ts';
import { eventually, seen, signInByApi } from './flows.ts';

export const readMailInApp = async (context: BrowserContext, baseUrl: string, to: string, subject: string) => {
  const browser = context.browser();
  if (!browser) throw new Error('no browser');
  const adminContext = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } });
  adminContext.setDefaultTimeout(WAIT_MS);
  try {
    const page = await adminContext.newPage();
    await signInByApi(page, 'admin@kampus.test');
    await page.goto('/admin/outbox');
    const row = page.getByRole('row').filter({ hasText: to }).filter({ hasText: subject }).first();
    // Mail is delivered right after the request that queued it; reload until it is there.
    await eventually(
      async () => {
        if (await row.isVisible()) return true;
        await page.getByRole('button', { name: 'Reload', exact: true }).click();
        return row.isVisible();
      },
      (found) => found,
      `a mail to ${to} in the outbox`,
    );
    await row.getByRole('button', { name: 'Open', exact: true }).click();
    const text = await seen(page.getByTestId('outbox-text'), `the mail to ${to}`);
    return (await text.textContent()) ?? '';
  } finally {
    await adminContext.close();
  }
};
