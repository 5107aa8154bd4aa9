import type { IncidentSheet } from '@kampus/contract/action';
import { cleanup, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n/index.ts';
import { renderWithProviders } from '../../test-support/providers.tsx';
import { jsonAnswer, signInAs, signOutTest, type TestCaller } from '../../test-support/signed-in.ts';
import { IncidentPage } from './IncidentPage.tsx';

beforeAll(async () => {
  await initI18n();
});
afterEach(cleanup);
afterEach(signOutTest);

const sheet: IncidentSheet = {
  id: 3,
  occurredAt: '2026-11-12 10:15:00',
  place: 'Schoolyard',
  description: 'A fight at break',
  descriptionInternal: false,
  status: 'open',
  code: { id: 1, code: 'FIGHT', title: 'Fighting', severity: 'major' },
  reportedBy: 'Tülay Öğretmen',
  students: [
    {
      id: 9,
      studentId: 41,
      name: 'Deniz Öğrenci',
      role: 'instigator',
      points: 10,
      notifyParents: false,
      parentsNotifiedAt: null,
      actions: [],
    },
  ],
};

const renderPage = (caller: TestCaller) => {
  signInAs(caller, (url) => jsonAnswer(url.startsWith('/api/discipline_incidents/3/sheet') ? sheet : []));
  renderWithProviders(
    <Routes>
      <Route path="/discipline/incidents/:id" element={<IncidentPage />} />
    </Routes>,
    { path: '/discipline/incidents/3' },
  );
};

describe('the incident page', () => {
  it('sends the teacher who reported it to the student’s profile, not to a discipline tab they do not have', async () => {
    renderPage({ id: 5, audience: 'teacher' });
    const link = await screen.findByRole('link', { name: 'Deniz Öğrenci' }, { timeout: 10_000 });
    expect(link.getAttribute('href')).toBe('/student/41');
  });

  it('sends staff to the student’s discipline tab', async () => {
    renderPage({ id: 6, audience: 'school' });
    const link = await screen.findByRole('link', { name: 'Deniz Öğrenci' }, { timeout: 10_000 });
    expect(link.getAttribute('href')).toBe('/student/41/discipline');
  });
});
