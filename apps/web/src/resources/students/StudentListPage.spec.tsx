import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/index.ts';
import { renderWithProviders } from '../../test-support/providers.tsx';
import { jsonAnswer, signInAs, signOutTest } from '../../test-support/signed-in.ts';
import { StudentListPage } from './StudentListPage.tsx';

beforeAll(async () => {
  await initI18n();
});
afterEach(cleanup);
afterEach(signOutTest);

/** A 390 px phone: every media query answers as below the `sm` breakpoint. */
const phoneWidth = () =>
  vi.stubGlobal(
    'matchMedia',
    (query: string): MediaQueryList =>
      ({
        matches: true,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) satisfies MediaQueryList,
  );

const collection = (members: unknown[]) => ({ 'hydra:member': members, 'hydra:totalItems': members.length });

/** The teacher's class list, its answers as the server gives them for class 9-A. */
const renderList = () => {
  signInAs({ id: 6, audience: 'teacher' }, (url) => {
    if (url.startsWith('/api/classes.jsonld')) return jsonAnswer(collection([{ id: 4, title: '9-A' }]));
    if (url.startsWith('/api/class_students.json')) return jsonAnswer([{ id: 1, student: '/api/students/41' }]);
    if (url.startsWith('/api/students.jsonld'))
      return jsonAnswer(
        collection([{ id: 41, '@id': '/api/students/41', name: 'Deniz', lastName: 'Yılmaz', studentNumber: 'H0002' }]),
      );
    if (url.startsWith('/api/plan_accommodations.json'))
      return jsonAnswer([
        {
          id: 3,
          student: '/api/students/41',
          accommodationKind: 'extra_exam_time',
          accommodationDetail: '25% extra time in written exams',
        },
        { id: 4, student: '/api/students/41', accommodationKind: 'preferential_seating', accommodationDetail: null },
      ]);
    if (url.startsWith('/api/classes/4/health_alerts')) return jsonAnswer({ alerts: [] });
    return jsonAnswer([]);
  });
  renderWithProviders(<StudentListPage />);
};

describe("the teacher's class list on a phone (issue 33)", () => {
  it("shows each student's accommodations on their card, the kind in words", { timeout: 20_000 }, async () => {
    phoneWidth();
    renderList();
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Class' }, { timeout: 10_000 }));
    fireEvent.click(await screen.findByRole('option', { name: '9-A' }, { timeout: 5000 }));
    const card = await waitFor(
      () => {
        const found = screen.getAllByRole('listitem').find((item) => item.textContent?.includes('Deniz Yılmaz'));
        expect(found).toBeDefined();
        expect(found?.textContent).toContain('Extra exam time');
        return found as HTMLElement;
      },
      { timeout: 10_000 },
    );
    const note = within(card).getByLabelText('Accommodations');
    expect(note.textContent).toContain('Extra exam time: 25% extra time in written exams');
    expect(note.textContent).toContain('Preferential seating');
    expect(card.textContent).not.toContain('extra_exam_time');
  });
});
