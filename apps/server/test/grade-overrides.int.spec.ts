/**
 * A teacher's term grade (issue 31, part 5; docs/gradebook.md, "Term grades and overrides"): set
 * with a reason on the course's scale, shown beside the computed grade, used by the grid and the
 * transcript, seen by the family only once released, removed to return to the computed grade,
 * audited; refused off the scale or without a reason (in the caller's language), 404 to another
 * school and to a teacher of another class, 403 to a family. And a late hand-in's days carried
 * into its score's `daysLate`, where the policy's late rule takes them up.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startServer, type TestServer } from './harness.ts';

type Rec = Record<string, unknown> & { id: number };
interface Band {
  label: string;
  gpaPoints: string | null;
  passing: boolean;
}
interface Grade {
  percent: string | null;
  band: Band | null;
  passed: boolean | null;
  explanation: {
    computed: { percent: string; band: Band | null } | null;
    override: { grade: string; percent: string | null; reason: string } | null;
    categories: { scores: { id: number; latePenalty: { daysLate: number; percent: string } | null }[] }[];
  };
  override: { id: number; grade: string; reason: string; releasedAt: string | null } | null;
}
interface Problem {
  violations?: { propertyPath: string; message: string }[];
}

let server: TestServer;
const token: Record<'admin' | 'staff' | 'staff2' | 'teacher' | 'parent' | 'student', string> = {
  admin: '',
  staff: '',
  staff2: '',
  teacher: '',
  parent: '',
  student: '',
};
let school = 0;
let season = 0;
let klass = 0;
let maths = 0;
let deniz = 0;

const idOf = (value: unknown) => Number(String(value).split('/').pop());
const get = async <T = Rec[]>(path: string, who = token.staff): Promise<T> => {
  const response = await server.call(path, { token: who });
  expect(response.status, `${path} ${await response.clone().text()}`).toBe(200);
  return json<T>(response);
};
const overridePath = (student = deniz, classId = klass) =>
  `/api/students/${student}/course_grade/override?class=${classId}&course=${maths}`;
const setGrade = (body: Record<string, unknown>, who = token.teacher, language = 'en', path = overridePath()) =>
  server.call(path, { token: who, method: 'PUT', json: body, headers: { 'accept-language': language } });
const gradeFor = (who: string) => get<Grade>(`/api/students/${deniz}/course_grade?class=${klass}&course=${maths}`, who);
const violations = async (response: Response) =>
  ((await json<Problem>(response)).violations ?? []).map(({ propertyPath, message }) => ({ propertyPath, message }));
const patch = (path: string, body: Record<string, unknown>, who = token.staff) =>
  server.call(path, {
    token: who,
    method: 'PATCH',
    headers: { 'content-type': 'application/merge-patch+json' },
    body: JSON.stringify(body),
  });

beforeAll(async () => {
  server = await startServer();
  const emails = {
    admin: 'admin@kampus.test',
    staff: 'school@kampus.test',
    staff2: 'school2@kampus.test',
    teacher: 'teacher@kampus.test',
    parent: 'parent@kampus.test',
    student: 'student@kampus.test',
  } as const;
  for (const [who, email] of Object.entries(emails))
    token[who as keyof typeof token] = (await server.login(email)).token;
  const [nineA] = await get('/api/classes.json?search=9-A');
  klass = nineA?.id ?? 0;
  school = idOf(nineA?.school);
  season = idOf(nineA?.season);
  maths = (await get('/api/courses.json?search=MAT9'))[0]?.id ?? 0;
  const [me] = await get('/api/students.json', token.student);
  deniz = me?.id ?? 0;
  expect(deniz).toBeGreaterThan(0);
});
afterAll(() => server.close());

describe('a teacher’s grade', () => {
  let overrideId = 0;

  it('is set on the scale with a reason, the computed grade kept beside it', async () => {
    // The demo's scale writes grades from 0 to 100 (its bands 1 to 5): the teacher's computed
    // grade is 88.00, a "5"; the teacher gives 60 (a "3"), typed with a comma.
    const response = await setGrade({ grade: ' 60,0 ', reason: 'Oral exam failed after the written one' });
    expect(response.status, await response.clone().text()).toBe(200);
    const body = await json<Grade>(response);
    expect(body).toMatchObject({ percent: '60.00', band: { label: '3' }, passed: true });
    expect(body.explanation.computed).toMatchObject({ percent: '88.00', band: { label: '5' } });
    expect(body.explanation.override).toEqual({
      grade: '60.00',
      percent: '60.00',
      band: expect.objectContaining({ label: '3' }),
      passed: true,
      reason: 'Oral exam failed after the written one',
    });
    expect(body.override).toMatchObject({ grade: '60.00', releasedAt: null });
    overrideId = body.override?.id ?? 0;
    // The grid shows both: the teacher's grade that stands and the computed one.
    const grid = await get<{ grades: Rec[]; scaleKind: string }>(
      `/api/classes/${klass}/gradebook?course=${maths}`,
      token.teacher,
    );
    expect(grid.scaleKind).toBe('one_to_hundred');
    expect(grid.grades.find((row) => row.student === deniz)).toMatchObject({
      percent: '60.00',
      band: { label: '3' },
      computed: { percent: '88.00', band: { label: '5' } },
      override: { grade: '60.00', reason: 'Oral exam failed after the written one', releasedAt: null },
    });
  });

  it('is what the transcript uses', async () => {
    const transcript = await get<{ seasons: { courses: Rec[] }[] }>(`/api/students/${deniz}/transcript`);
    const course = transcript.seasons.flatMap((row) => row.courses).find((row) => row.course === maths);
    expect(course).toMatchObject({ grade: '3', percent: '60.00', gpaPoints: '3.00', passed: true, counted: true });
  });

  it('reaches the family only once released', async () => {
    // Unreleased: the family's grade is the computed one of released work (83.80, a "4").
    const before = await gradeFor(token.parent);
    expect(before).toMatchObject({ percent: '83.80', band: { label: '4' }, override: null });
    expect(before.explanation.override).toBeNull();
    expect(await get(`/api/grade_overrides.json?student=${deniz}`, token.parent)).toEqual([]);
    const student = await gradeFor(token.student);
    expect(student.explanation.override).toBeNull();

    const released = await setGrade({ grade: '60', reason: 'Oral exam failed after the written one', released: true });
    expect(released.status).toBe(200);
    expect((await json<Grade>(released)).override?.releasedAt).toEqual(expect.any(String));
    const after = await gradeFor(token.parent);
    expect(after).toMatchObject({ percent: '60.00', band: { label: '3' } });
    expect(after.explanation.computed).toMatchObject({ percent: '83.80', band: { label: '4' } });
    expect(after.explanation.override).toMatchObject({
      grade: '60.00',
      reason: 'Oral exam failed after the written one',
    });
    expect(await get(`/api/grade_overrides.json?student=${deniz}`, token.parent)).toHaveLength(1);
    const transcript = await get<{ seasons: { courses: Rec[] }[] }>(`/api/students/${deniz}/transcript`, token.parent);
    expect(transcript.seasons.flatMap((row) => row.courses).find((row) => row.course === maths)).toMatchObject({
      grade: '3',
    });
  });

  it('refuses a grade not on the scale and a missing reason, on the field, in the caller’s language', async () => {
    for (const grade of ['101', 'A', '59.555']) {
      const offScale = await setGrade({ grade, reason: 'Excellent' }, token.teacher, 'tr');
      expect(offScale.status).toBe(422);
      expect(await violations(offScale)).toEqual([
        { propertyPath: 'grade', message: '0 ile 100 arasında, en fazla iki ondalıklı bir yüzde verin.' },
      ]);
    }

    const noReason = await setGrade({ grade: '4' }, token.teacher, 'de');
    expect(noReason.status).toBe(422);
    expect((await violations(noReason)).map((row) => row.propertyPath)).toEqual(['reason']);
    const blank = await setGrade({ grade: '4', reason: '   ' }, token.teacher, 'en');
    expect(blank.status).toBe(422);
    expect(await violations(blank)).toEqual([{ propertyPath: 'reason', message: 'Say why the grade is set by hand.' }]);
    // The generic resource obeys the same rules.
    const generic = await server.call('/api/grade_overrides', {
      token: token.staff,
      method: 'POST',
      json: { school, class: klass, course: maths, student: deniz, overrideGrade: 'A', overrideReason: 'x' },
    });
    expect(generic.status).toBe(422);
    expect((await violations(generic)).map((row) => row.propertyPath)).toEqual(['overrideGrade']);
    // Nothing was changed by the refusals.
    expect((await gradeFor(token.teacher)).override).toMatchObject({ grade: '60.00' });
  });

  it('is 404 to another school and to a teacher of another class, 403 to a family', async () => {
    expect((await setGrade({ grade: '4', reason: 'x' }, token.staff2)).status).toBe(404);
    const other = await server.call('/api/classes', {
      token: token.staff,
      method: 'POST',
      json: { school, season, title: '9-Y' },
    });
    expect(other.status).toBe(201);
    const otherClass = (await json<Rec>(other)).id;
    expect(
      (await setGrade({ grade: '4', reason: 'x' }, token.teacher, 'en', overridePath(deniz, otherClass))).status,
    ).toBe(404);
    expect((await setGrade({ grade: '4', reason: 'x' }, token.parent)).status).toBe(403);
    expect((await server.call(overridePath(), { token: token.student, method: 'DELETE' })).status).toBe(403);
    expect((await gradeFor(token.teacher)).override).toMatchObject({ grade: '60.00' });
  });

  it('leaves a line in the audit trail', async () => {
    const entries = await get<{ action: string; resource: string }[]>(
      `/api/audit_logs.json?resource=grade_overrides&recordId=${overrideId}&pagination=false`,
      token.admin,
    );
    expect(entries.map((row) => row.action)).toEqual(expect.arrayContaining(['create', 'update']));
  });

  it('removed, the computed grade stands again', async () => {
    const response = await server.call(overridePath(), { token: token.teacher, method: 'DELETE' });
    expect(response.status).toBe(200);
    expect(await json<Grade>(response)).toMatchObject({ percent: '88.00', band: { label: '5' }, override: null });
    expect(await gradeFor(token.parent)).toMatchObject({ percent: '83.80', band: { label: '4' } });
    const entries = await get<{ action: string }[]>(
      `/api/audit_logs.json?resource=grade_overrides&recordId=${overrideId}&pagination=false`,
      token.admin,
    );
    expect(entries.map((row) => row.action)).toContain('delete');
  });
});

describe('a late hand-in', () => {
  it('gives its score the days late, which the policy’s late rule takes up; a teacher’s own figure is kept', async () => {
    const [homework] = await get<Rec[]>(`/api/grading_categories.json?search=Homework`, token.staff);
    const assignment = await server.call('/api/assignments', {
      token: token.teacher,
      method: 'POST',
      json: {
        school,
        class: klass,
        course: maths,
        gradingCategory: homework?.id,
        title: 'Late essay',
        kind: 'homework',
        maxPoints: '10',
      },
    });
    expect(assignment.status, await assignment.clone().text()).toBe(201);
    const work = (await json<Rec>(assignment)).id;
    // Handed in today (no due date yet: on time), then due three days before the day it was handed in.
    const handIn = await server.call('/api/assignment_submissions', {
      token: token.student,
      method: 'POST',
      json: { school, assignment: work, student: deniz, answerText: 'My essay' },
    });
    expect(handIn.status, await handIn.clone().text()).toBe(201);
    const submission = await json<Rec>(handIn);
    const handedOn = String(submission.submittedAt).slice(0, 10);
    const due = new Date(Date.parse(`${handedOn}T00:00:00Z`) - 3 * 86_400_000).toISOString().slice(0, 10);
    expect((await patch(`/api/assignments/${work}`, { dueDate: due }, token.teacher)).status).toBe(200);
    const again = await patch(
      `/api/assignment_submissions/${submission.id}`,
      { answerText: 'My essay, again' },
      token.student,
    );
    expect(await json<Rec>(again)).toMatchObject({ late: true });

    const policy = (await get<Rec[]>('/api/grading_policies.json?isDefault=true', token.staff))[0];
    expect(
      (await patch(`/api/grading_policies/${policy?.id}`, { latePenaltyPerDay: '10', latePenaltyMax: '50' })).status,
    ).toBe(200);
    const scored = await server.call('/api/assignment_scores', {
      token: token.teacher,
      method: 'POST',
      json: { school, assignment: work, student: deniz, scoreStatus: 'scored', points: '9' },
    });
    expect(scored.status, await scored.clone().text()).toBe(201);
    const score = await json<Rec>(scored);
    expect(score.daysLate).toBe(3);
    const line = (await gradeFor(token.teacher)).explanation.categories
      .flatMap((row) => row.scores)
      .find((row) => row.id === work);
    expect(line?.latePenalty).toMatchObject({ daysLate: 3, percent: '30.00' });

    // The teacher waives it: their figure stands, even at the next change of points.
    expect((await patch(`/api/assignment_scores/${score.id}`, { daysLate: 0 }, token.teacher)).status).toBe(200);
    const kept = await patch(`/api/assignment_scores/${score.id}`, { points: '8' }, token.teacher);
    expect(await json<Rec>(kept)).toMatchObject({ daysLate: 0, points: '8.00' });
  });
});
