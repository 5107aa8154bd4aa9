/**
 * Timetables over HTTP (issue 32, docs/timetable.md): on Demo High School's seeded week (bell
 * times, rooms, teachers' rules, lessons) and what a test adds, needs that cannot make a week are
 * 422 naming the record, a solve is queued and done by the job with no broken rule, the diff names
 * classes, subjects and teachers, a stale fingerprint is refused with nothing written, publishing
 * replaces the lessons not yet taken (a lesson with attendance taken stays) and the published
 * lessons read back with their subject and room. Another school never reaches the run.
 */
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { Db } from '../src/db/database.ts';
import { seedSchoolLife } from '../src/modules/school-life/seed-school-life.operation.ts';
import { seedCoverDemo } from '../src/modules/timetable-cover/seed-cover-demo.operation.ts';
import { json, startServer, type TestServer } from './harness.ts';

let server: TestServer;
/** The server's own database, to run the demo's start-up seeds again as a later start would. */
let database: Db | undefined;
let school: string;
let school2: string;
let teacher: string;
let highSeason: string;

type Rec = Record<string, unknown> & { id: number };
type Problem = { violations?: { propertyPath: string; message: string }[]; detail?: string };

interface WeekLesson {
  className: string;
  courseTitle: string | null;
  teacherName: string;
  weekday: number;
  startTime: string;
  roomName: string | null;
}
interface Diff {
  fingerprint: string;
  startDate: string;
  endDate: string;
  totals: { added: number; moved: number; removed: number; unchanged: number };
  lessons: { replaced: number; created: number; kept: number };
  roomClashes: (WeekLesson & { date: string; bookingPurpose: string })[];
  classes: {
    className: string;
    added: WeekLesson[];
    moved: { from: WeekLesson; to: WeekLesson }[];
    removed: WeekLesson[];
  }[];
  teachers: { teacherName: string; added: number }[];
}

beforeAll(async () => {
  server = await startServer({}, { beforeListen: (_app, services) => void (database = services.db) });
  const admin = (await server.login('admin@kampus.test')).token;
  school = (await server.login('school@kampus.test')).token;
  school2 = (await server.login('school2@kampus.test')).token;
  teacher = (await server.login('teacher@kampus.test')).token;
  const schools = await json<{ id: number; title: string }[]>(await server.call('/api/schools.json', { token: admin }));
  const highId = schools.find((s) => s.title === 'Demo High School')?.id ?? 0;
  const seasons = await json<{ id: number }[]>(
    await server.call(`/api/seasons.json?school=${highId}&isDefault=true`, { token: admin }),
  );
  highSeason = String(seasons[0]?.id);
});
afterAll(() => server.close());

const inSeason = (init: Parameters<TestServer['call']>[1] = {}) => ({
  ...init,
  headers: { seasonId: highSeason, ...(init.headers ?? {}) },
});
const get = async <T = Rec[]>(path: string, token = school): Promise<T> =>
  json<T>(await server.call(path, inSeason({ token })));
const post = (path: string, body: unknown, token = school) =>
  server.call(path, inSeason({ method: 'POST', json: body, token }));
const scheduleCount = async (where: string) =>
  Number((await server.sql(`select count(*)::int as n from schedules where ${where}`))[0]?.n);

/** The number of the period lunch follows: the first gap of 30 minutes or more in the bell times. */
const lunchPeriod = (periods: Rec[]): number => {
  const minutes = (time: unknown) => {
    const [h = 0, m = 0] = String(time).split(':').map(Number);
    return h * 60 + m;
  };
  const sorted = [...periods].sort((a, b) => Number(a.periodNumber) - Number(b.periodNumber));
  const before = sorted.find((p, i) => {
    const next = sorted[i + 1];
    return next !== undefined && minutes(next.startTime) - minutes(p.endTime) >= 30;
  });
  expect(before, 'the demo bell times have a lunch break').toBeDefined();
  return Number(before?.periodNumber);
};

const solveAndRun = async (): Promise<Rec> => {
  const queued = await post('/api/timetable/solve', { timeLimit: 2, seed: 7 });
  expect(queued.status).toBe(202);
  const { id } = await json<{ id: number; status: string }>(queued);
  expect(await server.runJobs()).toBeGreaterThanOrEqual(1);
  return get<Rec>(`/api/timetable_runs/${id}`);
};

