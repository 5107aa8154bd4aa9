import { USER_TYPE } from '@kampus/contract/constants';
import type { GraduationProgress } from '@kampus/contract/action';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CourseGrade, GradeScoreLine } from '../../api/grades.ts';
import { chooseStudent } from '../../api/school-life.ts';
import { changeLanguage, initI18n } from '../../i18n/index.ts';
import { renderWithProviders } from '../../test-support/providers.tsx';
import { jsonAnswer, signInAs, signOutTest } from '../../test-support/signed-in.ts';
import { GradesPage } from './GradesPage.tsx';

beforeAll(async () => {
  await initI18n();
});
afterEach(async () => {
  cleanup();
  chooseStudent(null);
  signOutTest();
  await changeLanguage('en');
});

const child = (id: number, name: string) => ({
  id,
  name,
  lastName: 'Öğrenci',
  studentNumber: `H00${id}`,
  school: '/api/schools/1',
  isActive: '1',
});

const assignment = (id: number, title: string, course: number, maxPoints: string, released: boolean) => ({
  id,
  school: '/api/schools/1',
  class: '/api/classes/5',
  course: `/api/courses/${course}`,
  gradingCategory: null,
  title,
  kind: 'homework',
  dueDate: '2026-10-01',
  maxPoints,
  releasedAt: released ? '2026-10-10 08:00:00' : null,
  description: null,
  refNames: { course: course === 3 ? 'Mathematics 9' : 'English 9', class: '9-A' },
});

// Mathematics 9 has released work; English 9 only an exam not yet released (no score reaches the family).
const given = [
  assignment(71, 'Midterm exam', 3, '100.00', true),
  assignment(72, 'Homework: equations', 3, '10.00', true),
  assignment(73, 'Homework: inequalities', 3, '10.00', true),
  assignment(74, 'Participation', 3, '20.00', true),
  assignment(81, 'Essay', 4, '50.00', false),
];

const line = (id: number, status: GradeScoreLine['status'], earned: string, possible: string): GradeScoreLine => ({
  id,
  category: null,
  status,
  earned,
  possible,
  latePenalty: null,
  counted: status === 'counted' ? earned : null,
});

const category = (key: string, title: string, weight: number, percent: string, scores: GradeScoreLine[]) => ({
  key,
  title,
  weight,
  appliedWeight: String(weight),
  earned: '0',
  possible: '0',
  percent,
  dropLowest: key === '2' ? 1 : 0,
  dropped: scores.filter((score) => score.status === 'dropped').map((score) => score.id),
  empty: false,
  scores,
});

// The demo's grade as the parent reads it (docs/gradebook.md): 60 × 78% + 20 × 95% + 20 × 90% = 83.80, a "4".
const grade: CourseGrade = {
  student: 11,
  class: 5,
  course: 3,
  policy: 1,
  scale: 1,
  percent: '83.80',
  band: { label: '4', gpaPoints: null, passing: true },
  passed: true,
  scaleGrades: null,
  override: null,
  explanation: {
    method: 'weighted_categories',
    scaleKind: 'one_to_hundred',
    missing: 'zero',
    rounding: 'half_up',
    decimals: 2,
    passMark: '50',
    categories: [
      category('1', 'Exams', 60, '78.00', [line(71, 'counted', '78.00', '100.00')]),
      category('2', 'Homework', 20, '95.00', [
        line(72, 'dropped', '8.00', '10.00'),
        line(73, 'counted', '9.50', '10.00'),
      ]),
      category('3', 'Participation', 20, '90.00', [line(74, 'counted', '18.00', '20.00')]),
    ],
    uncategorised: [],
    notes: [],
    computed: { percent: '83.80', band: { label: '4', gpaPoints: null, passing: true }, passed: true },
    override: null,
  },
};

const score = (id: number, assignmentId: number, points: string) => ({
  id,
  school: '/api/schools/1',
  assignment: `/api/assignments/${assignmentId}`,
  student: '/api/students/11',
  scoreStatus: 'scored',
  points,
  daysLate: 0,
  comment: null,
});

/** The child's standards of Mathematics 9, from released work (the server's answer). */
const standards = {
  courses: [
    {
      course: { id: 3, title: 'Mathematics 9' },
      classTitle: '9-A',
      standards: [
        { id: 1, code: 'MAT.9.1', description: 'Solves linear equations.', percent: '78.18', level: '3', evidence: 2 },
        { id: 3, code: 'MAT.9.3', description: 'Explains their reasoning.', percent: null, level: null, evidence: 0 },
      ],
    },
  ],
};

/** The report cards released to Deniz's family (the server's answer, term titles in the reader's language). */
const released = [
  { release: 7, reportTitle: 'Karne', termTitle: 'First term', classTitle: '9-A', releasedAt: '2027-01-22 15:30:00' },
];

