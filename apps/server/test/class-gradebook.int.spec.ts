/**
 * The teacher's grid in one read (issue 31; docs/gradebook.md, "The grid"):
 * GET /api/classes/{id}/gradebook?course= answers the class's students by name, the course's
 * assignments by due date, every score (the unreleased final too) and each student's course
 * grade, to the class's teacher and staff; a class the teacher does not teach and another
 * school's are 404, a family 403.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startServer, type TestServer } from './harness.ts';
import { openStream } from './support/event-stream.ts';

type Rec = Record<string, unknown> & { id: number };
interface Grid {
  class: { id: number; title: string; school: number };
  course: { id: number; title: string };
  policy: number | null;
  students: { id: number; name: string; lastName: string }[];
  assignments: { id: number; title: string; maxPoints: string; dueDate: string | null; releasedAt: string | null }[];
  scores: { assignment: number; student: number; scoreStatus: string; points: string | null }[];
  grades: { student: number; percent: string | null; band: { label: string } | null; passed: boolean | null }[];
}

let server: TestServer;
let staff: string;
let staff2: string;
let teacher: string;
let parent: string;
let klass = 0;
let maths = 0;
let school = 0;
let season = 0;

const idOf = (value: unknown) => Number(String(value).split('/').pop());
const get = async <T = Rec[]>(path: string, token = staff): Promise<T> => {
  const response = await server.call(path, { token });
  expect(response.status, `${path} ${await response.clone().text()}`).toBe(200);
  return json<T>(response);
};
const grid = (token: string, classId = klass, courseId = maths) =>
  server.call(`/api/classes/${classId}/gradebook?course=${courseId}`, { token });

beforeAll(async () => {
  server = await startServer();
  [staff, staff2, teacher, parent] = (await Promise.all(
    ['school@kampus.test', 'school2@kampus.test', 'teacher@kampus.test', 'parent@kampus.test'].map(
      async (email) => (await server.login(email)).token,
    ),
  )) as [string, string, string, string];
  const [nineA] = await get('/api/classes.json?search=9-A');
  klass = nineA?.id ?? 0;
  school = idOf(nineA?.school);
  season = idOf(nineA?.season);
  maths = (await get('/api/courses.json?search=MAT9'))[0]?.id ?? 0;
});
afterAll(() => server.close());

describe('the class gradebook', () => {
  it('answers the teacher every student, assignment, score and course grade of the demo', async () => {
    const body = await json<Grid>(await grid(teacher));
    expect(body.class).toEqual({ id: klass, title: '9-A', school });
    expect(body.course.id).toBe(maths);
    expect(body.policy).toEqual(expect.any(Number));
    // By due date: the midterm first (30 days ago), the unreleased final last (2 days ago).
    expect(body.assignments.map((row) => row.title)).toEqual([
      'Midterm exam',
      'Homework: equations',
      'Homework: inequalities',
      'Class participation',
      'Final exam',
    ]);
    expect(body.assignments.map((row) => row.maxPoints)).toEqual(['100.00', '10.00', '10.00', '20.00', '100.00']);
    expect(body.assignments.at(-1)?.releasedAt).toBeNull();
    // Sorted by name as the lists sort them: last name, then first name.
    const names = body.students.map((row) => `${row.lastName} ${row.name}`);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(body.grades.map((row) => row.student)).toEqual(body.students.map((row) => row.id));
    // 5 assignments × 3 students, the teacher reading the unreleased final too.
    expect(body.scores).toHaveLength(15);
    const midterm = body.assignments[0]?.id;
    const gradeOf = (points: string) => {
      const student = body.scores.find((row) => row.assignment === midterm && row.points === points)?.student;
      return body.grades.find((row) => row.student === student);
    };
    // Exams (78 + 92)/200 = 85%, homework 9.5/10 (8 dropped), participation 18/20: 51 + 19 + 18.
    expect(gradeOf('78.00')).toMatchObject({ percent: '88.00', band: { label: '5' }, passed: true });
    // Exams (64.5 + 70)/200, homework 7/10 (6 dropped), participation 15/20: 40.35 + 14 + 15.
    expect(gradeOf('64.50')).toMatchObject({ percent: '69.35', band: { label: '3' }, passed: true });
    // Exams (91 + 88)/200, homework 10/10 (the missing zero dropped), participation 19/20: 53.7 + 20 + 19.
    expect(gradeOf('91.00')).toMatchObject({ percent: '92.70', band: { label: '5' }, passed: true });
    // The rest of the class has no score yet: no grade.
    const unscored = body.grades.filter((row) => !body.scores.some((score) => score.student === row.student));
    expect(unscored.length).toBe(body.students.length - 3);
    for (const row of unscored) expect(row.percent).toBeNull();
  });

  it('answers staff the same grid', async () => {
    const mine = await json<Grid>(await grid(teacher));
    expect(await json<Grid>(await grid(staff))).toEqual(mine);
  });

  it('is 404 for a class the teacher does not teach and for another school, 403 for a family', async () => {
    const other = await server.call('/api/classes', {
      token: staff,
      method: 'POST',
      json: { school, season, title: '9-Z' },
    });
    expect(other.status).toBe(201);
    const otherId = (await json<Rec>(other)).id;
    expect((await grid(teacher, otherId)).status).toBe(404);
    expect((await grid(staff, otherId)).status).toBe(200);
    expect((await grid(staff2)).status).toBe(404);
    expect((await grid(parent)).status).toBe(403);
  });

  it('refuses a course that is not a number (422) and answers 404 for a course out of reach', async () => {
    expect((await grid(teacher, klass, Number.NaN)).status).toBe(422);
    expect((await grid(teacher, klass, 2_000_000_000)).status).toBe(404);
  });
});

describe('a burst of cells saved at once', () => {
  type Cell = { assignment: number; student: number; scoreStatus: string | null; points?: string | null };
  const save = (cells: Cell[], options: { token?: string; key?: string; language?: string } = {}) =>
    server.call(`/api/classes/${klass}/gradebook/scores?course=${maths}`, {
      method: 'PUT',
      token: options.token ?? teacher,
      json: { cells },
      headers: {
        'accept-language': options.language ?? 'en',
        ...(options.key ? { 'idempotency-key': options.key } : {}),
      },
    });
  const violations = async (response: Response) =>
    ((await json<{ violations?: { propertyPath: string; message: string }[] }>(response)).violations ?? []).map(
      (entry) => [entry.propertyPath, entry.message],
    );
  let before: Grid;
  let midterm = 0;
  let homework = 0;
  let scored = 0;
  let unscored = 0;
  const pointsOf = (body: Grid, assignment: number, student: number) =>
    body.scores.find((row) => row.assignment === assignment && row.student === student)?.points;

  beforeAll(async () => {
    before = await json<Grid>(await grid(teacher));
    midterm = before.assignments[0]?.id ?? 0;
    homework = before.assignments[1]?.id ?? 0;
    scored = before.scores.find((row) => row.assignment === midterm && row.points === '78.00')?.student ?? 0;
    unscored = before.students.find((row) => !before.scores.some((score) => score.student === row.id))?.id ?? 0;
    expect([midterm, homework, scored, unscored]).not.toContain(0);
  });

  it('creates, changes and clears cells in one call, the grid and its grades reading them back', async () => {
    const response = await save(
      [
        { assignment: midterm, student: unscored, scoreStatus: 'scored', points: '55.5' },
        { assignment: midterm, student: scored, scoreStatus: 'scored', points: '80' },
        { assignment: homework, student: scored, scoreStatus: null },
      ],
      { key: 'burst-1' },
    );
    expect(response.status, await response.clone().text()).toBe(200);
    const body = await json<{ cells: { assignment: number; student: number; id: number | null }[] }>(response);
    expect(body.cells.map((cell) => [cell.assignment, cell.student, cell.id === null])).toEqual([
      [midterm, unscored, false],
      [midterm, scored, false],
      [homework, scored, true],
    ]);
    const after = await json<Grid>(await grid(teacher));
    expect(pointsOf(after, midterm, unscored)).toBe('55.50');
    expect(pointsOf(after, midterm, scored)).toBe('80.00');
    expect(pointsOf(after, homework, scored)).toBeUndefined();
    expect(after.scores).toHaveLength(15);
    // The first student's grade follows: the cleared homework leaves 9.5/10 with nothing to drop.
    expect(after.grades.find((row) => row.student === unscored)?.percent).not.toBeNull();

    // The same key again: the first answer, and nothing written twice.
    const again = await save(
      [
        { assignment: midterm, student: unscored, scoreStatus: 'scored', points: '55.5' },
        { assignment: midterm, student: scored, scoreStatus: 'scored', points: '80' },
        { assignment: homework, student: scored, scoreStatus: null },
      ],
      { key: 'burst-1' },
    );
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await json(again)).toEqual(body);
  });

  it('tells the class’s teachers at commit, so a grid they have open reads it again; not the writer', async () => {
    const stream = await openStream(server, teacher);
    try {
      await stream.next('ready');
      const byStaff = await save([{ assignment: midterm, student: unscored, scoreStatus: 'scored', points: '55.5' }], {
        token: staff,
      });
      expect(byStaff.status).toBe(200);
      expect((await stream.next('gradebook')).data).toEqual({ class: klass });
      // The teacher's own save is not told back to them.
      const own = await save([{ assignment: midterm, student: unscored, scoreStatus: 'scored', points: '55.5' }]);
      expect(own.status).toBe(200);
      await expect(stream.next('gradebook', 600)).rejects.toThrow(/no gradebook event/);
    } finally {
      stream.close();
    }
  });

  it('refuses the whole burst when one cell is refused, naming each, in the reader’s language', async () => {
    const response = await save(
      [
        { assignment: midterm, student: unscored, scoreStatus: 'scored', points: '60' },
        { assignment: homework, student: unscored, scoreStatus: 'scored', points: '12' },
      ],
      { language: 'tr' },
    );
    expect(response.status).toBe(422);
    const named = await violations(response);
    expect(named.map(([path]) => path)).toEqual(['cells[1].points']);
    // The maximum named in Turkish, not a key.
    expect(named[0]?.[1]).toMatch(/10/);
    expect(named[0]?.[1]).not.toMatch(/^ui\.|^validation\./);
    // The good cell was not kept either: all or nothing.
    expect(pointsOf(await json<Grid>(await grid(teacher)), midterm, unscored)).toBe('55.50');
  });

  it('refuses work of another course, the same cell twice, a family, and a class the teacher does not teach', async () => {
    // The same course's work in another class of the school.
    const [nineB] = (await get('/api/classes.json?pagination=false')).filter((row) => row.id !== klass);
    const other = await server.call('/api/assignments', {
      method: 'POST',
      token: staff,
      json: { school, class: nineB?.id, course: maths, title: 'Quiz', kind: 'quiz', maxPoints: '10' },
    });
    expect(other.status, await other.clone().text()).toBe(201);
    const quiz = (await json<Rec>(other)).id;
    const wrong = await save([
      { assignment: quiz, student: unscored, scoreStatus: 'scored', points: '1' },
      { assignment: 2_000_000_000, student: unscored, scoreStatus: 'scored', points: '1' },
      { assignment: midterm, student: unscored, scoreStatus: 'excused' },
      { assignment: midterm, student: unscored, scoreStatus: 'missing' },
    ]);
    expect(wrong.status).toBe(422);
    expect(await violations(wrong)).toEqual([
      ['cells[0].assignment', 'This record does not exist.'],
      ['cells[1].assignment', 'This record does not exist.'],
      ['cells[3].student', 'This value is already used.'],
    ]);
    expect(
      (await save([{ assignment: midterm, student: unscored, scoreStatus: 'excused' }], { token: parent })).status,
    ).toBe(403);
    const empty = await save([]);
    expect(empty.status).toBe(422);
    expect((await violations(empty)).map(([path]) => path)).toEqual(['cells']);
    const elsewhere = await server.call(`/api/classes/${klass}/gradebook/scores?course=${maths}`, {
      method: 'PUT',
      token: staff2,
      json: { cells: [{ assignment: midterm, student: unscored, scoreStatus: 'excused' }] },
    });
    expect(elsewhere.status).toBe(404);
    expect(season).toBeGreaterThan(0);
  });
});
