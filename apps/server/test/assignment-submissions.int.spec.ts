/**
 * Hand-in (issue 31, item 3; docs/gradebook.md, "Hand-in"): a student hands in their own work
 * for their class's assignments, stamped on time or late by the school's clock; one hand-in a
 * student, handed in again in place; files checked by their bytes and served only through the
 * hand-in, to those who read it (the student, their family, the class's teacher, staff).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startServer, type TestServer } from './harness.ts';

type Rec = Record<string, unknown> & { id: number };
interface Problem {
  violations?: { propertyPath: string; message: string }[];
}
interface Submission extends Rec {
  late: boolean;
  submittedAt: string | null;
  answerText: string | null;
  attachments: { id: string; name: string; size: number; type: string }[];
}

let server: TestServer;
const token: Record<'staff' | 'staff2' | 'teacher' | 'parent' | 'student' | 'stranger' | 'otherFamily', string> = {
  staff: '',
  staff2: '',
  teacher: '',
  parent: '',
  student: '',
  stranger: '',
  otherFamily: '',
};
let school = 0;
let klass = 0;
let deniz = 0;
let classmate = 0;
let course = 0;
/** Due far ahead (on time), long past (late), and an assignment of a class Deniz is not in. */
let onTime = 0;
let overdue = 0;
let foreign = 0;

const pdf = new Uint8Array(
  Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n', 'latin1'),
);
const html = new Uint8Array(Buffer.from('<html><script>alert(document.cookie)</script></html>'));

const idOf = (value: unknown) => Number(String(value).split('/').pop());
const post = (who: string, resource: string, body: Record<string, unknown>) =>
  server.call(`/api/${resource}`, { method: 'POST', token: who, json: body });
const patch = (who: string, id: number, body: Record<string, unknown>) =>
  server.call(`/api/assignment_submissions/${id}`, {
    token: who,
    method: 'PATCH',
    headers: { 'content-type': 'application/merge-patch+json' },
    body: JSON.stringify(body),
  });
const created = async <T = Rec>(sent: Response | Promise<Response>): Promise<T> => {
  const response = await sent;
  expect(response.status, await response.clone().text()).toBe(201);
  return json<T>(response);
};
const get = async <T = Rec[]>(path: string, who = token.staff): Promise<T> => {
  const response = await server.call(path, { token: who });
  expect(response.status, `${path} ${await response.clone().text()}`).toBe(200);
  return json<T>(response);
};
const violations = async (response: Response) =>
  ((await json<Problem>(response)).violations ?? []).map(({ propertyPath, message }) => ({ propertyPath, message }));
const upload = (who: string, id: number, body: Uint8Array, name = 'essay.pdf') =>
  server.call(`/api/assignment_submissions/${id}/files?name=${encodeURIComponent(name)}`, {
    method: 'PUT',
    token: who,
    headers: { 'content-type': 'application/pdf' },
    body,
  });
const handIn = (assignment: number, text: string, who = token.student, student = deniz) =>
  post(who, 'assignment_submissions', { school, assignment, student, answerText: text });

/** A user of the school of this kind (user type), signed in: answers their token and id. */
const newUser = async (email: string, userType: number): Promise<{ token: string; id: string }> => {
  const made = await post(token.staff, 'users', {
    name: 'Hand',
    lastName: 'In',
    email,
    userType: `/api/user_types/${userType}`,
    schoolId: school,
    password: 'Secret!234',
  });
  const { id } = await created<{ id: string }>(made);
  return { token: (await server.login(email, 'Secret!234')).token, id };
};

beforeAll(async () => {
  server = await startServer();
  const demo = {
    staff: 'school',
    staff2: 'school2',
    teacher: 'teacher',
    parent: 'parent',
    student: 'student',
  } as const;
  for (const [who, email] of Object.entries(demo) as [keyof typeof demo, string][])
    token[who] = (await server.login(`${email}@kampus.test`)).token;
  const [nineA] = await get('/api/classes.json?search=9-A');
  klass = nineA?.id ?? 0;
  school = idOf(nineA?.school);
  const season = idOf(nineA?.season);
  const [own] = await get('/api/students.json', token.student);
  deniz = own?.id ?? 0;
  const members = await get(`/api/class_students.json?classId=${klass}&pagination=false`);
  classmate = members.map((row) => idOf(row.student)).find((id) => id !== deniz) ?? 0;
  // The demo's Mathematics 9 of 9-A: its assignments' course.
  const [given] = await get(`/api/assignments.json?class=${klass}`);
  course = idOf(given?.course);
  const assignment = (classId: number, title: string, dueDate: string, who = token.teacher) =>
    created(
      post(who, 'assignments', { school, class: classId, course, title, kind: 'homework', maxPoints: '10', dueDate }),
    ).then((row) => row.id);
  onTime = await assignment(klass, 'Essay due far ahead', '2099-06-30');
  overdue = await assignment(klass, 'Essay long overdue', '2020-01-10');
  const otherClass = (await created(post(token.staff, 'classes', { school, season, title: '9-Z' }))).id;
  foreign = await assignment(otherClass, 'Another class’s essay', '2099-06-30', token.staff);
  // A teacher of the school who teaches no class, and a parent of another family (a student of another class).
  token.stranger = (await newUser('stranger.teacher@example.org', 6)).token;
  const [tenA] = await get('/api/classes.json?search=10-A');
  const outsider = idOf((await get(`/api/class_students.json?classId=${tenA?.id}&itemsPerPage=1`))[0]?.student);
  const otherParent = await newUser('other.parent@example.org', 9);
  await created(
    post(token.staff, 'guardians', {
      school: `/api/schools/${school}`,
      studentId: outsider,
      user: `/api/users/${otherParent.id}`,
      relation: 'mother',
      name: 'Other',
      lastName: 'Family',
    }),
  );
  token.otherFamily = otherParent.token;
});
afterAll(() => server.close());

