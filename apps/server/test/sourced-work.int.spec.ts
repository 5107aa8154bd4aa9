/**
 * Exams and graded homework in the gradebook (issue 31, part 2: "the optic-form import and the exam score grid write
 * into the same scores"; docs/gradebook.md, "Exams in the gradebook"), as a teacher and a client
 * see it: the demo exam of 9-A scores Mathematics 9 and Science 9 once staff name those courses'
 * subjects (MAT and FEN, the exam's), so each course's grid holds one exam column with the exam's
 * subject scores; a
 * score typed in the exam's grid or read from its optic form is the gradebook's score at once; the
 * gradebook refuses to take the exam's numbers typed a second time, and keeps the teacher's say
 * on where the work counts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, readOk, startServer, type TestServer } from './harness.ts';

type Login = { token: string; userId: string };
interface ExamGrid {
  class: { id: number; title: string };
  subjects: { subject: number; title: string; points: string }[];
  rows: { student: { id: number; studentNumber: string | null }; scores: Record<string, string | null> }[];
}
interface Gradebook {
  assignments: {
    id: number;
    title: string;
    kind: string;
    maxPoints: string;
    releasedAt: string | null;
    gradingCategory: number | null;
    exam: number | null;
  }[];
  scores: { assignment: number; student: number; scoreStatus: string; points: string | null }[];
}
interface Problem {
  violations?: { propertyPath: string; message: string }[];
}

let server: TestServer;
let teacher: Login;
let staff: Login;
let examId: number;
let exam: ExamGrid;
let maths: number;
let science: number;
let turkish: number;
const subjectCode = new Map<number, string>();

const get = <T>(path: string, token: string): Promise<T> => readOk<T>(server, path, token);
const gradebook = (course: number): Promise<Gradebook> =>
  get<Gradebook>(`/api/classes/${exam.class.id}/gradebook?course=${course}`, teacher.token);
const courseId = async (title: string): Promise<number> =>
  (
    await get<{ id: number; title: string }[]>(`/api/courses.json?search=${encodeURIComponent(title)}`, staff.token)
  ).find((row) => row.title === title)?.id ?? 0;
const patch = (path: string, token: string, body: Record<string, unknown>, language = 'en') =>
  server.call(path, {
    method: 'PATCH',
    token,
    headers: { 'content-type': 'application/merge-patch+json', 'accept-language': language },
    body: JSON.stringify(body),
  });
/** The exam's subject scored in the course, by the subject's code. */
const subjectOf = (code: string): string =>
  String([...subjectCode.entries()].find(([, value]) => value === code)?.[0] ?? 0);
/** Each student's score on the exam's column of the course's grid, by student id. */
const examColumn = (book: Gradebook): Map<number, string | null> => {
  const column = book.assignments.find((row) => row.exam === examId);
  return new Map(book.scores.filter((row) => row.assignment === column?.id).map((row) => [row.student, row.points]));
};

beforeAll(async () => {
  server = await startServer();
  [teacher, staff] = (await Promise.all(
    ['teacher@kampus.test', 'school@kampus.test'].map((email) => server.login(email)),
  )) as [Login, Login];
  examId = (await get<{ id: number }[]>('/api/exams.json?search=Deneme', staff.token))[0]?.id ?? 0;
  exam = await get<ExamGrid>(`/api/exams/${examId}/grid`, teacher.token);
  const subjects = await get<{ id: number; code: string }[]>(
    '/api/subject_branches.json?pagination=false&countryCode=TR',
    staff.token,
  );
  for (const row of subjects) subjectCode.set(row.id, row.code);
  const ids = await Promise.all(['Mathematics 9', 'Science 9', 'Turkish Language and Literature 9'].map(courseId));
  [maths, science, turkish] = ids as [number, number, number];
  // The courses' subjects, as staff name them on the course's form: the exam's work is laid at once.
  for (const [course, code] of [
    [maths, 'MAT'],
    [science, 'FEN'],
    [turkish, 'TDE'],
  ] as const)
    expect((await patch(`/api/courses/${course}`, staff.token, { subject: Number(subjectOf(code)) })).status).toBe(200);
});
afterAll(() => server.close());

