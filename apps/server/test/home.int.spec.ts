/**
 * The home pages (issue 11, part 2): `GET /api/home/today` answers each staff audience the
 * figures of its active school and nothing of another school; teachers, parents and students
 * are refused it. Parents and students read their family's lessons, never another family's
 * lesson nor a classmate in the lesson's class.
 */
import { UNKNOWN_ATTENDANCE_TYPE_ID, iri } from '@kampus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startServer, type TestServer } from './harness.ts';
import { withFullPaths } from './support/openapi-paths.ts';

interface Today {
  date: string;
  time: string;
  figures: { students: number; present: number; absent: number; lessons: number; lessonsWithoutAttendance: number };
  recentLessons: {
    scheduleId: number;
    enterTime: string;
    exitTime: string;
    classTitle: string | null;
    teacherName: string | null;
  }[];
}
interface Member {
  term: string;
  student: { id: number } | null;
}
interface Schedule {
  id: number;
  school: string;
  season: string;
  teacherId: number;
  scheduleDate: string;
  enterTime: string;
  exitTime: string;
  classId: { id: number; title: string; students: Member[] } | null;
}

let server: TestServer;
let tokens: Record<string, string>;
let ids: Record<string, number>;
let family: number[];

const today = async (who: string, schoolId: number) => {
  const response = await server.call('/api/home/today', {
    token: tokens[who],
    headers: { schoolId: String(schoolId) },
  });
  return { status: response.status, body: (await response.json()) as Today };
};

const list = async <T>(who: string, path: string, schoolId?: number): Promise<T[]> => {
  const response = await server.call(path, {
    token: tokens[who],
    headers: schoolId === undefined ? {} : { schoolId: String(schoolId) },
  });
  expect(response.status).toBe(200);
  return json<T[]>(response);
};

beforeAll(async () => {
  server = await startServer();
  tokens = {};
  for (const name of ['admin', 'hq', 'campus', 'school', 'school2', 'teacher', 'parent', 'student']) {
    tokens[name] = (await server.login(`${name}@kampus.test`)).token;
  }
  const schools = await list<{ id: number; title: string }>('admin', '/api/schools.json');
  ids = Object.fromEntries(schools.map((s) => [s.title, s.id]));
  const parent = await server.login('parent@kampus.test');
  const children = await json<{ students: { id: number }[] }>(
    await server.call(`/en/users/${parent.userId}/students`, { token: parent.token }),
  );
  family = children.students.map((child) => child.id);
});
afterAll(() => server.close());

const high = () => ids['Demo High School'] as number;
const middle = () => ids['Demo Middle School'] as number;