/** Deniz's credits against the school's requirements and his programme's (the server's answer). */
const graduation: GraduationProgress = {
  requirements: [
    { id: 1, title: 'Sciences', subject: 'Fizik', required: 8, earned: 7, met: false },
    { id: 2, title: 'Total', subject: null, required: 20, earned: 24, met: true },
  ],
  creditsEarned: 24,
  programme: 'Science track',
};

const renderPage = (gradeAnswer: () => Response = () => jsonAnswer(grade)) => {
  const urls: string[] = [];
  signInAs({ id: 3, audience: 'parent', userTypeId: USER_TYPE.parent }, (url) => {
    urls.push(url);
    if (url.endsWith('/users/uuid-3/student')) return jsonAnswer(child(11, 'Deniz'));
    if (url.endsWith('/users/uuid-3/students'))
      return jsonAnswer({ students: [child(11, 'Deniz'), child(12, 'Ege')], parentName: 'Pelin Veli' });
    if (url.startsWith('/api/class_students.json'))
      return jsonAnswer([
        { id: 1, school: '/api/schools/1', classId: 5, student: '/api/students/11', term: '/api/grading_terms/1' },
      ]);
    if (url.startsWith('/api/assignment_scores.json'))
      return jsonAnswer([score(1, 71, '78.00'), score(2, 72, '8.00'), score(3, 73, '9.50'), score(4, 74, '18.00')]);
    if (url.startsWith('/api/assignments.json')) return jsonAnswer(given);
    if (url.startsWith('/api/students/11/course_grade')) return gradeAnswer();
    if (url.startsWith('/api/students/11/standards')) return jsonAnswer(standards);
    if (url === '/api/students/11/report_cards') return jsonAnswer(released);
    if (url === '/api/students/11/graduation_progress') return jsonAnswer(graduation);
    return jsonAnswer([]);
  });
  renderWithProviders(<GradesPage />, { path: '/grades' });
  return urls;
};

