import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { deviceId } from '../../api/frequent-menus.ts';
import { sessionStore } from '../../api/session-store.ts';
import { initI18n } from '../../i18n/index.ts';
import { renderWithProviders } from '../../test-support/providers.tsx';
import { jsonAnswer, signInAs, signOutTest } from '../../test-support/signed-in.ts';
import { DevicesSection } from './DevicesSection.tsx';
import { FrequentMenuBar } from './FrequentMenuBar.tsx';

beforeAll(async () => {
  await initI18n();
});
afterEach(cleanup);
afterEach(signOutTest);
afterEach(() => sessionStorage.clear());

const user = {
  id: 3,
  uuid: 'uuid-3',
  name: 'Test',
  lastName: 'Caller',
  email: 'caller@kampus.test',
  userType: 77,
  schoolId: 1,
  isSuperadmin: false,
};

describe('the devices page opened straight after signing in', () => {
  it('shows this browser once its registration lands, though the list was read before it', async () => {
    const devices: Record<string, unknown>[] = [];
    let listed = 0;
    signInAs({ id: 3, audience: 'parent' }, async (url, init) => {
      if (url.startsWith('/api/devices') && init?.method === 'POST') {
        // The registration lands after the page has read the list.
        await new Promise((resolve) => setTimeout(resolve, 50));
        devices.push({ id: 9, user: 3, deviceId: deviceId(), name: 'Chrome · Linux', lastSeenAt: null });
        return jsonAnswer(devices[0], 201);
      }
      if (url.startsWith('/api/devices')) {
        listed += 1;
        return jsonAnswer([...devices]);
      }
      return jsonAnswer([]);
    });
    sessionStore.setSchool(1, 5);
    renderWithProviders(
      <>
        <FrequentMenuBar />
        <DevicesSection user={user} />
      </>,
    );
    expect(await screen.findByText('This device', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText(/Chrome · Linux/)).toBeTruthy();
    // The page's own list plus the registration's lookup, then the page's list once more.
    expect(listed).toBeGreaterThanOrEqual(3);
  });
});
