/**
 * An elective block solved and published (docs/timetable.md, "Elective blocks: parallel parts"):
 * on Demo High School after the demo placement, two section batches of block A (Robotics · 1 and
 * Drama · 1) get a need each in one parallel group. A need names a class or a batch (422 on the
 * field otherwise, in the caller's language); a parallel group whose needs disagree on periods a
 * week is 422 on the one that disagrees, and no run is queued; the block solves with no broken
 * rule, its two sections at the same slots in two rooms; the diff has a card per batch; publishing
 * writes batch lessons (`schedules.batch`, each section's teacher and room) at the same times, and
 * no class lesson of their students' classes then.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startServer, violationPaths, type TestServer } from './harness.ts';

let server: TestServer;
let token = '';
const ids = { high: 0, season: 0, classA: 0 };
const block: { batch: number; course: number; teacher: number }[] = [];
const needs: number[] = [];

interface Problem {
  violations?: { propertyPath: string; message: string }[];
}
interface Placement {
  lessonId: string;
  day: number;
  period: number;
  roomId: string;
  parts?: { partId: string; roomId: string }[];
}
interface DiffCard {
  classId: number | null;
  batchId: number | null;
  className: string;
  added: { teacherName: string; roomName: string | null; weekday: number; startTime: string }[];
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
const need = (fields: Record<string, unknown>) => ({
  periodsPerWeek: 2,
  roomKind: 'classroom',
  ...fields,
});

beforeAll(async () => {
  server = await startServer();
  token = (await server.login('school@kampus.test')).token;
  ids.high = await idOf(`select id from schools where title = 'Demo High School'`);
  ids.season = await idOf(`select id from seasons where school_id = ${ids.high} and is_default`);
  ids.classA = await idOf(`select id from classes where title = '9-A' and school_id = ${ids.high}`);
  // The demo placement makes the sections' batches, with the students placed in them.
  expect((await call('/api/elective_offers/place', 'POST', { seed: 11 })).status).toBe(200);
  for (const title of ['Robotics', 'Drama']) {
    const [row] = await server.sql(
      `select b.id as batch, o.course_id as course, o.teacher_id as teacher from batches b
       join elective_offers o on o.id = b.elective_offer_id where o.title = '${title}' and b.elective_section = 1`,
    );
    block.push({ batch: Number(row?.batch), course: Number(row?.course), teacher: Number(row?.teacher) });
  }
});
afterAll(async () => {
  await server.close();
});

describe('a lesson need of a batch', () => {
  it('names a class or a batch: neither is 422 on classId, both 422 on batch, in the caller’s language', async () => {
    const [robotics] = block;
    const base = need({ course: iri('courses', robotics!.course), teacher: iri('users', robotics!.teacher) });
    const neither = await call('/api/timetable_lessons', 'POST', base);
    expect(neither.status).toBe(422);
    const problem = await json<Problem>(neither);
    expect(violationPaths(problem)).toEqual(['classId']);
    expect(problem.violations?.[0]?.message).toBe('A lesson is of a class or of a batch: name one of them.');
    const both = await call(
      '/api/timetable_lessons',
      'POST',
      { ...base, classId: iri('classes', ids.classA), batch: iri('batches', robotics!.batch) },
      { 'accept-language': 'tr' },
    );
    expect(both.status).toBe(422);
    const turkish = await json<Problem>(both);
    expect(violationPaths(turkish)).toEqual(['batch']);
    expect(turkish.violations?.[0]?.message).toBe('Ders bir sınıfın ya da bir grubun dersidir: birini seçin.');
  });

  it('the sections of one parallel group must agree on periods a week: 422 on the one that disagrees, no run', async () => {
    for (const section of block) {
      const created = await call(
        '/api/timetable_lessons',
        'POST',
        need({
          batch: iri('batches', section.batch),
          course: iri('courses', section.course),
          teacher: iri('users', section.teacher),
          parallelGroup: 'Block A',
        }),
      );
      expect(created.status, await created.clone().text()).toBe(201);
      needs.push((await json<{ id: number }>(created)).id);
    }
    const drama = needs[1]!;
    expect((await call(`/api/timetable_lessons/${drama}`, 'PATCH', { periodsPerWeek: 3 })).status).toBe(200);
    const runsBefore = await idOf(`select count(*)::int as id from timetable_runs`);
    const refused = await call('/api/timetable/solve', 'POST', { timeLimit: 1 });
    expect(refused.status).toBe(422);
    const problem = await json<Problem>(refused);
    expect(problem.violations).toContainEqual(
      expect.objectContaining({
        propertyPath: `timetable_lessons[${drama}].parallelGroup`,
        message: 'Sections taught in parallel must have the same periods a week and length.',
      }),
    );
    expect(await idOf(`select count(*)::int as id from timetable_runs`)).toBe(runsBefore);
    expect((await call(`/api/timetable_lessons/${drama}`, 'PATCH', { periodsPerWeek: 2 })).status).toBe(200);
  });
});

describe('an elective block solved and published', () => {
  let runId = 0;
  let startDate = '';

  it('solves with no broken rule: the two sections at the same slots, each in its own room', async () => {
    const queued = await call('/api/timetable/solve', 'POST', { timeLimit: 3, seed: 3 });
    expect(queued.status, await queued.clone().text()).toBe(202);
    runId = (await json<{ id: number }>(queued)).id;
    expect(await server.runJobs()).toBeGreaterThanOrEqual(1);
    const run = await json<{ status: string; hardCount: number; result: Placement[] }>(
      await call(`/api/timetable_runs/${runId}`),
    );
    expect(run).toMatchObject({ status: 'done', hardCount: 0 });
    const placed = run.result.filter((p) => p.lessonId === `l${needs[0]}`);
    expect(placed).toHaveLength(2);
    for (const p of placed) {
      expect(p.parts?.map((part) => part.partId)).toEqual([`l${needs[1]}`]);
      expect(p.parts?.[0]?.roomId).not.toBe(p.roomId);
    }
  });

  it('the diff has a card for each section batch; publishing writes batch lessons at the same times', async () => {
    const [first] = await server.sql(
      `select schedule_date::text as d from schedules where season_id = ${ids.season} order by schedule_date limit 1`,
    );
    startDate = String(first?.d);
    const diff = await json<{ fingerprint: string; classes: DiffCard[]; lessons: { created: number } }>(
      await call(`/api/timetable_runs/${runId}/diff?startDate=${startDate}`),
    );
    const cards = diff.classes.filter((card) => card.batchId !== null);
    expect(cards.map((card) => [card.batchId, card.className])).toEqual([
      [block[1]!.batch, 'Drama · 1'],
      [block[0]!.batch, 'Robotics · 1'],
    ]);
    for (const card of cards) {
      expect(card.classId).toBeNull();
      expect(card.added).toHaveLength(2);
      expect(card.added).toAllSatisfy((lesson) => Boolean(lesson.teacherName && lesson.roomName));
    }
    const slots = (card: DiffCard) => card.added.map((l) => `${l.weekday} ${l.startTime}`).sort();
    expect(slots(cards[0]!)).toEqual(slots(cards[1]!));

    const published = await call(`/api/timetable_runs/${runId}/publish`, 'POST', {
      startDate,
      fingerprint: diff.fingerprint,
    });
    expect(published.status, await published.clone().text()).toBe(200);
    const rows = await server.sql(
      `select batch_id, teacher_id, room_id, schedule_date::text as d, enter_time::text as t, class_id, course_id
       from schedules where season_id = ${ids.season} and batch_id in (${block.map((b) => b.batch).join(',')})
       order by schedule_date, enter_time, batch_id`,
    );
    expect(rows.length).toBeGreaterThan(4);
    for (const row of rows) {
      const section = block.find((b) => b.batch === Number(row.batch_id));
      expect(row.class_id).toBeNull();
      expect(Number(row.teacher_id)).toBe(section?.teacher);
      expect(Number(row.course_id)).toBe(section?.course);
      expect(row.room_id).not.toBeNull();
    }
    // Each lesson of one section has the other's at the same time, in another room.
    const byTime = new Map<string, typeof rows>();
    for (const row of rows) byTime.set(`${row.d} ${row.t}`, [...(byTime.get(`${row.d} ${row.t}`) ?? []), row]);
    for (const pair of byTime.values()) {
      expect(pair).toHaveLength(2);
      expect(pair[0]?.room_id).not.toBe(pair[1]?.room_id);
    }
    // The students' classes have no lesson of their own then.
    const [clash] = await server.sql(
      `select count(*)::int as n from schedules s join schedules b on b.schedule_date = s.schedule_date
         and b.enter_time = s.enter_time and b.batch_id in (${block.map((x) => x.batch).join(',')})
       join student_batches sb on sb.batch_id = b.batch_id
       join class_students cs on cs.student_id = sb.student_id and cs.class_id = s.class_id
       where s.season_id = ${ids.season}`,
    );
    expect(Number(clash?.n)).toBe(0);
    // Published again from the same run, the batch lessons are replaced, not doubled.
    const again = await json<{ fingerprint: string; lessons: { replaced: number }; classes: DiffCard[] }>(
      await call(`/api/timetable_runs/${runId}/diff?startDate=${startDate}`),
    );
    expect(again.classes.filter((card) => card.batchId !== null)).toAllSatisfy((card) => card.added.length === 0);
    const republished = await call(`/api/timetable_runs/${runId}/publish`, 'POST', {
      startDate,
      fingerprint: again.fingerprint,
    });
    expect(republished.status).toBe(200);
    const [count] = await server.sql(
      `select count(*)::int as n from schedules where batch_id in (${block.map((b) => b.batch).join(',')})`,
    );
    expect(Number(count?.n)).toBe(rows.length);
  });
});
