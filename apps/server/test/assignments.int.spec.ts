/**
 * Assignments, their scores and a student's course grade over HTTP (issue 31, part 2;
 * docs/gradebook.md): a teacher gives work to a class of theirs only; a category is of the
 * course's policy; points within the maximum and as the status says; a score is of a student of
 * the class; one score a student; the grade computed on the stored policy and scale; and a family
 * never sees a score of an unreleased assignment, on a list, an item or the grade.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startServer, type TestServer } from './harness.ts';

type Rec = Record<string, unknown> & { id: number };
interface Problem {
  violations?: { propertyPath: string; message: string }[];
}
interface Grade {
  percent: string | null;
  band: { label: string } | null;
  passed: boolean | null;
  explanation: { categories: { title: string; percent: string | null; dropped: unknown[] }[] };
}

let server: TestServer;
let staff: string;
let staff2: string;
let teacher: string;
let parent: string;
let school = 0;
let season = 0;
let klass = 0;
/** A class of the school the demo teacher neither leads nor teaches. */
let otherClass = 0;
let deniz = 0;
let classmates: number[] = [];
/** A student of another class (10-A). */
let outsider = 0;
const category: Record<string, number> = {};
let course = 0;

const call = (path: string, init: { token?: string; method?: string; json?: unknown; language?: string } = {}) =>
  server.call(path, {
    token: init.token ?? staff,
    ...(init.method ? { method: init.method } : {}),
    ...(init.json === undefined ? {} : { json: init.json }),
    ...(init.language ? { headers: { 'accept-language': init.language } } : {}),
  });
const get = async <T = Rec[]>(path: string, token = staff): Promise<T> => {
  const response = await call(path, { token });
  expect(response.status, `${path} ${await response.clone().text()}`).toBe(200);
  return json<T>(response);
};
const post = (resource: string, body: Record<string, unknown>, init: { token?: string; language?: string } = {}) =>
  call(`/api/${resource}`, { ...init, method: 'POST', json: body });
const patch = (resource: string, id: number, body: Record<string, unknown>, token = staff) =>
  server.call(`/api/${resource}/${id}`, {
    token,
    method: 'PATCH',
    headers: { 'content-type': 'application/merge-patch+json' },
    body: JSON.stringify(body),
  });
const created = async (response: Response): Promise<Rec> => {
  expect(response.status, await response.clone().text()).toBe(201);
  return json<Rec>(response);
};
const violations = async (response: Response) =>
  ((await json<Problem>(response)).violations ?? []).map(({ propertyPath, message }) => ({ propertyPath, message }));
const idOf = (value: unknown) => Number(String(value).split('/').pop());

/** An assignment of the test course in class 9-A, given by the demo teacher. */
const assign = async (title: string, categoryTitle: string, maxPoints: string, releasedAt: string | null) =>
  (
    await created(
      await post(
        'assignments',
        {
          school,
          class: klass,
          course,
          gradingCategory: category[categoryTitle],
          title,
          kind: 'homework',
          maxPoints,
          releasedAt,
        },
        { token: teacher },
      ),
    )
  ).id;

const grade = (token: string, studentId = deniz, classId = klass, courseId = course) =>
  call(`/api/students/${studentId}/course_grade?class=${classId}&course=${courseId}`, { token });

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
  const members = await get(`/api/class_students.json?classId=${klass}&pagination=false`);
  const [found] = await get('/api/students.json?search=Deniz');
  deniz = found?.id ?? 0;
  classmates = [...new Set(members.map((row) => idOf(row.student)))].filter((id) => id !== deniz).slice(0, 2);
  const [tenA] = await get('/api/classes.json?search=10-A');
  outsider = idOf((await get(`/api/class_students.json?classId=${tenA?.id}&itemsPerPage=1`))[0]?.student);
  otherClass = (await created(await post('classes', { school, season, title: '9-Y' }))).id;
  // A course of its own, naming no policy: it follows the school's default (the demo's).
  course = (await created(await post('courses', { school, season, title: 'Gradebook test', code: 'GBT9' }))).id;
  const [policy] = await get('/api/grading_policies.json?isDefault=true');
  for (const row of await get(`/api/grading_categories.json?gradingPolicy=${policy?.id}`))
    category[String(row.title)] = row.id;
});
afterAll(() => server.close());

