/**
 * Seasons and their databases: one default season per school, a season database prepared by the
 * background job (isCreated false until done), and copying season data between seasons.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startServer, type TestServer } from './harness.ts';

type Item = Record<string, unknown> & { id: number };

let server: TestServer;
let school: string;
let school2: string;
let highId: number;
let middleId: number;
let defaultSeason: Item;

const patch = (path: string, token: string, body: unknown) =>
  server.call(path, {
    method: 'PATCH',
    token,
    headers: { 'content-type': 'application/merge-patch+json' },
    body: JSON.stringify(body),
  });
const post = (path: string, token: string, body: unknown) => server.call(path, { method: 'POST', token, json: body });
const list = async (path: string, token: string) => json<Item[]>(await server.call(path, { token }));

const until = async <T>(read: () => Promise<T>, ok: (value: T) => boolean, what: string): Promise<T> => {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

const newSeason = async (title: string, extra: Record<string, unknown> = {}): Promise<Item> => {
  const response = await post('/api/seasons', school, { school: `/api/schools/${highId}`, title, ...extra });
  expect(response.status, await response.clone().text()).toBe(201);
  return json<Item>(response);
};

beforeAll(async () => {
  server = await startServer({ KAMPUS_JOBS: '1', KAMPUS_JOB_POLL_MS: '50' });
  school = (await server.login('school@kampus.test')).token;
  school2 = (await server.login('school2@kampus.test')).token;
  const schools = await list('/api/schools.json', school);
  highId = schools.find((s) => s.title === 'Demo High School')?.id ?? 0;
  const { token: admin } = await server.login('admin@kampus.test');
  middleId = (await list('/api/schools.json', admin)).find((s) => s.title === 'Demo Middle School')?.id ?? 0;
  [defaultSeason] = (await list(`/api/seasons.json?school=${highId}&isDefault=true`, school)) as [Item];
  // One course in the default season, to be carried into the next ones.
  const course = await post('/api/courses', school, {
    school: `/api/schools/${highId}`,
    season: `/api/seasons/${defaultSeason.id}`,
    title: 'Mathematics 9',
    code: 'MATH9',
    weeklyHours: 5,
    credit: 4,
  });
  expect(course.status, await course.clone().text()).toBe(201);
});
afterAll(() => server.close());

describe('default season', () => {
  it('keeps one default season per school when another is patched default', async () => {
    const next = await newSeason('2031-2032', { startDate: '2031-09-01', endDate: '2032-06-30' });
    expect((await patch(`/api/seasons/${next.id}`, school, { isDefault: true })).status).toBe(200);
    let defaults = await list(`/api/seasons.json?school=${highId}&isDefault=true`, school);
    expect(defaults.map((s) => s.id)).toEqual([next.id]);
    // And back, as the config screen does: the old default patched on, the other off.
    expect((await patch(`/api/seasons/${defaultSeason.id}`, school, { isDefault: true })).status).toBe(200);
    defaults = await list(`/api/seasons.json?school=${highId}&isDefault=true`, school);
    expect(defaults.map((s) => s.id)).toEqual([defaultSeason.id]);
    // Another school's default is untouched.
    expect(await list(`/api/seasons.json?school=${middleId}&isDefault=true`, school2)).toHaveLength(1);
  });
});

describe('season databases', () => {
  it('prepares the season in the background and only then reports isCreated', async () => {
    const season = await newSeason('2027-2028', { startDate: '2027-09-01', endDate: '2028-06-30' });
    const response = await post('/api/databases', school, { season: `/api/seasons/${season.id}` });
    expect(response.status, await response.clone().text()).toBe(201);
    const database = await json<Item>(response);
    expect(database).toMatchObject({ isCreated: false, school: `/api/schools/${highId}`, provisionedAt: null });
    expect(database.name).toBe('demo_high_school_2027_2028');

    const done = await until(
      async () => json<Item>(await server.call(`/api/databases/${database.id}`, { token: school })),
      (item) => item.isCreated === true,
      'the database to be created',
    );
    expect(done.provisionedAt).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(await list(`/api/databases.json?school=${highId}&isCreated=false`, school)).toEqual([]);
    // The default season's grading terms, a year later, and its course.
    const terms = await list(`/api/grading_terms.json?season=${season.id}&order[startDate]=asc`, school);
    expect(terms.map((t) => [t.title, t.startDate, t.endDate])).toEqual([
      ['First term', '2027-09-01', '2028-01-22'],
      ['Second term', '2028-02-08', '2028-06-30'],
    ]);
    const courses = await list(`/api/courses.json?season=${season.id}&pagination=false`, school);
    const before = await list(`/api/courses.json?season=${defaultSeason.id}&pagination=false`, school);
    expect(courses.map((c) => c.code).sort()).toEqual(before.map((c) => c.code).sort());
    expect(courses.find((c) => c.code === 'MATH9')).toMatchObject({
      title: 'Mathematics 9',
      weeklyHours: 5,
      credit: 4,
    });
    const seasonAfter = await json<Item>(await server.call(`/api/seasons/${season.id}`, { token: school }));
    expect(seasonAfter.database).toBe('demo_high_school_2027_2028');
  });

  it('gives a season with nothing to copy a two-term skeleton from its dates', async () => {
    // Made the default itself, so there is no other default season to copy from.
    const season = await newSeason('2029-2030', { startDate: '2029-09-01', endDate: '2030-06-30', isDefault: true });
    const database = await json<Item>(await post('/api/databases', school, { season: `/api/seasons/${season.id}` }));
    await until(
      async () => json<Item>(await server.call(`/api/databases/${database.id}`, { token: school })),
      (item) => item.isCreated === true,
      'the database to be created',
    );
    const terms = await list(`/api/grading_terms.json?season=${season.id}&order[startDate]=asc`, school);
    expect(terms.map((t) => [t.startDate, t.endDate])).toEqual([
      ['2029-09-01', '2030-01-30'],
      ['2030-01-31', '2030-06-30'],
    ]);
    expect(await list(`/api/courses.json?season=${season.id}`, school)).toEqual([]);
    await patch(`/api/seasons/${defaultSeason.id}`, school, { isDefault: true });
  });

  it("refuses a second database for a season and another school's season", async () => {
    const season = await newSeason('2035-2036');
    expect((await post('/api/databases', school, { season: `/api/seasons/${season.id}` })).status).toBe(201);
    const again = await post('/api/databases', school, { season: `/api/seasons/${season.id}` });
    expect(again.status).toBe(422);
    const [middleSeason] = await list(`/api/seasons.json?school=${middleId}`, school2);
    const foreign = await post('/api/databases', school, { season: `/api/seasons/${middleSeason?.id}` });
    expect(foreign.status).toBe(422);
    expect((await json<{ violations: { propertyPath: string }[] }>(foreign)).violations[0]?.propertyPath).toBe(
      'season',
    );
  });
});

describe('POST /api/seasons/copy_data', () => {
  const copy = (token: string, body: unknown) => post('/api/seasons/copy_data', token, body);

  it('copies the chosen tables and answers what it copied', async () => {
    const target = await newSeason('2028-2029', { startDate: '2028-09-01', endDate: '2029-06-30' });
    const response = await copy(school, {
      sourceDb: defaultSeason.database,
      destinationDb: `/api/seasons/${target.id}`,
      tables: 'grading_terms,courses',
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const courses = await list(`/api/courses.json?season=${defaultSeason.id}&pagination=false`, school);
    expect(courses.length).toBeGreaterThan(1);
    expect(await json(response)).toEqual({
      response: 'success',
      copied: { grading_terms: 2, courses: courses.length },
      skipped: {},
    });
    const terms = await list(`/api/grading_terms.json?season=${target.id}&order[startDate]=asc`, school);
    expect(terms.map((t) => t.startDate)).toEqual(['2028-09-01', '2029-02-08']);

    // Again: everything is there already, so nothing is copied twice; what was skipped is counted.
    const again = await copy(school, {
      sourceDb: defaultSeason.database,
      destinationDb: `/api/seasons/${target.id}`,
      tables: 'grading_terms,courses',
    });
    expect(again.status, await again.clone().text()).toBe(200);
    expect(await json(again)).toEqual({
      response: 'success',
      copied: { grading_terms: 0, courses: 0 },
      skipped: { grading_terms: 2, courses: courses.length },
    });
    expect(await list(`/api/grading_terms.json?season=${target.id}`, school)).toHaveLength(2);
    expect(await list(`/api/courses.json?season=${target.id}&pagination=false`, school)).toHaveLength(courses.length);
  });

  it('refuses the same season as source and destination with 422', async () => {
    const response = await copy(school, {
      sourceDb: defaultSeason.database,
      destinationDb: defaultSeason.database,
      tables: 'courses',
    });
    expect(response.status).toBe(422);
    const same = await copy(school, {
      sourceDb: defaultSeason.database,
      destinationDb: `/api/seasons/${defaultSeason.id}`,
      tables: 'courses',
    });
    expect(same.status).toBe(422);
    expect((await json<{ violations: { propertyPath: string }[] }>(same)).violations[0]?.propertyPath).toBe(
      'destinationDb',
    );
  });

  it('names a table that cannot be copied', async () => {
    const target = await newSeason('2033-2034');
    const response = await copy(school, {
      sourceDb: defaultSeason.database,
      destinationDb: `/api/seasons/${target.id}`,
      tables: 'courses,lunch_menus',
    });
    expect(response.status).toBe(422);
    const problem = await json<{ violations: { propertyPath: string; message: string }[] }>(response);
    expect(problem.violations).toEqual([
      expect.objectContaining({ propertyPath: 'tables', message: 'lunch_menus cannot be copied between seasons.' }),
    ]);
    expect(await list(`/api/courses.json?season=${target.id}`, school)).toEqual([]);
  });

  it("refuses a season's records: an invoice or a teacher's absence is what happened in its year", async () => {
    const target = await newSeason('2035-2036');
    const response = await copy(school, {
      sourceDb: defaultSeason.database,
      destinationDb: `/api/seasons/${target.id}`,
      tables: 'invoices,teacher_absences,courses',
    });
    expect(response.status).toBe(422);
    const problem = await json<{ violations: { propertyPath: string; message: string }[] }>(response);
    expect(problem.violations.map((violation) => violation.message)).toEqual([
      'invoices cannot be copied between seasons.',
      'teacher_absences cannot be copied between seasons.',
    ]);
    expect(await list(`/api/courses.json?season=${target.id}`, school)).toEqual([]);
  });

  it("refuses another school's season with 403 and an unknown one with 404", async () => {
    const [middleSeason] = await list(`/api/seasons.json?school=${middleId}`, school2);
    const target = await newSeason('2034-2035');
    const across = await copy(school, {
      sourceDb: middleSeason?.database,
      destinationDb: `/api/seasons/${target.id}`,
      tables: 'courses',
    });
    expect(across.status).toBe(403);
    const into = await copy(school2, {
      sourceDb: middleSeason?.database,
      destinationDb: `/api/seasons/${target.id}`,
      tables: 'courses',
    });
    expect(into.status).toBe(403);
    const unknown = await copy(school, {
      sourceDb: 'no_such_database',
      destinationDb: `/api/seasons/${target.id}`,
      tables: 'courses',
    });
    expect(unknown.status).toBe(404);
    const { token: teacher } = await server.login('teacher@kampus.test');
    const refused = await copy(teacher, {
      sourceDb: defaultSeason.database,
      destinationDb: `/api/seasons/${target.id}`,
      tables: 'courses',
    });
    expect(refused.status).toBe(403);
  });
});
