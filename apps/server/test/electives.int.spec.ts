/**
 * Course requests and electives (issue 32, part 6; docs/timetable.md) over HTTP as the demo
 * users: the demo's two blocks; who reads and writes; a request's rules, each a 422 on its field
 * in the caller's language; a family's choices saved at once; the placement (never over
 * capacity, one elective a block, the rest waitlisted, repeatable with its key, those placed kept);
 * a withdrawal that places the first on the waiting list and tells their family; another
 * school's electives out of sight.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startServer, violationPaths, type TestServer } from './harness.ts';
import { demoCalls, demoToday, iri, plusDays as shift } from './support/demo-calls.ts';

let server: TestServer;
const ids = { high: 0, season: 0, deniz: 0, other: 0, grade9: 0, grade10: 0, course: 0, parent: 0 };
const offers: Record<string, number> = {};

interface Choice {
  id: number;
  offer: number;
  title: string;
  rank: number;
  status: string;
  section: number | null;
  waitlistPosition: number | null;
}
interface Electives {
  student: { id: number; name: string };
  blocks: {
    block: string;
    open: boolean;
    offers: { id: number; title: string; teacher: string | null; open: boolean; daysLeft: number | null }[];
    choices: Choice[];
  }[];
}
interface Summary {
  run: { id: number; seed: number; placedCount: number; waitlistedCount: number; placedBy: string | null } | null;
  offers: { id: number; title: string; block: string; seats: number; placed: number; waitlisted: number }[];
}
interface Problem {
  violations?: { propertyPath: string; message: string }[];
  detail?: string;
}

/** Today on Demo High School's wall clock (Europe/Istanbul). */
const today = demoToday();
const plusDays = (days: number): string => shift(today, days);
// The other school's admin states no season of this school.
const { call, idOf, signIn } = demoCalls(
  () => server,
  (who) => (who === 'school2' ? undefined : ids.season),
);

const electivesOf = async (who: string, student: number): Promise<Electives> =>
  json<Electives>(await call(who, `/api/students/${student}/electives`));
const choicesIn = (view: Electives, block: string): Choice[] =>
  view.blocks.find((row) => row.block === block)?.choices ?? [];
