import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ClassGraduationProgress } from '@kampus/contract/action';
import { changeLanguage, initI18n } from '../../i18n/index.ts';
import { renderWithProviders } from '../../test-support/providers.tsx';
import { jsonAnswer, signInAs, signOutTest } from '../../test-support/signed-in.ts';
import { ClassGraduationPage } from './ClassGraduationPage.tsx';

beforeAll(async () => {
  await initI18n();
});
afterEach(async () => {
  cleanup();
  signOutTest();
  await changeLanguage('en');
});

const progress: ClassGraduationProgress = {
  class: { id: 5, title: '10-T' },
  requirements: [
    { id: 3, title: 'Lab sciences', subject: 'Science', programme: 'Science track', required: 3 },
    { id: 1, title: 'Sciences', subject: 'Science', programme: null, required: 8 },
    { id: 2, title: 'Total', subject: null, programme: null, required: 20 },
  ],
  students: [
    {
      id: 11,
      name: 'Deniz',
      lastName: 'Akın',
      studentNumber: '101',
      programme: 'Science track',
      earned: [9, 9, 16],
      met: 2,
      applicable: 3,
      creditsEarned: 16,
    },
    {
      id: 12,
      name: 'Ege',
      lastName: 'Bal',
      studentNumber: null,
      programme: null,
      earned: [null, 0, 0],
      met: 0,
      applicable: 2,
      creditsEarned: 0,
    },
  ],
};

const renderPage = (answer: ClassGraduationProgress, path = '/academic/graduation-progress?class=5') => {
  const asked: string[] = [];
  signInAs({ id: 2, audience: 'school' }, (url) => {
    asked.push(url);
    if (url.startsWith('/api/classes/5/graduation_progress')) return jsonAnswer(answer);
    if (url.startsWith('/api/students/11/transcript/pdf'))
      return new Response(new Blob(['%PDF-1.7']), { headers: { 'content-type': 'application/pdf' } });
    if (url.startsWith('/api/students/11/transcript/csv'))
      return new Response(new Blob(['Season\n']), { headers: { 'content-type': 'text/csv; charset=utf-8' } });
    if (url.startsWith('/api/classes.jsonld')) return jsonAnswer({ member: [{ id: 5, title: '10-T' }], totalItems: 1 });
    return jsonAnswer([]);
  });
  renderWithProviders(<ClassGraduationPage />, { path });
  return asked;
};

describe('a class’s graduation progress', () => {
  it('shows each student by each requirement, what is met, all credits and their transcript', async () => {
    const asked = renderPage(progress);
    const table = await screen.findByRole(
      'table',
      { name: 'Graduation progress of \u206810-T\u2069' },
      { timeout: 10_000 },
    );
    expect(asked).toContain('/api/classes/5/graduation_progress');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Student',
      'Lab sciencesScienceProgramme: \u2068Science track\u2069',
      'SciencesScience',
      'TotalEvery course',
      'Requirements met',
      'All credits',
      'Transcript',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    // Each student named with the programme they follow, if any.
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Deniz AkınScience track',
      'Ege Bal',
    ]);
    // Another programme's requirement is said to be not theirs, and not counted in what is met.
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 5)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['9 of 3Met', '9 of 8Met', '16 of 20', 'Met: 2 of 3', '16'],
      ['Not of their programme', '0 of 8', '0 of 20', 'Met: 0 of 2', '0'],
    ]);
    // The transcript is asked for the student whose button it is, by a name that says whose.
    fireEvent.click(within(rows[0] as HTMLElement).getByRole('button', { name: 'Transcript of Deniz Akın (PDF)' }));
    await waitFor(() => expect(asked).toContain('/api/students/11/transcript/pdf'));
    fireEvent.click(within(rows[0] as HTMLElement).getByRole('button', { name: 'Transcript of Deniz Akın (CSV)' }));
    await waitFor(() => expect(asked).toContain('/api/students/11/transcript/csv'));
  });

  it('asks for a class first, and says when the school has set no requirements, the class still listed', async () => {
    const asked = renderPage(progress, '/academic/graduation-progress');
    expect(
      await screen.findByText('Choose a class to see how far each of its students is towards graduation.', undefined, {
        timeout: 10_000,
      }),
    ).toBeTruthy();
    expect(asked.some((url) => url.includes('graduation_progress'))).toBe(false);
    cleanup();
    signOutTest();
    renderPage({ ...progress, requirements: [], students: progress.students.map((row) => ({ ...row, earned: [] })) });
    expect(
      await screen.findByText(/The school has set no graduation requirements yet/, undefined, { timeout: 10_000 }),
    ).toBeTruthy();
    // The class is still listed, with its credits and each transcript, and no column of requirements met.
    const table = screen.getByRole('table', { name: 'Graduation progress of \u206810-T\u2069' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Student', 'All credits', 'Transcript']);
    expect(within(table).getByRole('button', { name: 'Transcript of Deniz Akın (PDF)' })).toBeTruthy();
  });

  it('speaks Arabic', async () => {
    await changeLanguage('ar');
    renderPage(progress);
    const table = await screen.findByRole(
      'table',
      { name: 'التقدم نحو التخرج في الصف \u206810-T\u2069' },
      { timeout: 10_000 },
    );
    expect(within(table).getByText('المستوفى: 2 من 3')).toBeTruthy();
    expect(within(table).getByText('ليس من برنامجه')).toBeTruthy();
  });
});
