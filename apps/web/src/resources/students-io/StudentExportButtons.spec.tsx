import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/index.ts';
import { renderWithProviders } from '../../test-support/providers.tsx';
import { signOutTest } from '../../test-support/signed-in.ts';
import { serverAskingForCode, STEP_UP_WHY } from '../../test-support/step-up-server.ts';
import { StudentExportButtons } from './StudentExportButtons.tsx';

/*
 * A bulk export by someone with a second factor given more than five minutes ago: the server
 * refuses it asking for the factor again (403, stepUpRequired). The person reads why, types a code
 * of their app, and the same export (same format, same filters) runs again and is saved; a wrong
 * code is said in the dialog and exports nothing.
 */

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  cleanup();
  signOutTest();
  vi.restoreAllMocks();
});

const renderButtons = () => renderWithProviders(<StudentExportButtons filters={{ search: 'Ada' }} />);

/** The server as the export meets it: refused until a right code steps up, then a CSV. */
const serverAskingForExportCode = () => {
  const { acts, codes } = serverAskingForCode(
    { id: 5, audience: 'school' },
    {
      isAct: (url) => url.includes('/api/students/export'),
      answer: () => new Response('studentNumber\n1001\n', { status: 200, headers: { 'content-type': 'text/csv' } }),
      accepts: (code) => code === '123456',
    },
  );
  return { exports: acts, codes };
};

describe('a bulk export that wants the second factor again', () => {
  it('asks for a code, then runs the same export again and saves it', async () => {
    const { exports, codes } = serverAskingForExportCode();
    const saved = vi.fn<(blob: Blob) => string>(() => 'blob:export');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: saved, revokeObjectURL: vi.fn() }));
    renderButtons();
    fireEvent.click(await screen.findByRole('button', { name: 'Export the students as CSV' }));
    // The server's reason, in the dialog that asks for the code; nothing saved yet.
    expect(await screen.findByText(STEP_UP_WHY)).toBeTruthy();
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
    expect(exports[1]).toEqual(exports[0]);
    expect(exports[1]?.url).toContain('search=Ada');
    await waitFor(() => expect(screen.queryByText(STEP_UP_WHY)).toBeNull());
  });

  it('cancelled, it exports nothing and says nothing more', async () => {
    const { exports } = serverAskingForExportCode();
    renderButtons();
    fireEvent.click(await screen.findByRole('button', { name: 'Export the students as Excel' }));
    expect(await screen.findByText(STEP_UP_WHY)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /cancel/i }));
    await waitFor(() => expect(screen.queryByText(STEP_UP_WHY)).toBeNull());
    expect(exports).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