const request = (who: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  call(who, '/api/course_requests', 'POST', body, headers);
const newOffer = async (title: string, fields: Record<string, unknown>): Promise<number> => {
  const response = await call('school', '/api/elective_offers', 'POST', {
    school: iri('schools', ids.high),
    course: iri('courses', ids.course),
    title,
    block: 'Z',
    gradeLevel: iri('grade_levels', ids.grade9),
    capacity: 1,
    requestsOpen: plusDays(-1),
    requestsClose: plusDays(5),
    ...fields,
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await json<{ id: number }>(response)).id;
};
beforeAll(async () => {
  server = await startServer();
  await signIn('admin', 'school', 'school2', 'teacher', 'parent', 'student');
  ids.high = await idOf(`select id from schools where title = 'Demo High School'`);
  ids.season = await idOf(`select id from seasons where school_id = ${ids.high} and is_default`);
  ids.deniz = await idOf(`select id from students where name = 'Deniz' and school_id = ${ids.high}`);
  ids.grade9 = await idOf(`select id from grade_levels where school_id = ${ids.high} and title = 'Grade 9'`);
  ids.grade10 = await idOf(`select id from grade_levels where school_id = ${ids.high} and title = 'Grade 10'`);
  // A grade-9 schoolmate of no demo family (H0010 wants Robotics, then Chess and German A1).
  ids.other = await idOf(`select id from students where student_number = 'H0005' and school_id = ${ids.high}`);
  ids.course = await idOf(`select id from courses where code = 'ROB9'`);
  ids.parent = await idOf(`select id from users where email = 'parent@kampus.test'`);
  for (const row of await server.sql(`select id, title from elective_offers`))
    offers[String(row.title)] = Number(row.id);
});
afterAll(async () => {
  await server.close();
});

describe('electives', () => {
  it('demo: two blocks for grade 9, open now, 9-A’s choices with Deniz’s, none placed', async () => {
    const listed = await json<{ title: string; block: string }[]>(
      await call('school', '/api/elective_offers.json?pagination=false'),
    );
    expect(listed.map((row) => `${row.block} ${row.title}`).sort()).toEqual([
      'A Drama',
      'A Robotics',
      'A Visual Arts',
      'B Chess',
      'B German A1',
      'B Spanish A1',
    ]);
    const view = await electivesOf('parent', ids.deniz);
    expect(view.student.name).toBe('Deniz Öğrenci');
    expect(view.blocks.map((row) => [row.block, row.open])).toEqual([
      ['A', true],
      ['B', true],
    ]);
    expect(view.blocks[0]!.offers.find((row) => row.title === 'Robotics')).toMatchObject({
      teacher: 'Murat Kaya',
      open: true,
    });
    expect(view.blocks[0]!.offers[0]!.daysLeft).toBeGreaterThan(0);
    expect(choicesIn(view, 'A').map((row) => [row.title, row.rank, row.status])).toEqual([
      ['Robotics', 1, 'requested'],
      ['Drama', 2, 'requested'],
    ]);
    expect(choicesIn(view, 'B')).toEqual([]);
    const placed = await server.sql(
      `select count(*)::int as n from course_requests where request_status <> 'requested'`,
    );
    expect(placed[0]!.n).toBe(0);
  });

  it('who reads: staff all, a family its own child’s, a teacher none, another school nothing', async () => {
    const all = await json<unknown[]>(await call('school', '/api/course_requests.json?pagination=false'));
    expect(all.length).toBeGreaterThan(20);
    const own = await json<{ student: string }[]>(await call('parent', '/api/course_requests.json?pagination=false'));
    expect(new Set(own.map((row) => row.student))).toEqual(new Set([iri('students', ids.deniz)]));
    const mine = await json<{ student: string }[]>(await call('student', '/api/course_requests.json?pagination=false'));
    expect(mine.length).toBe(own.length);
    expect((await call('teacher', '/api/course_requests.json')).status).toBe(403);
    expect((await call('teacher', `/api/students/${ids.deniz}/electives`)).status).toBe(403);
    expect((await call('parent', '/api/elective_offers/placement')).status).toBe(403);
    expect((await call('parent', '/api/elective_offers/place', 'POST', {})).status).toBe(403);
    // Another school: no offer, no request, no student of this one.
    expect(await json<unknown[]>(await call('school2', '/api/elective_offers.json'))).toEqual([]);
    expect(await json<unknown[]>(await call('school2', '/api/course_requests.json'))).toEqual([]);
    expect((await call('school2', `/api/elective_offers/${offers.Robotics!}`)).status).toBe(404);
    expect((await call('school2', `/api/students/${ids.deniz}/electives`)).status).toBe(404);
  });

  it('a parent requests for their own child only', async () => {
    const refused = await request('parent', {
      student: iri('students', ids.other),
      offer: iri('elective_offers', offers.Chess!),
      rank: 3,
    });
    expect(refused.status).toBe(422);
    expect(violationPaths(await json<Problem>(refused))).toContain('student');
    const batch = await call('parent', `/api/students/${ids.other}/course_requests`, 'PUT', { choices: [] });
    expect(batch.status).toBe(404);
  });

  it('refuses a request outside its window, of another grade, a rank taken, a fourth in a block, twice the same', async () => {
    const closed = await newOffer('Closed elective', { requestsOpen: plusDays(-10), requestsClose: plusDays(-1) });
    const later = await newOffer('Later elective', {
      block: 'Y',
      requestsOpen: plusDays(3),
      requestsClose: plusDays(9),
    });
    const older = await newOffer('Grade 10 elective', { block: 'X', gradeLevel: iri('grade_levels', ids.grade10) });
    const deniz = iri('students', ids.deniz);
    const refusal = async (body: Record<string, unknown>, language = 'en') => {
      const response = await request('parent', { student: deniz, ...body }, { 'accept-language': language });
      expect(response.status, await response.clone().text()).toBe(422);
      return (await json<Problem>(response)).violations ?? [];
    };
    expect(await refusal({ offer: iri('elective_offers', closed), rank: 1 })).toEqual([
      expect.objectContaining({ propertyPath: 'offer', message: 'Requests for this elective are closed.' }),
    ]);
    expect(await refusal({ offer: iri('elective_offers', closed), rank: 1 }, 'tr')).toEqual([
      expect.objectContaining({ propertyPath: 'offer', message: 'Bu seçmeli dersin tercihleri kapandı.' }),
    ]);
    const [notYet] = await refusal({ offer: iri('elective_offers', later), rank: 1 });
    expect(notYet?.message).toMatch(/^Requests for this elective open on /);
    expect(await refusal({ offer: iri('elective_offers', older), rank: 1 })).toEqual([
      expect.objectContaining({ propertyPath: 'offer', message: 'This elective is for another grade.' }),
    ]);
    expect(await refusal({ offer: iri('elective_offers', offers['Visual Arts']!), rank: 1 })).toEqual([
      expect.objectContaining({ propertyPath: 'rank', message: 'Choice 1 of block A is already Robotics.' }),
    ]);
    expect(await refusal({ offer: iri('elective_offers', offers.Robotics!), rank: 3 })).toEqual([
      expect.objectContaining({ propertyPath: 'offer', message: 'This elective is chosen already.' }),
    ]);
    expect(await refusal({ offer: iri('elective_offers', offers.Chess!), rank: 1, requestStatus: 'placed' })).toEqual([
      expect.objectContaining({ propertyPath: 'requestStatus' }),
    ]);
    // A third choice in block A, then a fourth: refused; the third goes again.
    const third = await request('parent', {
      student: deniz,
      offer: iri('elective_offers', offers['Visual Arts']!),
      rank: 3,
    });
    expect(third.status).toBe(201);
    const music = await newOffer('Music', { block: 'A' });
    expect(await refusal({ offer: iri('elective_offers', music), rank: 2 })).toEqual([
      expect.objectContaining({ propertyPath: 'offer', message: 'At most 3 electives may be chosen in a block.' }),
    ]);
    expect(
      (await call('parent', iri('course_requests', (await json<{ id: number }>(third)).id), 'DELETE')).status,
    ).toBe(204);
    // Staff are not held to the window: they add a late request.
    const late = await request('school', { student: deniz, offer: iri('elective_offers', closed), rank: 1 });
    expect(late.status).toBe(201);
    expect((await call('school', iri('course_requests', (await json<{ id: number }>(late)).id), 'DELETE')).status).toBe(
      204,
    );
    for (const id of [closed, later, older, music])
      expect((await call('school', iri('elective_offers', id), 'DELETE')).status).toBe(204);
  });

  it('saves a family’s choices at once: all or nothing, repeatable with its key', async () => {
    const before = await electivesOf('parent', ids.deniz);
    const bad = await call('parent', `/api/students/${ids.deniz}/course_requests`, 'PUT', {
      choices: [
        { offer: offers['Visual Arts'], rank: 1 },
        { offer: offers.Drama, rank: 1 },
      ],
    });
    expect(bad.status).toBe(422);
    expect(violationPaths(await json<Problem>(bad))).toEqual(['choices[1].rank']);
    expect(await electivesOf('parent', ids.deniz)).toEqual(before);
    const body = {
      choices: [
        { offer: offers['Visual Arts'], rank: 1 },
        { offer: offers.Drama, rank: 2 },
        { offer: offers.Robotics, rank: 3 },
        { offer: offers['German A1'], rank: 1 },
        { offer: offers['Spanish A1'], rank: 2 },
        { offer: offers.Chess, rank: 3 },
      ],
    };
    const key = { 'Idempotency-Key': 'deniz-choices-1' };
    const saved = await call('parent', `/api/students/${ids.deniz}/course_requests`, 'PUT', body, key);
    expect(saved.status, await saved.clone().text()).toBe(200);
    const view = await json<Electives>(saved);
    expect(choicesIn(view, 'A').map((row) => [row.rank, row.title])).toEqual([
      [1, 'Visual Arts'],
      [2, 'Drama'],
      [3, 'Robotics'],
    ]);
    expect(choicesIn(view, 'B').map((row) => [row.rank, row.title])).toEqual([
      [1, 'German A1'],
      [2, 'Spanish A1'],
      [3, 'Chess'],
    ]);
    const again = await call('parent', `/api/students/${ids.deniz}/course_requests`, 'PUT', body, key);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await json<Electives>(again)).toEqual(view);
  });

  let summary: Summary;
  it('places the students: never over the seats, one elective a block, the rest waitlisted; once a key', async () => {
    const key = { 'Idempotency-Key': 'place-1' };
    const placed = await call('school', '/api/elective_offers/place', 'POST', { seed: 7 }, key);
    expect(placed.status, await placed.clone().text()).toBe(200);
    summary = await json<Summary>(placed);
    expect(summary.run).toMatchObject({ seed: 7, placedBy: 'Selin Okul' });
    for (const offer of summary.offers) expect(offer.placed).toBeLessThanOrEqual(offer.seats);
    // Chess seats two and three students chose nothing else in block B: one waits.
    expect(summary.offers.find((row) => row.title === 'Chess')).toMatchObject({ placed: 2, waitlisted: 1 });
    expect(summary.run!.waitlistedCount).toBe(1);
    const twice = await server.sql(
      `select student_id, block, count(*)::int as n from course_requests where request_status = 'placed' group by 1, 2 having count(*) > 1`,
    );
    expect(twice).toEqual([]);
    const view = await electivesOf('parent', ids.deniz);
    for (const block of ['A', 'B'])
      expect(choicesIn(view, block).filter((row) => row.status === 'placed')).toHaveLength(1);
    // Deniz's family hears where Deniz stands once the run has committed: one notice, both blocks.
    expect(await server.runJobs()).toBeGreaterThanOrEqual(1);
    const told = await json<{ title: string; body: string; link: string }[]>(
      await call('parent', '/api/notifications.json?kind=elective_placed'),
    );
    const placedIn = (block: string) => choicesIn(view, block).find((row) => row.status === 'placed');
    expect(told).toEqual([
      expect.objectContaining({
        title: 'Electives of Deniz Öğrenci',
        body: `The school has placed the students in this season’s electives. Deniz Öğrenci: ${placedIn('A')?.title} (block A, section ${placedIn('A')?.section}) and ${placedIn('B')?.title} (block B, section ${placedIn('B')?.section}).`,
        link: '/electives',
      }),
    ]);
    // The same key: the same answer, nothing run again.
    const replay = await call('school', '/api/elective_offers/place', 'POST', { seed: 7 }, key);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(await json<Summary>(replay)).toEqual(summary);
    expect((await server.sql(`select count(*)::int as n from elective_placements`))[0]!.n).toBe(1);
    expect((await server.sql(`select count(*)::int as n from audit_logs where action = 'electives_place'`))[0]!.n).toBe(
      1,
    );
  });

  it('runs again without moving anyone placed', async () => {
    const before = await server.sql(
      `select id, offer_id, section from course_requests where request_status = 'placed' order by id`,
    );
    const again = await call('school', '/api/elective_offers/place', 'POST', {});
    expect(again.status).toBe(200);
    const after = await server.sql(
      `select id, offer_id, section from course_requests where request_status = 'placed' order by id`,
    );
    expect(after).toEqual(before);
    // Nobody was placed or put in line by it: nobody is told again.
    await server.runJobs();
    expect(await json<unknown[]>(await call('parent', '/api/notifications.json?kind=elective_placed'))).toHaveLength(1);
  });

  it('a placed student withdraws: the first waiting takes the place and their family is told', async () => {
    const astronomy = await newOffer('Astronomy', { block: 'W', capacity: 1 });
    const other = await request('school', {
      student: iri('students', ids.other),
      offer: iri('elective_offers', astronomy),
      rank: 1,
    });
    expect(other.status).toBe(201);
    expect((await call('school', '/api/elective_offers/place', 'POST', {})).status).toBe(200);
    const mine = await request('parent', {
      student: iri('students', ids.deniz),
      offer: iri('elective_offers', astronomy),
      rank: 1,
    });
    expect(mine.status).toBe(201);
    expect((await call('school', '/api/elective_offers/place', 'POST', {})).status).toBe(200);
    const waiting = choicesIn(await electivesOf('parent', ids.deniz), 'W');
    expect(waiting).toEqual([
      expect.objectContaining({ title: 'Astronomy', status: 'waitlisted', waitlistPosition: 1 }),
    ]);
    // Staff take the other student out: Deniz gets the place in the same transaction.
    const otherId = (await json<{ id: number }>(other)).id;
    const out = await call('school', iri('course_requests', otherId), 'PATCH', { requestStatus: 'withdrawn' });
    expect(out.status, await out.clone().text()).toBe(200);
    expect(await json(out)).toMatchObject({ requestStatus: 'withdrawn', section: null });
    expect(choicesIn(await electivesOf('parent', ids.deniz), 'W')).toEqual([
      expect.objectContaining({ title: 'Astronomy', status: 'placed', section: 1, waitlistPosition: null }),
    ]);
    const notices = await json<{ kind?: string; title: string; link: string }[]>(
      await call('parent', '/api/notifications.json?kind=elective_placed'),
    );
    expect(notices.filter((notice) => notice.title.endsWith('in Astronomy'))).toEqual([
      expect.objectContaining({ title: 'Deniz Öğrenci has a place in Astronomy', link: '/electives' }),
    ]);
    // Only a withdrawal is written by hand.
    const placedBack = await call('school', iri('course_requests', otherId), 'PATCH', { requestStatus: 'placed' });
    expect(placedBack.status).toBe(422);
    // Another family's request is out of the parent's reach.
    expect((await call('parent', `/api/course_requests/${otherId}/withdraw`, 'POST')).status).toBe(404);
    // The family withdraws in turn, once a key: nobody waits, the seat stays free.
    const deniz = waiting[0]!.id;
    const key = { 'Idempotency-Key': 'withdraw-astronomy' };
    const gone = await call('parent', `/api/course_requests/${deniz}/withdraw`, 'POST', undefined, key);
    expect(gone.status, await gone.clone().text()).toBe(200);
    expect(choicesIn(await json<Electives>(gone), 'W')).toEqual([
      expect.objectContaining({ status: 'withdrawn', section: null }),
    ]);
    const replay = await call('parent', `/api/course_requests/${deniz}/withdraw`, 'POST', undefined, key);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    // While the window is open the family may choose it again: the withdrawn request makes way.
    const again = await call('parent', `/api/students/${ids.deniz}/course_requests`, 'PUT', {
      choices: [{ offer: astronomy, rank: 1 }],
    });
    expect(again.status, await again.clone().text()).toBe(200);
    expect(choicesIn(await json<Electives>(again), 'W')).toEqual([
      expect.objectContaining({ title: 'Astronomy', status: 'requested', rank: 1 }),
    ]);
    const retracted = await call('parent', `/api/students/${ids.deniz}/course_requests`, 'PUT', { choices: [] });
    expect(choicesIn(await json<Electives>(retracted), 'W')).toEqual([]);
    expect((await call('school', '/api/elective_offers/placement')).status).toBe(200);
    const counts = await json<Summary>(await call('school', '/api/elective_offers/placement'));
    expect(counts.offers.find((row) => row.id === astronomy)).toMatchObject({ placed: 0, waitlisted: 0 });
  });

  it('an offer keeps its block once chosen and never seats fewer than it placed', async () => {
    const block = await call('school', iri('elective_offers', offers.Chess!), 'PATCH', { block: 'Q' });
    expect(block.status).toBe(422);
    expect(violationPaths(await json<Problem>(block))).toEqual(['block']);
    const seats = await call('school', iri('elective_offers', offers.Chess!), 'PATCH', { capacity: 1 });
    expect(seats.status).toBe(422);
    expect((await json<Problem>(seats)).violations?.[0]).toMatchObject({
      propertyPath: 'capacity',
      message: '2 students are placed here: keep at least that many seats.',
    });
    const dates = await call('school', iri('elective_offers', offers.Chess!), 'PATCH', {
      requestsClose: plusDays(-30),
    });
    expect(violationPaths(await json<Problem>(dates))).toEqual(['requestsClose']);
  });

  it('a family cannot take back a placed choice by deleting it: it withdraws', async () => {
    const view = await electivesOf('parent', ids.deniz);
    const placed = choicesIn(view, 'A').find((row) => row.status === 'placed')!;
    const response = await call('parent', iri('course_requests', placed.id), 'DELETE');
    expect(response.status).toBe(409);
  });
});
