/**
 * School life (issue 4, "Session" and "Schedules and attendance"): a family reads only its own
 * students, guardians and attendances; the active student of a student or parent; the teacher's
 * attendance of a lesson saved whole or not at all, marking the lesson done.
 */
import { UNKNOWN_ATTENDANCE_TYPE_ID, iri } from '@kampus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startServer, type TestServer } from './harness.ts';

interface Student {
  id: number;
  name: string;
  lastName: string;
  user: string | null;
}
interface Member {
  term: string;
  student: Student;
}
interface Schedule {
  id: number;
  school: string;
  season: string;
  teacherId: number;
  scheduleDate: string;
  enterTime: string;
  isDone: boolean;
  isDoneAttendance: string;
  classId: { id: number; title: string; students: Member[] };
}
interface Problem {
  status: number;
  violations?: { propertyPath: string; message: string }[];
}

type Login = { token: string; userId: string };
let server: TestServer;
let admin: Login;
let teacher: Login;
let parent: Login;
let student: Login;
let outsider: Login;
let staff: Login;
let lessons: Schedule[];
let family: Student[];

const get = async <T>(path: string, token: string) => {
  const response = await server.call(path, { token });
  return { status: response.status, body: (await response.json()) as T };
};

const attendance = (schedule: Schedule, studentId: number, unknown: boolean) => ({
  school: schedule.school,
  season: schedule.season,
  attendanceDate: schedule.scheduleDate,
  enterTime: schedule.enterTime,
  teacherId: schedule.teacherId,
  classId: schedule.classId.id,
  scheduleId: schedule.id,
  student: iri('students', studentId),
  attendanceType: unknown ? iri('attendance_types', UNKNOWN_ATTENDANCE_TYPE_ID) : null,
});

/** Each student of a lesson's class once (the class lists them once per grading term). */
const membersOf = (lesson: Schedule): Member[] =>
  lesson.classId.students.filter(
    (m, index, all) => all.findIndex((other) => other.student.id === m.student.id) === index,
  );

/** A second teacher of the demo teacher's school, created once by the superadmin. */
let colleagueId: number | undefined;
const colleague = async (): Promise<number> => {
  if (colleagueId !== undefined) return colleagueId;
  const school = Number((lessons[0] as Schedule).school.split('/').pop());
  const created = await server.call('/api/users', {
    method: 'POST',
    token: admin.token,
    json: {
      name: 'Colleague',
      lastName: 'Teacher',
      email: 'colleague-teacher@kampus.test',
      userType: '/api/user_types/6',
      schoolId: school,
      password: 'Colleague!2026',
    },
  });
  expect(created.status).toBe(201);
  colleagueId = (await json<{ id: number }>(created)).id;
  return colleagueId;
};

/** A lesson of the colleague, in the class and on the day of `lesson`. */
const colleagueLesson = async (lesson: Schedule, enterTime: string): Promise<Schedule> => {
  const created = await server.call('/api/schedules', {
    method: 'POST',
    token: admin.token,
    json: {
      school: lesson.school,
      season: lesson.season,
      teacherId: await colleague(),
      scheduleDate: lesson.scheduleDate,
      enterTime,
      exitTime: enterTime.replace(/:00:00$/, ':40:00'),
      classId: lesson.classId.id,
    },
  });
  expect(created.status).toBe(201);
  return json<Schedule>(created);
};

const bulk = (token: string, items: unknown[]) =>
  server.call('/api/attendances/bulk', { method: 'POST', token, json: { items } });

beforeAll(async () => {
  server = await startServer();
  const signedIn = await Promise.all(
    [
      'admin@kampus.test',
      'teacher@kampus.test',
      'parent@kampus.test',
      'student@kampus.test',
      'school2@kampus.test',
      'school@kampus.test',
    ].map((email) => server.login(email)),
  );
  [admin, teacher, parent, student, outsider, staff] = signedIn as [Login, Login, Login, Login, Login, Login];
  lessons = (await get<Schedule[]>('/api/schedules.json?pagination=false&order[enterTime]=asc', teacher.token)).body;
  family = (await get<{ students: Student[] }>(`/en/users/${parent.userId}/students`, parent.token)).body.students;
});
afterAll(() => server.close());

