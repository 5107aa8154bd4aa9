import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ClassGradebook } from '../../api/gradebook-grid.ts';
import type { CourseGrade } from '../../api/grades.ts';
import { changeLanguage, initI18n } from '../../i18n/index.ts';
import { renderWithProviders } from '../../test-support/providers.tsx';
import { jsonAnswer, signInAs, signOutTest } from '../../test-support/signed-in.ts';
import { GradebookGridPage } from './GradebookGridPage.tsx';

beforeAll(async () => {
  await initI18n();
});
afterEach(async () => {
  cleanup();
  await changeLanguage('en');
  signOutTest();
});

const four = { label: '4', gpaPoints: '4.00', passing: true };
const three = { label: '3', gpaPoints: '3.00', passing: true };
const REASON = 'Oral exam retaken';

const grid: ClassGradebook = {
  class: { id: 5, title: '9-A', school: 1 },
  course: { id: 3, title: 'Mathematics 9' },
  policy: 1,
  scaleKind: 'one_to_hundred',
  students: [{ id: 11, name: 'Deniz', lastName: 'Akın', studentNumber: 'H001' }],
  assignments: [71, 72].map((id) => ({
    id,
    title: `Quiz ${id - 70}`,
    kind: 'quiz' as const,
    dueDate: '2026-10-01',
    maxPoints: id === 71 ? '10.00' : '20.00',
    releasedAt: null,
    gradingCategory: 1,
    exam: null,
  })),
  scores: [],
  grades: [
    {
      student: 11,
      percent: '80.00',
      band: four,
      passed: true,
      computed: { percent: '80.00', band: four },
      override: null,
    },
  ],
};

/** The course grade as the server answers it, with or without the teacher's 60. */
const courseGrade = (overridden: boolean): CourseGrade => ({
  student: 11,
  class: 5,
  course: 3,
  policy: 1,
  scale: 2,
  percent: overridden ? '60.00' : '80.00',
  band: overridden ? three : four,
  passed: true,
  scaleGrades: null,
  override: overridden ? { id: 9, grade: '60.00', reason: REASON, releasedAt: null } : null,
  explanation: {
    method: 'weighted_categories',
    scaleKind: 'one_to_hundred',
    missing: 'zero',
    rounding: 'half_up',
    decimals: 2,
    passMark: '50',
    categories: [
      {
        key: '1',
        title: 'Quizzes',
        weight: 100,
        appliedWeight: '100',
        earned: '8.00',
        possible: '10.00',
        percent: '80.00',
        dropLowest: 1,
        dropped: [72],
        empty: false,
        scores: [
          {
            id: 71,
            category: '1',
            status: 'counted',
            earned: '8.00',
            possible: '10.00',
            latePenalty: null,
            counted: '8.00',
          },
          {
            id: 72,
            category: '1',
            status: 'dropped',
            earned: '5.00',
            possible: '20.00',
            latePenalty: null,
            counted: null,
          },
        ],
      },
    ],
    uncategorised: [],
    notes: [],
    computed: { percent: '80.00', band: four, passed: true },
    override: overridden ? { grade: '60.00', percent: '60.00', band: three, passed: true, reason: REASON } : null,
  },
});

interface Put {
  url: string;
  body: Record<string, unknown>;
}

/** The grid of one student with the server stubbed: the first PUT refused as the server would, the next taken. */
const renderGrid = () => {
  const puts: Put[] = [];
  let overridden = false;
  signInAs({ id: 4, audience: 'teacher' }, (url, init) => {
    const method = init?.method ?? 'GET';
    if (url.includes('/course_grade/override') && method === 'PUT') {
      const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
      puts.push({ url, body });
      if (body.grade === '101')
        return jsonAnswer(
          {
            title: 'Unprocessable',
            violations: [
              { propertyPath: 'grade', message: 'Give a percent from 0 to 100, with at most two decimals.' },
              { propertyPath: 'reason', message: 'Say why the grade is set by hand.' },
            ],
          },
          422,
        );
      overridden = true;
      return jsonAnswer(courseGrade(true));
    }
    if (url.includes('/course_grade/override') && method === 'DELETE') {
      overridden = false;
      return jsonAnswer(courseGrade(false));
    }
    if (url.startsWith('/api/students/11/course_grade')) return jsonAnswer(courseGrade(overridden));
    if (url.startsWith('/api/classes/5/gradebook')) return jsonAnswer(grid);
    if (url.startsWith('/api/classes.jsonld')) return jsonAnswer({ member: [{ id: 5, title: '9-A' }], totalItems: 1 });
    if (url.startsWith('/api/courses.jsonld'))
      return jsonAnswer({ member: [{ id: 3, title: 'Mathematics 9' }], totalItems: 1 });
    return jsonAnswer([]);
  });
  renderWithProviders(<GradebookGridPage />, { path: '/gradebook?class=5&course=3' });
  return puts;
};

describe('the course grade dialog of the grid', () => {
  it('explains the grade, refuses a grade off the scale on its fields, then sets and removes the teacher’s grade', async () => {
    const puts = renderGrid();
    const table = await screen.findByRole('grid', undefined, { timeout: 10_000 });
    fireEvent.click(within(table).getByRole('button', { name: 'Course grade of Deniz Akın: 80.00% · 4' }));
    const dialog = await screen.findByRole('dialog', { name: 'Course grade of Deniz Akın in Mathematics 9' });
    // How it is reached: the category, its weight, each score's fate, the dropped one named.
    await within(dialog).findByText('Worked out from the scores: 80.00% · 4');
    expect(within(dialog).getByText('Quizzes')).toBeTruthy();
    expect(dialog.textContent).toContain('Weight: 100%');
    expect(dialog.textContent).toContain('dropped as the lowest of its category');
    expect(
      within(dialog)
        .getByLabelText(/^Grade/)
        .closest('div')?.parentElement?.textContent,
    ).toContain('A percent from 0 to 100');

    // Refused: each message on its own field.
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Grade/ }), { target: { value: '101' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save grade' }));
    await within(dialog).findByText('Give a percent from 0 to 100, with at most two decimals.');
    expect(
      within(dialog)
        .getByRole('textbox', { name: /^Grade/ })
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(within(dialog).getByText('Say why the grade is set by hand.')).toBeTruthy();
    expect(
      within(dialog)
        .getByRole('textbox', { name: /^Reason/ })
        .getAttribute('aria-invalid'),
    ).toBe('true');

    // Taken: the teacher's grade beside the computed one, with the reason.
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Grade/ }), { target: { value: '60' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Reason/ }), { target: { value: REASON } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Show to families now' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save grade' }));
    await within(dialog).findByText('Grade saved.');
    expect(puts.at(-1)).toMatchObject({
      url: expect.stringContaining('/api/students/11/course_grade/override?class=5&course=3'),
      body: { grade: '60', reason: REASON, released: true },
    });
    await within(dialog).findByText(`Set by the teacher: 60.00% · 3 (worked out: 80.00% · 4), reason: ${REASON}`);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Return to the worked-out grade' }));
    await within(dialog).findByText('The worked-out grade stands again.');
    await waitFor(() => expect(within(dialog).queryByTestId('grade-override')).toBeNull());
  });

  it('speaks the user’s language', async () => {
    await changeLanguage('tr');
    renderGrid();
    const table = await screen.findByRole('grid', undefined, { timeout: 10_000 });
    fireEvent.click(within(table).getByRole('button', { name: /^Deniz Akın ders notu/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Deniz Akın, Mathematics 9 ders notu' });
    expect(await within(dialog).findByText(/^Puanlardan hesaplanan: /)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Notu kaydet' })).toBeTruthy();
  });
});
