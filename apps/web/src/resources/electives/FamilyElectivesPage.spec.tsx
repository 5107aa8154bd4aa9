import type { StudentElectives } from '@kampus/contract/action';
import { USER_TYPE } from '@kampus/contract/constants';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chooseStudent } from '../../api/school-life.ts';
import { sessionStore } from '../../api/session-store.ts';
import { initI18n } from '../../i18n/index.ts';
import { renderWithProviders } from '../../test-support/providers.tsx';
import { jsonAnswer, signInAs, signOutTest } from '../../test-support/signed-in.ts';
import { FamilyElectivesPage } from './FamilyElectivesPage.tsx';

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  cleanup();
  chooseStudent(null);
  signOutTest();
});

const child = (id: number, name: string) => ({
  id,
  name,
  lastName: 'Öğrenci',
  studentNumber: `H00${id}`,
  school: '/api/schools/1',
  isActive: '1',
});

const offer = (
  id: number,
  title: string,
  more: Partial<StudentElectives['blocks'][number]['offers'][number]> = {},
) => ({
  id,
  title,
  course: `${title} 9`,
  teacher: 'Murat Kaya',
  summary: null,
  capacity: 4,
  sections: 1,
  requestsOpen: '2026-11-25',
  requestsClose: '2026-12-09',
  open: true,
  daysLeft: 9,
  ...more,
});

const view: StudentElectives = {
  student: { id: 11, name: 'Deniz Öğrenci' },
  today: '2026-11-30',
  maxChoices: 3,
  blocks: [
    {
      block: 'A',
      open: true,
      offers: [offer(101, 'Robotics'), offer(102, 'Drama'), offer(103, 'Visual Arts', { daysLeft: 0 })],
      choices: [
        { id: 901, offer: 101, title: 'Robotics', rank: 1, status: 'requested', section: null, waitlistPosition: null },
        { id: 902, offer: 102, title: 'Drama', rank: 2, status: 'requested', section: null, waitlistPosition: null },
      ],
    },
    {
      block: 'B',
      open: false,
      offers: [offer(201, 'German', { sections: 2, open: false, daysLeft: null })],
      choices: [
        { id: 903, offer: 201, title: 'German', rank: 1, status: 'placed', section: 2, waitlistPosition: null },
      ],
    },
    {
      block: 'C',
      open: false,
      offers: [offer(301, 'Chess', { open: false, daysLeft: null })],
      choices: [
        { id: 904, offer: 301, title: 'Chess', rank: 1, status: 'waitlisted', section: null, waitlistPosition: 3 },
      ],
    },
  ],
};

const renderPage = () => {
  const calls: { url: string; init?: RequestInit }[] = [];
  signInAs({ id: 3, audience: 'parent', userTypeId: USER_TYPE.parent }, (url, init) => {
    calls.push({ url, ...(init ? { init } : {}) });
    if (url.endsWith('/users/uuid-3/student')) return jsonAnswer(child(11, 'Deniz'));
    if (url.endsWith('/users/uuid-3/students'))
      return jsonAnswer({ students: [child(11, 'Deniz'), child(12, 'Ege')], parentName: 'Pelin Veli' });
    if (url.startsWith('/api/students/11/electives')) return jsonAnswer(view);
    if (url.startsWith('/api/students/11/course_requests')) return jsonAnswer(view);
    return jsonAnswer([]);
  });
  renderWithProviders(<FamilyElectivesPage />, { path: '/electives' });
  return calls;
};

describe('the family’s electives page', () => {
  it('ranks a child’s choices in an open block and saves them in one call with its key', async () => {
    const calls = renderPage();
    const block = await screen.findByRole('region', { name: 'Block A' }, { timeout: 10_000 });
    expect(within(block).getByText(/Your choices: 1st Robotics · 2nd Drama · 3rd none yet/)).toBeTruthy();
    expect(within(block).getAllByText('9 days left to choose')).toHaveLength(2);
    expect(within(block).getByText('Today is the last day to choose')).toBeTruthy();
    const save = screen.getByRole('button', { name: 'Save choices' });
    expect(save.hasAttribute('disabled')).toBe(true);
    // Visual Arts first: Robotics gives way; Robotics third.
    fireEvent.click(within(block).getByRole('button', { name: 'First choice: Visual Arts' }));
    fireEvent.click(within(block).getByRole('button', { name: 'Third choice: Robotics' }));
    expect(within(block).getByText(/1st Visual Arts · 2nd Drama · 3rd Robotics/)).toBeTruthy();
    fireEvent.click(save);
    await waitFor(() => expect(calls.some((call) => call.init?.method === 'PUT')).toBe(true));
    const put = calls.find((call) => call.init?.method === 'PUT')!;
    expect(put.url).toBe('/api/students/11/course_requests');
    expect(JSON.parse(String(put.init?.body))).toEqual({
      choices: [
        { offer: 103, rank: 1 },
        { offer: 102, rank: 2 },
        { offer: 101, rank: 3 },
      ],
    });
    expect(new Headers(put.init?.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps the unsaved picks when the same blocks are read again for a new season scope', async () => {
    const calls = renderPage();
    const block = await screen.findByRole('region', { name: 'Block A' }, { timeout: 10_000 });
    fireEvent.click(within(block).getByRole('button', { name: 'First choice: Visual Arts' }));
    expect(within(block).getByText(/1st Visual Arts · 2nd Drama · 3rd none yet/)).toBeTruthy();
    const reads = () => calls.filter((call) => call.url.startsWith('/api/students/11/electives')).length;
    const before = reads();
    // The session's season settles after the page has drawn (as it does after a sign-in).
    act(() => sessionStore.setSeason(7));
    await waitFor(() => expect(reads()).toBe(before + 1));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save choices' }).hasAttribute('disabled')).toBe(false),
    );
    expect(
      within(screen.getByRole('region', { name: 'Block A' })).getByText(/1st Visual Arts · 2nd Drama · 3rd none yet/),
    ).toBeTruthy();
  });

  it('says where the child stands in blocks already placed, with no id and no staff control', async () => {
    renderPage();
    const placed = await screen.findByRole('region', { name: 'Block B' }, { timeout: 10_000 });
    expect(within(placed).getByText('Placed in German, section 2')).toBeTruthy();
    expect(within(placed).getByRole('button', { name: 'Withdraw from German' })).toBeTruthy();
    const waiting = screen.getByRole('region', { name: 'Block C' });
    expect(within(waiting).getByText('Waitlisted for Chess: number 3 on the list')).toBeTruthy();
    // A parent of two chooses the child here as on the other family pages.
    expect(screen.getByRole('combobox', { name: 'Child' }).textContent).toContain('Deniz Öğrenci');
    const text = document.body.textContent ?? '';
    expect(text).not.toMatch(/\/api\/|#\d/);
    expect(text).not.toContain('901');
    expect(screen.queryByRole('button', { name: 'Place students' })).toBeNull();
  });
});
