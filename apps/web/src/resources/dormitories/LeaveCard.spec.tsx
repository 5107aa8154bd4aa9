import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { LeaveRow } from '../../api/dormitories.ts';
import { changeLanguage, i18n, initI18n } from '../../i18n/index.ts';
import { LeaveCard } from './LeaveCard.tsx';

beforeAll(async () => {
  await initI18n();
  await changeLanguage('ar');
});
afterAll(async () => {
  await changeLanguage('en');
});
afterEach(cleanup);

const leave: LeaveRow = {
  id: 3,
  student: { id: 7, name: 'Ege Öğrenci' },
  building: 'Kız Yurdu',
  room: '101',
  leaveFrom: '2026-12-04',
  leaveUntil: '2026-12-06',
  leaveReason: 'Anneannesinin doğum günü',
  destination: 'Kadıköy, İstanbul (anneannesinin evi)',
  leaveStatus: 'approved',
  decisionNote: null,
  decidedBy: 'Derya Yurt',
  decidedAt: '2026-11-28 10:15:00',
  signedOutAt: null,
  signedInAt: null,
};

/** First-strong isolate and pop directional isolate: what keeps a Turkish value whole in an Arabic sentence. */
const FSI = '\u2068';
const PDI = '\u2069';

describe('a leave request read in Arabic', () => {
  it('isolates each Turkish value and date inside the Arabic sentence, the dates and times in Arabic’s own words', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <LeaveCard leave={leave} />
      </I18nextProvider>,
    );
    const title = screen.getByRole('heading').textContent ?? '';
    expect(title).toContain(`${FSI}Ege Öğrenci${PDI}`);
    // The dates written by Intl for Arabic, each whole: never the ISO text, never broken apart.
    const from = new Intl.DateTimeFormat('ar', { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2026, 11, 4)),
    );
    expect(title).toContain(`${FSI}${from}${PDI}`);
    expect(title).not.toContain('2026-12-04');
    expect(screen.getByText(new RegExp(`${FSI}Kadıköy, İstanbul \\(anneannesinin evi\\)${PDI}`))).toBeTruthy();
    const decided = screen.getByText(/Derya Yurt/).textContent ?? '';
    expect(decided).toContain(`${FSI}Derya Yurt${PDI}`);
    expect(decided).not.toContain('2026-11-28 10:15');
  });
});