describe('what the week is made of', () => {
  it('the demo school has its bell times, rooms with a lab and a gym, and each class its lessons', async () => {
    const periods = await get('/api/timetable_periods.json?pagination=false');
    expect(periods.map((p) => [p.periodNumber, p.startTime])).toContainEqual([1, '08:30:00']);
    expect(periods).toHaveLength(8);
    const rooms = await get('/api/rooms.json?pagination=false');
    expect(rooms.map((r) => r.kind)).toEqual(expect.arrayContaining(['lab', 'gym', 'classroom']));
    expect((await get('/api/timetable_lessons.json?pagination=false')).length).toBeGreaterThanOrEqual(20);
  });

  it('a slot list that is not {weekday, period} is 422 naming the field', async () => {
    const [lesson] = await get('/api/timetable_lessons.json');
    const response = await server.call(
      `/api/timetable_lessons/${lesson?.id}`,
      inSeason({
        method: 'PATCH',
        token: school,
        headers: { 'content-type': 'application/merge-patch+json' },
        body: JSON.stringify({ fixedStarts: [{ weekday: 9, period: 1 }] }),
      }),
    );
    expect(response.status).toBe(422);
    expect((await json<Problem>(response)).violations?.map((v) => v.propertyPath)).toEqual(['fixedStarts']);
  });

  it('a need no week can meet is 422 naming the lesson, and no run is queued', async () => {
    const [lesson] = await get('/api/timetable_lessons.json');
    const added = await post('/api/timetable_lessons', {
      classId: lesson?.classId,
      course: lesson?.course,
      teacher: lesson?.teacher,
      periodsPerWeek: 40,
      roomKind: 'classroom',
    });
    expect(added.status, await added.clone().text()).toBe(201);
    const extra = await json<Rec>(added);
    const runsBefore = (await get('/api/timetable_runs.json?pagination=false')).length;
    const refused = await post('/api/timetable/solve', { timeLimit: 1 });
    expect(refused.status).toBe(422);
    const paths = (await json<Problem>(refused)).violations?.map((v) => v.propertyPath) ?? [];
    expect(paths.some((path) => path.startsWith('timetable_lessons['))).toBe(true);
    expect((await get('/api/timetable_runs.json?pagination=false')).length).toBe(runsBefore);
    expect(
      (await server.call(`/api/timetable_lessons/${extra.id}`, inSeason({ method: 'DELETE', token: school }))).status,
    ).toBe(204);
  });

  it('a double fixed by hand across lunch is 422 naming the field when saved, and when lunch moves later', async () => {
    const periods = await get('/api/timetable_periods.json?pagination=false');
    const lunch = lunchPeriod(periods);
    const double = (await get('/api/timetable_lessons.json?pagination=false')).find((l) => l.length === 2);
    expect(double, 'the demo has a double lesson').toBeDefined();
    const patch = (path: string, body: unknown) =>
      server.call(
        path,
        inSeason({
          method: 'PATCH',
          token: school,
          headers: { 'content-type': 'application/merge-patch+json', 'accept-language': 'tr' },
          body: JSON.stringify(body),
        }),
      );
    const lunchMessage = 'Blok ders burada başlayamaz: uzun teneffüs (öğle arası) dersin ortasına düşer.';
    const fix = (period: number) =>
      patch(`/api/timetable_lessons/${double?.id}`, { fixedStarts: [{ weekday: 1, period }] });
    // Saved: the form is told at once, and nothing is kept.
    const refusedSave = await fix(lunch);
    expect(refusedSave.status).toBe(422);
    expect((await json<Problem>(refusedSave)).violations).toEqual([
      expect.objectContaining({ propertyPath: 'fixedStarts', message: lunchMessage }),
    ]);
    expect((await get<Rec>(`/api/timetable_lessons/${double?.id}`)).fixedStarts).toEqual(double?.fixedStarts);
    // Fixed just before lunch (periods lunch-1 and lunch), then the bell times move lunch inside it:
    // the solve names the lesson's field.
    expect((await fix(lunch - 1)).status).toBe(200);
    const before = periods.find((p) => Number(p.periodNumber) === lunch - 1);
    onTestFinished(async () => {
      expect((await patch(`/api/timetable_periods/${before?.id}`, { endTime: before?.endTime })).status).toBe(200);
      expect(
        (await patch(`/api/timetable_lessons/${double?.id}`, { fixedStarts: double?.fixedStarts ?? null })).status,
      ).toBe(200);
    });
    const [h = 0, m = 0] = String(before?.startTime).split(':').map(Number);
    const endsAt = h * 60 + m + 5;
    const early = `${String(Math.floor(endsAt / 60)).padStart(2, '0')}:${String(endsAt % 60).padStart(2, '0')}`;
    expect((await patch(`/api/timetable_periods/${before?.id}`, { endTime: early })).status).toBe(200);
    const refused = await server.call(
      '/api/timetable/solve',
      inSeason({ method: 'POST', json: { timeLimit: 1 }, token: school, headers: { 'accept-language': 'tr' } }),
    );
    expect(refused.status).toBe(422);
    expect((await json<Problem>(refused)).violations).toContainEqual(
      expect.objectContaining({ propertyPath: `timetable_lessons[${double?.id}].fixedStarts`, message: lunchMessage }),
    );
  });

  it('a teacher reads the needs but may not solve; a time limit above 300 s is 422', async () => {
    expect((await post('/api/timetable/solve', { timeLimit: 1 }, teacher)).status).toBe(403);
    const tooLong = await post('/api/timetable/solve', { timeLimit: 301 });
    expect(tooLong.status).toBe(422);
    expect((await json<Problem>(tooLong)).violations?.map((v) => v.propertyPath)).toEqual(['timeLimit']);
  });
});

