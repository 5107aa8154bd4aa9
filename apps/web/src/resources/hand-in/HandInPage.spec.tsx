import { USER_TYPE } from '@kampus/contract/constants';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { chooseStudent } from '../../api/school-life.ts';
import { changeLanguage, initI18n } from '../../i18n/index.ts';
import { renderWithProviders } from '../../test-support/providers.tsx';
import { jsonAnswer, signInAs, signOutTest } from '../../test-support/signed-in.ts';
import { HandInPage } from './HandInPage.tsx';

beforeAll(async () => {
  await initI18n();
});
afterEach(async () => {
  cleanup();
  chooseStudent(null);
  signOutTest();
  await changeLanguage('en');
});

const deniz = {
  id: 11,
  name: 'Deniz',
  lastName: 'Öğrenci',
  studentNumber: 'H0011',
  school: '/api/schools/1',
  isActive: '1',
};

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

const handedIn = {
  id: 5,
  school: '/api/schools/1',
  assignment: '/api/assignments/71',
  student: '/api/students/11',
  answerText: 'My answer, a day late.',
  submittedAt: '2026-10-02 18:30:00',
  late: true,
  attachments: [{ id: 'ab12cd34ef56', name: 'essay.pdf', size: 1200, type: 'pdf' }],
};

interface Sent {
  url: string;
  method: string;
  body: unknown;
}

/** Signs in as the demo's student or parent; `answer` replies to the hand-in's POST. */
const renderAs = (
  who: 'student' | 'parent',
  submissions: unknown[],
  answer: (body: unknown) => Response = (body) => jsonAnswer({ ...handedIn, ...(body as object), late: false }, 201),
  scores: unknown[] = [],
) => {
  const sent: Sent[] = [];
  const userTypeId = who === 'student' ? USER_TYPE.student : USER_TYPE.parent;
  signInAs({ id: 3, audience: who, userTypeId }, (url, init) => {
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    if (method !== 'GET' && url.startsWith('/api/')) sent.push({ url, method, body });
    if (url.endsWith('/users/uuid-3/student')) return jsonAnswer(deniz);
    if (url.endsWith('/users/uuid-3/students')) return jsonAnswer({ students: [deniz], parentName: 'Pelin Veli' });
    if (url.startsWith('/api/class_students.json'))
      return jsonAnswer([{ id: 1, school: '/api/schools/1', classId: 5, student: '/api/students/11', term: null }]);
    if (url.startsWith('/api/assignments.json')) return jsonAnswer([essay]);
    if (url.startsWith('/api/assignment_submissions.json')) return jsonAnswer(submissions);
    if (url === '/api/assignment_submissions' && method === 'POST') return answer(body);
    // The server answers a family's scores only once released: what it sends is what the page shows.
    if (url.startsWith('/api/assignment_scores.json')) return jsonAnswer(scores);
    return jsonAnswer([]);
  });
  renderWithProviders(<HandInPage />, { path: '/hand-in' });
  return sent;
};

