import { cleanup, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DailyCover } from '../../api/timetable-cover.ts';
import { changeLanguage, initI18n } from '../../i18n/index.ts';
import { renderWithProviders } from '../../test-support/providers.tsx';
import { jsonAnswer, signInAs, signOutTest } from '../../test-support/signed-in.ts';
import { DailyCoverPage } from './DailyCoverPage.tsx';

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  cleanup();
  signOutTest();
});
afterAll(async () => {
  await changeLanguage('en');
});

const showDay = (day: DailyCover) => {
  signInAs({ id: 2, audience: 'school' }, (url) =>
    url.startsWith('/api/timetable/cover?') ? jsonAnswer(day) : jsonAnswer([]),
  );
  renderWithProviders(<DailyCoverPage />, { path: `/timetable/cover?date=${day.date}` });
};

describe('the daily cover of a school holiday', () => {
  it('says which school is closed and why, not only that nothing is to cover', async () => {
    showDay({ date: '2026-10-29', daysOff: [{ title: 'Republic Day', schoolTitle: 'Demo High School' }], lessons: [] });
    expect(
      await screen.findByText('Demo High School is closed for Republic Day: its lessons need no cover.', undefined, {
        timeout: 10_000,
      }),
    ).toBeTruthy();
    expect(screen.getByText('No lesson to cover on this day.')).toBeTruthy();
  });

  it('in Turkish too', async () => {
    await changeLanguage('tr');
    showDay({
      date: '2026-10-29',
      daysOff: [{ title: 'Cumhuriyet Bayramı', schoolTitle: 'Demo Lisesi' }],
      lessons: [],
    });
    expect(
      await screen.findByText(
        'Demo Lisesi Cumhuriyet Bayramı nedeniyle tatil: derslerinin doldurulması gerekmiyor.',
        undefined,
        {
          timeout: 10_000,
        },
      ),
    ).toBeTruthy();
  });

  it('names no holiday on a school day', async () => {
    await changeLanguage('en');
    showDay({ date: '2026-10-28', daysOff: [], lessons: [] });
    expect(await screen.findByText('No lesson to cover on this day.', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByText(/is closed for/)).toBeNull();
  });
});
