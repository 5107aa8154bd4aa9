/**
 * Offline registers (issue 30, part 4): a teacher's phone saves the register without a network and
 * sends it later with an `Idempotency-Key` and, per mark, the line it started from (`from`). The
 * batch is applied once; a replay writes nothing; a row someone else changed meanwhile is kept and
 * reported while the other rows are saved; another school's student is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startServer, type TestServer } from './harness.ts';

interface Line {
  student: { id: number; name: string; lastName: string };
  attendanceType: number | null;
  note: string | null;
  recorded: boolean;
}
interface Conflict {
  student: { id: number; name: string; lastName: string };
  yours: { attendanceType: number | null; note: string | null };
  theirs: { attendanceType: number | null; note: string | null; recorded: boolean };
  changedBy: string | null;
  changedAt: string | null;
}
interface Register {
  lines: Line[];
  conflicts?: Conflict[];
}
interface Schedule {
  id: number;
  scheduleDate: string;
  classId: { id: number; title: string };
}
type Login = { token: string; userId: string };

const ABSENT = 1;
const LATE = 2;
const EXCUSED = 3;

let server: TestServer;
let admin: Login;
let teacher: Login;
let staff: Login;
let outsider: Login;
let lessons: Schedule[];

const save = (token: string, body: unknown, key?: string) =>
  server.call('/api/attendances/register', {
    method: 'PUT',
    token,
    json: body,
    headers: key ? { 'Idempotency-Key': key } : {},
  });

const registerOf = async (token: string, lesson: Schedule): Promise<Register> => {
  const response = await server.call(
    `/api/attendances/register?classId=${lesson.classId.id}&date=${lesson.scheduleDate}&scheduleId=${lesson.id}`,
    { token },
  );
  expect(response.status).toBe(200);
  return json<Register>(response);
};

const bodyOf = (lesson: Schedule, marks: unknown[]) => ({
  classId: lesson.classId.id,
  date: lesson.scheduleDate,
  scheduleId: lesson.id,
  marks,
});

/** Each line's mark as the phone sends it: the new type, and the line as it was read. */
const offlineMarks = (lines: Line[], type: (index: number) => number | null) =>
  lines.map((line, index) => ({
    student: line.student.id,
    attendanceType: type(index),
    note: line.note,
    from: line.recorded ? { attendanceType: line.attendanceType, note: line.note } : null,
  }));

const trailCount = async (lesson: Schedule): Promise<number> => {
  const response = await server.call(
    `/api/audit_logs.json?resource=schedules&action=attendance_register&recordId=${lesson.id}&pagination=false`,
    { token: admin.token },
  );
  return (await json<unknown[]>(response)).length;
};

/** Staff change one student's stored attendance of the lesson (the school's office, by the generic API). */
const staffChange = async (lesson: Schedule, student: number, attendanceType: number) => {
  const rows = await json<{ id: number; student: { id: number } | string | number }[]>(
    await server.call(`/api/attendances.json?scheduleId=${lesson.id}&student=${student}&pagination=false`, {
      token: staff.token,
    }),
  );
  expect(rows).toHaveLength(1);
  const response = await server.call(`/api/attendances/${rows[0]?.id}`, {
    method: 'PATCH',
    token: staff.token,
    headers: { 'content-type': 'application/merge-patch+json' },
    json: { attendanceType: `/api/attendance_types/${attendanceType}` },
  });
  expect(response.status).toBe(200);
};

beforeAll(async () => {
  server = await startServer();
  [admin, teacher, staff, outsider] = (await Promise.all(
    ['admin@kampus.test', 'teacher@kampus.test', 'school@kampus.test', 'school2@kampus.test'].map((email) =>
      server.login(email),
    ),
  )) as [Login, Login, Login, Login];
  lessons = await json<Schedule[]>(
    await server.call('/api/schedules.json?pagination=false&order[enterTime]=asc', { token: teacher.token }),
  );
  expect(lessons.length).toBeGreaterThanOrEqual(3);
});
afterAll(() => server.close());

