import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../i18n/index.ts';
import { renderWithProviders } from '../test-support/providers.tsx';
import { jsonAnswer, signInAs, signOutTest } from '../test-support/signed-in.ts';
import { StepUpDialog } from './StepUpDialog.tsx';

/*
 * The step-up dialog offers "Use a passkey" only to someone who has one: for anyone else the
 * browser's prompt could only fail (before, it was offered to everyone).
 */
beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  cleanup();
  signOutTest();
});

const openWith = (passkeys: number) => {
  const stub = signInAs({ id: 5, audience: 'school' }, (url) =>
    url.endsWith('/second-factor')
      ? jsonAnswer({ enabled: true, enabledAt: null, recoveryCodesLeft: 10, required: false, passkeys })
      : jsonAnswer({}, 404),
  );
  renderWithProviders(
    <StepUpDialog open message="Again, please." onProven={() => undefined} onClose={() => undefined} />,
  );
  return stub;
};

describe('the step-up dialog', () => {
  it('offers a passkey to someone who has one', async () => {
    openWith(1);
    expect(await screen.findByRole('button', { name: 'Use a passkey' })).toBeTruthy();
  });

  it('offers only the code to someone without a passkey', async () => {
    const stub = openWith(0);
    expect(await screen.findByRole('button', { name: 'Continue' })).toBeTruthy();
    // The status was read and answered, and still no passkey button.
    await waitFor(() => expect(stub.mock.calls.some(([url]) => String(url).endsWith('/second-factor'))).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Use a passkey' })).toBeNull();
  });
});