describe('assignments', () => {
  it('are given by a teacher to a class of theirs (201), never to another class (403)', async () => {
    const body = { school, class: klass, course, title: 'Teacher’s quiz', kind: 'quiz', maxPoints: 20 };
    const mine = await created(await post('assignments', body, { token: teacher }));
    // Exact decimals, never a float: 20 comes back as "20.00".
    expect(mine).toMatchObject({ title: 'Teacher’s quiz', kind: 'quiz', maxPoints: '20.00' });
    const refused = await post('assignments', { ...body, class: otherClass }, { token: teacher });
    expect(refused.status).toBe(403);
    // Staff give work to any class of the school.
    await created(await post('assignments', { ...body, class: otherClass }));
    // The teacher moves no assignment of theirs to a class they do not teach.
    expect((await patch('assignments', mine.id, { class: otherClass }, teacher)).status).toBe(422);
  });

  it('take a category of the course’s policy only (422 on gradingCategory)', async () => {
    const scale = (await get('/api/grading_scales.json'))[0]?.id;
    const other = await created(
      await post('grading_policies', {
        school,
        title: 'Points only',
        gradingScale: scale,
        gradingMethod: 'total_points',
      }),
    );
    const foreign = await created(
      await post('grading_categories', { school, gradingPolicy: other.id, title: 'Labs', weight: 10 }),
    );
    const body = {
      school,
      class: klass,
      course,
      title: 'Lab report',
      kind: 'project',
      maxPoints: '10',
      gradingCategory: foreign.id,
    };
    const response = await post('assignments', body, { token: teacher });
    expect(response.status).toBe(422);
    expect(await violations(response)).toEqual([
      {
        propertyPath: 'gradingCategory',
        message: 'This category is not one of the grading policy “Default policy” that the course uses.',
      },
    ]);
    await created(await post('assignments', { ...body, gradingCategory: category.Homework }, { token: teacher }));
  });

  it('are another school’s 404', async () => {
    const id = await assign('Hidden from school 2', 'Homework', '10', null);
    expect((await call(`/api/assignments/${id}`, { token: staff2 })).status).toBe(404);
    expect(await get(`/api/assignments.json?id=${id}`, staff2)).toEqual([]);
    expect((await grade(staff2)).status).toBe(404);
  });
});