describe('demo data', () => {
  it('has forty students in four classes at each demo school, and today’s lessons for the teacher', async () => {
    const all = (await get<{ school: string }[]>('/api/students.json?pagination=false', admin.token)).body;
    const bySchool = Object.values(
      all.reduce<Record<string, number>>((acc, s) => ({ ...acc, [s.school]: (acc[s.school] ?? 0) + 1 }), {}),
    );
    expect(bySchool.filter((n) => n >= 40)).toHaveLength(2);
    expect(lessons.length).toBeGreaterThanOrEqual(4);
    // The demo teacher's own lessons are all today's (a teacher reads the school's: the daily cover
    // demo adds other teachers' lessons on the next school day, after hers in the day's order).
    const own = lessons.filter((lesson) => lesson.teacherId === lessons[0]?.teacherId);
    expect(new Set(own.map((lesson) => lesson.scheduleDate)).size).toBe(1);
    const first = lessons[0];
    expect(first?.isDoneAttendance).toBe('0');
    expect(first?.classId.title).toMatch(/-A$/);
    expect(first?.classId.students.length).toBeGreaterThanOrEqual(10);
    expect(first?.classId.students[0]?.term).toMatch(/^\/api\/grading_terms\/\d+$/);
    expect(first?.classId.students[0]?.student.lastName).toBeTruthy();
  });

  it('seeds the attendance types with the unknown type at id 100', async () => {
    const unknown = await get<{ id: number; title: string }>(
      `/api/attendance_types/${UNKNOWN_ATTENDANCE_TYPE_ID}`,
      teacher.token,
    );
    expect(unknown.status).toBe(200);
    expect(unknown.body).toMatchObject({ id: 100, title: 'Unknown' });
  });
});

describe('a family reads only its own records', () => {
  it('a parent lists their two children and nobody else, whatever the filters say', async () => {
    expect(family.map((s) => `${s.name} ${s.lastName}`).sort()).toEqual(['Deniz Öğrenci', 'Ege Öğrenci']);
    const listed = (await get<Student[]>('/api/students.json?pagination=false&isActive=1', parent.token)).body;
    expect(listed.map((s) => s.id).sort()).toEqual(family.map((s) => s.id).sort());
    const stranger = lessons[0]?.classId.students.find((m) => !family.some((s) => s.id === m.student.id));
    expect(stranger).toBeDefined();
    expect((await server.call(`/api/students/${stranger?.student.id}`, { token: parent.token })).status).toBe(404);
    expect((await get<Student[]>(`/api/students.json?id=${stranger?.student.id}`, parent.token)).body).toEqual([]);
  });

  it('a student reads only their own student record', async () => {
    const listed = (await get<Student[]>('/api/students.json?pagination=false', student.token)).body;
    expect(listed.map((s) => `${s.name} ${s.lastName}`)).toEqual(['Deniz Öğrenci']);
    const sibling = family.find((s) => s.name === 'Ege');
    expect((await server.call(`/api/students/${sibling?.id}`, { token: student.token })).status).toBe(404);
  });

  it('guardians: a parent sees those of their children, a student their own', async () => {
    const ofParent = (await get<{ studentId: number }[]>('/api/guardians.json?pagination=false', parent.token)).body;
    expect(ofParent.length).toBeGreaterThanOrEqual(2);
    expect(ofParent).toAllSatisfy((g) => family.some((s) => s.id === g.studentId));
    const ofStudent = (await get<{ studentId: number }[]>('/api/guardians.json?pagination=false', student.token)).body;
    const deniz = family.find((s) => s.name === 'Deniz');
    expect(ofStudent.length).toBeGreaterThanOrEqual(1);
    expect(ofStudent).toAllSatisfy((g) => g.studentId === deniz?.id);
    const strangerGuardian = (
      await get<{ id: number; studentId: number }[]>('/api/guardians.json?pagination=false', admin.token)
    ).body.find((g) => !family.some((s) => s.id === g.studentId));
    expect((await server.call(`/api/guardians/${strangerGuardian?.id}`, { token: parent.token })).status).toBe(404);
  });

  it('a parent or student may not write students, schedules or attendances', async () => {
    const body = { name: 'X', lastName: 'Y' };
    expect((await server.call('/api/students', { method: 'POST', token: parent.token, json: body })).status).toBe(403);
    const lesson = lessons[0] as Schedule;
    // A family reads its lessons (home.int.spec.ts) but never writes one.
    const newLesson = {
      school: lesson.school,
      season: lesson.season,
      teacherId: lesson.teacherId,
      scheduleDate: lesson.scheduleDate,
      enterTime: lesson.enterTime,
      exitTime: '23:59:00',
      classId: lesson.classId.id,
    };
    expect(
      (await server.call('/api/schedules', { method: 'POST', token: student.token, json: newLesson })).status,
    ).toBe(403);
    expect((await bulk(parent.token, [attendance(lesson, family[0]?.id ?? 0, false)])).status).toBe(403);
  });
});

