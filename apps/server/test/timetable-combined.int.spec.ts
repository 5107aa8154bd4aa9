/**
 * Classes taught together (docs/timetable.md, `combinedGroup`): on Demo High School, 9-A and 10-A
 * get a chess need each with one name under "Taught together as", as a school types them in the
 * lesson form. Needs of one group that disagree on the room kind are 422 on the one that
 * disagrees, in the caller's language, and no run is queued; agreeing, they are one lesson of the
 * solver: published, both classes have chess at the same times, with the one teacher, in one room.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startServer, type TestServer } from './harness.ts';

let server: TestServer;
let token = '';
const ids = { high: 0, season: 0, course: 0, teacher: 0 };
const classes: { id: number; title: string }[] = [];
const needs: number[] = [];

interface Problem {
  violations?: { propertyPath: string; message: string }[];
}

const iri = (resource: string, id: number) => `/api/${resource}/${id}`;
const call = (path: string, method = 'GET', body?: unknown, headers: Record<string, string> = {}) =>
  server.call(path, {
    method,
    token,
    ...(body === undefined ? {} : { json: body }),
    headers: {
      seasonId: String(ids.season),
      ...(method === 'PATCH' ? { 'content-type': 'application/merge-patch+json' } : {}),
      ...headers,
    },
  });
const idOf = async (query: string): Promise<number> => Number((await server.sql(query))[0]?.id ?? 0);

beforeAll(async () => {
  server = await startServer();
  token = (await server.login('school@kampus.test')).token;
  ids.high = await idOf(`select id from schools where title = 'Demo High School'`);
  ids.season = await idOf(`select id from seasons where school_id = ${ids.high} and is_default`);
  ids.course = await idOf(`select id from courses where school_id = ${ids.high} and title = 'Chess 9'`);
  ids.teacher = await idOf(`select id from users where name = 'Burak' and last_name = 'Arslan'`);
  for (const title of ['9-A', '10-A']) {
    classes.push({
      id: await idOf(`select id from classes where title = '${title}' and school_id = ${ids.high}`),
      title,
    });
  }
});
afterAll(async () => {
  await server.close();
});

describe('two classes taught together', () => {
  it('must agree on the room kind: 422 on the need that disagrees, in Turkish, and no run', async () => {
    for (const [index, schoolClass] of classes.entries()) {
      const created = await call('/api/timetable_lessons', 'POST', {
        classId: iri('classes', schoolClass.id),
        course: iri('courses', ids.course),
        teacher: iri('users', ids.teacher),
        periodsPerWeek: 1,
        roomKind: index === 0 ? 'gym' : 'classroom',
        combinedGroup: 'Chess club',
      });
      expect(created.status, await created.clone().text()).toBe(201);
      needs.push((await json<{ id: number }>(created)).id);
    }
    const runsBefore = await idOf(`select count(*)::int as id from timetable_runs`);
    const refused = await call('/api/timetable/solve', 'POST', { timeLimit: 1 }, { 'accept-language': 'tr' });
    expect(refused.status).toBe(422);
    expect((await json<Problem>(refused)).violations).toContainEqual(
      expect.objectContaining({
        propertyPath: `timetable_lessons[${needs[1]}].combinedGroup`,
        message: 'Birlikte işlenen derslerin haftalık saati, uzunluğu ve derslik türü aynı olmalı.',
      }),
    );
    expect(await idOf(`select count(*)::int as id from timetable_runs`)).toBe(runsBefore);
  });

  it('agreeing, are one lesson: published, both classes have it at the same times, one teacher, one room', async () => {
    expect((await call(`/api/timetable_lessons/${needs[1]}`, 'PATCH', { roomKind: 'gym' })).status).toBe(200);
    const queued = await call('/api/timetable/solve', 'POST', { timeLimit: 2, seed: 5 });
    expect(queued.status, await queued.clone().text()).toBe(202);
    const runId = (await json<{ id: number }>(queued)).id;
    expect(await server.runJobs()).toBeGreaterThanOrEqual(1);
    const run = await json<{ status: string; hardCount: number; result: { lessonId: string }[] }>(
      await call(`/api/timetable_runs/${runId}`),
    );
    expect(run).toMatchObject({ status: 'done', hardCount: 0 });
    // One placement of the group (named by its first need), none of the second need alone.
    expect(run.result.filter((p) => p.lessonId === `l${needs[0]}`)).toHaveLength(1);
    expect(run.result.filter((p) => p.lessonId === `l${needs[1]}`)).toEqual([]);

    const [first] = await server.sql(
      `select schedule_date::text as d from schedules where season_id = ${ids.season} order by schedule_date limit 1`,
    );
    const startDate = String(first?.d);
    const diff = await json<{ fingerprint: string }>(
      await call(`/api/timetable_runs/${runId}/diff?startDate=${startDate}`),
    );
    const published = await call(`/api/timetable_runs/${runId}/publish`, 'POST', {
      startDate,
      fingerprint: diff.fingerprint,
    });
    expect(published.status, await published.clone().text()).toBe(200);
    const rows = await server.sql(
      `select class_id, teacher_id, room_id, schedule_date::text || ' ' || enter_time::text as at
       from schedules where season_id = ${ids.season} and course_id = ${ids.course} order by at, class_id`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(2);
    const byTime = new Map<string, typeof rows>();
    for (const row of rows) byTime.set(String(row.at), [...(byTime.get(String(row.at)) ?? []), row]);
    for (const [at, together] of byTime) {
      expect(together.map((row) => Number(row.class_id)).sort(), at).toEqual(classes.map((c) => c.id).sort());
      expect(new Set(together.map((row) => Number(row.teacher_id))), at).toEqual(new Set([ids.teacher]));
      expect(new Set(together.map((row) => row.room_id)).size, at).toBe(1);
      expect(together[0]?.room_id, at).not.toBeNull();
    }
  });
});
