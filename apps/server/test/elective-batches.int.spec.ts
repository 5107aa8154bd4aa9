/**
 * Elective sections as batches (docs/timetable.md, "Sections as batches" and "A lesson of a
 * batch") over HTTP as the demo users: the placement puts each placed student in their section's
 * batch and takes them out when withdrawn or reset; a lesson names a class or a batch (422
 * otherwise, in the caller's language); a batch's lesson reads with the batch's students, takes
 * its register and attendance, and shows in the family's lessons and in the student's, class's and
 * teacher's weeks.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startServer, violationPaths, type TestServer } from './harness.ts';
import { demoCalls, demoToday, iri } from './support/demo-calls.ts';

let server: TestServer;
const ids = { high: 0, season: 0, deniz: 0, teacher: 0, classA: 0, robotics: 0, german: 0 };

interface Batch {
  id: number;
  title: string;
  electiveSection: number;
}
interface Problem {
  violations?: { propertyPath: string; message: string }[];
}
interface WeekLesson {
  id: number;
  classId: number | null;
  batchId: number | null;
  className: string;
}

const today = demoToday();
const { call, idOf, signIn } = demoCalls(
  () => server,
  () => ids.season,
);

/** The section batches of an offer, by section. */
const batchesOf = async (offer: number): Promise<Batch[]> =>
  (await json<Batch[]>(await call('school', `/api/batches.json?electiveOffer=${offer}&pagination=false`))).sort(
    (a, b) => a.electiveSection - b.electiveSection,
  );
/** A batch's students, as staff list them. */
const membersOf = async (batch: number): Promise<number[]> =>
  (
    await json<{ studentId: string | number }[]>(
      await call('school', `/api/student_batches.json?batchId=${batch}&pagination=false`),
    )
  )
    .map((row) => Number(String(row.studentId).split('/').pop()))
    .sort((a, b) => a - b);
/** Who the placement put in an offer's section, read from the requests. */
const placedIn = async (offer: number, section: number): Promise<number[]> =>
  (
    await server.sql(
      `select student_id as id from course_requests where offer_id = ${offer} and request_status = 'placed' and section = ${section} order by student_id`,
    )
  ).map((row) => Number(row.id));

const lesson = (fields: Record<string, unknown>) => ({
  school: iri('schools', ids.high),
  season: iri('seasons', ids.season),
  teacherId: iri('users', ids.teacher),
  scheduleDate: today,
  enterTime: '16:00',
  exitTime: '16:40',
  ...fields,
});

beforeAll(async () => {
  server = await startServer();
  await signIn('school', 'teacher', 'parent', 'student');
  ids.high = await idOf(`select id from schools where title = 'Demo High School'`);
  ids.season = await idOf(`select id from seasons where school_id = ${ids.high} and is_default`);
  ids.deniz = await idOf(`select id from students where name = 'Deniz' and school_id = ${ids.high}`);
  ids.teacher = await idOf(`select id from users where email = 'teacher@kampus.test'`);
  ids.classA = await idOf(`select id from classes where title = '9-A' and school_id = ${ids.high}`);
  ids.robotics = await idOf(`select id from elective_offers where title = 'Robotics'`);
  ids.german = await idOf(`select id from elective_offers where title = 'German A1'`);
});
afterAll(async () => {
  await server.close();
});

