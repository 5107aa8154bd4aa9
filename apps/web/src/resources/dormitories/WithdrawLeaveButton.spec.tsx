import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { LeaveRow } from '../../api/dormitories.ts';
import { initI18n } from '../../i18n/index.ts';
import { renderWithProviders } from '../../test-support/providers.tsx';
import { jsonAnswer, signInAs, signOutTest } from '../../test-support/signed-in.ts';
import { WithdrawLeaveButton } from './WithdrawLeaveButton.tsx';

beforeAll(async () => {
  await initI18n();
});
afterEach(cleanup);
afterEach(signOutTest);

const leave: LeaveRow = {
  id: 3,
  student: { id: 7, name: 'Deniz Öğrenci' },
  building: 'Erkek Yurdu',
  room: '101',
  leaveFrom: '2026-12-18',
  leaveUntil: '2026-12-20',
  leaveReason: 'Aile ziyareti',
  destination: 'Ankara',
  leaveStatus: 'pending',
  decisionNote: null,
  decidedBy: null,
  decidedAt: null,
  signedOutAt: null,
  signedInAt: null,
};

const show = (status: number, body: unknown) => {
  const sent: { url: string; method: string | undefined; key: string | null }[] = [];
  signInAs({ id: 9, audience: 'parent' }, (url, init) => {
    if (url.includes('/withdraw')) {
      sent.push({ url, method: init?.method, key: new Headers(init?.headers).get('Idempotency-Key') });
      return jsonAnswer(body, status, status >= 400 ? { 'content-type': 'application/problem+json' } : {});
    }
    return jsonAnswer({});
  });
  renderWithProviders(
    <article tabIndex={-1} aria-label="Deniz’s leave">
      <WithdrawLeaveButton leave={leave} />
    </article>,
  );
  return sent;
};

describe('the family’s withdrawal of a leave request', () => {
  it('posts the withdrawal of this request once, with its key', async () => {
    const sent = show(200, { ...leave, leaveStatus: 'cancelled' });
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw the request' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ url: '/api/leave_requests/3/withdraw', method: 'POST' });
    expect(sent[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    // The keyboard's place moves to the request's card, not to the page's start.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('article', { name: 'Deniz’s leave' })));
  });

  it('says why when the warden decided first', async () => {
    show(409, {
      status: 409,
      title: 'Conflict',
      detail: 'Only a request still waiting for the warden can be withdrawn.',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw the request' }));
    expect(await screen.findByText('Only a request still waiting for the warden can be withdrawn.')).toBeTruthy();
  });
});
