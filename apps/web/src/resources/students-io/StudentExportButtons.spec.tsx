import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../../i18n/index.ts';
import { jsonAnswer, signInAs, signOutTest } from '../../test-support/signed-in.ts';
import { StudentExportButtons } from './StudentExportButtons.tsx';

/*
 * A bulk export by someone with a second factor given more than five minutes ago: the server
 * refuses it asking for the factor again (403, stepUpRequired). The person reads why, types a code
 * of their app, and the same export (same format, same filters) runs again and is saved; a wrong
 * code is said in the dialog and exports nothing.
 */
const WHY =
  'This needs your second step again: a new code from your authenticator app or your passkey (within 5 minutes).';

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  cleanup();
  signOutTest();
  vi.restoreAllMocks();
});

const renderButtons = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <StudentExportButtons filters={{ search: 'Ada' }} />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );

/** The server as the export meets it: refused until a right code steps up, then a CSV. */
const serverAskingForCode = () => {
  let steppedUp = false;
  const exports: string[] = [];
  const codes: string[] = [];
  const stub = signInAs({ id: 5, audience: 'school' }, (url, init) => {
    if (url.includes('/step-up')) {
      const { code } = JSON.parse(String(init?.body)) as { code: string };
      codes.push(code);
      if (code !== '123456')
        return jsonAnswer(
          {
            status: 422,
            title: 'An error occurred',
            detail: 'code: Wrong code.',
            violations: [{ propertyPath: 'code', message: 'Wrong code.' }],
          },
          422,
        );
      steppedUp = true;
      return new Response(null, { status: 204 });
    }
    if (url.includes('/api/students/export')) {
      exports.push(url);
      if (!steppedUp) return jsonAnswer({ status: 403, title: 'Forbidden', detail: WHY, stepUpRequired: true }, 403);
      return new Response('studentNumber\n1001\n', { status: 200, headers: { 'content-type': 'text/csv' } });
    }
    return jsonAnswer({}, 404);
  });
  return { stub, exports, codes };
};

describe('a bulk export that wants the second factor again', () => {
  it('asks for a code, then runs the same export again and saves it', async () => {
    const { exports, codes } = serverAskingForCode();
    const saved = vi.fn<(blob: Blob) => string>(() => 'blob:export');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: saved, revokeObjectURL: vi.fn() }));
    renderButtons();
    fireEvent.click(await screen.findByRole('button', { name: 'Export the students as CSV' }));
    // The server's reason, in the dialog that asks for the code; nothing saved yet.
    expect(await screen.findByText(WHY)).toBeTruthy();
    expect(saved).not.toHaveBeenCalled();
    const code = screen.getByRole('textbox', { name: /code/i });
    fireEvent.change(code, { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Wrong code.')).toBeTruthy();
    expect(exports).toHaveLength(1);
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(codes).toEqual(['000000', '123456']);
    // The same export again: CSV with the list's search, and the dialog gone.
    expect(exports).toHaveLength(2);
    expect(exports[1]).toBe(exports[0]);
    expect(exports[1]).toContain('search=Ada');
    await waitFor(() => expect(screen.queryByText(WHY)).toBeNull());
  });

  it('cancelled, it exports nothing and says nothing more', async () => {
    const { exports } = serverAskingForCode();
    renderButtons();
    fireEvent.click(await screen.findByRole('button', { name: 'Export the students as Excel' }));
    expect(await screen.findByText(WHY)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /cancel/i }));
    await waitFor(() => expect(screen.queryByText(WHY)).toBeNull());
    expect(exports).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