describe('scores', () => {
  it('take points within the maximum, named in the caller’s language; a student of the class; one a student', async () => {
    const id = await assign('Short quiz', 'Exams', '20', '2026-01-10 09:00:00');
    const over = await post(
      'assignment_scores',
      { school, assignment: id, student: deniz, scoreStatus: 'scored', points: '20.5' },
      {
        token: teacher,
      },
    );
    expect(over.status).toBe(422);
    expect(await violations(over)).toEqual([
      { propertyPath: 'points', message: 'At most 20.00 points: the assignment is out of 20.00.' },
    ]);
    const turkish = await post(
      'assignment_scores',
      { school, assignment: id, student: deniz, scoreStatus: 'scored', points: 21 },
      { token: teacher, language: 'tr' },
    );
    expect(await violations(turkish)).toEqual([
      { propertyPath: 'points', message: 'En fazla 20.00 puan: bu çalışmanın tam puanı 20.00.' },
    ]);
    const stranger = await post('assignment_scores', {
      school,
      assignment: id,
      student: outsider,
      scoreStatus: 'scored',
      points: '5',
    });
    expect(stranger.status).toBe(422);
    expect((await violations(stranger)).map((v) => v.propertyPath)).toEqual(['student']);
    // Points as the status says: needed when scored, none when excused or missing.
    const none = await post('assignment_scores', { school, assignment: id, student: deniz, scoreStatus: 'scored' });
    expect((await violations(none)).map((v) => v.message)).toEqual(['A scored piece of work needs its points.']);
    const excused = await post('assignment_scores', {
      school,
      assignment: id,
      student: deniz,
      scoreStatus: 'excused',
      points: '3',
    });
    expect((await violations(excused)).map((v) => v.propertyPath)).toEqual(['points']);

    // A batch: the whole class's marks at once, all or none.
    const batch = await call('/api/assignment_scores/bulk', {
      token: teacher,
      method: 'POST',
      json: {
        items: [
          { school, assignment: id, student: deniz, scoreStatus: 'scored', points: '20' },
          { school, assignment: id, student: classmates[0], scoreStatus: 'missing' },
          { school, assignment: id, student: classmates[1], scoreStatus: 'scored', points: 12.25, daysLate: 2 },
        ],
      },
    });
    expect(batch.status, await batch.clone().text()).toBe(201);
    const items = (await json<{ items: Rec[] }>(batch)).items;
    expect(items.map((row) => [row.scoreStatus, row.points])).toEqual([
      ['scored', '20.00'],
      ['missing', null],
      ['scored', '12.25'],
    ]);
    const again = await post('assignment_scores', {
      school,
      assignment: id,
      student: deniz,
      scoreStatus: 'scored',
      points: '1',
    });
    expect([409, 422]).toContain(again.status);
  });

  it('are written by a teacher in a batch only for their own classes’ work: one row of another class refuses all (403)', async () => {
    const mine = await assign('Batch quiz', 'Homework', '10', null);
    const theirs = (
      await created(
        await post('assignments', {
          school,
          class: otherClass,
          course,
          title: 'Not yours',
          kind: 'quiz',
          maxPoints: 10,
        }),
      )
    ).id;
    const items = (other: number) => [
      { school, assignment: mine, student: deniz, scoreStatus: 'scored', points: '7' },
      { school, assignment: other, student: classmates[0], scoreStatus: 'scored', points: '8' },
    ];
    const refused = await call('/api/assignment_scores/bulk', {
      token: teacher,
      method: 'POST',
      json: { items: items(theirs) },
    });
    expect(refused.status).toBe(403);
    // All or none: the row of the teacher's own class was not written either.
    expect(await get(`/api/assignment_scores.json?assignment=${mine}`)).toEqual([]);
    const accepted = await call('/api/assignment_scores/bulk', {
      token: teacher,
      method: 'POST',
      json: { items: items(mine) },
    });
    expect(accepted.status, await accepted.clone().text()).toBe(201);
    expect((await get(`/api/assignment_scores.json?assignment=${mine}`)).map((row) => row.points).sort()).toEqual([
      '7.00',
      '8.00',
    ]);
  });
});