describe('an offline batch', () => {
  it('is applied once: a replay of its key answers the first answer and writes nothing', async () => {
    const lesson = lessons[0] as Schedule;
    const read = await registerOf(teacher.token, lesson);
    const body = bodyOf(
      lesson,
      offlineMarks(read.lines, (index) => (index === 0 ? ABSENT : null)),
    );
    const first = await save(teacher.token, body, 'offline-batch-1');
    expect(first.status).toBe(200);
    const firstBody = await json<Register>(first);
    expect(firstBody.conflicts).toEqual([]);
    expect(firstBody.lines[0]).toMatchObject({ attendanceType: ABSENT, recorded: true });
    expect(await trailCount(lesson)).toBe(1);

    // The phone never heard the answer and sends the same batch again.
    const again = await save(teacher.token, body, 'offline-batch-1');
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await json<Register>(again)).toEqual(firstBody);
    expect(await trailCount(lesson)).toBe(1);
    const stored = await json<unknown[]>(
      await server.call(`/api/attendances.json?scheduleId=${lesson.id}&pagination=false`, { token: teacher.token }),
    );
    expect(stored).toHaveLength(read.lines.length);
  });

  it('keeps a row staff changed meanwhile, says so, and saves the others', async () => {
    const lesson = lessons[1] as Schedule;
    // Online first: every student present, then the phone reads the register and loses its signal.
    const initial = await registerOf(teacher.token, lesson);
    expect(
      (
        await save(
          teacher.token,
          bodyOf(
            lesson,
            initial.lines.map((line) => ({ student: line.student.id, attendanceType: null })),
          ),
        )
      ).status,
    ).toBe(200);
    const read = await registerOf(teacher.token, lesson);
    const [first, second, third, fourth] = read.lines as [Line, Line, Line, Line];

    // The office marks the first student late and the fourth excused while the teacher is offline.
    await staffChange(lesson, first.student.id, LATE);
    await staffChange(lesson, fourth.student.id, EXCUSED);

    // Offline, the teacher marked the first and second absent and the third excused.
    const marks = offlineMarks(read.lines, (index) => (index < 2 ? ABSENT : index === 2 ? EXCUSED : null));
    const response = await save(teacher.token, bodyOf(lesson, marks), 'offline-batch-2');
    expect(response.status).toBe(200);
    const body = await json<Register>(response);
    expect(body.conflicts).toHaveLength(1);
    const conflict = body.conflicts?.[0];
    expect(conflict).toMatchObject({
      student: { id: first.student.id, name: first.student.name, lastName: first.student.lastName },
      yours: { attendanceType: ABSENT, note: null },
      theirs: { attendanceType: LATE, note: null, recorded: true },
    });
    expect(conflict?.changedBy).toMatch(/\S+/);
    expect(Number.isNaN(Date.parse(conflict?.changedAt ?? ''))).toBe(false);

    const after = new Map(body.lines.map((line) => [line.student.id, line.attendanceType]));
    expect(after.get(first.student.id)).toBe(LATE);
    expect(after.get(second.student.id)).toBe(ABSENT);
    expect(after.get(third.student.id)).toBe(EXCUSED);
    // The fourth line the teacher left as read: the office's newer mark stands, with nothing to tell.
    expect(after.get(fourth.student.id)).toBe(EXCUSED);
    // What the server reads back is the same: the office's mark was not overwritten.
    const reread = new Map((await registerOf(staff.token, lesson)).lines.map((l) => [l.student.id, l.attendanceType]));
    expect(reread.get(first.student.id)).toBe(LATE);

    // "Apply mine": the phone sends the teacher's mark again from the office's value; now it is written.
    const mine = await save(
      teacher.token,
      bodyOf(lesson, [
        { student: first.student.id, attendanceType: ABSENT, note: null, from: { attendanceType: LATE, note: null } },
      ]),
      'offline-apply-1',
    );
    expect(mine.status).toBe(200);
    const applied = await json<Register>(mine);
    expect(applied.conflicts).toEqual([]);
    expect(applied.lines.find((line) => line.student.id === first.student.id)?.attendanceType).toBe(ABSENT);
  });

  it('overwrites as before when no `from` is sent, and lets the teacher overwrite their own earlier save', async () => {
    const lesson = lessons[2] as Schedule;
    const read = await registerOf(teacher.token, lesson);
    const student = read.lines[0]?.student.id ?? 0;
    // The teacher's own first offline save, already sent; a second one still starts from the old read.
    expect(
      (
        await save(
          teacher.token,
          bodyOf(
            lesson,
            offlineMarks(read.lines, (i) => (i === 0 ? LATE : null)),
          ),
          'own-1',
        )
      ).status,
    ).toBe(200);
    const own = await json<Register>(
      await save(
        teacher.token,
        bodyOf(
          lesson,
          offlineMarks(read.lines, (i) => (i === 0 ? ABSENT : null)),
        ),
        'own-2',
      ),
    );
    expect(own.conflicts).toEqual([]);
    expect(own.lines.find((line) => line.student.id === student)?.attendanceType).toBe(ABSENT);

    // An old client sends no `from`: staff's change is overwritten, as it always was.
    await staffChange(lesson, student, EXCUSED);
    const old = await json<Register>(
      await save(teacher.token, bodyOf(lesson, [{ student, attendanceType: LATE, note: null }])),
    );
    expect(old.conflicts).toEqual([]);
    expect(old.lines.find((line) => line.student.id === student)?.attendanceType).toBe(LATE);
  });

  it('refuses another school’s student (422 on that mark) and stores nothing of the batch', async () => {
    const lesson = lessons[0] as Schedule;
    const before = await registerOf(teacher.token, lesson);
    const foreign = await json<{ id: number }[]>(
      await server.call('/api/students.json?pagination=false', { token: outsider.token }),
    );
    const stranger = foreign[0]?.id;
    expect(stranger).toBeGreaterThan(0);
    expect(before.lines.some((line) => line.student.id === stranger)).toBe(false);
    const marks = [
      ...offlineMarks(before.lines.slice(0, 1), () => EXCUSED),
      { student: stranger, attendanceType: ABSENT, note: null, from: null },
    ];
    const response = await save(teacher.token, bodyOf(lesson, marks), 'offline-foreign-1');
    expect(response.status).toBe(422);
    const problem = await json<{ violations?: { propertyPath: string }[] }>(response);
    expect(problem.violations?.map((v) => v.propertyPath)).toEqual(['marks[1].student']);
    expect((await registerOf(teacher.token, lesson)).lines[0]?.attendanceType).toBe(before.lines[0]?.attendanceType);
  });
});
