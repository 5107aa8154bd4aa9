import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/index.ts';
import { renderWithProviders } from '../../test-support/providers.tsx';
import { jsonAnswer, signInAs, signOutTest } from '../../test-support/signed-in.ts';
import { PersonalDataExports } from './PersonalDataExports.tsx';

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  cleanup();
  signOutTest();
  vi.restoreAllMocks();
});

/** A parent's access request as staff read it, and the server behind it. */
const serve = () => {
  const exported: string[] = [];
  signInAs({ id: 2, audience: 'school' }, (url) => {
    if (url.startsWith('/api/guardians'))
      return jsonAnswer([
        { id: 1, studentId: '/api/students/7', user: '/api/users/40' },
        { id: 2, studentId: '/api/students/8', user: '/api/users/40' },
      ]);
    if (url === '/api/users/40') return jsonAnswer({ id: 40, name: 'Veli', lastName: 'Yılmaz' });
    if (url === '/api/students/7') return jsonAnswer({ id: 7, name: 'Deniz', lastName: 'Yılmaz' });
    if (url === '/api/students/8') return jsonAnswer({ id: 8, name: 'Ece', lastName: 'Yılmaz' });
    if (url.includes('/personal-data')) {
      exported.push(url);
      return jsonAnswer({ subject: { resource: 'students', id: 7 }, record: {}, related: {}, excluded: [] });
    }
    return jsonAnswer({}, 404);
  });
  return exported;
};

describe('the access exports below a data-subject request', () => {
  it('offers the person who asked and each of their children by name, and saves the one chosen', async () => {
    const exported = serve();
    const saved = vi.fn<(blob: Blob) => string>(() => 'blob:export');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: saved, revokeObjectURL: vi.fn() }));
    renderWithProviders(<PersonalDataExports record={{ id: 3, user: '/api/users/40', requestKind: 'access' }} />);
    expect(await screen.findByRole('region', { name: 'The data Kampus holds' })).toBeTruthy();
    await screen.findByRole('button', { name: 'Download: Veli Yılmaz' });
    await screen.findByRole('button', { name: 'Download: Ece Yılmaz' });
    fireEvent.click(await screen.findByRole('button', { name: 'Download: Deniz Yılmaz' }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(exported).toEqual(['/api/students/7/personal-data']);
  });
});
