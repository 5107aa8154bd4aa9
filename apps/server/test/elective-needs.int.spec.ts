/**
 * A block's needs from its offers (docs/timetable.md, "A block's needs from its offers"): on Demo
 * High School, Robotics and Drama (block A) get two sections and two periods a week; the placement
 * writes one `timetable_lessons` need per section batch in the group `block:A`, marked with its
 * offer, taught by the batch's teacher (section 1 starts with the offer's) or the offer's. Two
 * sections of one teacher are 422 on the second's `teacher` when solving; naming the teachers (on
 * the need or the batch) fixes it, and the block solves and publishes at the same times. A second
 * placement writes nothing; a need typed by hand is never touched (its batch gets none of the
 * module's); an offer without periods a week writes none; another school's offer never reaches
 * these needs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startServer, violationPaths, type TestServer } from './harness.ts';
import { demoCalls, iri } from './support/demo-calls.ts';

let server: TestServer;
const ids = { high: 0, season: 0, middle: 0, middleSeason: 0, classA: 0 };
const offers: Record<string, number> = {};
const teachers: Record<string, number> = {};

interface Problem {
  violations?: { propertyPath: string; message: string }[];
}
interface Placement {
  lessonId: string;
  roomId: string;
  parts?: { partId: string; roomId: string }[];
}
interface NeedRow {
  id: number;
  batch: number;
  offer: number;
  section: number;
  course: number;
  teacher: number;
  periods: number;
  length: number;
  room_kind: string;
  parallel_group: string;
  season: number;
  updated: string;
}

// The other school's admin works in Demo Middle School's season.
const { call, idOf, signIn } = demoCalls(
  () => server,
  (who) => (who === 'school2' ? ids.middleSeason : ids.season),
);
const place = async (who = 'school') => {
  const response = await call(who, '/api/elective_offers/place', 'POST', {});
  expect(response.status, await response.clone().text()).toBe(200);
};

/** The needs of the offers' section batches (any, the module's or typed by hand), by offer and section. */
const needsOf = async (offerIds: number[]): Promise<NeedRow[]> =>
  (
    await server.sql(
      `select l.id, l.batch_id as batch, b.elective_offer_id as offer, b.elective_section as section,
         l.course_id as course, l.teacher_id as teacher, l.periods_per_week as periods, l.length,
         l.room_kind, l.parallel_group, l.season_id as season, l.updated_at::text as updated
       from timetable_lessons l join batches b on b.id = l.batch_id
       where b.elective_offer_id in (${offerIds.join(',')}) order by b.elective_offer_id, b.elective_section, l.id`,
    )
  ).map((row) => ({
    ...(row as unknown as NeedRow),
    id: Number(row.id),
    batch: Number(row.batch),
    offer: Number(row.offer),
    section: Number(row.section),
    course: Number(row.course),
    teacher: Number(row.teacher),
    periods: Number(row.periods),
    length: Number(row.length),
    season: Number(row.season),
  }));
const offerRow = async (id: number) =>
  (await server.sql(`select course_id as course, teacher_id as teacher from elective_offers where id = ${id}`))[0]!;
/** What the latest placement's audit entry says it did to the needs. */
const lastPlacementNeeds = async (): Promise<unknown> => {
  const [entry] = await server.sql(
    `select after from audit_logs where action = 'electives_place' and school_id = ${ids.high} order by id desc limit 1`,
  );
  const after = typeof entry?.after === 'string' ? JSON.parse(entry.after) : entry?.after;
  return (after as { needs?: unknown } | undefined)?.needs;
};
const batchOf = (offer: number, section: number) =>
  idOf(`select id from batches where elective_offer_id = ${offer} and elective_section = ${section}`);

beforeAll(async () => {
  server = await startServer();
  await signIn('school', 'school2');
  ids.high = await idOf(`select id from schools where title = 'Demo High School'`);
  ids.season = await idOf(`select id from seasons where school_id = ${ids.high} and is_default`);
  ids.middle = await idOf(`select id from schools where title = 'Demo Middle School'`);
  ids.middleSeason = await idOf(`select id from seasons where school_id = ${ids.middle} and is_default`);
  ids.classA = await idOf(`select id from classes where title = '9-A' and school_id = ${ids.high}`);
  for (const row of await server.sql(`select id, title from elective_offers where school_id = ${ids.high}`))
    offers[String(row.title)] = Number(row.id);
  for (const name of ['murat.kaya', 'elif.sahin', 'burak.arslan', 'kemal.yilmaz', 'ayse.demir'])
    teachers[name] = await idOf(`select id from users where email = '${name}@kampus.test'`);
  // Two offers of block A with two sections each and two periods a week; Visual Arts says nothing.
  for (const title of ['Robotics', 'Drama']) {
    const changed = await call('school', `/api/elective_offers/${offers[title]}`, 'PATCH', {
      sections: 2,
      periodsPerWeek: 2,
    });
    expect(changed.status, await changed.clone().text()).toBe(200);
  }
});
afterAll(async () => {
  await server.close();
});

