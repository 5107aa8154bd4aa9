/**
 * The attendance register (issue 11, part 3): `GET` and `PUT /api/attendances/register`. A
 * class's students of the day by full name with the lesson's marks; saved whole or not at all;
 * the lesson's teacher on its day, staff any day, families and other schools never; the same
 * marks again change nothing; each save that changes something is in the audit trail.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startServer, type TestServer } from './harness.ts';

interface Line {
  student: { id: number; name: string; lastName: string };
  attendanceType: number | null;
  note: string | null;
  recorded: boolean;
}
interface Register {
  class: { id: number; title: string };
  date: string;
  lessons: { id: number; enterTime: string; teacherName: string | null; isDoneAttendance: '1' | '0' }[];
  scheduleId: number | null;
  editable: boolean;
  types: { id: number; title: string; status: number }[];
  lines: Line[];
}
interface Schedule {
  id: number;
  school: string;
  season: string;
  teacherId: number;
  scheduleDate: string;
  enterTime: string;
  classId: { id: number; title: string };
}
interface Problem {
  status: number;
  detail: string;
  violations?: { propertyPath: string; message: string }[];
}
type Login = { token: string; userId: string };

const LATE = 2;
const EXCUSED = 3;
const ABSENT = 1;

let server: TestServer;
let admin: Login;
let teacher: Login;
let staff: Login;
let parent: Login;
let outsider: Login;
let lessons: Schedule[];

const register = (token: string, query: string) => server.call(`/api/attendances/register?${query}`, { token });
const save = (token: string, body: unknown, headers: Record<string, string> = {}) =>
  server.call('/api/attendances/register', { method: 'PUT', token, json: body, headers });

const registerOf = async (token: string, lesson: Schedule): Promise<Register> => {
  const response = await register(
    token,
    `classId=${lesson.classId.id}&date=${lesson.scheduleDate}&scheduleId=${lesson.id}`,
  );
  expect(response.status).toBe(200);
  return json<Register>(response);
};

const marksOf = (lines: Line[], type: (index: number) => number | null, note?: (index: number) => string | null) =>
  lines.map((line, index) => ({ student: line.student.id, attendanceType: type(index), note: note?.(index) ?? null }));

const bodyOf = (lesson: Schedule, marks: unknown[]) => ({
  classId: lesson.classId.id,
  date: lesson.scheduleDate,
  scheduleId: lesson.id,
  marks,
});

const dayBefore = (date: string): string => {
  const day = new Date(`${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
};

const trailOf = async (lesson: Schedule) => {
  const response = await server.call(
    `/api/audit_logs.json?resource=schedules&action=attendance_register&recordId=${lesson.id}&pagination=false`,
    { token: admin.token },
  );
  expect(response.status).toBe(200);
  return json<{ user: string; after: { changed: number } }[]>(response);
};

beforeAll(async () => {
  server = await startServer();
  [admin, teacher, staff, parent, outsider] = (await Promise.all(
    ['admin@kampus.test', 'teacher@kampus.test', 'school@kampus.test', 'parent@kampus.test', 'school2@kampus.test'].map(
      (email) => server.login(email),
    ),
  )) as [Login, Login, Login, Login, Login];
  const response = await server.call('/api/schedules.json?pagination=false&order[enterTime]=asc', {
    token: teacher.token,
  });
  lessons = await json<Schedule[]>(response);
  expect(lessons.length).toBeGreaterThanOrEqual(4);
});
afterAll(() => server.close());

describe('reading the register', () => {
  it('lists the class’s students once each, sorted by full name, with the day’s lessons and the types', async () => {
    const lesson = lessons[0] as Schedule;
    const body = await registerOf(teacher.token, lesson);
    expect(body.class).toEqual({ id: lesson.classId.id, title: lesson.classId.title });
    expect(body.scheduleId).toBe(lesson.id);
    expect(body.editable).toBe(true);
    expect(body.lines.length).toBe(10);
    const names = body.lines.map((line) => `${line.student.name} ${line.student.lastName}`);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual([...names].sort(new Intl.Collator('en', { sensitivity: 'base', numeric: true }).compare));
    expect(body.lines).toAllSatisfy((line) => !line.recorded && line.attendanceType === null);
    expect(body.lessons.map((row) => row.id)).toContain(lesson.id);
    expect(body.lessons[0]?.teacherName).toBeTruthy();
    // Late and excused are reference rows beside absent, with their colour index; unknown (100) comes last.
    expect(body.types).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: LATE, title: 'Late', status: 2 }),
        expect.objectContaining({ id: EXCUSED, status: 3 }),
      ]),
    );
    expect(body.types.at(-1)?.id).toBe(100);
  });

  it('shows the day’s first lesson when none is named, and the Turkish order in Turkish', async () => {
    const lesson = lessons[0] as Schedule;
    const response = await server.call(
      `/api/attendances/register?classId=${lesson.classId.id}&date=${lesson.scheduleDate}`,
      { token: teacher.token, headers: { 'accept-language': 'tr' } },
    );
    expect(response.status).toBe(200);
    const body = await json<Register>(response);
    expect(body.scheduleId).toBe(body.lessons[0]?.id);
    const names = body.lines.map((line) => `${line.student.name} ${line.student.lastName}`);
    expect(names).toEqual([...names].sort(new Intl.Collator('tr', { sensitivity: 'base', numeric: true }).compare));
  });

  it('answers 404 for a class of another school and 403 for a parent', async () => {
    const lesson = lessons[0] as Schedule;
    expect((await register(outsider.token, `classId=${lesson.classId.id}&date=${lesson.scheduleDate}`)).status).toBe(
      404,
    );
    expect((await register(parent.token, `classId=${lesson.classId.id}&date=${lesson.scheduleDate}`)).status).toBe(403);
  });

  it('answers 422 naming a bad parameter', async () => {
    const response = await register(teacher.token, 'classId=abc&date=2026-13-45');
    expect(response.status).toBe(422);
    const problem = await json<Problem>(response);
    expect(problem.violations?.map((v) => v.propertyPath).sort()).toEqual(['classId', 'date']);
  });
});

describe('saving the register', () => {
  it('the lesson’s teacher saves it on the day: marks, a note, the lesson done, one audit entry', async () => {
    const lesson = lessons[1] as Schedule;
    const before = await registerOf(teacher.token, lesson);
    const marks = marksOf(
      before.lines,
      (index) => (index === 0 ? LATE : index === 1 ? EXCUSED : null),
      (index) => (index === 0 ? '  Bus was late  ' : null),
    );
    const response = await save(teacher.token, bodyOf(lesson, marks));
    expect(response.status).toBe(200);
    const saved = await json<Register>(response);
    expect(saved.lines).toAllSatisfy((line) => line.recorded);
    const first = saved.lines.find((line) => line.student.id === before.lines[0]?.student.id);
    expect(first).toMatchObject({ attendanceType: LATE, note: 'Bus was late' });
    expect(saved.lines.find((line) => line.student.id === before.lines[1]?.student.id)?.attendanceType).toBe(EXCUSED);
    expect(saved.lessons.find((row) => row.id === lesson.id)?.isDoneAttendance).toBe('1');

    // The stored records are the ones /api/attendances reads.
    const stored = await json<{ attendanceType: { id: number } | null; note: string | null }[]>(
      await server.call(`/api/attendances.json?scheduleId=${lesson.id}&pagination=false`, { token: teacher.token }),
    );
    expect(stored).toHaveLength(10);
    expect(stored.filter((row) => row.attendanceType?.id === LATE).map((row) => row.note)).toEqual(['Bus was late']);

    const trail = await trailOf(lesson);
    expect(trail).toHaveLength(1);
    expect(trail[0]?.after.changed).toBe(10);
  });

  it('the same marks again change nothing and leave no new audit entry; a repeated key answers the first answer', async () => {
    const lesson = lessons[1] as Schedule;
    const current = await registerOf(teacher.token, lesson);
    const marks = current.lines.map((line) => ({
      student: line.student.id,
      attendanceType: line.attendanceType,
      note: line.note,
    }));
    expect((await save(teacher.token, bodyOf(lesson, marks))).status).toBe(200);
    expect(await trailOf(lesson)).toHaveLength(1);

    const changed = marks.map((mark, index) => (index === 2 ? { ...mark, attendanceType: ABSENT } : mark));
    const key = { 'Idempotency-Key': 'register-repeat-1' };
    const first = await save(teacher.token, bodyOf(lesson, changed), key);
    const again = await save(teacher.token, bodyOf(lesson, changed), key);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(await first.json());
    expect(await trailOf(lesson)).toHaveLength(2);
  });

  it('staff change a lesson of another day; its teacher may not (403)', async () => {
    const lesson = lessons[0] as Schedule;
    const created = await server.call('/api/schedules', {
      method: 'POST',
      token: admin.token,
      json: {
        school: lesson.school,
        season: lesson.season,
        teacherId: lesson.teacherId,
        scheduleDate: dayBefore(lesson.scheduleDate),
        enterTime: '08:30:00',
        exitTime: '09:10:00',
        classId: lesson.classId.id,
      },
    });
    expect(created.status).toBe(201);
    const yesterday = await json<Schedule>(created);
    const lines = (await registerOf(teacher.token, yesterday)).lines;
    expect((await registerOf(teacher.token, yesterday)).editable).toBe(false);

    const refused = await save(
      teacher.token,
      bodyOf(
        yesterday,
        marksOf(lines, () => ABSENT),
      ),
    );
    expect(refused.status).toBe(403);
    expect((await json<Problem>(refused)).detail).toMatch(/day/);

    const byStaff = await save(
      staff.token,
      bodyOf(
        yesterday,
        marksOf(lines, (index) => (index === 0 ? LATE : null)),
      ),
    );
    expect(byStaff.status).toBe(200);
    expect((await registerOf(staff.token, yesterday)).editable).toBe(true);
    expect((await json<Register>(byStaff)).lines.filter((line) => line.attendanceType === LATE)).toHaveLength(1);
  });

  it('a parent is refused (403) and another school’s staff find no such class (404); nothing is stored', async () => {
    const lesson = lessons[2] as Schedule;
    const lines = (await registerOf(teacher.token, lesson)).lines;
    expect(
      (
        await save(
          parent.token,
          bodyOf(
            lesson,
            marksOf(lines, () => null),
          ),
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await save(
          outsider.token,
          bodyOf(
            lesson,
            marksOf(lines, () => null),
          ),
        )
      ).status,
    ).toBe(404);
    expect((await registerOf(teacher.token, lesson)).lines.some((line) => line.recorded)).toBe(false);
  });

  it('answers 422 naming each bad field, and stores nothing', async () => {
    const lesson = lessons[2] as Schedule;
    const other = lessons[3] as Schedule;
    const lines = (await registerOf(teacher.token, lesson)).lines;
    const stranger = (await registerOf(teacher.token, other)).lines[0]?.student.id;
    const first = lines[0]?.student.id;
    const response = await save(
      teacher.token,
      bodyOf(lesson, [
        { student: first, attendanceType: LATE, note: 'fine' },
        { student: stranger, attendanceType: null },
        { student: first, attendanceType: 99_999 },
      ]),
    );
    expect(response.status).toBe(422);
    expect((await json<Problem>(response)).violations?.map((v) => v.propertyPath)).toEqual([
      'marks[1].student',
      'marks[2].student',
      'marks[2].attendanceType',
    ]);
    const tooLong = await save(
      teacher.token,
      bodyOf(lesson, [{ student: first, attendanceType: null, note: 'x'.repeat(501) }]),
    );
    expect(tooLong.status).toBe(422);
    expect((await json<Problem>(tooLong)).violations?.[0]?.propertyPath).toBe('marks[0].note');
    const wrongLesson = await save(teacher.token, {
      ...bodyOf(lesson, [{ student: first, attendanceType: null }]),
      scheduleId: other.id,
    });
    expect(wrongLesson.status).toBe(422);
    expect((await json<Problem>(wrongLesson)).violations?.[0]?.propertyPath).toBe('scheduleId');
    const empty = await save(teacher.token, { ...bodyOf(lesson, []), date: 'tomorrow' });
    expect(empty.status).toBe(422);
    expect((await json<Problem>(empty)).violations?.map((v) => v.propertyPath).sort()).toEqual(['date', 'marks']);
    expect((await registerOf(teacher.token, lesson)).lines.some((line) => line.recorded)).toBe(false);
  });
});
