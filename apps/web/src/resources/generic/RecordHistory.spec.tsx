import { getResource } from '@kampus/contract/resources';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../api/session-store.ts';
import { initI18n } from '../../i18n/index.ts';
import { RecordHistory } from './RecordHistory.tsx';
import { renderWithProviders } from '../../test-support/providers.tsx';

/*
 * The History panel of a generic form, against a fetch stand-in for the server: who may read the
 * trail sees each entry (who, the impersonator, when, from where, the fields before and after);
 * who may not sees nothing, and the trail is never asked.
 */
const students = getResource('students');
if (!students) throw new Error('contract resource students missing');

const entry = {
  id: 9,
  resource: 'students',
  recordId: 42,
  action: 'update',
  user: '/api/users/7',
  impersonator: '/api/users/3',
  ip: '10.1.2.3',
  at: '2026-03-04 10:20:30',
  before: { name: 'Ada' },
  after: { name: 'Grace' },
  changed: ['name'],
};

const stubServer = (loginType: string, superadmin = false) => {
  const calls: string[] = [];
  const answers: Record<string, unknown> = {
    '/api/users/me-uuid': { id: 1, userType: '/api/user_types/2', isSuperadmin: superadmin },
    '/api/user_types/2': { id: 2, loginType },
    '/api/users/7': { id: 7, name: 'Teacher Tess' },
    '/api/users/3': { id: 3, name: 'Admin Alma' },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      calls.push(url);
      const path = url.split('?')[0] ?? '';
      const body = path.startsWith('/api/audit_logs')
        ? { 'hydra:member': [entry], 'hydra:totalItems': 1 }
        : (answers[path] ?? {});
      return Promise.resolve(
        new Response(JSON.stringify(body), {
          status: path in answers || path.startsWith('/api/audit_logs') ? 200 : 404,
          headers: { 'content-type': 'application/json' },
        }),
      );
    }),
  );
  return calls;
};

const renderPanel = () => renderWithProviders(<RecordHistory resource={students} recordId={42} />);

beforeAll(async () => {
  await initI18n();
});
beforeEach(() => sessionStore.signIn('token-1', 'me-uuid'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStore.signOut();
});

describe('the History panel', () => {
  it('shows headquarters who changed what, as whom, when and from where', async () => {
    const calls = stubServer('headquarters');
    renderPanel();
    await waitFor(() => expect(screen.getByText('Grace')).toBeTruthy());
    expect(screen.getByRole('heading', { name: 'History' })).toBeTruthy();
    expect(screen.getByText('Ada')).toBeTruthy();
    expect(screen.getByText('Changed')).toBeTruthy();
    expect(screen.getByText('from 10.1.2.3')).toBeTruthy();
    // The stored change stays behind a disclosure for an administrator, never in the entry's words.
    expect(screen.getByText('Details (the change as stored)')).toBeTruthy();
    expect(screen.queryByText(/"name"/)?.closest('details')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('by Admin Alma acting as Teacher Tess')).toBeTruthy());
    const trail = calls.find((url) => url.startsWith('/api/audit_logs'));
    expect(trail).toContain('resource=students');
    expect(trail).toContain('recordId=42');
  });

  it('shows a superadmin of any kind the same', async () => {
    stubServer('school', true);
    renderPanel();
    await waitFor(() => expect(screen.getByText('Grace')).toBeTruthy());
  });

  it('shows a school admin nothing, and never asks for the trail', async () => {
    const calls = stubServer('school');
    const { container } = renderPanel();
    await waitFor(() => expect(calls).toContain('/api/user_types/2'));
    // Let the kind of user settle: the panel must stay empty after it is known.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.textContent).toBe('');
    expect(calls.some((url) => url.startsWith('/api/audit_logs'))).toBe(false);
  });
});
