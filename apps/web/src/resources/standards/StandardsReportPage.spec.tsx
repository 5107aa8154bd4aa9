import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ClassStandards } from '@kampus/contract/action';
import { changeLanguage, initI18n } from '../../i18n/index.ts';
import { renderWithProviders } from '../../test-support/providers.tsx';
import { jsonAnswer, signInAs, signOutTest } from '../../test-support/signed-in.ts';
import { StandardsReportPage } from './StandardsReportPage.tsx';

beforeAll(async () => {
  await initI18n();
});
afterEach(async () => {
  cleanup();
  signOutTest();
  await changeLanguage('en');
});

const report: ClassStandards = {
  class: { id: 5, title: '9-A' },
  course: { id: 3, title: 'Mathematics 9' },
  standards: [
    { id: 1, code: 'MAT.9.1', description: 'Solves linear equations.', aligned: 3 },
    { id: 2, code: 'MAT.9.2', description: 'Solves linear inequalities.', aligned: 2 },
  ],
  students: [
    { id: 11, name: 'Deniz', lastName: 'Akın' },
    { id: 12, name: 'Ege', lastName: 'Bal' },
  ],
  levels: [
    { student: 11, standard: 1, percent: '84.76', level: '3', evidence: 3 },
    { student: 11, standard: 2, percent: '92.27', level: '4', evidence: 2 },
    { student: 12, standard: 1, percent: null, level: null, evidence: 0 },
    { student: 12, standard: 2, percent: '40.00', level: '1', evidence: 1 },
  ],
};

const renderPage = (answer: ClassStandards, path = '/standards/report?class=5&course=3') => {
  const asked: string[] = [];
  signInAs({ id: 4, audience: 'teacher' }, (url) => {
    if (url.startsWith('/api/classes/5/standards')) {
      asked.push(url);
      return jsonAnswer(answer);
    }
    if (url.startsWith('/api/classes.jsonld')) return jsonAnswer({ member: [{ id: 5, title: '9-A' }], totalItems: 1 });
    if (url.startsWith('/api/courses.jsonld'))
      return jsonAnswer({ member: [{ id: 3, title: 'Mathematics 9' }], totalItems: 1 });
    return jsonAnswer([]);
  });
  renderWithProviders(<StandardsReportPage />, { path });
  return asked;
};

describe('the standards report', () => {
  it('shows each student’s level per standard in words, with the percent and the work counted', async () => {
    const asked = renderPage(report);
    const table = await screen.findByRole('table', { name: 'Standards of 9-A in Mathematics 9' }, { timeout: 10_000 });
    expect(asked[0]).toBe('/api/classes/5/standards?course=3');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Student',
      'MAT.9.1Solves linear equations.Aligned work: 3',
      'MAT.9.2Solves linear inequalities.Aligned work: 2',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['3 · Proficient (84.76 %; work counted: 3)', '4 · Advanced (92.27 %; work counted: 2)'],
      ['No evidence yet', '1 · Beginning (40 %; work counted: 1)'],
    ]);
    expect(within(rows[0] as HTMLElement).getByRole('rowheader').textContent).toBe('Deniz Akın');
  });

  it('says so when no work of the course is aligned, and asks for a class and course first', async () => {
    renderPage({ ...report, standards: [], levels: [] });
    expect(
      await screen.findByText(/No work of this course in this class is aligned/, undefined, { timeout: 10_000 }),
    ).toBeTruthy();
    cleanup();
    signOutTest();
    renderPage(report, '/standards/report');
    expect(await screen.findByText('Choose a class and a course.', undefined, { timeout: 10_000 })).toBeTruthy();
  });

  it('speaks Turkish, the percent in Turkish notation', async () => {
    await changeLanguage('tr');
    renderPage(report);
    const table = await screen.findByRole(
      'table',
      { name: '9-A sınıfının Mathematics 9 kazanımları' },
      { timeout: 10_000 },
    );
    expect(within(table).getByText('3 · Yeterli (%84,76; sayılan çalışma: 3)')).toBeTruthy();
  });
});