describe('GET /{lang}/users/{userId}/student and /students', () => {
  it('answers the active student of a parent and of a student', async () => {
    const ofParent = await get<Student>(`/en/users/${parent.userId}/student`, parent.token);
    expect(ofParent.status).toBe(200);
    expect(ofParent.body.id).toBe(family[0]?.id);
    const ofStudent = await get<Student>(`/en/users/${student.userId}/student`, student.token);
    expect(ofStudent.status).toBe(200);
    expect(`${ofStudent.body.name} ${ofStudent.body.lastName}`).toBe('Deniz Öğrenci');
  });

  it('answers {students, parentName} for a parent', async () => {
    const answer = await get<{ students: Student[]; parentName: string }>(
      `/tr/users/${parent.userId}/students`,
      parent.token,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.parentName).toBe('Pelin Veli');
    expect(answer.body.students).toHaveLength(2);
  });

  it('refuses another family (404: a family reads no other user; 403 for a teacher) and answers 404 where there is no student', async () => {
    expect((await server.call(`/en/users/${student.userId}/student`, { token: parent.token })).status).toBe(404);
    expect((await server.call(`/en/users/${parent.userId}/students`, { token: student.token })).status).toBe(404);
    expect((await server.call(`/en/users/${parent.userId}/students`, { token: teacher.token })).status).toBe(403);
    expect((await server.call(`/en/users/${teacher.userId}/student`, { token: teacher.token })).status).toBe(404);
    // Staff read the families of their own schools only.
    expect((await server.call(`/en/users/${parent.userId}/student`, { token: staff.token })).status).toBe(200);
    expect((await server.call(`/en/users/${parent.userId}/student`, { token: outsider.token })).status).toBe(404);
  });
});