describe('the exam’s work in the gradebook', () => {
  it('is one released exam column in each course the exam scores, with each student’s subject score', async () => {
    expect(exam.class.title).toBe('9-A');
    const [mathsBook, scienceBook, turkishBook] = (await Promise.all([maths, science, turkish].map(gradebook))) as [
      Gradebook,
      Gradebook,
      Gradebook,
    ];
    const column = mathsBook.assignments.filter((row) => row.exam === examId);
    expect(column).toHaveLength(1);
    expect(column[0]).toMatchObject({ title: 'Deneme Sınavı 1', kind: 'exam', maxPoints: '40.00' });
    expect(column[0]?.releasedAt).not.toBeNull();
    expect(scienceBook.assignments.find((row) => row.exam === examId)?.maxPoints).toBe('20.00');
    // Turkish Language and Literature is scored on TDE, the exam on TRK: no column there.
    expect(turkishBook.assignments.filter((row) => row.exam === examId)).toEqual([]);
    const expected = new Map(exam.rows.map((row) => [row.student.id, row.scores[subjectOf('MAT')] ?? null]));
    expect(examColumn(mathsBook)).toEqual(expected);
  });

  it('counts in the category the school’s exams count in, under the course’s weighted policy', async () => {
    const [column] = (await gradebook(maths)).assignments.filter((row) => row.exam === examId);
    const categories = await get<{ id: number; title: string }[]>(
      `/api/grading_categories.json?pagination=false`,
      staff.token,
    );
    expect(categories.find((row) => row.id === column?.gradingCategory)?.title).toBe('Exams');
  });

  it('takes a score typed in the exam’s grid at once, and a score cleared there leaves the gradebook', async () => {
    const [first, second] = exam.rows;
    const response = await server.call(`/api/exams/${examId}/scores`, {
      method: 'PUT',
      token: teacher.token,
      json: {
        classId: exam.class.id,
        items: [
          { student: first?.student.id, scores: { [subjectOf('MAT')]: '33.5' } },
          { student: second?.student.id, scores: { [subjectOf('MAT')]: null } },
        ],
      },
    });
    expect(response.status).toBe(200);
    const column = examColumn(await gradebook(maths));
    expect(column.get(first?.student.id ?? 0)).toBe('33.50');
    expect(column.has(second?.student.id ?? 0)).toBe(false);
    // The same save is in the audit trail as the teacher's, beside the exam result it comes from.
    const audit = await server.call(`/api/audit_logs.json?resource=assignment_scores&pagination=false`, {
      token: (await server.login('admin@kampus.test')).token,
    });
    const entries =
      await json<{ action: string; after: { points?: string } | null; refNames: { user?: string } }[]>(audit);
    const typed = entries.filter((entry) => entry.action === 'update' && entry.after?.points === '33.50');
    expect(typed.map((entry) => entry.refNames.user)).toEqual(['Tülay Öğretmen']);
  });

  it('takes the scores an optic form reads, in the same import', async () => {
    const forms = await get<{ id: number }[]>('/api/optic_form_templates.json', teacher.token);
    const row = exam.rows[2];
    const line = `${(row?.student.studentNumber ?? '').padEnd(5)}${'C'.padEnd(20)}${'ABCDEABCDE'}${'BBCCDDEEAA'}${'CADBE'}`;
    const imported = await server.call(`/api/exams/${examId}/optic_import`, {
      method: 'POST',
      token: teacher.token,
      json: { opticForm: forms[0]?.id, text: line },
    });
    expect(imported.status).toBe(201);
    expect(examColumn(await gradebook(maths)).get(row?.student.id ?? 0)).toBe('40.00');
    expect(examColumn(await gradebook(science)).get(row?.student.id ?? 0)).toBe('20.00');
  });

  it('refuses the exam’s numbers typed in the gradebook, changing nothing, and lets the teacher move its category', async () => {
    const book = await gradebook(maths);
    const column = book.assignments.find((row) => row.exam === examId);
    const student = exam.rows[0]?.student.id;
    const before = examColumn(book);
    const typed = await server.call(`/api/classes/${exam.class.id}/gradebook/scores?course=${maths}`, {
      method: 'PUT',
      token: teacher.token,
      json: { cells: [{ assignment: column?.id, student, scoreStatus: 'scored', points: '12', comment: null }] },
    });
    expect(typed.status).toBe(422);
    const violations = (await json<Problem>(typed)).violations ?? [];
    expect(violations[0]?.propertyPath).toMatch(/^cells\[0\]/);
    expect(violations[0]?.message).toContain('Deneme Sınavı');
    const moved = await patch(
      `/api/assignments/${column?.id}`,
      teacher.token,
      { maxPoints: '50', title: 'Renamed' },
      'tr',
    );
    expect(moved.status).toBe(422);
    const paths = ((await json<Problem>(moved)).violations ?? []).map((row) => row.propertyPath).sort();
    expect(paths).toEqual(['maxPoints', 'title']);
    expect(
      (await server.call(`/api/assignments/${column?.id}`, { method: 'DELETE', token: teacher.token })).status,
    ).toBe(422);
    const after = await gradebook(maths);
    expect(examColumn(after)).toEqual(before);
    expect(after.assignments.find((row) => row.id === column?.id)).toEqual(column);
    const described = await patch(`/api/assignments/${column?.id}`, teacher.token, {
      description: 'Counts as the first term’s exam.',
      gradingCategory: null,
    });
    expect(described.status).toBe(200);
  });

  it('leaves a course no longer of the exam’s subjects at once, and goes with the exam', async () => {
    expect((await patch(`/api/courses/${science}`, staff.token, { subject: null })).status).toBe(200);
    expect((await gradebook(science)).assignments.filter((row) => row.exam === examId)).toEqual([]);
    expect((await gradebook(maths)).assignments.filter((row) => row.exam === examId)).toHaveLength(1);
    expect((await server.call(`/api/exams/${examId}`, { method: 'DELETE', token: staff.token })).status).toBe(204);
    expect((await gradebook(maths)).assignments.filter((row) => row.exam === examId)).toEqual([]);
  });
});