describe('GET /api/home/today', () => {
  it("answers a school admin their school's figures, counted as their own lists count", async () => {
    const { status, body } = await today('school', high());
    expect(status).toBe(200);
    expect(body.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(body.time).toMatch(/^\d{2}:\d{2}$/);
    const students = await list('school', '/api/students.json?pagination=false&isActive=1', high());
    const lessons = await list('school', `/api/schedules.json?pagination=false&scheduleDate=${body.date}`, high());
    expect(body.figures.students).toBe(students.length);
    expect(body.figures.students).toBeGreaterThanOrEqual(40);
    expect(body.figures.lessons).toBe(lessons.length);
    expect(body.figures.lessons).toBeGreaterThanOrEqual(6);
  });

  it('counts attendance taken today, and shows the lesson as recent activity, in that school only', async () => {
    const before = (await today('school', high())).body;
    const beforeMiddle = (await today('school2', middle())).body;
    const lessons = await list<Schedule>(
      'teacher',
      `/api/schedules.json?pagination=false&scheduleDate=${before.date}&order[enterTime]=asc`,
    );
    const lesson = lessons[0] as Schedule;
    const members = [...new Set((lesson.classId?.students ?? []).map((m) => m.student?.id ?? 0))].filter(Boolean);
    expect(members.length).toBeGreaterThan(1);
    const [absentOne, ...presentOnes] = members as [number, ...number[]];
    const saved = await server.call('/api/attendances/bulk', {
      method: 'POST',
      token: tokens.teacher,
      json: {
        items: members.map((student) => ({
          school: lesson.school,
          season: lesson.season,
          attendanceDate: lesson.scheduleDate,
          enterTime: lesson.enterTime,
          teacherId: lesson.teacherId,
          classId: lesson.classId?.id,
          scheduleId: lesson.id,
          student: iri('students', student),
          attendanceType: student === absentOne ? iri('attendance_types', UNKNOWN_ATTENDANCE_TYPE_ID) : null,
        })),
      },
    });
    expect(saved.status).toBe(201);

    const after = (await today('school', high())).body;
    expect(after.figures.absent).toBe(before.figures.absent + 1);
    expect(after.figures.present).toBe(before.figures.present + presentOnes.length);
    expect(after.recentLessons[0]).toMatchObject({
      scheduleId: lesson.id,
      enterTime: lesson.enterTime.slice(0, 5),
      classTitle: lesson.classId?.title,
      teacherName: expect.stringMatching(/\S+ \S+/),
    });
    // The other school's admin sees none of it.
    const afterMiddle = (await today('school2', middle())).body;
    expect(afterMiddle).toEqual({ ...beforeMiddle, time: afterMiddle.time });
    expect(afterMiddle.recentLessons.map((recent) => recent.scheduleId)).not.toContain(lesson.id);
  });

  it('adds up the subtree for headquarters and campus staff', async () => {
    const school = (await today('school', high())).body.figures;
    const school2 = (await today('school2', middle())).body.figures;
    for (const who of ['hq', 'campus']) {
      const { status, body } = await today(
        who,
        ids[who === 'hq' ? 'Demo Education Group' : 'Central Campus'] as number,
      );
      expect(status).toBe(200);
      expect(body.figures.students).toBe(school.students + school2.students);
      expect(body.figures.lessons).toBe(school.lessons + school2.lessons);
    }
  });

  it("refuses a school admin another school's figures, and teachers, parents and students the action", async () => {
    expect((await today('school', middle())).status).toBe(403);
    for (const who of ['teacher', 'parent', 'student']) expect((await today(who, high())).status).toBe(403);
    expect((await server.call('/api/home/today')).status).toBe(401);
  });

  it('is documented in the OpenAPI document', async () => {
    const doc = withFullPaths(
      await json<{ paths: Record<string, { get?: { operationId?: string } }> }>(await server.call('/api/docs.json')),
    );
    expect(doc.paths['/api/home/today']?.get?.operationId).toBe('homeToday');
  });
});

describe("a family's lessons", () => {
  it("lets a parent read their children's lessons with their own children only, never a classmate", async () => {
    const lessons = await list<Schedule>('parent', '/api/schedules.json?pagination=false');
    expect(lessons.length).toBeGreaterThan(0);
    for (const lesson of lessons) {
      const shown = (lesson.classId?.students ?? []).map((member) => member.student?.id);
      expect(shown.length).toBeGreaterThan(0);
      expect(shown).toAllSatisfy((id) => id !== undefined && family.includes(id));
    }
    const classes = await list<{ id: number }>('parent', '/api/classes.json?pagination=false');
    expect(new Set(lessons.map((lesson) => lesson.classId?.id))).toEqual(new Set(classes.map((klass) => klass.id)));
  });

  it('answers 404 for a lesson of a class the family has no student in', async () => {
    const all = await list<Schedule>('admin', '/api/schedules.json?pagination=false');
    const mine = new Set((await list<Schedule>('student', '/api/schedules.json?pagination=false')).map((s) => s.id));
    expect(mine.size).toBeGreaterThan(0);
    const other = all.find((lesson) => !mine.has(lesson.id));
    expect(other).toBeDefined();
    const response = await server.call(`/api/schedules/${other?.id ?? 0}`, { token: tokens.student });
    expect(response.status).toBe(404);
  });

  it('refuses a family any change to a lesson', async () => {
    const [lesson] = await list<Schedule>('parent', '/api/schedules.json?pagination=false');
    const response = await server.call(`/api/schedules/${lesson?.id ?? 0}`, {
      method: 'PATCH',
      token: tokens.parent,
      headers: { 'content-type': 'application/merge-patch+json' },
      body: JSON.stringify({ enterTime: '07:00:00' }),
    });
    expect(response.status).toBe(403);
  });
});