describe('the hand-in page', () => {
  it('lets a student hand in their text: the assignment, its course, due date and kind, then its state', async () => {
    const sent = renderAs('student', []);
    const card = await screen.findByRole('region', { name: 'Essay: functions' }, { timeout: 10_000 });
    expect(within(card).getByText(/Mathematics 9 · Homework · Due/)).toBeTruthy();
    expect(within(card).getByText('Not handed in')).toBeTruthy();
    fireEvent.change(within(card).getByLabelText('Your answer'), { target: { value: 'x = 3' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Hand in' }));
    expect(await within(card).findByText('Handed in.')).toBeTruthy();
    expect(sent).toEqual([
      {
        url: '/api/assignment_submissions',
        method: 'POST',
        body: { school: 1, assignment: 71, student: 11, answerText: 'x = 3' },
      },
    ]);
    // Files are offered within the limits, and no raw id or staff control shows.
    expect(within(card).getByText(/Up to 3 files of at most 5 MB each/)).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/\/api\/|[{}]/);
    expect(screen.queryByRole('button', { name: /save score|delete/i })).toBeNull();
  });

  it('uploads the chosen file after the text, with its progress, and shows a refused file on its own', async () => {
    const uploads: string[] = [];
    /** The browser's upload, played back: half the bytes, then the server's 422 on the file. */
    class FakeUpload {
      upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
        onprogress: null,
      };
      status = 0;
      responseText = '';
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      private url = '';
      open(_method: string, url: string) {
        this.url = url;
      }
      setRequestHeader() {}
      send() {
        uploads.push(this.url);
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
        setTimeout(() => {
          this.status = 422;
          this.responseText = JSON.stringify({
            violations: [{ propertyPath: 'file', message: 'This file is not a PDF, a picture or an office document.' }],
          });
          this.onload?.();
        }, 300);
      }
    }
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    renderAs('student', []);
    const card = await screen.findByRole('region', { name: 'Essay: functions' }, { timeout: 10_000 });
    const page = new File(['<html></html>'], 'essay.pdf', { type: 'application/pdf' });
    fireEvent.change(within(card).getByLabelText('Add a file'), { target: { files: [page] } });
    expect(within(card).getByText('essay.pdf')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Hand in' }));
    expect(await within(card).findByText('Uploading essay.pdf: 50%')).toBeTruthy();
    expect(
      await within(card).findByText(
        'essay.pdf was not added: This file is not a PDF, a picture or an office document.',
      ),
    ).toBeTruthy();
    expect(uploads).toEqual(['/api/assignment_submissions/5/files?name=essay.pdf']);
    // The text went in: only the file was refused, so no "Handed in." that would hide it.
    expect(within(card).queryByText('Handed in.')).toBeNull();
  });

  it('shows a refused text on its field, in the words the server sent', async () => {
    renderAs('student', [], () =>
      jsonAnswer(
        {
          title: 'An error occurred',
          status: 422,
          violations: [{ propertyPath: 'answerText', message: 'This value is too long.', code: 'x' }],
        },
        422,
      ),
    );
    const card = await screen.findByRole('region', { name: 'Essay: functions' }, { timeout: 10_000 });
    fireEvent.change(within(card).getByLabelText('Your answer'), { target: { value: 'far too long' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Hand in' }));
    await waitFor(() => expect(within(card).getByText('This value is too long.')).toBeTruthy());
    const field = within(card).getByLabelText('Your answer');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(within(card).queryByText('Handed in.')).toBeNull();
  });

  it('offers a student the same hand-in again, and a parent only reads it, late, with its file', async () => {
    renderAs('student', [handedIn]);
    let card = await screen.findByRole('region', { name: 'Essay: functions' }, { timeout: 10_000 });
    expect(within(card).getByText(/^Handed in late on /)).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Hand in again' })).toBeTruthy();
    cleanup();
    renderAs('parent', [handedIn]);
    card = await screen.findByRole('region', { name: 'Essay: functions' }, { timeout: 10_000 });
    expect(within(card).getByText(/^Handed in late on /)).toBeTruthy();
    expect(within(card).getByText('My answer, a day late.')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'essay.pdf' })).toBeTruthy();
    expect(within(card).queryByRole('button', { name: /hand in/i })).toBeNull();
    expect(within(card).queryByLabelText('Your answer')).toBeNull();
  });

  it('shows the teacher’s mark and comment once the server sends them, in the reader’s numbers', async () => {
    const mark = {
      id: 40,
      school: '/api/schools/1',
      assignment: '/api/assignments/71',
      student: '/api/students/11',
      scoreStatus: 'scored',
      points: '9.50',
      daysLate: 1,
      comment: 'Good, but a day late.',
    };
    renderAs('parent', [handedIn], undefined, [mark]);
    let card = await screen.findByRole('region', { name: 'Essay: functions' }, { timeout: 10_000 });
    expect(within(card).getByText('9.5 out of 10')).toBeTruthy();
    expect(within(card).getByText('Teacher’s comment: Good, but a day late.')).toBeTruthy();
    cleanup();
    await changeLanguage('tr');
    renderAs('student', [handedIn], undefined, [mark]);
    card = await screen.findByRole('region', { name: 'Essay: functions' }, { timeout: 10_000 });
    expect(within(card).getByText('10 puan üzerinden 9,5')).toBeTruthy();
    cleanup();
    renderAs('parent', [handedIn]);
    card = await screen.findByRole('region', { name: 'Essay: functions' }, { timeout: 10_000 });
    expect(within(card).queryByTestId('hand-in-mark')).toBeNull();
  });

  it('speaks Turkish', async () => {
    await changeLanguage('tr');
    renderAs('student', []);
    const card = await screen.findByRole('region', { name: 'Essay: functions' }, { timeout: 10_000 });
    expect(within(card).getByText('Teslim edilmedi')).toBeTruthy();
    expect(within(card).getByText(/Matematik 9 · Ödev · Son gün/)).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Teslim et' })).toBeTruthy();
  });
});
