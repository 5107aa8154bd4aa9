/**
 * A teacher reads the students of their own classes (issue 12, item 2): those sitting in a class
 * they are the homeroom teacher of or teach a lesson in, and every record hanging off such a
 * student (guardians, attendances, documents, behaviour notes, exam results, report cards). A
 * student of another class of the same school is a 404 like any record out of reach, and the
 * teacher's writes (behaviour notes, homework) name only their own students and classes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, readOk, startServer, type TestServer } from './harness.ts';

type Login = { token: string; userId: string };
interface Problem {
  violations?: { propertyPath: string; message: string }[];
}

let server: TestServer;
let teacher: Login;
let staff: Login;
let parent: Login;
/** Records of a student of a class the teacher neither leads nor teaches. */
const other = { classId: 0, student: 0, guardian: 0, attendance: 0, document: 0, behaviour: 0, result: 0 };
let school = 0;
let season = 0;
let term = 0;
let reportType = 0;
let deniz = 0;

const get = <T>(path: string, token: string): Promise<T> => readOk<T>(server, path, token);

const post = async (path: string, token: string, body: Record<string, unknown>): Promise<number> => {
  const response = await server.call(path, { method: 'POST', token, json: body });
  expect(response.status, `${path} ${await response.clone().text()}`).toBeLessThan(300);
  return (await json<{ id: number }>(response)).id;
};

beforeAll(async () => {
  server = await startServer();
  [teacher, staff, parent] = (await Promise.all(
    ['teacher@kampus.test', 'school@kampus.test', 'parent@kampus.test'].map((email) => server.login(email)),
  )) as [Login, Login, Login];
  const [klass] = await get<{ school: string; season: string }[]>('/api/classes.json?title=9-A', staff.token);
  school = Number(klass?.school.split('/').pop());
  season = Number(klass?.season.split('/').pop());
  const [firstTerm] = await get<{ id: number }[]>(`/api/grading_terms.json?season=${season}`, staff.token);
  term = firstTerm?.id ?? 0;
  const [found] = await get<{ id: number }[]>('/api/students.json?search=Deniz', staff.token);
  deniz = found?.id ?? 0;

  // A class with no teacher, one student in it, and that student's records, all made by staff.
  other.classId = await post('/api/classes', staff.token, { school, season, title: '9-Z' });
  other.student = await post('/api/students', staff.token, { school, name: 'Zerrin', lastName: 'Başkasınıf' });
  await post('/api/class_students', staff.token, { school, classId: other.classId, student: other.student, term });
  other.guardian = await post('/api/guardians', staff.token, {
    school,
    studentId: other.student,
    relation: 'mother',
    name: 'Ayla',
    lastName: 'Başkasınıf',
  });
  other.attendance = await post('/api/attendances', staff.token, {
    school,
    season,
    attendanceDate: '2026-01-05',
    student: other.student,
    classId: other.classId,
  });
  other.document = await post('/api/student_documents', staff.token, {
    schoolId: school,
    studentId: other.student,
    title: 'Health report',
  });
  const stored = await server.call(`/api/student_documents/${other.document}/file?name=health.pdf`, {
    method: 'PUT',
    token: staff.token,
    headers: { 'content-type': 'application/pdf' },
    body: Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n'),
  });
  expect(stored.status).toBe(200);
  other.behaviour = await post('/api/student_behaviours', staff.token, {
    school,
    studentId: other.student,
    behaviourDate: '2026-01-05',
    behaviourType: 'positive',
    title: 'Helped a classmate',
  });
  const [exam] = await get<{ id: number }[]>('/api/exams.json?search=Deneme', staff.token);
  await post('/api/exam_classes', staff.token, { school, examId: exam?.id, classId: other.classId });
  const { subjects } = await get<{ subjects: { subject: number }[] }>(
    `/api/exams/${exam?.id}/grid?classId=${other.classId}`,
    staff.token,
  );
  const saved = await server.call(`/api/exams/${exam?.id}/scores`, {
    method: 'PUT',
    token: staff.token,
    json: {
      classId: other.classId,
      items: [{ student: other.student, scores: { [String(subjects[0]?.subject)]: '10' } }],
    },
  });
  expect(saved.status).toBe(200);
  const [result] = await get<{ id: number }[]>(`/api/exam_results.json?student=${other.student}`, staff.token);
  other.result = result?.id ?? 0;
  const types = await get<{ id: number }[]>('/api/report_types.json', staff.token);
  reportType = types[0]?.id ?? 0;
});
afterAll(() => server.close());

