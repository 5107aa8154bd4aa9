import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n/index.ts';
import { renderWithProviders } from '../../test-support/providers.tsx';
import { jsonAnswer, signInAs, signOutTest } from '../../test-support/signed-in.ts';
import { HelpPanel } from './HelpPanel.tsx';

beforeAll(async () => {
  await initI18n();
});
afterEach(cleanup);
afterEach(signOutTest);

const open = (path: string) => {
  const asked: string[] = [];
  signInAs({ id: 1, audience: 'headquarters', superadmin: true }, (url) => {
    asked.push(url);
    return url.includes('/help/')
      ? new Response('## Mail outbox', { status: 200, headers: { 'content-type': 'text/markdown' } })
      : jsonAnswer([]);
  });
  renderWithProviders(<HelpPanel />, { path: path });
  return asked;
};

describe('the help panel', () => {
  it('offers the help of a page that has it (the mail outbox)', async () => {
    const asked = open('/admin/outbox');
    expect(await screen.findByRole('button', { name: 'Show help' }, { timeout: 5000 })).toBeTruthy();
    expect(asked.some((url) => url.endsWith('/help/admin-outbox'))).toBe(true);
  });

  it('asks nothing for a page without help, so no 404 is ever met', async () => {
    const asked = open('/admin/settings');
    await new Promise((wake) => setTimeout(wake, 300));
    expect(asked.some((url) => url.includes('/help/'))).toBe(false);
  });
});
