/**
 * School holidays over HTTP (issue 32, docs/timetable.md "School holidays"): the demo season's days
 * off, a day off outside the season refused on its field in the caller's language, a family reading
 * its own school's holidays and not another's, the week marking the day off (view and calendar), a
 * published timetable leaving the days off without lessons, and no cover on a holiday.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startServer, type TestServer } from './harness.ts';

type Rec = Record<string, unknown> & { id: number };
interface Problem {
  violations?: { propertyPath: string; message: string }[];
}
interface Week {
  days: string[];
  daysOff: { date: string; title: string }[];
  lessons: { date: string }[];
}

let server: TestServer;
let school: string;
let school2: string;
let parent: string;
let highSeason: string;

beforeAll(async () => {
  server = await startServer();
  [school, school2, parent] = (await Promise.all(
    ['school@kampus.test', 'school2@kampus.test', 'parent@kampus.test'].map(
      async (email) => (await server.login(email)).token,
    ),
  )) as [string, string, string];
  const [season] = await json<Rec[]>(await server.call('/api/seasons.json?isDefault=true', { token: school }));
  highSeason = String(season?.id);
});
afterAll(() => server.close());

const call = (path: string, token: string, init: { method?: string; json?: unknown; language?: string } = {}) =>
  server.call(path, {
    token,
    ...(init.method ? { method: init.method } : {}),
    ...(init.json === undefined ? {} : { json: init.json }),
    headers: token === school ? { seasonId: highSeason } : {},
    ...(init.language ? { headers: { seasonId: highSeason, 'accept-language': init.language } } : {}),
  });
const get = async <T = Rec[]>(path: string, token = school): Promise<T> => json<T>(await call(path, token));
const addHoliday = (body: Record<string, unknown>, token = school, language?: string) =>
  call('/api/school_holidays', token, { method: 'POST', json: body, ...(language ? { language } : {}) });
const count = async (where: string) =>
  Number((await server.sql(`select count(*)::int as n from schedules where ${where}`))[0]?.n);
const classId = async (title: string) =>
  (await get<Rec[]>('/api/classes.json?pagination=false')).find((row) => row.title === title)?.id ?? 0;

describe('the days off', () => {
  it('the demo season has its holidays; a family reads its school’s and not another school’s', async () => {
    const holidays = await get('/api/school_holidays.json');
    expect(holidays.map((row) => [row.title, row.firstDay, row.lastDay])).toEqual(
      expect.arrayContaining([
        ['Republic Day', '2026-10-29', '2026-10-29'],
        ['Semester break', '2027-01-25', '2027-02-05'],
      ]),
    );
    const [middleSeason] = await get<Rec[]>('/api/seasons.json?isDefault=true', school2);
    const other = await call('/api/school_holidays', school2, {
      method: 'POST',
      json: {
        season: `/api/seasons/${middleSeason?.id}`,
        title: 'Middle school trip',
        firstDay: '2027-05-12',
        lastDay: '2027-05-12',
      },
    });
    expect(other.status, await other.clone().text()).toBe(201);
    const otherId = (await json<Rec>(other)).id;

    const read = await get('/api/school_holidays.json', parent);
    expect(read.map((row) => row.title)).toContain('Semester break');
    expect(read.map((row) => row.title)).not.toContain('Middle school trip');
    expect((await call(`/api/school_holidays/${otherId}`, parent)).status).toBe(404);
    // Families read; only staff write.
    const byParent = await addHoliday({ title: 'Family day', firstDay: '2027-05-10', lastDay: '2027-05-10' }, parent);
    expect(byParent.status).toBe(403);
  });

  it('a day off outside the season is 422 on its field, in English and in Turkish; the last day before the first too', async () => {
    const outside = { title: 'Summer', firstDay: '2027-06-28', lastDay: '2027-07-02' };
    const english = await addHoliday(outside);
    expect(english.status).toBe(422);
    const [violation] = (await json<Problem>(english)).violations ?? [];
    expect(violation?.propertyPath).toBe('lastDay');
    expect(violation?.message).toMatch(/^A day off must be inside the season, from .*2026 to .*2027\.$/);

    const turkish = await addHoliday({ ...outside, firstDay: '2026-08-20' }, school, 'tr');
    expect(turkish.status).toBe(422);
    const paths = (await json<Problem>(turkish)).violations ?? [];
    expect(paths.map((row) => row.propertyPath)).toEqual(['firstDay', 'lastDay']);
    expect(paths[0]?.message).toContain('Tatil günü sezonun içinde olmalıdır');

    const backwards = await addHoliday({ title: 'Backwards', firstDay: '2027-05-20', lastDay: '2027-05-19' });
    expect(backwards.status).toBe(422);
    expect((await json<Problem>(backwards)).violations?.map((row) => row.propertyPath)).toEqual(['lastDay']);
  });
});

describe('what creates or expects lessons', () => {
  it('the week marks the day off with its title, in the view and in the calendar, for staff and the family', async () => {
    const query = `class=${await classId('9-A')}&date=2027-04-21`;
    const week = await get<Week>(`/api/timetable/week?${query}`);
    expect(week.days).toContain('2027-04-23');
    expect(week.daysOff).toEqual([{ date: '2027-04-23', title: 'National Sovereignty and Children’s Day' }]);
    const [child] = await get<Rec[]>('/api/students.json', parent);
    const family = await get<Week>(`/api/timetable/week?student=${child?.id}&date=2027-04-21`, parent);
    expect(family.daysOff.map((off) => off.date)).toEqual(['2027-04-23']);
    const ics = await (await call(`/api/timetable/week/ics?${query}`, school)).text();
    expect(ics).toContain('DTSTART;VALUE=DATE:20270423\r\nDTEND;VALUE=DATE:20270424\r\n');
    expect(ics).toContain('SUMMARY:National Sovereignty and Children’s Day');
  });

  it('a published run creates no lesson on a day off, and lessons on the days around it', async () => {
    const added = await addHoliday({ title: 'Spring exams', firstDay: '2027-05-05', lastDay: '2027-05-05' });
    expect(added.status, await added.clone().text()).toBe(201);
    const queued = await call('/api/timetable/solve', school, { method: 'POST', json: { timeLimit: 2, seed: 7 } });
    expect(queued.status, await queued.clone().text()).toBe(202);
    const { id } = await json<{ id: number }>(queued);
    await server.runJobs();
    expect((await get<Rec>(`/api/timetable_runs/${id}`)).status).toBe('done');
    const startDate = '2027-04-19';
    const diff = await get<Rec & { fingerprint: string }>(`/api/timetable_runs/${id}/diff?startDate=${startDate}`);
    const published = await call(`/api/timetable_runs/${id}/publish`, school, {
      method: 'POST',
      json: { startDate, fingerprint: diff.fingerprint },
    });
    expect(published.status, await published.clone().text()).toBe(200);
    const on = (date: string) => count(`season_id = ${highSeason} and schedule_date = '${date}'`);
    expect(await on('2027-04-23')).toBe(0);
    expect(await on('2027-05-05')).toBe(0);
    expect(await on('2027-04-22')).toBeGreaterThan(0);
    expect(await on('2027-05-04')).toBeGreaterThan(0);
    expect(await on('2027-05-06')).toBeGreaterThan(0);
    // The calendar and the view agree: the day off stays in the week, with no lesson.
    const week = await get<Week>(`/api/timetable/week?class=${await classId('9-A')}&date=2027-05-05`);
    expect(week.daysOff.map((off) => off.title)).toEqual(['Spring exams']);
    expect(week.lessons.filter((lesson) => lesson.date === '2027-05-05')).toEqual([]);
  });

  it('a holiday has no cover: the absent teacher’s lessons that day are not proposed, nor assigned', async () => {
    const [absence] = await get<Rec[]>('/api/teacher_absences.json');
    const day = String(absence?.absenceDate);
    const coverOf = async () =>
      (
        await get<{ lessons: { scheduleId: number; proposals: { teacherId: number }[] }[] }>(
          `/api/timetable/cover?date=${day}`,
        )
      ).lessons;
    const before = await coverOf();
    expect(before.length).toBeGreaterThan(0);
    const holiday = await json<Rec>(await addHoliday({ title: 'Snow day', firstDay: day, lastDay: day }));
    expect(await coverOf()).toEqual([]);
    // The day says why it has nothing to cover: the holiday and its school, by name.
    const named = await get<{ daysOff: { title: string; schoolTitle: string }[] }>(`/api/timetable/cover?date=${day}`);
    expect(named.daysOff.map((off) => off.title)).toEqual(['Snow day']);
    expect(named.daysOff[0]?.schoolTitle).toMatch(/\S/);
    const lesson = before.find((row) => row.proposals.length > 0);
    const assign = await call('/api/timetable/cover/assign', school, {
      method: 'POST',
      json: { scheduleId: lesson?.scheduleId, substitute: lesson?.proposals[0]?.teacherId },
    });
    expect(assign.status).toBe(422);
    expect((await json<Problem>(assign)).violations?.map((row) => row.propertyPath)).toEqual(['scheduleId']);
    expect((await call(`/api/school_holidays/${holiday.id}`, school, { method: 'DELETE' })).status).toBe(204);
    expect((await coverOf()).length).toBe(before.length);
  });
});