describe('a teacher reads the students of their own classes', () => {
  it('lists only the students sitting in the teacher’s classes; staff list the whole school', async () => {
    const mine = await get<{ id: number }[]>('/api/students.json?pagination=false', teacher.token);
    const all = await get<{ id: number }[]>('/api/students.json?pagination=false', staff.token);
    expect(all.map((row) => row.id)).toContain(other.student);
    expect(mine.map((row) => row.id)).not.toContain(other.student);
    expect(mine.map((row) => row.id)).toContain(deniz);
    // The demo teacher leads the four demo classes of ten students each.
    expect(mine).toHaveLength(40);
    expect(all.length).toBeGreaterThan(mine.length);
    const classes = await get<{ id: number }[]>('/api/classes.json?pagination=false', teacher.token);
    expect(classes.map((row) => row.id)).not.toContain(other.classId);
    // The list's CSV export holds the same students: a header line and one line each.
    const csv = await server.call('/api/students/export?format=csv', { token: teacher.token });
    expect(csv.status).toBe(200);
    const lines = (await csv.text()).trim().split(/\r?\n/);
    expect(lines).toHaveLength(mine.length + 1);
    const staffCsv = await server.call('/api/students/export?format=csv', { token: staff.token });
    expect((await staffCsv.text()).trim().split(/\r?\n/)).toHaveLength(all.length + 1);
  });

  it('answers 404 for another class’s student and everything hanging off them', async () => {
    const paths = [
      `/api/students/${other.student}`,
      `/api/classes/${other.classId}`,
      `/api/guardians/${other.guardian}`,
      `/api/attendances/${other.attendance}`,
      `/api/student_documents/${other.document}`,
      `/api/student_documents/${other.document}/file`,
      `/api/student_behaviours/${other.behaviour}`,
      `/api/exam_results/${other.result}`,
      `/api/report_types/${reportType}/report_cards?term=${term}&student=${other.student}`,
    ];
    for (const path of paths) {
      expect((await server.call(path, { token: teacher.token })).status, path).toBe(404);
      expect((await server.call(path, { token: staff.token })).status, path).not.toBe(404);
    }
    const lists = [
      `/api/guardians.json?studentId=${other.student}`,
      `/api/attendances.json?student=${other.student}`,
      `/api/student_documents.json?studentId=${other.student}`,
      `/api/exam_results.json?student=${other.student}`,
      `/api/class_students.json?student=${other.student}`,
    ];
    for (const path of lists) expect(await get<unknown[]>(path, teacher.token), path).toEqual([]);
  });

  it('still reads their own students’ records', async () => {
    expect((await server.call(`/api/students/${deniz}`, { token: teacher.token })).status).toBe(200);
    const guardians = await get<unknown[]>(`/api/guardians.json?studentId=${deniz}`, teacher.token);
    expect(guardians.length).toBeGreaterThan(0);
    const results = await get<unknown[]>(`/api/exam_results.json?student=${deniz}`, teacher.token);
    expect(results.length).toBeGreaterThan(0);
  });

  it('writes behaviour notes and homework only for their own students and classes (422 naming the field)', async () => {
    const note = { school, behaviourDate: '2026-01-06', behaviourType: 'neutral', title: 'Quiet today' };
    const foreign = await server.call('/api/student_behaviours', {
      method: 'POST',
      token: teacher.token,
      json: { ...note, studentId: other.student },
    });
    expect(foreign.status).toBe(422);
    expect((await json<Problem>(foreign)).violations?.map((item) => item.propertyPath)).toEqual(['studentId']);
    const own = await server.call('/api/student_behaviours', {
      method: 'POST',
      token: teacher.token,
      json: { ...note, studentId: deniz },
    });
    expect(own.status).toBe(201);

    const [subject] = await get<{ id: number }[]>('/api/subject_branches.json?countryCode=TR&code=FEN', teacher.token);
    const homework = await server.call('/api/homeworks', {
      method: 'POST',
      token: teacher.token,
      json: {
        schoolId: school,
        season,
        title: 'Not my class',
        classId: other.classId,
        subject: subject?.id,
        dueDate: '2099-01-10',
      },
    });
    expect(homework.status).toBe(422);
    expect((await json<Problem>(homework)).violations?.map((item) => item.propertyPath)).toEqual(['classId']);
  });

  it('reaches a student once the teacher teaches a lesson in their class', async () => {
    await post('/api/schedules', staff.token, {
      school,
      season,
      teacherId: Number((await get<{ id: number }[]>('/api/users.json?email=teacher@kampus.test', staff.token))[0]?.id),
      scheduleDate: '2026-01-07',
      enterTime: '15:00:00',
      exitTime: '15:40:00',
      classId: other.classId,
    });
    expect((await server.call(`/api/students/${other.student}`, { token: teacher.token })).status).toBe(200);
    expect((await server.call(`/api/guardians/${other.guardian}`, { token: teacher.token })).status).toBe(200);
    const mine = await get<{ id: number }[]>('/api/students.json?pagination=false', teacher.token);
    expect(mine).toHaveLength(41);
  });

  it('leaves a parent with their own children only', async () => {
    const children = await get<{ name: string }[]>('/api/students.json?pagination=false', parent.token);
    expect(children.map((row) => row.name).sort()).toEqual(['Deniz', 'Ege']);
    expect((await server.call(`/api/students/${other.student}`, { token: parent.token })).status).toBe(404);
  });
});