describe('elective sections as batches', () => {
  it('the placement puts each placed student in the batch of their section, one batch a section', async () => {
    expect(await batchesOf(ids.robotics)).toEqual([]);
    expect((await call('school', '/api/elective_offers/place', 'POST', { seed: 11 })).status).toBe(200);
    const robotics = await batchesOf(ids.robotics);
    expect(robotics.map((row) => row.title)).toEqual(['Robotics · 1']);
    expect(await membersOf(robotics[0]!.id)).toEqual(await placedIn(ids.robotics, 1));
    expect((await membersOf(robotics[0]!.id)).length).toBe(3);
    const german = await batchesOf(ids.german);
    expect(german.map((row) => row.title)).toEqual(['German A1 · 1', 'German A1 · 2']);
    for (const batch of german)
      expect(await membersOf(batch.id)).toEqual(await placedIn(ids.german, batch.electiveSection));
    // Run again: nobody moves, no batch is added.
    expect((await call('school', '/api/elective_offers/place', 'POST', {})).status).toBe(200);
    expect((await batchesOf(ids.robotics)).map((row) => row.id)).toEqual(robotics.map((row) => row.id));
    expect(await membersOf(robotics[0]!.id)).toEqual(await placedIn(ids.robotics, 1));
  });

  it('a withdrawal takes the student out of the batch and puts the one placed from the line in', async () => {
    const [batch] = await batchesOf(ids.robotics);
    const before = await membersOf(batch!.id);
    const leaver = before[0]!;
    const request = await idOf(
      `select id from course_requests where offer_id = ${ids.robotics} and student_id = ${leaver}`,
    );
    const waiting = await idOf(
      `select student_id as id from course_requests where offer_id = ${ids.robotics} and request_status = 'waitlisted' order by waitlist_position limit 1`,
    );
    const withdrawn = await call('school', `/api/course_requests/${request}`, 'PATCH', { requestStatus: 'withdrawn' });
    expect(withdrawn.status, await withdrawn.clone().text()).toBe(200);
    const after = await membersOf(batch!.id);
    expect(after).not.toContain(leaver);
    expect(after).toEqual(await placedIn(ids.robotics, 1));
    if (waiting !== 0) expect(after).toContain(waiting);
  });

  it('a reset places everyone again and the batches follow', async () => {
    expect((await call('school', '/api/elective_offers/place', 'POST', { reset: true, seed: 5 })).status).toBe(200);
    for (const offer of [ids.robotics, ids.german])
      for (const batch of await batchesOf(offer))
        expect(await membersOf(batch.id)).toEqual(await placedIn(offer, batch.electiveSection));
  });
});

