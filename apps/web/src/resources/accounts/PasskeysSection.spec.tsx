import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/index.ts';
import { renderWithProviders } from '../../test-support/providers.tsx';
import { jsonAnswer, signInAs, signOutTest } from '../../test-support/signed-in.ts';
import { PasskeysSection } from './PasskeysSection.tsx';

/*
 * Adding a passkey on a device that already holds one of the account's: the server lists the
 * account's passkeys as excluded and the authenticator refuses (InvalidStateError). The person
 * reads what happened in words; before, "An error occurred!". A closed prompt is said too.
 */
const prompt = vi.hoisted(() => ({
  refusal: { name: 'InvalidStateError', message: 'The authenticator was registered' },
}));

vi.mock('@simplewebauthn/browser', async (importOriginal) => {
  const real = await importOriginal<typeof import('@simplewebauthn/browser')>();
  return {
    ...real,
    // What the library itself does with the browser's refusal: it names it (identifyRegistrationError).
    startRegistration: () => {
      const cause = Object.assign(new Error(prompt.refusal.message), { name: prompt.refusal.name });
      const code =
        prompt.refusal.name === 'InvalidStateError'
          ? 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED'
          : 'ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY';
      return Promise.reject(new real.WebAuthnError({ message: prompt.refusal.message, code, cause }));
    },
  };
});

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  cleanup();
  signOutTest();
});

const renderSection = () => {
  signInAs({ id: 5, audience: 'school' }, (url, init) => {
    if (url.endsWith('/passkeys/registration-options')) {
      return jsonAnswer({ challenge: 'abc', rp: { name: 'Kampus' }, user: { id: 'u', name: 'u', displayName: 'u' } });
    }
    if (url.includes('/passkeys/') && init?.method === 'DELETE') return new Response(null, { status: 204 });
    if (url.endsWith('/passkeys')) {
      return jsonAnswer({
        passkeys: [{ id: 1, name: 'Office laptop', createdAt: '2026-11-30T09:00:00Z', lastUsedAt: null }],
      });
    }
    return jsonAnswer({}, 404);
  });
  renderWithProviders(<PasskeysSection />);
};

const addPasskey = async (name: string) => {
  fireEvent.change(await screen.findByRole('textbox', { name: /Passkey name/ }), { target: { value: name } });
  fireEvent.click(screen.getByRole('button', { name: 'Add a passkey' }));
};

describe('adding a passkey the browser refuses', () => {
  it('says the device already holds one of the account', async () => {
    prompt.refusal = { name: 'InvalidStateError', message: 'The authenticator was previously registered' };
    renderSection();
    await addPasskey('Office laptop again');
    expect(
      await screen.findByText(
        'This device already holds a passkey for your account, so nothing was added. Use that one, or add a passkey on another device or security key.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText('An error occurred!')).toBeNull();
  });

  it('says the prompt was closed', async () => {
    prompt.refusal = { name: 'NotAllowedError', message: 'The operation either timed out or was not allowed.' };
    renderSection();
    await addPasskey('Phone');
    expect(await screen.findByText('The passkey prompt was closed or timed out, so nothing was added.')).toBeTruthy();
  });
});

describe('removing a passkey', () => {
  it('leaves the keyboard on the passkeys heading, not at the top of the page', async () => {
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove the passkey Office laptop' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Passkeys' })));
  });
});