describe('the family’s grades page', () => {
  it('shows a card per course with released work, its grade and how it is reached', async () => {
    const urls = renderPage();
    const card = await screen.findByRole('region', { name: 'Mathematics 9' }, { timeout: 10_000 });
    expect(within(card).getByText('83.80%')).toBeTruthy();
    expect(within(card).getByText('4')).toBeTruthy();
    expect(within(card).getByText('Passed')).toBeTruthy();
    // English 9 has no released work: no card, and no grade asked for.
    expect(screen.getAllByTestId('course-grade')).toHaveLength(1);
    expect(urls.filter((url) => url.includes('/course_grade'))).toEqual([
      '/api/students/11/course_grade?class=5&course=3',
    ]);
    const explain = within(card).getByRole('button', { name: 'How this grade is computed' });
    expect(explain.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(explain);
    expect(explain.getAttribute('aria-expanded')).toBe('true');
    expect(within(card).getByText('Homework')).toBeTruthy();
    expect(within(card).getByText('Weight: 20% · score: 95.00%')).toBeTruthy();
    const dropped = within(card).getByText('Homework: equations').closest('li');
    expect(dropped?.textContent).toContain('8.00 of 10.00 points · dropped as the lowest of its category');
    // No raw ids, IRIs or JSON reach the reader, and no staff control.
    const text = document.body.textContent ?? '';
    expect(text).not.toMatch(/\/api\/|[{}]|"percent"/);
    expect(screen.queryByRole('button', { name: /save|edit|delete/i })).toBeNull();
  });

  it('shows the teacher’s grade, once released, beside the worked-out one with the reason', async () => {
    const three = { label: '3', gpaPoints: null, passing: true };
    renderPage(() =>
      jsonAnswer({
        ...grade,
        percent: '60.00',
        band: three,
        explanation: {
          ...grade.explanation,
          override: { grade: '60.00', percent: '60.00', band: three, passed: true, reason: 'Oral exam retaken' },
        },
      }),
    );
    const card = await screen.findByRole('region', { name: 'Mathematics 9' }, { timeout: 10_000 });
    expect(within(card).getByText('60.00%')).toBeTruthy();
    expect(within(card).getByTestId('grade-override').textContent).toBe(
      'Set by the teacher: 60.00% · 3 (worked out: 83.80% · 4), reason: Oral exam retaken',
    );
  });

  it('prints the child’s transcript from its own address, and gives it as CSV', async () => {
    const urls = renderPage();
    await screen.findByRole('region', { name: 'Mathematics 9' }, { timeout: 10_000 });
    // jsdom saves no files: the address the button asks for is what is checked.
    Object.assign(URL, { createObjectURL: () => 'blob:transcript', revokeObjectURL: () => undefined });
    fireEvent.click(screen.getByRole('button', { name: 'Transcript (PDF)' }));
    await waitFor(() => expect(urls).toContain('/api/students/11/transcript/pdf'));
    // And as data, for a spreadsheet.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Transcript (CSV)' })).toHaveProperty('disabled', false),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Transcript (CSV)' }));
    await waitFor(() => expect(urls).toContain('/api/students/11/transcript/csv'));
  });

  it('lists the report cards released to the family, each titled by its report and term, and downloads one', async () => {
    const urls = renderPage();
    const card = (await screen.findByRole('heading', { name: 'Report cards' }, { timeout: 10_000 }))
      .parentElement as HTMLElement;
    // Each name is isolated from the sentence (U+2068 … U+2069), so a Latin name keeps its order in Arabic.
    expect(within(card).getByText('\u2068Karne\u2069: \u2068First term\u2069')).toBeTruthy();
    expect(within(card).getByText('\u20689-A\u2069 · released Jan 22, 2027')).toBeTruthy();
    Object.assign(URL, { createObjectURL: () => 'blob:card', revokeObjectURL: () => undefined });
    fireEvent.click(within(card).getByRole('button', { name: 'Download the report card' }));
    await waitFor(() => expect(urls).toContain('/api/students/11/report_cards/7'));
  });

  it('shows the way to graduation: each requirement’s credits earned of those required, and which are met', async () => {
    renderPage();
    const card = (await screen.findByRole('heading', { name: 'Towards graduation' }, { timeout: 10_000 }))
      .parentElement as HTMLElement;
    expect(within(card).getByText('Sciences')).toBeTruthy();
    expect(within(card).getByText('Programme: \u2068Science track\u2069')).toBeTruthy();
    expect(within(card).getByText('Fizik').parentElement?.textContent).toBe('Fizik · 7 of 8 credits');
    expect(within(card).getByText('Every course').parentElement?.textContent).toBe('Every course · 24 of 20 credits');
    expect(
      within(card).getByRole('progressbar', { name: 'Sciences: 7 of 8 credits' }).getAttribute('aria-valuenow'),
    ).toBe('88');
    // Past the requirement, the bar is full, not past its end; "Met" only on the met one.
    expect(
      within(card).getByRole('progressbar', { name: 'Total: 24 of 20 credits' }).getAttribute('aria-valuenow'),
    ).toBe('100');
    expect(within(card).getAllByText('Met')).toHaveLength(1);
  });

  it('shows the child’s level on each standard of a course the school grades by standards', async () => {
    renderPage();
    const card = (await screen.findByRole('heading', { name: 'Standards in Mathematics 9' }, { timeout: 10_000 }))
      .parentElement as HTMLElement;
    expect(within(card).getByText('MAT.9.1')).toBeTruthy();
    expect(within(card).getByText('3 · Proficient (78.18 %; work counted: 2)')).toBeTruthy();
    expect(within(card).getByText('No evidence yet')).toBeTruthy();
  });

  it('speaks Turkish, the course and categories named in Turkish too', async () => {
    await changeLanguage('tr');
    renderPage();
    const card = await screen.findByRole('region', { name: 'Matematik 9' }, { timeout: 10_000 });
    expect(within(card).getByText('%83,80')).toBeTruthy();
    expect(within(card).getByText('Geçti')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Bu not nasıl hesaplanıyor' }));
    expect(within(card).getByText('Ödevler')).toBeTruthy();
    const dropped = within(card).getByText('Ödev: denklemler').closest('li');
    expect(dropped?.textContent).toContain('10,00 puandan 8,00 · kategorisinin en düşüğü olarak çıkarıldı');
  });

  it('keeps the card of a course the school cannot grade yet (422), and says an error occurred on any other failure', async () => {
    renderPage(() => jsonAnswer({ title: 'Unprocessable', violations: [] }, 422));
    const card = await screen.findByRole('region', { name: 'Mathematics 9' }, { timeout: 10_000 });
    expect(within(card).getByText(/cannot be worked out yet/)).toBeTruthy();
    cleanup();
    renderPage(() => jsonAnswer({ title: 'Internal Server Error' }, 500));
    expect(await screen.findByRole('alert', undefined, { timeout: 10_000 })).toBeTruthy();
    // Not a card saying the school has not set the grading: the school may well have.
    expect(screen.queryByText(/cannot be worked out yet/)).toBeNull();
  });

  it('says so when no course has released work', async () => {
    signInAs({ id: 3, audience: 'parent', userTypeId: USER_TYPE.parent }, (url) => {
      if (url.endsWith('/users/uuid-3/student')) return jsonAnswer(child(11, 'Deniz'));
      if (url.endsWith('/users/uuid-3/students'))
        return jsonAnswer({ students: [child(11, 'Deniz')], parentName: null });
      if (url.startsWith('/api/class_students.json'))
        return jsonAnswer([{ id: 1, school: '/api/schools/1', classId: 5, student: '/api/students/11', term: null }]);
      if (url.startsWith('/api/assignments.json')) return jsonAnswer(given);
      if (url.startsWith('/api/students/11/standards')) return jsonAnswer({ courses: [] });
      return jsonAnswer([]);
    });
    renderWithProviders(<GradesPage />, { path: '/grades' });
    expect(
      await screen.findByText('No grades have been released for Deniz Öğrenci yet.', undefined, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.queryByTestId('course-grade')).toBeNull();
    expect(screen.getByText('No report card has been released yet.')).toBeTruthy();
  });
});