describe('a lesson of a batch', () => {
  let batch = 0;
  let other = 0;
  let lessonId = 0;

  it('a lesson names a class or a batch, not neither nor both (422 on the field, in the caller’s language)', async () => {
    const [robotics] = await batchesOf(ids.robotics);
    batch = robotics!.id;
    const neither = await call('school', '/api/schedules', 'POST', lesson({}));
    expect(neither.status).toBe(422);
    const problem = await json<Problem>(neither);
    expect(violationPaths(problem)).toEqual(['classId']);
    expect(problem.violations?.[0]?.message).toBe('A lesson is of a class or of a batch: name one of them.');
    const turkish = await call('school', '/api/schedules', 'POST', lesson({}), { 'accept-language': 'tr' });
    expect((await json<Problem>(turkish)).violations?.[0]?.message).toBe(
      'Ders bir sınıfın ya da bir grubun dersidir: birini seçin.',
    );
    const both = await call(
      'school',
      '/api/schedules',
      'POST',
      lesson({ classId: iri('classes', ids.classA), batch: iri('batches', batch) }),
    );
    expect(both.status).toBe(422);
    expect(violationPaths(await json<Problem>(both))).toEqual(['batch']);
  });

  it('a batch’s lesson reads with the batch’s students; its register and attendance take them', async () => {
    const created = await call('school', '/api/schedules', 'POST', lesson({ batch: iri('batches', batch) }));
    expect(created.status, await created.clone().text()).toBe(201);
    lessonId = (await json<{ id: number }>(created)).id;
    const members = await membersOf(batch);
    const read = await json<{ classId: unknown; batch: { title: string; students: { student: { id: number } }[] } }>(
      await call('school', `/api/schedules/${lessonId}`),
    );
    expect(read.classId).toBeNull();
    expect(read.batch.title).toBe('Robotics · 1');
    expect(read.batch.students.map((row) => row.student.id).sort((a, b) => a - b)).toEqual(members);

    // The lesson's teacher reads every member, though none sits in a class of theirs.
    const asTeacher = await json<{ batch: { students: unknown[] } }>(
      await call('teacher', `/api/schedules/${lessonId}`),
    );
    expect(asTeacher.batch.students).toHaveLength(members.length);

    const register = await json<{ batch: { title: string }; class: unknown; lines: { student: { id: number } }[] }>(
      await call('teacher', `/api/attendances/register?batch=${batch}&date=${today}&scheduleId=${lessonId}`),
    );
    expect(register.class).toBeNull();
    expect(register.batch.title).toBe('Robotics · 1');
    expect(register.lines.map((row) => row.student.id).sort((a, b) => a - b)).toEqual(members);

    const outsider = await idOf(
      `select s.id from students s where s.school_id = ${ids.high} and s.id not in (${members.join(',')}) limit 1`,
    );
    const refused = await call('school', '/api/attendances/register', 'PUT', {
      batch,
      date: today,
      scheduleId: lessonId,
      marks: [{ student: outsider, attendanceType: null }],
    });
    expect(refused.status).toBe(422);
    expect(violationPaths(await json<Problem>(refused))).toEqual(['marks[0].student']);
    const saved = await call('school', '/api/attendances/register', 'PUT', {
      batch,
      date: today,
      scheduleId: lessonId,
      marks: [{ student: members[0], attendanceType: null }],
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect((await json<{ lines: { recorded: boolean }[] }>(saved)).lines.filter((row) => row.recorded)).toHaveLength(1);
    // A single attendance through /api takes only the batch's students too.
    const single = await call('school', '/api/attendances', 'POST', {
      school: iri('schools', ids.high),
      season: iri('seasons', ids.season),
      student: iri('students', outsider),
      scheduleId: iri('schedules', lessonId),
      attendanceDate: today,
    });
    expect(single.status).toBe(422);
    expect(violationPaths(await json<Problem>(single))).toContain('student');
  });

  it('a family reads the batch lessons of their child and the weeks show them', async () => {
    // Deniz's section of block A, wherever the lottery put him; and a batch he is not in.
    const denizBatch = await idOf(`select batch_id as id from student_batches where student_id = ${ids.deniz} limit 1`);
    expect(denizBatch).toBeGreaterThan(0);
    other = await idOf(
      `select b.id from batches b where b.elective_offer_id is not null and b.id not in (select batch_id from student_batches where student_id = ${ids.deniz}) limit 1`,
    );
    const his = await json<{ id: number }>(
      await call(
        'school',
        '/api/schedules',
        'POST',
        lesson({ batch: iri('batches', denizBatch), enterTime: '17:00', exitTime: '17:40' }),
      ),
    );
    const notHis = await json<{ id: number }>(
      await call(
        'school',
        '/api/schedules',
        'POST',
        lesson({ batch: iri('batches', other), enterTime: '17:00', exitTime: '17:40' }),
      ),
    );
    const family = await json<{ id: number }[]>(
      await call('parent', `/api/schedules.json?scheduleDate=${today}&pagination=false`),
    );
    expect(family.map((row) => row.id)).toContain(his.id);
    expect(family.map((row) => row.id)).not.toContain(notHis.id);
    expect((await call('parent', `/api/schedules/${notHis.id}`)).status).toBe(404);

    const week = async (who: string, query: string) =>
      (await json<{ lessons: WeekLesson[] }>(await call(who, `/api/timetable/week?${query}&date=${today}`))).lessons;
    const student = await week('parent', `student=${ids.deniz}`);
    expect(student.find((row) => row.id === his.id)).toMatchObject({ classId: null, batchId: denizBatch });
    expect(student.map((row) => row.id)).not.toContain(notHis.id);
    const classWeek = await week('school', `class=${ids.classA}`);
    expect(classWeek.map((row) => row.id)).toContain(his.id);
    const teacherWeek = await week('teacher', `teacher=${ids.teacher}`);
    expect(teacherWeek.find((row) => row.id === lessonId)?.className).toBe('Robotics · 1');
  });
  it('a renamed elective renames its sections’ batches, except one staff named otherwise', async () => {
    const [first, second] = await batchesOf(ids.german);
    const named = await call('school', `/api/batches/${second!.id}`, 'PATCH', { title: 'Deutsch Gruppe' });
    expect(named.status, await named.clone().text()).toBe(200);
    const renamed = await call('school', `/api/elective_offers/${ids.german}`, 'PATCH', { title: 'German A2' });
    expect(renamed.status, await renamed.clone().text()).toBe(200);
    expect((await batchesOf(ids.german)).map((row) => [row.id, row.title])).toEqual([
      [first!.id, 'German A2 · 1'],
      [second!.id, 'Deutsch Gruppe'],
    ]);
  });
});
