import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, initI18n } from '../../i18n/index.ts';
import { renderWithProviders } from '../../test-support/providers.tsx';
import { jsonAnswer, signInAs, signOutTest } from '../../test-support/signed-in.ts';
import { NotificationBell } from './NotificationBell.tsx';

beforeAll(async () => {
  await initI18n();
});
afterEach(cleanup);
afterEach(signOutTest);

const notice = (id: number) => ({
  id,
  title: `Notice ${id}`,
  body: null,
  link: null,
  isRead: false,
  kind: 'health_visit',
  notifiedAt: '2026-11-30 09:40:00',
});

const renderBell = (unread: number) => {
  signInAs({ id: 5, audience: 'teacher' }, (url) =>
    jsonAnswer(url.startsWith('/api/notifications') ? Array.from({ length: unread }, (_, i) => notice(i + 1)) : []),
  );
  renderWithProviders(<NotificationBell />);
};

/*
 * The e2e axe check (label-content-name-mismatch) failed on the bell in Arabic once the teacher had
 * a notice: its badge showed "1" and its name said "إشعار واحد غير مقروء", no figure in it.
 */
describe('the notification bell’s name', () => {
  it('holds the figure its badge shows, in every language', async () => {
    await changeLanguage('ar');
    renderBell(1);
    const bell = await screen.findByRole('button', { name: /^الإشعارات 1: / }, { timeout: 10_000 });
    expect(bell.textContent).toContain('1');
    await changeLanguage('en');
  });

  it('says none without a figure when nothing is unread', async () => {
    renderBell(0);
    expect(await screen.findByRole('button', { name: 'Notifications: 0 unread notifications' })).toBeTruthy();
  });
});
