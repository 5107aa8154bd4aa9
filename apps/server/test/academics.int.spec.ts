/**
 * Homework, exams and community service (issue 12, parts 4, 5 and 7) as clients see them: a
 * teacher gives homework and a student marks it done; a class's scores typed or read from an
 * optical reader's file (previewed, then all or nothing) with totals and ranks computed by the
 * server; a student's CIP hours. Families see only theirs, other schools nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, readOk, startServer, type TestServer } from './harness.ts';

type Login = { token: string; userId: string };
interface Grid {
  exam: { id: number; title: string };
  class: { id: number; title: string };
  subjects: { subject: number; title: string; points: string }[];
  rows: {
    student: { id: number; name: string; lastName: string; studentNumber: string | null };
    scores: Record<string, string | null>;
    totalScore: string | null;
    classRank: number | null;
    examRank: number | null;
  }[];
}
interface Problem {
  violations?: { propertyPath: string; message: string }[];
}

let server: TestServer;
let teacher: Login;
let staff: Login;
let student: Login;
let parent: Login;
let outsider: Login;
let examId: number;
let grid: Grid;

const get = <T>(path: string, token: string): Promise<T> => readOk<T>(server, path, token);

beforeAll(async () => {
  server = await startServer();
  [teacher, staff, student, parent, outsider] = (await Promise.all(
    [
      'teacher@kampus.test',
      'school@kampus.test',
      'student@kampus.test',
      'parent@kampus.test',
      'school2@kampus.test',
    ].map((email) => server.login(email)),
  )) as [Login, Login, Login, Login, Login];
  const exams = await get<{ id: number; title: string }[]>('/api/exams.json?search=Deneme', staff.token);
  examId = exams[0]?.id ?? 0;
  grid = await get<Grid>(`/api/exams/${examId}/grid`, teacher.token);
});
afterAll(() => server.close());

describe('homework', () => {
  it('a teacher gives homework to a class; the student of that class sees it and marks it done', async () => {
    const classes = await get<{ id: number; title: string }[]>('/api/classes.json?pagination=false', student.token);
    const mine = classes[0];
    expect(mine).toBeDefined();
    const subjects = await get<{ id: number }[]>('/api/subject_branches.json?countryCode=TR&code=FEN', teacher.token);
    // The school and season are those of the demo homework the teacher already reads.
    const [demo] = await get<{ schoolId: number; season: string }[]>('/api/homeworks.json', teacher.token);
    const created = await server.call('/api/homeworks', {
      method: 'POST',
      token: teacher.token,
      json: {
        schoolId: demo?.schoolId,
        season: demo?.season,
        title: 'Read chapter 3',
        classId: mine?.id,
        subject: `/api/subject_branches/${subjects[0]?.id}`,
        dueDate: '2099-01-10',
      },
    });
    expect(created.status).toBe(201);
    const body = await json<{ id: number; teacher: string }>(created);
    expect(body.id).toBeGreaterThan(0);
    expect(body.teacher).toMatch(/^\/api\/users\/\d+$/);

    const seen = await get<{ id: number; title: string; dueDate: string }[]>(
      '/api/homeworks.json?pagination=false',
      student.token,
    );
    expect(seen.find((row) => row.id === body.id)?.dueDate).toBe('2099-01-10');
    // Only the homework of the student's own class: one per class was seeded.
    expect(seen.filter((row) => row.title === 'Problem set 1')).toHaveLength(1);

    const done = await server.call(`/api/homeworks/${body.id}/done`, {
      method: 'POST',
      token: student.token,
      json: { done: true },
    });
    expect(done.status).toBe(200);
    expect(await json(done)).toMatchObject({ homework: body.id, done: true });
    const marks = await get<{ homework: number }[]>(`/api/homework_completions.json?homework=${body.id}`, parent.token);
    expect(marks).toHaveLength(1);

    const undone = await server.call(`/api/homeworks/${body.id}/done`, {
      method: 'POST',
      token: student.token,
      json: { done: false },
    });
    expect(await json(undone)).toMatchObject({ done: false, doneAt: null });
  });

  it('a student cannot mark another class’s homework (404), a parent cannot mark at all (403)', async () => {
    const all = await get<{ id: number }[]>('/api/homeworks.json?pagination=false', staff.token);
    const mine = new Set(
      (await get<{ id: number }[]>('/api/homeworks.json?pagination=false', student.token)).map((row) => row.id),
    );
    const other = all.find((row) => !mine.has(row.id));
    expect(other).toBeDefined();
    const foreign = await server.call(`/api/homeworks/${other?.id}/done`, {
      method: 'POST',
      token: student.token,
      json: { done: true },
    });
    expect(foreign.status).toBe(404);
    const byParent = await server.call(`/api/homeworks/${[...mine][0]}/done`, {
      method: 'POST',
      token: parent.token,
      json: { done: true },
    });
    expect(byParent.status).toBe(403);
    expect((await server.call(`/api/homeworks/${other?.id}`, { token: outsider.token })).status).toBe(404);
  });

  it('stores an attachment for the homework’s teacher, readable by the class’s student, not a colleague’s', async () => {
    const [row] = await get<{ id: number }[]>('/api/homeworks.json?pagination=false', student.token);
    const upload = await server.call(`/api/homeworks/${row?.id}/attachments/worksheet 1.txt`, {
      method: 'PUT',
      token: teacher.token,
      body: 'Question 1: ...',
      headers: { 'content-type': 'text/plain' },
    });
    expect(upload.status).toBe(200);
    const { attachments } = await json<{ attachments: { name: string; url: string }[] }>(upload);
    expect(attachments.map((file) => file.name)).toEqual(['worksheet_1.txt']);
    const file = await server.call(attachments[0]?.url ?? '', { token: student.token });
    expect(file.status).toBe(200);
    expect(await file.text()).toBe('Question 1: ...');
    // Another school's staff do not read the homework, so not its file either (404, as the record).
    expect((await server.call(attachments[0]?.url ?? '', { token: outsider.token })).status).toBe(404);

    const [demo] = await get<{ schoolId: number; season: string; classId: number; subject: { id: number } }[]>(
      '/api/homeworks.json',
      staff.token,
    );
    const staffOwn = await server.call('/api/homeworks', {
      method: 'POST',
      token: staff.token,
      json: {
        schoolId: demo?.schoolId,
        season: demo?.season,
        classId: demo?.classId,
        subject: demo?.subject.id,
        title: 'Staff homework',
        dueDate: '2099-02-01',
      },
    });
    expect(staffOwn.status).toBe(201);
    const { id } = await json<{ id: number }>(staffOwn);
    const refused = await server.call(`/api/homeworks/${id}/attachments/notes.txt`, {
      method: 'PUT',
      token: teacher.token,
      body: 'x',
      headers: { 'content-type': 'text/plain' },
    });
    // A homework the teacher reads but may not change is out of their write reach: 404, as a
    // PATCH of it answers (the action loads its record as the item route does, docs/actions.md).
    expect(refused.status).toBe(404);
  });

  it('refuses a due date before the day it is given, naming the field', async () => {
    const [row] = await get<{ id: number }[]>('/api/homeworks.json', teacher.token);
    const response = await server.call(`/api/homeworks/${row?.id}`, {
      method: 'PATCH',
      token: staff.token,
      json: { dueDate: '2000-01-01' },
      headers: { 'content-type': 'application/merge-patch+json' },
    });
    expect(response.status).toBe(422);
    expect((await json<Problem>(response)).violations?.[0]?.propertyPath).toBe('dueDate');
  });
});

describe('exam scores', () => {
  it('reads a class’s grid with the server’s totals and ranks', () => {
    expect(grid.rows.length).toBe(10);
    expect(grid.subjects.map((subject) => subject.points)).toEqual(['40.00', '40.00', '20.00']);
    const ranked = [...grid.rows].sort((a, b) => Number(b.totalScore) - Number(a.totalScore));
    expect(ranked[0]?.classRank).toBe(1);
    for (const row of grid.rows) {
      const sum = Object.values(row.scores).reduce((total, score) => total + Number(score ?? 0), 0);
      expect(Number(row.totalScore)).toBeCloseTo(sum, 2);
      const better = grid.rows.filter((other) => Number(other.totalScore) > Number(row.totalScore)).length;
      expect(row.classRank).toBe(better + 1);
    }
  });

  it('saves typed scores and ranks again: the last becomes first', async () => {
    const last = [...grid.rows].sort((a, b) => Number(a.totalScore) - Number(b.totalScore))[0];
    const scores = Object.fromEntries(grid.subjects.map((subject) => [String(subject.subject), subject.points]));
    const response = await server.call(`/api/exams/${examId}/scores`, {
      method: 'PUT',
      token: teacher.token,
      json: { classId: grid.class.id, items: [{ student: last?.student.id, scores }] },
    });
    expect(response.status).toBe(200);
    const saved = await json<Grid>(response);
    const row = saved.rows.find((entry) => entry.student.id === last?.student.id);
    expect(row?.totalScore).toBe('100.00');
    expect(row?.classRank).toBe(1);
    expect(row?.examRank).toBe(1);
    const results = await get<{ student: string; totalScore: string; classRank: number }[]>(
      `/api/exam_results.json?student=${last?.student.id}`,
      staff.token,
    );
    expect(results.map((result) => result.totalScore)).toEqual(['100.00']);
  });

  it('refuses a score above the subject’s points and a student of another class, saving nothing', async () => {
    const [first] = grid.rows;
    const subject = grid.subjects[0];
    const before = await get<Grid>(`/api/exams/${examId}/grid`, teacher.token);
    const response = await server.call(`/api/exams/${examId}/scores`, {
      method: 'PUT',
      token: teacher.token,
      json: {
        classId: grid.class.id,
        items: [
          { student: first?.student.id, scores: { [String(subject?.subject)]: '41' } },
          { student: 999999, scores: {} },
        ],
      },
    });
    expect(response.status).toBe(422);
    const paths = (await json<Problem>(response)).violations?.map((violation) => violation.propertyPath);
    expect(paths).toEqual([`items[0].scores.${subject?.subject}`, 'items[1].student']);
    expect((await get<Grid>(`/api/exams/${examId}/grid`, teacher.token)).rows).toEqual(before.rows);
  });

  it('keeps the grid from families (403) and other schools (404)', async () => {
    expect((await server.call(`/api/exams/${examId}/grid`, { token: parent.token })).status).toBe(403);
    expect((await server.call(`/api/exams/${examId}/grid`, { token: outsider.token })).status).toBe(404);
  });

  it('shows a parent only their children’s results', async () => {
    const children = await get<{ id: number }[]>('/api/students.json?pagination=false', parent.token);
    const results = await get<{ student: string }[]>('/api/exam_results.json?pagination=false', parent.token);
    const ids = new Set(children.map((child) => `/api/students/${child.id}`));
    expect(results.length).toBeGreaterThan(0);
    expect(results).toAllSatisfy((result) => ids.has(result.student));
  });
});

describe('optic import', () => {
  const lineOf = (number: string, name: string, answers: string) => `${number.padEnd(5)}${name.padEnd(20)}${answers}`;
  const allRight = 'ABCDEABCDE' + 'BBCCDDEEAA' + 'CADBE';

  it('previews each line’s student, answers and errors, then imports all or nothing', async () => {
    const forms = await get<{ id: number }[]>('/api/optic_form_templates.json', teacher.token);
    const opticForm = forms[0]?.id;
    const [a, b] = grid.rows;
    const before = await get<Grid>(`/api/exams/${examId}/grid`, teacher.token);
    const bad = [
      lineOf(a?.student.studentNumber ?? '', 'A', allRight),
      lineOf('Z9999', 'Nobody', allRight),
      lineOf(b?.student.studentNumber ?? '', 'B', 'ABCDEABCDEBBCCDDEEAAC?DBE'),
    ].join('\n');
    const preview = await server.call(`/api/exams/${examId}/optic_preview`, {
      method: 'POST',
      token: teacher.token,
      json: { opticForm, text: bad },
      headers: { 'accept-language': 'tr' },
    });
    expect(preview.status).toBe(200);
    const body = await json<{
      lines: { line: number; student: { id: number } | null; totalScore: string; errors: string[] }[];
      errorCount: number;
    }>(preview);
    expect(body.errorCount).toBe(2);
    expect(body.lines[0]).toMatchObject({ line: 1, student: { id: a?.student.id }, totalScore: '100.00', errors: [] });
    expect(body.lines[1]?.student).toBeNull();
    expect(body.lines[1]?.errors[0]).toContain('Z9999');

    const refused = await server.call(`/api/exams/${examId}/optic_import`, {
      method: 'POST',
      token: teacher.token,
      json: { opticForm, text: bad },
    });
    expect(refused.status).toBe(422);
    const unchanged = await get<Grid>(`/api/exams/${examId}/grid`, teacher.token);
    expect(unchanged.rows).toEqual(before.rows);

    const good = [
      lineOf(a?.student.studentNumber ?? '', 'A', allRight),
      lineOf(b?.student.studentNumber ?? '', 'B', ' '.repeat(25)),
    ].join('\r\n');
    const imported = await server.call(`/api/exams/${examId}/optic_import`, {
      method: 'POST',
      token: teacher.token,
      json: { opticForm, text: good },
    });
    expect(imported.status).toBe(201);
    expect(await json(imported)).toEqual({ imported: 2 });
    const after = await get<Grid>(`/api/exams/${examId}/grid`, teacher.token);
    expect(after.rows.find((row) => row.student.id === a?.student.id)?.totalScore).toBe('100.00');
    expect(after.rows.find((row) => row.student.id === b?.student.id)?.totalScore).toBe('0.00');
  });
});

describe('community service', () => {
  it('sums a student’s hours; a family reads only its own', async () => {
    const [participant] = await get<{ student: string }[]>('/api/cip_participants.json', staff.token);
    const id = Number(participant?.student.split('/').pop());
    const hours = await get<{ hours: string; activities: unknown[] }>(`/api/students/${id}/cip_hours`, staff.token);
    expect(hours.hours).toBe('3.50');
    expect(hours.activities).toHaveLength(1);
    const children = await get<{ id: number }[]>('/api/students.json', parent.token);
    const strangers = (await get<{ id: number }[]>('/api/students.json?pagination=false', staff.token)).filter(
      (row) => !children.some((child) => child.id === row.id),
    );
    expect((await server.call(`/api/students/${strangers[0]?.id}/cip_hours`, { token: parent.token })).status).toBe(
      404,
    );
    expect((await server.call(`/api/students/${id}/cip_hours`, { token: outsider.token })).status).toBe(404);
  });
});
