import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../api/types.ts';
import { initI18n } from '../../i18n/index.ts';
import { renderWithProviders } from '../../test-support/providers.tsx';
import { jsonAnswer, signInAs, signOutTest } from '../../test-support/signed-in.ts';
import { NotificationsSection } from './NotificationsSection.tsx';

/* The account page's notification choices: channels, and the kinds that come on each one that is on. */

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  cleanup();
  signOutTest();
});

const user = (id: number): CurrentUser => ({
  id,
  uuid: `uuid-${id}`,
  name: 'Test',
  lastName: 'Caller',
  email: 'caller@kampus.test',
  userType: null,
  schoolId: 1,
  isSuperadmin: false,
});

const render = (audience: 'parent' | 'teacher', stored: Record<string, unknown>) => {
  const patches: Record<string, unknown>[] = [];
  signInAs({ id: 3, audience }, (url, init) => {
    if (url.startsWith('/api/notification_preferences/') && init?.method === 'PATCH') {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      patches.push(body);
      return jsonAnswer({ id: 9, ...stored, ...body });
    }
    if (url.startsWith('/api/notification_preferences.json')) return jsonAnswer([{ id: 9, ...stored }]);
    return jsonAnswer([]);
  });
  renderWithProviders(<NotificationsSection user={user(3)} />);
  return patches;
};

describe('notification choices per kind', () => {
  it("offers a parent their family's kinds on each channel that is on, and turns one off there only", async () => {
    const patches = render('parent', { byMail: true, bySms: false, byPush: false, kindsOff: { mail: ['payment'] } });
    const absences = await screen.findByRole('checkbox', { name: 'Absences: E-mail' }, { timeout: 10_000 });
    expect((absences as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Payments received: E-mail' }) as HTMLInputElement).checked).toBe(
      false,
    );
    // SMS and push are off: no column of theirs; a teacher's kind is not a parent's.
    expect(screen.queryByRole('checkbox', { name: /: SMS$/ })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Push' })).toBeNull();
    expect(screen.queryByText('Lessons to cover')).toBeNull();
    fireEvent.click(absences);
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]).toMatchObject({ byMail: true, kindsOff: { mail: ['absence', 'payment'] } });
  });

  it('offers a teacher the kinds a teacher is told of', async () => {
    render('teacher', { byMail: true, bySms: false, byPush: false, kindsOff: null });
    expect(await screen.findByRole('checkbox', { name: 'Lessons to cover: E-mail' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Guidance referrals: E-mail' })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'Absences: E-mail' })).toBeNull();
  });

  it('says to turn a channel on when none is', async () => {
    render('parent', { byMail: false, bySms: false, byPush: false });
    expect(
      await screen.findByText('Turn on e-mail, SMS or push above to choose kinds for it.', {}, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
