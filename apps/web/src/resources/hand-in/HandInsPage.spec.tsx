import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n/index.ts';
import { renderWithProviders } from '../../test-support/providers.tsx';
import { jsonAnswer, signInAs, signOutTest } from '../../test-support/signed-in.ts';
import { HandInsPage } from './HandInsPage.tsx';

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  cleanup();
  signOutTest();
});

const essay = {
  id: 71,
  school: '/api/schools/1',
  class: '/api/classes/5',
  course: '/api/courses/3',
  gradingCategory: null,
  title: 'Essay: functions',
  kind: 'homework',
  dueDate: '2026-10-01',
  maxPoints: '10.00',
  releasedAt: null,
  description: null,
  refNames: { course: 'Mathematics 9', class: '9-A' },
};

const member = (id: number, student: number, name: string) => ({
  id,
  school: '/api/schools/1',
  classId: 5,
  student: `/api/students/${student}`,
  term: null,
  refNames: { student: name },
});

const lateHandIn = {
  id: 5,
  school: '/api/schools/1',
  assignment: '/api/assignments/71',
  student: '/api/students/11',
  answerText: 'My answer, a day late.',
  submittedAt: '2026-10-02 18:30:00',
  late: true,
  attachments: [{ id: 'ab12cd34ef56', name: 'essay.pdf', size: 1200, type: 'pdf' }],
};

describe('the teacher’s hand-ins', () => {
  it('lists every student of the class with their hand-in, and scores one on the same screen', async () => {
    const sent: { url: string; method: string; body: unknown }[] = [];
    signInAs({ id: 4, audience: 'teacher' }, (url, init) => {
      const method = init?.method ?? 'GET';
      if (method !== 'GET' && url.startsWith('/api/'))
        sent.push({ url, method, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
      if (url.startsWith('/api/assignments.json')) return jsonAnswer([essay]);
      if (url.startsWith('/api/class_students.json'))
        return jsonAnswer([member(1, 11, 'Deniz Öğrenci'), member(2, 12, 'Ege Yılmaz')]);
      if (url.startsWith('/api/assignment_submissions.json')) return jsonAnswer([lateHandIn]);
      if (url === '/api/assignment_scores' && method === 'POST')
        return jsonAnswer(
          {
            title: 'Unprocessable',
            violations: [{ propertyPath: 'points', message: 'At most 10.00 points: the assignment is out of 10.00.' }],
          },
          422,
        );
      return jsonAnswer([]);
    });
    renderWithProviders(<HandInsPage />, { path: '/hand-ins' });
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Assignment' }, { timeout: 10_000 }));
    fireEvent.click(await screen.findByRole('option', { name: /^Essay: functions · 9-A · Mathematics 9/ }));
    const deniz = await screen.findByRole('row', { name: /Deniz Öğrenci/ }, { timeout: 10_000 });
    expect(within(deniz).getByText(/^Handed in late on /)).toBeTruthy();
    expect(within(screen.getByRole('row', { name: /Ege Yılmaz/ })).getByText('Not handed in')).toBeTruthy();
    fireEvent.click(within(deniz).getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('My answer, a day late.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'essay.pdf' })).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Points (out of 10.00)'), { target: { value: '11' } });
    fireEvent.change(within(dialog).getByLabelText('Comment'), { target: { value: 'Late, but good.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save score' }));
    await waitFor(() =>
      expect(within(dialog).getByText('At most 10.00 points: the assignment is out of 10.00.')).toBeTruthy(),
    );
    expect(sent).toEqual([
      {
        url: '/api/assignment_scores',
        method: 'POST',
        body: {
          school: 1,
          assignment: 71,
          student: 11,
          scoreStatus: 'scored',
          points: '11',
          comment: 'Late, but good.',
        },
      },
    ]);
  });
});
