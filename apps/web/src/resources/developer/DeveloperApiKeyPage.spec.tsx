import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/index.ts';
import { renderWithProviders } from '../../test-support/providers.tsx';
import { jsonAnswer, signInAs, signOutTest } from '../../test-support/signed-in.ts';
import { serverAskingForCode, STEP_UP_WHY } from '../../test-support/step-up-server.ts';
import { DeveloperApiKeyPage } from './DeveloperApiKeyPage.tsx';

/*
 * The API key page for a session made from an API key: the server refuses it the key's status (403).
 * The person reads that once, and is offered nothing that would only be refused again (before, the
 * password field and Generate stayed, and Generate said the refusal a second time).
 */
const REFUSAL = 'An API key cannot make, show or revoke API keys: sign in with your password.';
const KEY = 'kampus_live_0123456789abcdef0123456789abcdef0123456789abcdef';

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  cleanup();
  signOutTest();
  vi.restoreAllMocks();
});

const renderPage = () => renderWithProviders(<DeveloperApiKeyPage />);

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

/*
 * Making an API key adds a way in, so someone with a second factor given more than five minutes
 * ago is refused (403, stepUpRequired). The page asks for a code and makes the key once the code
 * is accepted: a page that only closed the dialog would leave the person without a key and
 * without a word, which is what this test is here to catch.
 */
/** The server as the page meets it: no key yet; making one is refused until a code steps up. */
const serverAskingForKeyCode = () =>
  serverAskingForCode(
    { id: 5, audience: 'school' },
    {
      isAct: (url) => url.endsWith('/generate-api-key'),
      answer: () => jsonAnswer({ apiKey: KEY, expiresAt: '2027-01-01T00:00:00.000Z' }),
      others: (url) => (url.endsWith('/api-key/status') ? jsonAnswer({ key: null }) : jsonAnswer({}, 404)),
    },
  );

describe('making an API key that wants the second factor again', () => {
  it('asks for a code, then makes the key and shows it', async () => {
    const { acts: made, codes } = serverAskingForKeyCode();
    renderPage();
    // The button waits for the key's status (disabled until then).
    await screen.findByText('You have no API key.');
    fireEvent.click(screen.getByRole('button', { name: 'Generate API key' }));
    // The server's reason in the dialog; no key yet and no failure alert behind the dialog.
    expect(await screen.findByText(STEP_UP_WHY)).toBeTruthy();
    expect(screen.queryByTestId('api-key-value')).toBeNull();
    expect(made).toHaveLength(1);
    fireEvent.change(screen.getByRole('textbox', { name: /code/i }), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    // The same request again, and the key it answered, shown once.
    const value = await screen.findByTestId('api-key-value');
    expect((value as HTMLTextAreaElement).value).toBe(KEY);
    expect(codes).toEqual(['123456']);
    expect(made).toHaveLength(2);
    expect(made[1]).toEqual(made[0]);
    await waitFor(() => expect(screen.queryByText(STEP_UP_WHY)).toBeNull());
    expect(screen.queryByText('Response did not return 200', { exact: false })).toBeNull();
  });
});