describe('a block’s needs from its offers', () => {
  it('the offer carries what the week needs: periods a week 1 to 10, length 1 or 2, a room kind', async () => {
    const offer = await json<{ periodsPerWeek: number; length: number; roomKind: string }>(
      await call('school', `/api/elective_offers/${offers.Robotics}`),
    );
    expect(offer).toMatchObject({ periodsPerWeek: 2, length: 1, roomKind: 'classroom' });
    const refused = await call('school', `/api/elective_offers/${offers.Robotics}`, 'PATCH', {
      periodsPerWeek: 11,
      length: 3,
    });
    expect(refused.status).toBe(422);
    expect(violationPaths(await json<Problem>(refused)).sort()).toEqual(['length', 'periodsPerWeek']);
    // No placement yet: no section batch, no need.
    expect(await needsOf([offers.Robotics!, offers.Drama!])).toEqual([]);
  });

  it('the placement writes one need per section batch in the group block:A, with the offer’s course, teacher and periods', async () => {
    await place();
    const needs = await needsOf([offers.Robotics!, offers.Drama!]);
    expect(needs.map((row) => [row.offer, row.section])).toEqual([
      [offers.Robotics, 1],
      [offers.Robotics, 2],
      [offers.Drama, 1],
      [offers.Drama, 2],
    ]);
    for (const row of needs) {
      const offer = await offerRow(row.offer);
      expect(row).toMatchObject({
        batch: await batchOf(row.offer, row.section),
        course: Number(offer.course),
        // No section has a teacher of its own but section 1, which starts with the offer's.
        teacher: Number(offer.teacher),
        periods: 2,
        length: 1,
        room_kind: 'classroom',
        parallel_group: 'block:A',
        season: ids.season,
      });
    }
    // Section 1's batch names the offer's teacher; section 2's none.
    const [first] = await server.sql(`select teacher_id from batches where id = ${needs[0]!.batch}`);
    expect(Number(first?.teacher_id)).toBe(teachers['murat.kaya']);
    const [second] = await server.sql(`select teacher_id from batches where id = ${needs[1]!.batch}`);
    expect(second?.teacher_id).toBeNull();
    // Marked as the module's: they name their offer, which the API shows and nobody can write.
    const read = await json<{ electiveOffer: string; parallelGroup: string }>(
      await call('school', `/api/timetable_lessons/${needs[0]!.id}`),
    );
    expect(read).toMatchObject({ electiveOffer: iri('elective_offers', offers.Robotics!), parallelGroup: 'block:A' });
    // Written as the system's; the placement's own audit entry counts them.
    expect(await lastPlacementNeeds()).toEqual({ created: 4, updated: 0, removed: 0 });
  });

  it('two sections of one teacher: solving is 422 on the second’s teacher, and no run is queued', async () => {
    const needs = await needsOf([offers.Robotics!, offers.Drama!]);
    const runsBefore = await idOf(`select count(*)::int as id from timetable_runs`);
    const refused = await call('school', '/api/timetable/solve', 'POST', { timeLimit: 1 });
    expect(refused.status).toBe(422);
    const problem = await json<Problem>(refused);
    for (const section2 of [needs[1]!, needs[3]!])
      expect(problem.violations).toContainEqual(
        expect.objectContaining({
          propertyPath: `timetable_lessons[${section2.id}].teacher`,
          message: 'Each section taught in parallel needs its own teacher.',
        }),
      );
    expect(await idOf(`select count(*)::int as id from timetable_runs`)).toBe(runsBefore);
  });

  it('a need’s offer fields are the offer’s (422 by hand); its teacher goes to the batch, and a batch’s teacher to its need', async () => {
    const needs = await needsOf([offers.Robotics!, offers.Drama!]);
    const [robotics2, drama2] = [needs[1]!, needs[3]!];
    const refused = await call('school', `/api/timetable_lessons/${robotics2.id}`, 'PATCH', {
      periodsPerWeek: 3,
      parallelGroup: 'Block A',
    });
    expect(refused.status).toBe(422);
    const problem = await json<Problem>(refused);
    expect(violationPaths(problem).sort()).toEqual(['parallelGroup', 'periodsPerWeek']);
    expect(problem.violations?.[0]?.message).toMatch(/^This need is written from the elective/);
    // The teacher named on the need is the section's: its batch takes it.
    const named = await call('school', `/api/timetable_lessons/${robotics2.id}`, 'PATCH', {
      teacher: iri('users', teachers['burak.arslan']!),
    });
    expect(named.status, await named.clone().text()).toBe(200);
    const [batch] = await server.sql(`select teacher_id from batches where id = ${robotics2.batch}`);
    expect(Number(batch?.teacher_id)).toBe(teachers['burak.arslan']);
    // The teacher named on the batch is its need's.
    const onBatch = await call('school', `/api/batches/${drama2.batch}`, 'PATCH', {
      teacher: iri('users', teachers['kemal.yilmaz']!),
    });
    expect(onBatch.status, await onBatch.clone().text()).toBe(200);
    const after = await needsOf([offers.Robotics!, offers.Drama!]);
    expect(after.map((row) => [row.id, row.teacher])).toEqual([
      [needs[0]!.id, teachers['murat.kaya']],
      [robotics2.id, teachers['burak.arslan']],
      [needs[2]!.id, teachers['elif.sahin']],
      [drama2.id, teachers['kemal.yilmaz']],
    ]);
    // A batch's teacher is a teacher of its school: another's user is 422 on the field.
    const outsider = await call('school', `/api/batches/${drama2.batch}`, 'PATCH', {
      teacher: iri('users', await idOf(`select id from users where email = 'parent@kampus.test'`)),
    });
    expect(outsider.status).toBe(422);
    expect(violationPaths(await json<Problem>(outsider))).toEqual(['teacher']);
  });

  it('solves with no broken rule and publishes the four sections at the same times, in four rooms', async () => {
    const needs = await needsOf([offers.Robotics!, offers.Drama!]);
    const queued = await call('school', '/api/timetable/solve', 'POST', { timeLimit: 3, seed: 3 });
    expect(queued.status, await queued.clone().text()).toBe(202);
    const runId = (await json<{ id: number }>(queued)).id;
    expect(await server.runJobs()).toBeGreaterThanOrEqual(1);
    const run = await json<{ status: string; hardCount: number; result: Placement[] }>(
      await call('school', `/api/timetable_runs/${runId}`),
    );
    expect(run).toMatchObject({ status: 'done', hardCount: 0 });
    // One lesson of the block (its first need), the other three its parallel parts.
    const ordered = needs.map((row) => row.id).sort((a, b) => a - b);
    const placed = run.result.filter((p) => p.lessonId === `l${ordered[0]}`);
    expect(placed).toHaveLength(2);
    for (const p of placed) {
      expect(p.parts?.map((part) => part.partId).sort()).toEqual(
        ordered
          .slice(1)
          .map((id) => `l${id}`)
          .sort(),
      );
      expect(new Set([p.roomId, ...(p.parts ?? []).map((part) => part.roomId)]).size).toBe(4);
    }

    const [first] = await server.sql(
      `select schedule_date::text as d from schedules where season_id = ${ids.season} order by schedule_date limit 1`,
    );
    const startDate = String(first?.d);
    const diff = await json<{ fingerprint: string }>(
      await call('school', `/api/timetable_runs/${runId}/diff?startDate=${startDate}`),
    );
    const published = await call('school', `/api/timetable_runs/${runId}/publish`, 'POST', {
      startDate,
      fingerprint: diff.fingerprint,
    });
    expect(published.status, await published.clone().text()).toBe(200);
    const rows = await server.sql(
      `select batch_id, teacher_id, room_id, schedule_date::text as d, enter_time::text as t
       from schedules where season_id = ${ids.season} and batch_id in (${needs.map((row) => row.batch).join(',')})`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(8);
    const byTime = new Map<string, typeof rows>();
    for (const row of rows) byTime.set(`${row.d} ${row.t}`, [...(byTime.get(`${row.d} ${row.t}`) ?? []), row]);
    for (const at of byTime.values()) {
      expect(new Set(at.map((row) => Number(row.batch_id)))).toEqual(new Set(needs.map((row) => row.batch)));
      expect(new Set(at.map((row) => row.room_id)).size).toBe(4);
      expect(new Set(at.map((row) => Number(row.teacher_id)))).toEqual(
        new Set([teachers['murat.kaya'], teachers['burak.arslan'], teachers['elif.sahin'], teachers['kemal.yilmaz']]),
      );
    }
  });

  it('a second placement changes nothing when nothing changed: no duplicate, no write', async () => {
    const before = await needsOf([offers.Robotics!, offers.Drama!]);
    await place();
    expect(await needsOf([offers.Robotics!, offers.Drama!])).toEqual(before);
    expect(await lastPlacementNeeds()).toEqual({ created: 0, updated: 0, removed: 0 });
  });

  it('a need typed by hand is never touched, and its batch gets none of the module’s', async () => {
    const german = offers['German A1']!;
    const [section1, section2] = [await batchOf(german, 1), await batchOf(german, 2)];
    const offer = await offerRow(german);
    const typed = await call('school', '/api/timetable_lessons', 'POST', {
      batch: iri('batches', section2),
      course: iri('courses', Number(offer.course)),
      teacher: iri('users', teachers['kemal.yilmaz']!),
      periodsPerWeek: 3,
      parallelGroup: 'Block B',
    });
    expect(typed.status, await typed.clone().text()).toBe(201);
    const handId = (await json<{ id: number }>(typed)).id;
    const handBefore = await server.sql(`select * from timetable_lessons where id = ${handId}`);
    // German gets its periods a week: the offer's change writes the need of section 1 at once.
    const changed = await call('school', `/api/elective_offers/${german}`, 'PATCH', { periodsPerWeek: 2, length: 2 });
    expect(changed.status, await changed.clone().text()).toBe(200);
    await place();
    const needs = await needsOf([german]);
    expect(needs.map((row) => [row.id === handId ? 'hand' : 'module', row.batch, row.parallel_group])).toEqual([
      ['module', section1, 'block:B'],
      ['hand', section2, 'Block B'],
    ]);
    expect(needs[0]).toMatchObject({ periods: 2, length: 2, teacher: teachers['ayse.demir'] });
    expect(await server.sql(`select * from timetable_lessons where id = ${handId}`)).toEqual(handBefore);
    // An offer's teacher changed: the section taught by the old one follows, its need too; the hand one stays.
    expect(
      (
        await call('school', `/api/elective_offers/${german}`, 'PATCH', {
          teacher: iri('users', teachers['burak.arslan']!),
        })
      ).status,
    ).toBe(200);
    expect((await needsOf([german])).map((row) => row.teacher)).toEqual([
      teachers['burak.arslan'],
      teachers['kemal.yilmaz'],
    ]);
    expect(await server.sql(`select * from timetable_lessons where id = ${handId}`)).toEqual(handBefore);
    // Hand-typed needs of classes stay as they were too.
    const [classNeeds] = await server.sql(
      `select count(*)::int as n from timetable_lessons where season_id = ${ids.season} and elective_offer_id is null and class_id is not null`,
    );
    expect(Number(classNeeds?.n)).toBeGreaterThan(0);
  });

  it('an offer without periods a week writes no need, and clearing them takes the module’s needs away', async () => {
    const visualArts = offers['Visual Arts']!;
    expect(await batchOf(visualArts, 1)).toBeGreaterThan(0);
    expect(await needsOf([visualArts])).toEqual([]);
    const cleared = await call('school', `/api/elective_offers/${offers.Drama}`, 'PATCH', { periodsPerWeek: null });
    expect(cleared.status, await cleared.clone().text()).toBe(200);
    expect(await needsOf([offers.Drama!])).toEqual([]);
    await place();
    expect(await needsOf([offers.Drama!, visualArts])).toEqual([]);
    expect((await needsOf([offers.Robotics!])).map((row) => row.section)).toEqual([1, 2]);
  });

  it('another school’s offer never reaches these needs', async () => {
    // Demo Middle School offers an elective of its own block A, taught by a teacher of its own.
    const teacher = await call('school2', '/api/users', 'POST', {
      name: 'Orta',
      lastName: 'Öğretmen',
      email: 'middle.teacher@example.org',
      userType: 6,
    });
    expect(teacher.status, await teacher.clone().text()).toBe(201);
    const teacherId = (await json<{ id: number }>(teacher)).id;
    const course = await call('school2', '/api/courses', 'POST', {
      school: iri('schools', ids.middle),
      season: iri('seasons', ids.middleSeason),
      title: 'Middle Robotics',
    });
    expect(course.status, await course.clone().text()).toBe(201);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
    const created = await call('school2', '/api/elective_offers', 'POST', {
      school: iri('schools', ids.middle),
      course: iri('courses', (await json<{ id: number }>(course)).id),
      teacher: iri('users', teacherId),
      title: 'Middle Robotics',
      block: 'A',
      capacity: 5,
      periodsPerWeek: 2,
      requestsOpen: today,
      requestsClose: today,
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const middleOffer = (await json<{ id: number }>(created)).id;
    await place('school2');
    await place('school');
    const middleNeeds = await needsOf([middleOffer]);
    expect(middleNeeds.map((row) => [row.season, row.teacher, row.parallel_group])).toEqual([
      [ids.middleSeason, teacherId, 'block:A'],
    ]);
    // The high school's season's block A: Robotics' two sections only, of its own school.
    const blockA = await server.sql(
      `select l.batch_id, l.school_id, l.elective_offer_id from timetable_lessons l
       where l.parallel_group = 'block:A' and l.season_id = ${ids.season}`,
    );
    expect(blockA.map((row) => Number(row.batch_id)).sort()).toEqual(
      (await needsOf([offers.Robotics!])).map((row) => row.batch).sort(),
    );
    expect(blockA).toAllSatisfy(
      (row) => Number(row.school_id) === ids.high && Number(row.elective_offer_id) === offers.Robotics,
    );
    // Neither school reads the other's needs.
    expect((await call('school2', `/api/timetable_lessons/${(await needsOf([offers.Robotics!]))[0]!.id}`)).status).toBe(
      404,
    );
    expect((await call('school', `/api/timetable_lessons/${middleNeeds[0]!.id}`)).status).toBe(404);
  });

  it('a section nobody is placed in yet holds its grade’s classes in the solve; a section with students holds theirs', async () => {
    const [section1, section2] = await needsOf([offers.Robotics!]);
    expect(section2).toBeDefined();
    // Section 2 as it is before anyone is placed in it (solved ahead of the placement).
    await server.sql(`delete from student_batches where batch_id = ${section2!.batch}`);
    const queued = await call('school', '/api/timetable/solve', 'POST', { timeLimit: 1, seed: 1 });
    expect(queued.status, await queued.clone().text()).toBe(202);
    const [run] = await server.sql(
      `select problem from timetable_runs where id = ${(await json<{ id: number }>(queued)).id}`,
    );
    const problem = (typeof run?.problem === 'string' ? JSON.parse(run.problem) : run?.problem) as {
      lessons: {
        id: string;
        classIds: string[];
        size?: number;
        parts?: { id: string; classIds: string[]; size?: number }[];
      }[];
    };
    const parts = problem.lessons.flatMap((lesson) => [lesson, ...(lesson.parts ?? [])]);
    const classesOf = (need: NeedRow | undefined) =>
      [...(parts.find((part) => part.id === `l${need?.id}`)?.classIds ?? [])].sort();
    const grade = await server.sql(
      `select c.id from classes c join elective_offers o on o.grade_level_id = c.grade_level_id
       where o.id = ${offers.Robotics} and c.season_id = ${ids.season}`,
    );
    expect(grade.length).toBeGreaterThan(0);
    expect(classesOf(section2)).toEqual(grade.map((row) => `c${row.id}`).sort());
    // Its room must seat the section's seats.
    const [robotics] = await server.sql(`select capacity from elective_offers where id = ${offers.Robotics}`);
    expect(parts.find((part) => part.id === `l${section2?.id}`)?.size).toBe(Number(robotics?.capacity));
    const members = await server.sql(
      `select distinct cs.class_id from student_batches sb join class_students cs on cs.student_id = sb.student_id
       join classes c on c.id = cs.class_id and c.season_id = ${ids.season} where sb.batch_id = ${section1!.batch}`,
    );
    expect(members.length).toBeGreaterThan(0);
    expect(classesOf(section1)).toEqual(members.map((row) => `c${row.class_id}`).sort());
  });
});
