import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../../i18n/index.ts';
import { jsonAnswer, signInAs, signOutTest } from '../../test-support/signed-in.ts';
import { DeveloperApiKeyPage } from './DeveloperApiKeyPage.tsx';

/*
 * The API key page for a session made from an API key: the server refuses it the key's status (403).
 * The person reads that once, and is offered nothing that would only be refused again (before, the
 * password field and Generate stayed, and Generate said the refusal a second time).
 */
const REFUSAL = 'An API key cannot make, show or revoke API keys: sign in with your password.';

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  cleanup();
  signOutTest();
});

const renderPage = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <DeveloperApiKeyPage />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );

describe('the API key page', () => {
  it('says once that a key-born session cannot manage keys, and offers no password or Generate', async () => {
    signInAs({ id: 5, audience: 'school' }, (url) =>
      url.includes('/api-key/status')
        ? jsonAnswer({ status: 403, title: 'Forbidden', detail: REFUSAL }, 403)
        : jsonAnswer({}, 404),
    );
    renderPage();
    expect(await screen.findByText(REFUSAL)).toBeTruthy();
    expect(screen.getAllByText(REFUSAL)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /generate/i })).toBeNull();
    expect(screen.queryByLabelText(/current password/i)).toBeNull();
  });

  it('offers the password and Generate to a signed-in person without a key', async () => {
    signInAs({ id: 5, audience: 'school' }, (url) =>
      url.includes('/api-key/status') ? jsonAnswer({ key: null }) : jsonAnswer({}, 404),
    );
    renderPage();
    expect(await screen.findByRole('button', { name: /generate/i })).toBeTruthy();
    expect(screen.getByLabelText(/current password/i)).toBeTruthy();
  });
});
