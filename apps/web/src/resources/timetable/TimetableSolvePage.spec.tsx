import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n/index.ts';
import { renderWithProviders } from '../../test-support/providers.tsx';
import { jsonAnswer, signInAs, signOutTest } from '../../test-support/signed-in.ts';
import { TimetableSolvePage } from './TimetableSolvePage.tsx';

beforeAll(async () => {
  await initI18n();
});
afterEach(cleanup);
afterEach(signOutTest);

/** The page with one run of the season, as the server answers it while the solver has it. */
const renderPage = () => {
  const run = { id: 5, status: 'running', hardCount: 2, softScore: 140, timeLimit: 60, report: null };
  signInAs({ id: 3, audience: 'school' }, (url) => {
    if (url.startsWith('/api/timetable_runs.jsonld')) return jsonAnswer({ member: [run], totalItems: 1 });
    if (url.startsWith('/api/timetable_runs/5')) return jsonAnswer(run);
    return jsonAnswer([]);
  });
  renderWithProviders(<TimetableSolvePage />, { path: '/timetable/solve' });
};

describe('the solve page', () => {
  it('shows the best week so far while the solver runs', async () => {
    renderPage();
    expect(
      await screen.findByText('Best so far: rules broken 2, soft score 140.', undefined, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.getByText('The solver is working…')).toBeTruthy();
  });

  it('says why Solve is off for a time limit out of 1 to 300 seconds', async () => {
    renderPage();
    const limit = await screen.findByRole('spinbutton', { name: 'Time limit (seconds)' }, { timeout: 10_000 });
    fireEvent.change(limit, { target: { value: '301' } });
    expect(screen.getByText('From 1 to 300 seconds.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Solve' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(limit, { target: { value: '20' } });
    expect(screen.queryByText('From 1 to 300 seconds.')).toBeNull();
    expect((screen.getByRole('button', { name: 'Solve' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("names each reason a solve is refused by its record, a link to the record's form", async () => {
    const refusal = {
      type: '/errors/422',
      title: 'The data is not valid.',
      status: 422,
      violations: [
        {
          propertyPath: 'timetable_lessons[25].roomKind',
          message: 'No room of this kind is big enough for the classes.',
          code: 'ui.timetable.issue_no_room',
        },
        { propertyPath: 'rooms', message: 'cannot be empty', code: 'validation.required' },
      ],
    };
    const lesson = { id: 25, '@id': '/api/timetable_lessons/25', refNames: { classId: '9-A', course: 'Chess 9' } };
    signInAs({ id: 3, audience: 'school' }, (url, init) => {
      if (init?.method === 'POST' && url.startsWith('/api/timetable/solve')) return jsonAnswer(refusal, 422);
      if (url.startsWith('/api/timetable_lessons/25')) return jsonAnswer(lesson);
      if (url.startsWith('/api/timetable_runs.jsonld')) return jsonAnswer({ member: [], totalItems: 0 });
      return jsonAnswer([]);
    });
    renderWithProviders(<TimetableSolvePage />, { path: '/timetable/solve' });
    fireEvent.click(await screen.findByRole('button', { name: 'Solve' }, { timeout: 10_000 }));
    expect(await screen.findByText('The week cannot be built yet. Mend these first:')).toBeTruthy();
    const link = await screen.findByRole('link', { name: '9-A · Chess 9' });
    expect(link.getAttribute('href')).toBe('/timetable/lessons/25/edit');
    expect(link.closest('li')?.textContent).toBe(
      '9-A · Chess 9, Room kind: No room of this kind is big enough for the classes.',
    );
    const rooms = screen.getByRole('link', { name: 'Rooms' });
    expect(rooms.getAttribute('href')).toBe('/timetable/rooms');
    expect(rooms.closest('li')?.textContent).toBe('Rooms: cannot be empty');
  });
});