describe('graded homework in the gradebook', () => {
  let homework: number;
  const column = async () => (await gradebook(maths)).assignments.find((row) => row.title.startsWith('Reading log'));

  it('is work of the course of its subject, out of its points, in the school’s homework category, unreleased', async () => {
    const [demo] = await get<{ schoolId: number; season: string; classId: number }[]>(
      `/api/homeworks.json?classId=${exam.class.id}`,
      teacher.token,
    );
    const created = await server.call('/api/homeworks', {
      method: 'POST',
      token: teacher.token,
      json: {
        schoolId: demo?.schoolId,
        season: demo?.season,
        classId: exam.class.id,
        subject: Number(subjectOf('MAT')),
        title: 'Reading log',
        dueDate: '2099-03-01',
        maxPoints: '15',
      },
    });
    expect(created.status).toBe(201);
    homework = (await json<{ id: number }>(created)).id;
    const work = await column();
    expect(work).toMatchObject({ kind: 'homework', maxPoints: '15.00', releasedAt: null, exam: null });
    const categories = await get<{ id: number; title: string }[]>(
      '/api/grading_categories.json?pagination=false',
      staff.token,
    );
    expect(categories.find((row) => row.id === work?.gradingCategory)?.title).toBe('Homework');
    // Not graded, as the demo's "Problem set 1": no column.
    expect((await gradebook(maths)).assignments.filter((row) => row.title === 'Problem set 1')).toEqual([]);
  });

  it('takes scores typed in the grid; the homework decides its title, the grid refusing to', async () => {
    const work = await column();
    const student = exam.rows[0]?.student.id;
    const typed = await server.call(`/api/classes/${exam.class.id}/gradebook/scores?course=${maths}`, {
      method: 'PUT',
      token: teacher.token,
      json: { cells: [{ assignment: work?.id, student, scoreStatus: 'scored', points: '12', comment: null }] },
    });
    expect(typed.status).toBe(200);
    const renamed = await patch(`/api/assignments/${work?.id}`, teacher.token, { title: 'Elsewhere' });
    expect(renamed.status).toBe(422);
    expect((await json<Problem>(renamed)).violations?.[0]?.message).toContain('Reading log');
    expect((await patch(`/api/homeworks/${homework}`, teacher.token, { title: 'Reading log 2' })).status).toBe(200);
    expect((await column())?.title).toBe('Reading log 2');
  });

  it('keeps its typed scores: ungrading it is refused until they are cleared, then its column goes', async () => {
    const work = await column();
    const refused = await patch(`/api/homeworks/${homework}`, teacher.token, { maxPoints: null });
    expect(refused.status).toBe(422);
    const violation = (await json<Problem>(refused)).violations?.[0];
    expect(violation?.propertyPath).toBe('maxPoints');
    expect(violation?.message).toContain('Mathematics 9');
    expect((await column())?.id).toBe(work?.id);
    // The course losing its subject would take the work and its score: refused on the course's field.
    const unnamed = await patch(`/api/courses/${maths}`, staff.token, { subject: null });
    expect(unnamed.status).toBe(422);
    expect((await json<Problem>(unnamed)).violations?.[0]?.propertyPath).toBe('subject');
    expect((await column())?.id).toBe(work?.id);
    const cleared = await server.call(`/api/classes/${exam.class.id}/gradebook/scores?course=${maths}`, {
      method: 'PUT',
      token: teacher.token,
      json: {
        cells: [
          { assignment: work?.id, student: exam.rows[0]?.student.id, scoreStatus: null, points: null, comment: null },
        ],
      },
    });
    expect(cleared.status).toBe(200);
    expect((await patch(`/api/homeworks/${homework}`, teacher.token, { maxPoints: null })).status).toBe(200);
    expect(await column()).toBeUndefined();
  });
});