describe('handing in', () => {
  it('is stamped on time before the due date, and handed in again in place', async () => {
    const first = await created<Submission>(handIn(onTime, 'My first draft'));
    expect(first).toMatchObject({ late: false, answerText: 'My first draft', attachments: [] });
    expect(first.submittedAt).toMatch(/^\d{4}-\d{2}-\d{2}/);
    // The client cannot set what the server stamps.
    const again = await patch(token.student, first.id, { answerText: 'My final text', late: true, submittedAt: null });
    expect(again.status, await again.clone().text()).toBe(200);
    expect(await json<Submission>(again)).toMatchObject({ id: first.id, late: false, answerText: 'My final text' });
    // One hand-in a student: a second one is refused, the first stays.
    expect([409, 422]).toContain((await handIn(onTime, 'Another')).status);
    expect(await get(`/api/assignment_submissions.json?assignment=${onTime}`, token.student)).toHaveLength(1);
  });

  it('is marked late after the due date, and may not move to another assignment', async () => {
    const late = await created<Submission>(handIn(overdue, 'Sorry, late'));
    expect(late.late).toBe(true);
    const moved = await patch(token.student, late.id, { assignment: onTime });
    expect(moved.status).toBe(422);
    expect((await violations(moved))[0]?.propertyPath).toBe('assignment');
  });

  it('is a student’s own: not for a classmate (403), not for another class’s work (422), not by a parent (403)', async () => {
    expect((await handIn(overdue, 'For a friend', token.student, classmate)).status).toBe(403);
    const other = await handIn(foreign, 'Wrong class');
    expect(other.status).toBe(422);
    expect((await violations(other))[0]?.propertyPath).toBe('assignment');
    expect((await handIn(onTime, 'From a parent', token.parent)).status).toBe(403);
    const [mine] = await get(`/api/assignment_submissions.json?assignment=${onTime}`, token.parent);
    expect(mine?.answerText).toBe('My final text');
    expect((await patch(token.parent, mine?.id ?? 0, { answerText: 'Edited by a parent' })).status).toBe(403);
  });

  it('is read by the class’s teacher and staff; another teacher and another school get 404', async () => {
    const [mine] = await get(`/api/assignment_submissions.json?assignment=${onTime}`, token.teacher);
    expect(mine?.answerText).toBe('My final text');
    expect((await get(`/api/assignment_submissions.json?assignment=${onTime}`, token.staff)).length).toBe(1);
    for (const who of [token.stranger, token.staff2, token.otherFamily])
      expect((await server.call(`/api/assignment_submissions/${mine?.id}`, { token: who })).status).toBe(404);
    expect(await get(`/api/assignment_submissions.json?assignment=${onTime}`, token.stranger)).toEqual([]);
  });
});

