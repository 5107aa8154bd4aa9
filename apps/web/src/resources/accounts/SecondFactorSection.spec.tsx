import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SecondFactorStatus } from '../../api/second-factor.ts';
import { initI18n } from '../../i18n/index.ts';
import { renderWithProviders } from '../../test-support/providers.tsx';
import { jsonAnswer, signInAs, signOutTest } from '../../test-support/signed-in.ts';
import { SecondFactorSection } from './SecondFactorSection.tsx';

/*
 * The security tab as a person uses it with the keyboard or a screen reader: Turn on and Turn off
 * remove the button that was pressed, so the focus goes to the heading that says the new state
 * (before, it fell to the page's start and nothing said what happened). While impersonating,
 * nothing is offered that the server refuses; the tab says why instead.
 */
const OFF: SecondFactorStatus = { enabled: false, enabledAt: null, recoveryCodesLeft: 0, required: false, passkeys: 0 };
const ON: SecondFactorStatus = {
  enabled: true,
  enabledAt: '2026-11-30T09:00:00.000Z',
  recoveryCodesLeft: 10,
  required: false,
  passkeys: 0,
};
const notices = vi.hoisted(() => ({ sent: [] as unknown[] }));
vi.mock('../../app/notices.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../app/notices.ts')>()),
  useNotify: () => (notice: unknown) => notices.sent.push(notice),
}));
const CODES = Array.from({ length: 10 }, (_, index) => `AAAA-BBBB-CCCC-000${index}`);

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  cleanup();
  signOutTest();
  vi.restoreAllMocks();
});

const renderSection = () => renderWithProviders(<SecondFactorSection />);

/** The server as the tab meets it; `state` is what the status call answers now. */
const server = (first: SecondFactorStatus, impersonating = false) => {
  const state = { now: first };
  const calls: string[] = [];
  signInAs({ id: 5, audience: 'school' }, (url, init) => {
    calls.push(`${init?.method ?? 'GET'} ${url}`);
    if (url.endsWith('/impersonate')) return jsonAnswer({ impersonating });
    if (url.endsWith('/second-factor')) return jsonAnswer(state.now);
    if (url.endsWith('/passkeys')) return jsonAnswer({ passkeys: [] });
    if (url.endsWith('/second-factor/totp')) {
      return jsonAnswer({ secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/x', qrCode: 'data:image/png;base64,AA==' });
    }
    if (url.endsWith('/second-factor/totp/confirm')) {
      state.now = ON;
      return jsonAnswer({ recoveryCodes: CODES });
    }
    if (url.endsWith('/second-factor/disable')) {
      // The app goes; passkeys stay, and with them the second step.
      state.now = { ...OFF, passkeys: state.now.passkeys, recoveryCodesLeft: state.now.passkeys > 0 ? 10 : 0 };
      return new Response(null, { status: 204 });
    }
    return jsonAnswer({}, 404);
  });
  return { state, calls };
};

describe('the security tab', () => {
  it('moves the focus to the state heading after Turn on and after the codes are saved', async () => {
    server(OFF);
    renderSection();
    expect(await screen.findByRole('heading', { name: 'Two-step sign-in is off.' })).toBeTruthy();
    // Merely opened, the tab leaves the focus alone.
    expect(document.activeElement).toBe(document.body);
    fireEvent.click(screen.getByRole('button', { name: 'Set up an authenticator app' }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'The 6-digit code the app shows' }), {
      target: { value: '123456' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    const turnedOn = await screen.findByRole('heading', { name: 'Two-step sign-in is on.' });
    await waitFor(() => expect(document.activeElement).toBe(turnedOn));
    fireEvent.click(screen.getByRole('button', { name: 'I have saved my recovery codes' }));
    const since = await screen.findByRole('heading', { name: /^Two-step sign-in is on since / });
    await waitFor(() => expect(document.activeElement).toBe(since));
  });

  it('moves the focus to the state heading after Turn off', async () => {
    server(ON);
    renderSection();
    fireEvent.change(await screen.findByLabelText('Code from the app or a recovery code'), {
      target: { value: '123456' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    const off = await screen.findByRole('heading', { name: 'Two-step sign-in is off.' });
    await waitFor(() => expect(document.activeElement).toBe(off));
  });

  it('after Turn off with a passkey left, says the second step stays on', async () => {
    notices.sent.length = 0;
    server({ ...ON, passkeys: 1 });
    renderSection();
    fireEvent.change(await screen.findByLabelText('Code from the app or a recovery code'), {
      target: { value: '123456' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    const still = await screen.findByRole('heading', { name: 'Two-step sign-in is on with your passkeys.' });
    await waitFor(() => expect(document.activeElement).toBe(still));
    // Before, the notice said "Two-step sign-in is off." while the passkey still asked for the second step.
    expect(notices.sent).toEqual([{ message: { key: 'ui.accounts.second_factor.app_removed' }, variant: 'success' }]);
  });

  it('says "not needed within 5 minutes" under the password fields, where a phone does not cut it off', async () => {
    server(OFF);
    renderSection();
    await screen.findByRole('button', { name: 'Set up an authenticator app' });
    // The app's setup and the passkey's: each labelled in two words, the note under it.
    expect(screen.getAllByLabelText('Current password', { exact: true })).toHaveLength(2);
    expect(screen.getAllByText('Not needed within 5 minutes of signing in.')).toHaveLength(2);
  });

  it('while impersonating, offers no setup and says why', async () => {
    const { calls } = server(OFF, true);
    renderSection();
    expect(
      await screen.findByText(
        'You are acting as someone else: only they can turn their two-step sign-in on or off and add or remove their passkeys, signed in as themselves.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Two-step sign-in is off.' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Set up an authenticator app' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add a passkey' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Turn off' })).toBeNull();
    expect(calls.filter((call) => call.startsWith('POST'))).toEqual([]);
  });
});