describe('POST /api/attendances/bulk', () => {
  const countOf = async (scheduleId: number) =>
    (await get<unknown[]>(`/api/attendances.json?pagination=false&scheduleId=${scheduleId}`, admin.token)).body.length;

  it('saves nothing when one item is bad, and names that item’s field', async () => {
    const lesson = lessons[0] as Schedule;
    const items = membersOf(lesson)
      .slice(0, 5)
      .map((m) => attendance(lesson, m.student.id, false));
    items[3] = { ...items[3], student: 'not-a-student' } as (typeof items)[number];
    const response = await bulk(teacher.token, items);
    expect(response.status).toBe(422);
    expect(response.headers.get('content-type')).toContain('application/problem+json');
    const problem = await json<Problem>(response);
    expect(problem.violations?.map((v) => v.propertyPath)).toEqual(['items[3].student']);
    expect(await countOf(lesson.id)).toBe(0);
  });

  it('refuses a student of another class, and items of two schedules, rolling back every insert', async () => {
    const [lesson, other] = lessons as [Schedule, Schedule];
    const outside = other.classId.students.find(
      (m) => !lesson.classId.students.some((own) => own.student.id === m.student.id),
    );
    const items = [
      ...membersOf(lesson)
        .slice(0, 2)
        .map((m) => attendance(lesson, m.student.id, false)),
      attendance(lesson, outside?.student.id ?? 0, false),
    ];
    const stranger = await bulk(teacher.token, items);
    expect(stranger.status).toBe(422);
    const problem = await json<Problem>(stranger);
    expect(problem.violations).toEqual([
      expect.objectContaining({
        propertyPath: 'items[2].student',
        message: 'This student is not in the class of the schedule.',
      }),
    ]);
    const mixed = await bulk(teacher.token, [
      attendance(lesson, lesson.classId.students[0]?.student.id ?? 0, false),
      attendance(other, other.classId.students[0]?.student.id ?? 0, false),
    ]);
    expect(mixed.status).toBe(422);
    expect((await json<Problem>(mixed)).violations?.[0]?.propertyPath).toBe('items[1].scheduleId');
    expect(await countOf(lesson.id)).toBe(0);
    expect(await countOf(other.id)).toBe(0);
    const after = (await get<Schedule>(`/api/schedules/${lesson.id}`, teacher.token)).body;
    expect(after.isDoneAttendance).toBe('0');
  });

  it('names a student who comes twice in one batch', async () => {
    const lesson = lessons[0] as Schedule;
    const [one, two] = membersOf(lesson);
    const items = [one, two, one].map((m) => attendance(lesson, m?.student.id ?? 0, false));
    const response = await bulk(teacher.token, items);
    expect(response.status).toBe(422);
    expect((await json<Problem>(response)).violations).toEqual([
      expect.objectContaining({ propertyPath: 'items[2].student', message: 'This value is already used.' }),
    ]);
    expect(await countOf(lesson.id)).toBe(0);
  });

  it('answers 422 on items when there are none', async () => {
    const response = await bulk(teacher.token, []);
    expect(response.status).toBe(422);
    expect((await json<Problem>(response)).violations?.[0]?.propertyPath).toBe('items');
  });

  it('saves one record per student and marks the schedule done, in one go', async () => {
    const lesson = lessons[0] as Schedule;
    const members = membersOf(lesson);
    const items = members.map((m, index) => attendance(lesson, m.student.id, index === 0));
    const response = await bulk(teacher.token, items);
    expect(response.status).toBe(201);
    const created = (await json<{ items: Record<string, unknown>[] }>(response)).items;
    expect(created).toHaveLength(members.length);
    expect(created[0]?.attendanceType).toEqual({ id: UNKNOWN_ATTENDANCE_TYPE_ID, title: 'Unknown' });
    expect(created[1]?.attendanceType).toBeNull();
    expect(created[0]?.adder).toMatch(/^\/api\/users\/\d+$/);
    expect(created[0]?.addedAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(await countOf(lesson.id)).toBe(members.length);
    const after = (await get<Schedule>(`/api/schedules/${lesson.id}`, teacher.token)).body;
    expect(after.isDone).toBe(true);
    expect(after.isDoneAttendance).toBe('1');
  });

  it('lets a family read the attendances of its own students only', async () => {
    const lesson = lessons[0] as Schedule;
    const all = (
      await get<{ id: number; student: string }[]>(
        `/api/attendances.json?pagination=false&scheduleId=${lesson.id}`,
        admin.token,
      )
    ).body;
    const familyIris = family.map((s) => iri('students', s.id));
    const ofParent = (await get<{ student: string }[]>('/api/attendances.json?pagination=false', parent.token)).body;
    expect(ofParent.length).toBeGreaterThanOrEqual(1);
    expect(ofParent).toAllSatisfy((a) => familyIris.includes(a.student));
    const stranger = all.find((a) => !familyIris.includes(a.student));
    expect((await server.call(`/api/attendances/${stranger?.id}`, { token: parent.token })).status).toBe(404);
    const ofStudent = (await get<{ student: string }[]>('/api/attendances.json?pagination=false', student.token)).body;
    expect(ofStudent.map((a) => a.student)).toEqual([iri('students', family.find((s) => s.name === 'Deniz')?.id ?? 0)]);
  });

  it('refuses a teacher the attendance of a lesson that is not theirs', async () => {
    const lesson = lessons[1] as Schedule;
    const foreign = await colleagueLesson(lesson, '20:00:00');
    const items = [attendance({ ...lesson, id: foreign.id }, lesson.classId.students[0]?.student.id ?? 0, false)];
    expect((await bulk(teacher.token, items)).status).toBe(403);
    expect(await countOf(foreign.id)).toBe(0);
  });
});

describe('a teacher writes only the attendance of their own lessons', () => {
  const single = (token: string, body: unknown) =>
    server.call('/api/attendances', { method: 'POST', token, json: body });

  it('may not PATCH a schedule, least of all move a colleague’s lesson to themself; staff may', async () => {
    const lesson = lessons[2] as Schedule;
    const foreign = await colleagueLesson(lesson, '21:00:00');
    const teacherId = (await get<{ id: number }>(`/api/users/${teacher.userId}`, teacher.token)).body.id;
    const patch = (token: string, body: unknown, id = foreign.id) =>
      server.call(`/api/schedules/${id}`, {
        method: 'PATCH',
        token,
        json: body,
        headers: { 'content-type': 'application/merge-patch+json' },
      });
    expect((await patch(teacher.token, { teacherId })).status).toBe(403);
    expect((await patch(teacher.token, { isDoneAttendance: '1' }, lesson.id)).status).toBe(403);
    expect((await get<Schedule>(`/api/schedules/${foreign.id}`, admin.token)).body.teacherId).toBe(await colleague());
    // The teacher still reads the school's lessons (the day view).
    expect((await server.call(`/api/schedules/${foreign.id}`, { token: teacher.token })).status).toBe(200);
    const moved = await patch(staff.token, { teacherId });
    expect(moved.status).toBe(200);
    expect((await json<Schedule>(moved)).teacherId).toBe(teacherId);
  });

  it('refuses a single attendance on a colleague’s lesson (403), like the bulk route', async () => {
    const lesson = lessons[2] as Schedule;
    const foreign = await colleagueLesson(lesson, '22:00:00');
    const member = membersOf(lesson)[0] as Member;
    const body = { ...attendance({ ...lesson, id: foreign.id }, member.student.id, false), teacherId: undefined };
    expect((await single(teacher.token, body)).status).toBe(403);
    expect((await single(teacher.token, { ...body, scheduleId: undefined })).status).toBe(403);
    // Staff record it; the teacher may not change it afterwards.
    const byStaff = await single(staff.token, body);
    expect(byStaff.status).toBe(201);
    const recorded = await json<{ id: number }>(byStaff);
    const patched = await server.call(`/api/attendances/${recorded.id}`, {
      method: 'PATCH',
      token: teacher.token,
      json: { attendanceType: iri('attendance_types', UNKNOWN_ATTENDANCE_TYPE_ID) },
      headers: { 'content-type': 'application/merge-patch+json' },
    });
    expect(patched.status).toBe(403);
  });

  it('records a single attendance of their own lesson (201), a student of its class only', async () => {
    const lesson = lessons[2] as Schedule;
    const [member] = membersOf(lesson);
    const created = await single(teacher.token, attendance(lesson, member?.student.id ?? 0, false));
    expect(created.status).toBe(201);
    const outside = (lessons[3] as Schedule).classId.students.find(
      (m) => !lesson.classId.students.some((own) => own.student.id === m.student.id),
    );
    const stranger = await single(teacher.token, attendance(lesson, outside?.student.id ?? 0, false));
    expect(stranger.status).toBe(422);
    expect((await json<Problem>(stranger)).violations?.map((v) => v.propertyPath)).toEqual(['student']);
  });

  it('names only themself as teacherId, and anyone names only a teacher of the school', async () => {
    const lesson = lessons[3] as Schedule;
    const [member] = membersOf(lesson);
    const other = { ...attendance(lesson, member?.student.id ?? 0, false), teacherId: await colleague() };
    const asColleague = await single(teacher.token, other);
    expect(asColleague.status).toBe(422);
    expect((await json<Problem>(asColleague)).violations?.map((v) => v.propertyPath)).toEqual(['teacherId']);
    const parentId = (await get<{ id: number }>(`/api/users/${parent.userId}`, parent.token)).body.id;
    const notATeacher = await server.call('/api/schedules', {
      method: 'POST',
      token: staff.token,
      json: {
        school: lesson.school,
        season: lesson.season,
        teacherId: parentId,
        scheduleDate: lesson.scheduleDate,
        enterTime: '23:00:00',
        exitTime: '23:40:00',
        classId: lesson.classId.id,
      },
    });
    expect(notATeacher.status).toBe(422);
    expect((await json<Problem>(notATeacher)).violations?.map((v) => v.propertyPath)).toEqual(['teacherId']);
    const klass = await server.call(`/api/classes/${lesson.classId.id}`, {
      method: 'PATCH',
      token: admin.token,
      json: { teacher: iri('users', parentId) },
      headers: { 'content-type': 'application/merge-patch+json' },
    });
    expect(klass.status).toBe(422);
  });
});

describe('a class type’s colour', () => {
  it('is a colour code or nothing: any other text is refused with 422 naming bgcolor, in the caller’s language', async () => {
    const refused = await server.call('/api/class_types', {
      method: 'POST',
      token: admin.token,
      headers: { 'accept-language': 'tr' },
      json: { title: 'Drama', bgcolor: 'red; background: url(https://evil.example/x)' },
    });
    expect(refused.status).toBe(422);
    const { violations } = await json<{ violations: { propertyPath: string; message: string }[] }>(refused);
    expect(violations).toMatchObject([{ propertyPath: 'bgcolor', message: 'Rengi #rrggbb biçiminde seçin.' }]);
    const made = await server.call('/api/class_types', {
      method: 'POST',
      token: admin.token,
      json: { title: 'Drama', bgcolor: '#A1B2C3' },
    });
    expect(made.status, await made.clone().text()).toBeLessThan(300);
    expect((await json<{ bgcolor: string }>(made)).bgcolor).toBe('#a1b2c3');
  });
});