describe('solve, diff and publish', () => {
  let run: Rec;
  let startDate: string;

  it('a run is queued, and the job leaves it done with no broken rule and its report', async () => {
    const room = await post('/api/rooms', { name: 'Derslik 106', kind: 'classroom', capacity: 30 });
    expect(room.status).toBe(201);
    run = await solveAndRun();
    expect(run).toMatchObject({ status: 'done', hardCount: 0, timeLimit: 2, seed: 7 });
    expect(run.problem).toBeUndefined();
    const report = run.report as { hard: { count: number }; soft: { parts: Record<string, number> } };
    expect(report.hard.count).toBe(0);
    expect(Object.keys(report.soft.parts)).toContain('classGaps');
    expect(Array.isArray(run.result) && run.result.length).toBeGreaterThan(0);
    // Doubles are placed, and none starts at the period lunch follows (the demo's Monday to Friday are alike).
    const lunch = lunchPeriod(await get('/api/timetable_periods.json?pagination=false'));
    const doubles = (run.result as { period: number; length: number }[]).filter((p) => p.length === 2);
    expect(doubles.length).toBeGreaterThan(0);
    expect(doubles.filter((p) => p.period + 1 === lunch)).toEqual([]);
  });

  it('the diff names classes, subjects and teachers; a lesson with attendance taken is kept', async () => {
    const [first] = await server.sql(
      `select id, schedule_date::text as d from schedules where season_id = ${highSeason} order by schedule_date, enter_time limit 1`,
    );
    startDate = String(first?.d);
    // The first lesson's attendance is taken: publishing must leave it as it is.
    await server.sql(`update schedules set is_done = true, is_done_attendance = true where id = ${Number(first?.id)}`);
    const diff = await get<Diff>(`/api/timetable_runs/${run.id}/diff?startDate=${startDate}`);
    expect(diff.startDate).toBe(startDate);
    expect(diff.endDate).toBe('2027-06-30');
    expect(diff.lessons.kept).toBe(1);
    expect(diff.lessons.replaced).toBeGreaterThanOrEqual(1);
    expect(diff.classes.map((c) => c.className)).toEqual(expect.arrayContaining(['9-A', '12-A']));
    const added = diff.classes.flatMap((c) => c.added);
    expect(added.length + diff.totals.moved).toBeGreaterThan(0);
    expect(added).toAllSatisfy((lesson) => Boolean(lesson.courseTitle && lesson.teacherName && lesson.roomName));
    expect(diff.teachers.map((t) => t.teacherName)).toContain('Tülay Öğretmen');
  });

  it('a stale fingerprint is 409 and writes nothing; one the schedules changed since is stale too', async () => {
    const before = await scheduleCount(`season_id = ${highSeason}`);
    const stale = await post(`/api/timetable_runs/${run.id}/publish`, { startDate, fingerprint: 'not-the-diff' });
    expect(stale.status).toBe(409);
    const seen = await get<Diff>(`/api/timetable_runs/${run.id}/diff?startDate=${startDate}`);
    const [lesson] = await get('/api/timetable_lessons.json');
    const typed = await post('/api/schedules', {
      teacherId: lesson?.teacher,
      classId: lesson?.classId,
      scheduleDate: '2027-01-05',
      enterTime: '16:00',
      exitTime: '16:40',
    });
    expect(typed.status).toBe(201);
    const changed = await post(`/api/timetable_runs/${run.id}/publish`, { startDate, fingerprint: seen.fingerprint });
    expect(changed.status).toBe(409);
    expect(await scheduleCount(`season_id = ${highSeason}`)).toBe(before + 1);
  });

  it('a room booked on a day the solved week uses it is named in the diff; the lesson is published without it', async () => {
    const before = await get<Diff>(`/api/timetable_runs/${run.id}/diff?startDate=${startDate}`);
    expect(before.roomClashes).toEqual([]);
    // A Wednesday lesson of the solved week, and its room booked for a concert over it that day.
    const wednesday = before.classes
      .flatMap((c) => [...c.added, ...c.moved.map((m) => m.to)])
      .find((lesson) => lesson.weekday === 3 && lesson.roomName);
    expect(wednesday, 'a Wednesday lesson with a room').toBeDefined();
    const [room] = await server.sql(`select id from rooms where name = '${String(wednesday?.roomName)}' limit 1`);
    const booking = await post('/api/room_bookings', {
      room: `/api/rooms/${Number(room?.id)}`,
      bookingDate: '2027-01-06',
      startTime: wednesday?.startTime,
      endTime: wednesday?.startTime.replace(/^(\d\d)/, (hour) => String(Number(hour) + 1).padStart(2, '0')),
      bookingPurpose: 'Winter concert rehearsal',
    });
    expect(booking.status, await booking.clone().text()).toBe(201);
    const after = await get<Diff>(`/api/timetable_runs/${run.id}/diff?startDate=${startDate}`);
    expect(after.fingerprint).not.toBe(before.fingerprint);
    expect(after.roomClashes).toContainEqual(
      expect.objectContaining({
        date: '2027-01-06',
        startTime: wednesday?.startTime,
        className: wednesday?.className,
        roomName: wednesday?.roomName,
        bookingPurpose: 'Winter concert rehearsal',
      }),
    );
  });

  it('publishing replaces the lessons not taken by the solved week, with subject and room', async () => {
    const diff = await get<Diff>(`/api/timetable_runs/${run.id}/diff?startDate=${startDate}`);
    const published = await post(`/api/timetable_runs/${run.id}/publish`, { startDate, fingerprint: diff.fingerprint });
    expect(published.status).toBe(200);
    expect(await json(published)).toEqual({
      removed: diff.lessons.replaced,
      created: diff.lessons.created,
      kept: 1,
    });
    expect(await scheduleCount(`season_id = ${highSeason} and schedule_date >= '${startDate}' and not is_done`)).toBe(
      diff.lessons.created,
    );
    expect(await scheduleCount(`season_id = ${highSeason} and is_done`)).toBe(1);
    expect(await scheduleCount(`enter_time = '16:00:00'`)).toBe(0);
    const lessons = await get(`/api/schedules.json?scheduleDate=2027-01-05`);
    expect(lessons.length).toBeGreaterThan(0);
    expect(lessons).toAllSatisfy((lesson) => String(lesson.course).startsWith('/api/courses/'));
    expect(lessons).toAllSatisfy((lesson) => String(lesson.room).startsWith('/api/rooms/'));
    // The booked day's lesson has no room: the booking stands, the school places the lesson.
    for (const clash of diff.roomClashes) {
      const [held] = await server.sql(
        `select count(*)::int as n from schedules where schedule_date = '${clash.date}' and enter_time = '${clash.startTime}' and room_id is null and season_id = ${highSeason}`,
      );
      expect(Number(held?.n)).toBeGreaterThan(0);
    }
    expect(diff.roomClashes.length).toBeGreaterThan(0);
    // The same diff again is stale: what it described is what the schedules now are.
    const again = await post(`/api/timetable_runs/${run.id}/publish`, { startDate, fingerprint: diff.fingerprint });
    expect(again.status).toBe(409);
    const after = await get<Diff>(`/api/timetable_runs/${run.id}/diff?startDate=${startDate}`);
    expect(after.totals).toMatchObject({ added: 0, moved: 0, removed: 0 });
  });

  it('a lesson given to a substitute is kept by the next publication, with its cover', async () => {
    // A published Thursday lesson; its teacher is away that day and a colleague covers it.
    const [lesson] = await server.sql(
      `select id, teacher_id as t, class_id as c, enter_time::text as e from schedules where season_id = ${highSeason} and schedule_date = '2027-01-07' and class_id is not null and not is_done order by enter_time limit 1`,
    );
    const absence = await post('/api/teacher_absences', {
      season: `/api/seasons/${highSeason}`,
      teacher: Number(lesson?.t),
      absenceDate: '2027-01-07',
      allDay: true,
      reasonKind: 'sick',
    });
    expect(absence.status, await absence.clone().text()).toBe(201);
    const cover = await get<{ lessons: { scheduleId: number; proposals: { teacherId: number }[] }[] }>(
      '/api/timetable/cover?date=2027-01-07',
    );
    const toCover = cover.lessons.find((row) => row.scheduleId === Number(lesson?.id));
    const substitute = toCover?.proposals[0]?.teacherId;
    expect(substitute, 'a substitute proposed').toBeDefined();
    const assigned = await post('/api/timetable/cover/assign', { scheduleId: Number(lesson?.id), substitute });
    expect(assigned.status).toBe(200);

    // The diff keeps it (beside the lesson with attendance taken) instead of handing it back.
    const diff = await get<Diff>(`/api/timetable_runs/${run.id}/diff?startDate=${startDate}`);
    expect(diff.lessons.kept).toBe(2);
    const published = await post(`/api/timetable_runs/${run.id}/publish`, { startDate, fingerprint: diff.fingerprint });
    expect(published.status).toBe(200);
    expect(await json(published)).toMatchObject({ kept: 2 });
    // The substitute still gives it that day, its cover stands, and its class has no second lesson then.
    const [kept] = await server.sql(`select teacher_id as t from schedules where id = ${Number(lesson?.id)}`);
    expect(Number(kept?.t)).toBe(substitute);
    expect(await scheduleCount(`id in (select schedule_id from lesson_covers)`)).toBe(1);
    expect(
      await scheduleCount(
        `class_id = ${Number(lesson?.c)} and schedule_date = '2027-01-07' and enter_time = '${String(lesson?.e)}'`,
      ),
    ).toBe(1);
  });

  it('a later start of the demo adds no lesson beside the published timetable', async () => {
    const before = await scheduleCount(`season_id = ${highSeason}`);
    const absences = Number((await server.sql(`select count(*)::int as n from teacher_absences`))[0]?.n);
    if (!database) throw new Error('the server’s database was not handed over');
    // What every start of a demo installation runs: today's lessons of the demo teacher, the cover demo.
    await seedSchoolLife(database);
    await seedCoverDemo(database);
    expect(await scheduleCount(`season_id = ${highSeason}`)).toBe(before);
    expect(Number((await server.sql(`select count(*)::int as n from teacher_absences`))[0]?.n)).toBe(absences);
  });

  it("another school's staff never reach the run: 404", async () => {
    expect((await server.call(`/api/timetable_runs/${run.id}`, { token: school2 })).status).toBe(404);
    expect(
      (await server.call(`/api/timetable_runs/${run.id}/diff?startDate=${startDate}`, { token: school2 })).status,
    ).toBe(404);
    const publish = await server.call(`/api/timetable_runs/${run.id}/publish`, {
      method: 'POST',
      token: school2,
      json: { startDate, fingerprint: 'x' },
    });
    expect(publish.status).toBe(404);
  });
});