describe('the course grade', () => {
  let unreleased = 0;
  let unreleasedScore = 0;
  let examOne = 0;

  beforeAll(async () => {
    // A course of its own again, so the work of the tests above does not count here.
    course = (await created(await post('courses', { school, season, title: 'Gradebook grade', code: 'GBG9' }))).id;
    // Deniz's work in the test course: two exams (the second not yet released), two homeworks
    // (the lowest dropped), one participation mark.
    examOne = await assign('Exam 1', 'Exams', '100', '2026-01-10 09:00:00');
    unreleased = await assign('Exam 2', 'Exams', '50', '2099-01-01 09:00:00');
    const hwOne = await assign('Homework 1', 'Homework', '10', '2026-01-10 09:00:00');
    const hwTwo = await assign('Homework 2', 'Homework', '20', '2026-01-10 09:00:00');
    const part = await assign('Participation', 'Participation', '10', '2026-01-10 09:00:00');
    const marks: [number, string][] = [
      [examOne, '85'],
      [unreleased, '45'],
      [hwOne, '6'],
      [hwTwo, '18'],
      [part, '9'],
    ];
    for (const [assignment, points] of marks) {
      const row = await created(
        await post(
          'assignment_scores',
          { school, assignment, student: deniz, scoreStatus: 'scored', points },
          {
            token: teacher,
          },
        ),
      );
      if (assignment === unreleased) unreleasedScore = row.id;
    }
  });

  it('is computed by hand: the teacher’s from every score', async () => {
    // Exams 60: (85 + 45) / (100 + 50) = 86.67%; Homework 20: 6/10 = 60% is dropped, 18/20 = 90%;
    // Participation 20: 9/10 = 90%. (60 × 130/150 + 20 × 90 + 20 × 90) / 100 = (52 + 18 + 18) = 88.00.
    const response = await grade(teacher);
    expect(response.status, await response.clone().text()).toBe(200);
    const result = await json<Grade>(response);
    expect(result).toMatchObject({ percent: '88.00', band: { label: '5' }, passed: true });
    expect(result.explanation.categories.map((row) => [row.title, row.percent])).toEqual([
      ['Exams', '86.67'],
      ['Homework', '90.00'],
      ['Participation', '90.00'],
    ]);
    expect((await json<Grade>(await grade(staff))).percent).toBe('88.00');
  });

  it('reaches a family from released scores only: list, item and grade', async () => {
    // Exams: 85/100 = 85% alone; (60 × 85 + 20 × 90 + 20 × 90) / 100 = 51 + 18 + 18 = 87.00.
    const family = await grade(parent);
    expect(family.status, await family.clone().text()).toBe(200);
    expect(await json<Grade>(family)).toMatchObject({ percent: '87.00', band: { label: '5' }, passed: true });

    const mine = await get(`/api/assignment_scores.json?student=${deniz}&pagination=false`, parent);
    const seen = mine.map((row) => idOf(row.assignment));
    expect(seen).toContain(examOne);
    expect(seen).not.toContain(unreleased);
    const teachers = await get(`/api/assignment_scores.json?student=${deniz}&pagination=false`, teacher);
    expect(teachers.map((row) => idOf(row.assignment))).toContain(unreleased);
    expect((await call(`/api/assignment_scores/${unreleasedScore}`, { token: parent })).status).toBe(404);
    expect((await call(`/api/assignment_scores/${unreleasedScore}`, { token: teacher })).status).toBe(200);
    // The assignment itself is theirs to read (their child's class), and not theirs to write.
    expect((await call(`/api/assignments/${unreleased}`, { token: parent })).status).toBe(200);
    const write = await post(
      'assignment_scores',
      { school, assignment: examOne, student: deniz, scoreStatus: 'scored', points: '1' },
      {
        token: parent,
      },
    );
    expect(write.status).toBe(403);

    // Released: the family sees it and the same grade as the teacher.
    expect((await patch('assignments', unreleased, { releasedAt: '2026-01-11 09:00:00' }, teacher)).status).toBe(200);
    expect((await call(`/api/assignment_scores/${unreleasedScore}`, { token: parent })).status).toBe(200);
    expect((await json<Grade>(await grade(parent))).percent).toBe('88.00');
  });

  it('reads a release on UTC for a school whose time zone the database does not know, never a 500', async () => {
    await server.sql(`update schools set timezone = 'Mars/Olympus' where id = ${school}`);
    try {
      const response = await call(`/api/assignment_scores.json?student=${deniz}&pagination=false`, { token: parent });
      expect(response.status, await response.clone().text()).toBe(200);
      expect((await json<{ assignment: string }[]>(response)).map((row) => idOf(row.assignment))).toContain(examOne);
    } finally {
      await server.sql(`update schools set timezone = 'Europe/Istanbul' where id = ${school}`);
    }
  });

  it('is the demo’s too: the parent sees a grade from released scores, the teacher counts the final', async () => {
    const [maths] = await get('/api/courses.json?search=MAT9');
    const family = await json<Grade>(await grade(parent, deniz, klass, maths?.id ?? 0));
    // Midterm 78%; homework 8/10 dropped, 9.5/10 = 95%; participation 18/20 = 90%:
    // 60 × 0.78 + 20 × 0.95 + 20 × 0.90 = 46.8 + 19 + 18 = 83.80, a "4".
    expect(family).toMatchObject({ percent: '83.80', band: { label: '4' } });
    // With the final's 92: exams (78 + 92) / 200 = 85%: 51 + 19 + 18 = 88.00.
    expect((await json<Grade>(await grade(teacher, deniz, klass, maths?.id ?? 0))).percent).toBe('88.00');
  });

  it('is out of reach for a class the teacher does not teach (404)', async () => {
    expect((await grade(teacher, deniz, otherClass)).status).toBe(404);
  });
});