describe('files', () => {
  it('are checked by their bytes: a page named .pdf and an empty file are 422 on file', async () => {
    const [mine] = await get(`/api/assignment_submissions.json?assignment=${overdue}`, token.student);
    for (const body of [html, new Uint8Array(0)]) {
      const refused = await upload(token.student, mine?.id ?? 0, body, 'essay.pdf');
      expect(refused.status).toBe(422);
      expect((await violations(refused))[0]?.propertyPath).toBe('file');
    }
    expect((await get<Submission>(`/api/assignment_submissions/${mine?.id}`, token.student)).attachments).toEqual([]);
  });

  it('are served as downloads to the student, their parent and the teacher; 404 to another family or school', async () => {
    const [mine] = await get(`/api/assignment_submissions.json?assignment=${onTime}`, token.student);
    const stored = await upload(token.student, mine?.id ?? 0, pdf, 'My essay (final).pdf');
    expect(stored.status, await stored.clone().text()).toBe(200);
    const [file] = (await json<Submission>(stored)).attachments;
    expect(file).toMatchObject({ name: 'My_essay_final.pdf', type: 'pdf', size: pdf.length });
    const path = `/api/assignment_submissions/${mine?.id}/files/${file?.id}`;
    for (const who of [token.student, token.parent, token.teacher, token.staff]) {
      const answer = await server.call(path, { token: who });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('application/octet-stream');
      expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="My_essay_final\.pdf"/);
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(new Uint8Array(await answer.arrayBuffer())).toEqual(pdf);
    }
    for (const who of [token.otherFamily, token.staff2, token.stranger])
      expect((await server.call(path, { token: who })).status).toBe(404);
    // Only the student adds files: a parent's or teacher's upload is refused.
    expect((await upload(token.parent, mine?.id ?? 0, pdf)).status).toBe(403);
    expect((await upload(token.teacher, mine?.id ?? 0, pdf)).status).toBe(403);
  });

  it('are a few at most, and taken off by the student', async () => {
    const [mine] = await get(`/api/assignment_submissions.json?assignment=${overdue}`, token.student);
    const id = mine?.id ?? 0;
    for (let n = 0; n < 3; n += 1) expect((await upload(token.student, id, pdf, `part${n}.pdf`)).status).toBe(200);
    const fourth = await upload(token.student, id, pdf, 'part3.pdf');
    expect(fourth.status).toBe(422);
    expect(await violations(fourth)).toEqual([{ propertyPath: 'file', message: 'A hand-in carries at most 3 files.' }]);
    const [first] = (await get<Submission>(`/api/assignment_submissions/${id}`, token.student)).attachments;
    const removed = await server.call(`/api/assignment_submissions/${id}/files/${first?.id}`, {
      method: 'DELETE',
      token: token.student,
    });
    expect(removed.status).toBe(200);
    expect((await json<Submission>(removed)).attachments).toHaveLength(2);
    expect(
      (await server.call(`/api/assignment_submissions/${id}/files/${first?.id}`, { token: token.student })).status,
    ).toBe(404);
  });
});

describe('lateness on the score', () => {
  const scorePatch = (id: number, body: Record<string, unknown>) =>
    server.call(`/api/assignment_scores/${id}`, {
      token: token.teacher,
      method: 'PATCH',
      headers: { 'content-type': 'application/merge-patch+json' },
      body: JSON.stringify(body),
    });
  const scoreOf = async (id: number) => get<Rec>(`/api/assignment_scores/${id}`, token.teacher);
  /** Whole days from the due date to the hand-in's stamped day (both the school's wall time). */
  const daysAfter = (due: string, submittedAt: unknown) =>
    Math.min(
      365,
      Math.round(
        (Date.parse(`${String(submittedAt).slice(0, 10)}T00:00:00Z`) - Date.parse(`${due}T00:00:00Z`)) / 86_400_000,
      ),
    );

  it('follows a hand-in made again later, and keeps a figure the teacher set', async () => {
    const due = '2026-01-10';
    const work = await created(
      post(token.teacher, 'assignments', {
        school,
        class: klass,
        course,
        title: 'Essay handed in twice',
        kind: 'homework',
        maxPoints: '10',
        dueDate: due,
      }),
    );
    const first = await created<Submission>(handIn(work.id, 'First go'));
    // The first hand-in two days after the due date (as if made then).
    await server.sql(`update assignment_submissions set submitted_at = '2026-01-12 09:30:00' where id = ${first.id}`);
    const score = await created(
      post(token.teacher, 'assignment_scores', {
        school,
        assignment: work.id,
        student: deniz,
        scoreStatus: 'scored',
        points: '8',
      }),
    );
    expect(score.daysLate).toBe(2);

    // Handed in again now: the score's days late are the new hand-in's.
    const again = await patch(token.student, first.id, { answerText: 'Second go' });
    expect(again.status).toBe(200);
    const stamped = await json<Submission>(again);
    const now = daysAfter(due, stamped.submittedAt);
    expect(now).toBeGreaterThan(2);
    expect((await scoreOf(score.id)).daysLate).toBe(now);

    // The teacher waives the penalty (0): a further hand-in leaves the teacher's figure alone.
    expect((await scorePatch(score.id, { daysLate: 0 })).status).toBe(200);
    await server.sql(`update assignment_submissions set submitted_at = '2026-01-11 09:30:00' where id = ${first.id}`);
    expect((await patch(token.student, first.id, { answerText: 'Third go' })).status).toBe(200);
    expect((await scoreOf(score.id)).daysLate).toBe(0);
  });
});
