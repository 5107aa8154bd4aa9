/**
 * Dormitories (issue 33, part 5; docs/dormitories.md) as its clients see it: who reads and writes
 * the boarding house (the warden's duty, the family's own child, nobody else's); a bed holds one
 * boarder a season and a boarder one bed (422 on the field, nothing kept); a parent asks for a
 * leave for their own child only, the warden decides and the parents are told; the roll call is
 * pre-filled from approved leaves and an absence alerts the parents and the wardens once; no
 * school reaches another's.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { json, startServer, violationPaths, type TestServer } from './harness.ts';

let server: TestServer;
/**
 * Days on the demo school's calendar (Europe/Istanbul) counted from today, as the server dates
 * leaves: the leaves this file asks for lie ahead on whatever day it runs (a family cannot ask
 * for one in the past).
 */
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
const day = (n: number): string =>
  new Date(Date.parse(`${today}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
/** A day as a message writes it in a language ("Dec 11, 2026", "8 Oca 2027"). */
const readable = (iso: string, locale: string): string =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

const tokens: Record<string, string> = {};
const ids = {
  high: 0,
  season: 0,
  deniz: 0,
  ege: 0,
  home: 0,
  away: 0,
  freeHomeBed: 0,
  outsider: 0,
  parent: 0,
  warden: 0,
};

const idOf = async (query: string): Promise<number> => {
  const [row] = await server.sql(query);
  return Number(row?.id);
};
const count = async (query: string): Promise<number> => Number((await server.sql(query))[0]?.n);

/** Everyone's session, on the clock as it stands (a test that moves the clock signs in again). */
const signInEveryone = async () => {
  for (const person of ['admin', 'hq', 'school', 'school2', 'teacher', 'parent', 'student', 'warden', 'nurse'])
    tokens[person] = (await server.login(`${person}@kampus.test`)).token;
};

beforeAll(async () => {
  server = await startServer();
  await signInEveryone();
  ids.high = await idOf(`select id from schools where title = 'Demo High School'`);
  ids.season = await idOf(`select id from seasons where school_id = ${ids.high} and is_default`);
  ids.deniz = await idOf(`select id from students where name = 'Deniz' and last_name = 'Öğrenci'`);
  ids.ege = await idOf(`select id from students where name = 'Ege' and last_name = 'Öğrenci'`);
  // Deniz's building (the demo's genders are drawn at random) and the other one.
  ids.home = await idOf(
    `select r.building_id as id from bed_assignments a join dorm_beds b on b.id = a.bed_id
     join dorm_rooms r on r.id = b.room_id where a.student_id = ${ids.deniz}`,
  );
  ids.away = await idOf(`select id from dorm_buildings where id <> ${ids.home} order by id limit 1`);
  ids.freeHomeBed = await idOf(
    `select b.id from dorm_beds b join dorm_rooms r on r.id = b.room_id
     where r.building_id = ${ids.home} and b.id not in (select bed_id from bed_assignments) order by b.id limit 1`,
  );
  // A day student (no bed) of Deniz's gender.
  ids.outsider = await idOf(
    `select id from students where school_id = ${ids.high}
     and gender = (select gender from students where id = ${ids.deniz})
     and id not in (select student_id from bed_assignments) order by id limit 1`,
  );
  ids.parent = await idOf(`select id from users where email = 'parent@kampus.test'`);
  ids.warden = await idOf(`select id from users where email = 'warden@kampus.test'`);
});
afterAll(async () => {
  await server.close();
});

/** As the web calls: the active season in the `seasonId` header, a change as a merge patch. */
const call = (who: string, path: string, method = 'GET', body?: unknown, headers: Record<string, string> = {}) =>
  server.call(path, {
    method,
    token: tokens[who],
    ...(body === undefined ? {} : { json: body }),
    headers: {
      // Demo High School's season: another school's staff send none of it.
      ...(who === 'school2' ? {} : { seasonId: String(ids.season) }),
      ...(method === 'PATCH' ? { 'content-type': 'application/merge-patch+json' } : {}),
      ...headers,
    },
  });

const list = async (who: string, resource: string) => {
  const response = await call(who, `/api/${resource}.json?pagination=false`);
  const rows = response.status === 200 ? await json<{ id: number; student?: string }[]>(response) : [];
  return { status: response.status, rows };
};

const iri = (resource: string, id: number) => `/api/${resource}/${id}`;

describe('who reads and writes the boarding house', () => {
  it('demo: two buildings, Deniz housed, a pending leave for Ege, the warden’s duty', async () => {
    const buildings = await list('warden', 'dorm_buildings');
    expect(buildings.rows).toHaveLength(2);
    const home = await json<{ occupied: number; rooms: { beds: { student: { name: string } | null }[] }[] }>(
      await call('warden', `/api/dorm_buildings/${ids.home}/occupancy`),
    );
    const names = home.rooms.flatMap((room) => room.beds.flatMap((bed) => (bed.student ? [bed.student.name] : [])));
    expect(names).toContain('Deniz Öğrenci');
    expect(home.occupied).toBeGreaterThanOrEqual(3);
    expect(
      await count(
        `select count(*)::int n from leave_requests where student_id = ${ids.ege} and leave_status = 'pending'`,
      ),
    ).toBe(1);
  });

  it('leave requests and roll calls: the warden and the family only, never plain staff, a teacher or another school', async () => {
    for (const resource of ['leave_requests', 'roll_calls', 'roll_call_marks']) {
      for (const who of ['teacher', 'school', 'school2', 'hq', 'nurse']) {
        const { status, rows } = await list(who, resource);
        expect(status, `${who} lists ${resource}`).toBe(403);
        expect(rows).toHaveLength(0);
      }
      expect((await list('warden', resource)).status).toBe(200);
    }
    const parent = await list('parent', 'leave_requests');
    expect(parent.status).toBe(200);
    expect(parent.rows.length).toBeGreaterThan(0);
    expect(parent.rows).toAllSatisfy((row) =>
      [ids.deniz, ids.ege].map((id) => iri('students', id)).includes(row.student ?? ''),
    );
    expect((await list('parent', 'roll_calls')).status).toBe(403);
    expect((await list('parent', 'dorm_buildings')).status).toBe(403);
    expect((await list('teacher', 'bed_assignments')).status).toBe(403);
    const own = await list('parent', 'bed_assignments');
    expect(own.rows.map((row) => row.student).sort()).toEqual(
      [iri('students', ids.deniz), iri('students', ids.ege)].sort(),
    );
  });

  it('the school’s staff set up the beds, a teacher or parent may not; a room holds no more beds than its capacity', async () => {
    const room = await json<{ id: number }>(
      await call('school', '/api/dorm_rooms', 'POST', {
        building: iri('dorm_buildings', ids.home),
        roomNumber: '301',
        capacity: 1,
      }),
    );
    expect(room.id).toBeGreaterThan(0);
    const bed = await call('school', '/api/dorm_beds', 'POST', { room: iri('dorm_rooms', room.id), bedLabel: 'A' });
    expect(bed.status).toBe(201);
    const tooMany = await call('school', '/api/dorm_beds', 'POST', { room: iri('dorm_rooms', room.id), bedLabel: 'B' });
    expect(tooMany.status).toBe(422);
    expect(violationPaths(await json(tooMany))).toEqual(['room']);
    const shrink = await call('school', `/api/dorm_rooms/${room.id}`, 'PATCH', { capacity: 0 });
    expect(shrink.status).toBe(422);
    for (const who of ['teacher', 'parent'])
      expect(
        (await call(who, '/api/dorm_beds', 'POST', { room: iri('dorm_rooms', room.id), bedLabel: 'C' })).status,
      ).toBe(403);
    expect(await count(`select count(*)::int n from dorm_beds where room_id = ${room.id}`)).toBe(1);
  });
});

describe('a bed a season', () => {
  const assign = (bed: number, student: number) =>
    call('school', '/api/bed_assignments', 'POST', { bed: iri('dorm_beds', bed), student: iri('students', student) });

  it('a bed holds one boarder, a boarder one bed, nobody in the other gender’s building: 422 on the field, nothing kept', async () => {
    const before = await count('select count(*)::int n from bed_assignments');
    const denizBed = await idOf(`select bed_id as id from bed_assignments where student_id = ${ids.deniz}`);
    const taken = await assign(denizBed, ids.outsider);
    expect(taken.status).toBe(422);
    expect(violationPaths(await json(taken))).toEqual(['bed']);
    const twice = await assign(ids.freeHomeBed, ids.deniz);
    expect(twice.status).toBe(422);
    expect(violationPaths(await json(twice))).toEqual(['student']);
    const awayBed = await idOf(
      `select b.id from dorm_beds b join dorm_rooms r on r.id = b.room_id where r.building_id = ${ids.away}
       and b.id not in (select bed_id from bed_assignments) order by b.id limit 1`,
    );
    const wrong = await assign(awayBed, ids.outsider);
    expect(wrong.status).toBe(422);
    expect(violationPaths(await json(wrong))).toEqual(['bed']);
    expect(await count('select count(*)::int n from bed_assignments')).toBe(before);
    for (const who of ['teacher', 'parent']) {
      const body = { bed: iri('dorm_beds', ids.freeHomeBed), student: iri('students', ids.outsider) };
      expect((await call(who, '/api/bed_assignments', 'POST', body)).status).toBe(403);
    }
  });
});

describe('the boarding fee, through the student’s fees', () => {
  const fees = async (student: number) =>
    server.sql(
      `select fee_name, fee_amount::text as amount, season_id from student_fees where student_id = ${student} order by id`,
    );
  const balanceDue = async (student: number): Promise<string> =>
    String((await json<{ fees: string }>(await call('school', `/api/students/${student}/balance`))).fees);

  it('a bed with addBoardingFee adds the building’s fee to the season’s fees, to the cent; the balance owes it', async () => {
    const building = await server.sql(
      `select title, boarding_fee::text as fee from dorm_buildings where id = ${ids.home}`,
    );
    expect(building[0]?.fee).toBe('48000.00');
    const before = await fees(ids.outsider);
    const owedBefore = await balanceDue(ids.outsider);
    const response = await call('school', '/api/bed_assignments', 'POST', {
      bed: iri('dorm_beds', ids.freeHomeBed),
      student: iri('students', ids.outsider),
      addBoardingFee: true,
    });
    expect(response.status, await response.clone().text()).toBe(201);
    const bed = await json<{ id: number; addedFee: string | number | null }>(response);
    const after = await fees(ids.outsider);
    expect(after.slice(before.length)).toEqual([
      { fee_name: building[0]?.title, amount: '48000.00', season_id: ids.season },
    ]);
    const [fee] = await server.sql(
      `select id from student_fees where student_id = ${ids.outsider} order by id desc limit 1`,
    );
    expect(Number(String(bed.addedFee).split('/').pop())).toBe(Number(fee?.id));
    // Exact decimals: what the balance's fees say grew by the fee, as text, never a float.
    const grown = (BigInt(owedBefore.replace('.', '')) + 4_800_000n).toString();
    expect((await balanceDue(ids.outsider)).replace('.', '')).toBe(grown);
    // The bed is given back for the other tests; the fee stays (money is not removed with a bed).
    expect((await call('school', `/api/bed_assignments/${bed.id}`, 'DELETE')).status).toBe(204);
    expect(await fees(ids.outsider)).toHaveLength(after.length);
  });

  it('a refused bed with addBoardingFee keeps no fee; without the flag none is added', async () => {
    const before = (await fees(ids.outsider)).length;
    const denizBed = await idOf(`select bed_id as id from bed_assignments where student_id = ${ids.deniz}`);
    const refused = await call('school', '/api/bed_assignments', 'POST', {
      bed: iri('dorm_beds', denizBed),
      student: iri('students', ids.outsider),
      addBoardingFee: true,
    });
    expect(refused.status).toBe(422);
    expect((await fees(ids.outsider)).length).toBe(before);
    const plain = await call('school', '/api/bed_assignments', 'POST', {
      bed: iri('dorm_beds', ids.freeHomeBed),
      student: iri('students', ids.outsider),
    });
    expect(plain.status).toBe(201);
    expect((await fees(ids.outsider)).length).toBe(before);
    const { id } = await json<{ id: number }>(plain);
    expect((await call('school', `/api/bed_assignments/${id}`, 'DELETE')).status).toBe(204);
  });
});

describe('a leave, asked by the parent, decided by the warden', () => {
  let leaveId = 0;
  const ask = (who: string, extra: Record<string, unknown> = {}) =>
    call(who, '/api/leave_requests', 'POST', {
      student: iri('students', ids.deniz),
      leaveFrom: day(7),
      leaveUntil: day(9),
      leaveReason: 'Kuzeninin düğünü',
      destination: 'Bursa',
      ...extra,
    });

  it('the parent asks for their own child only, pending whatever they send; dates in order', async () => {
    const approved = await ask('parent', { leaveStatus: 'approved' });
    expect(approved.status).toBe(422);
    expect(violationPaths(await json(approved))).toEqual(['leaveStatus']);
    const past = await ask('parent', { leaveFrom: '2020-01-01', leaveUntil: '2020-01-02' });
    expect(past.status).toBe(422);
    expect(violationPaths(await json(past))).toEqual(['leaveFrom']);
    const backwards = await ask('parent', { leaveUntil: day(6) });
    expect(backwards.status).toBe(422);
    expect(violationPaths(await json(backwards))).toEqual(['leaveUntil']);
    const other = await ask('parent', { student: iri('students', ids.outsider) });
    expect(other.status).toBe(422);
    expect(violationPaths(await json(other))).toEqual(['student']);
    const created = await ask('parent');
    expect(created.status).toBe(201);
    const row = await json<{ id: number; leaveStatus: string; requestedBy: string }>(created);
    expect(row.leaveStatus).toBe('pending');
    expect(row.requestedBy).toBe(iri('users', ids.parent));
    leaveId = row.id;
    expect((await ask('teacher')).status).toBe(403);
    expect((await call('parent', `/api/leave_requests/${leaveId}`, 'PATCH', { destination: 'İzmir' })).status).toBe(
      403,
    );
  });

  it('a day student is no boarder: the warden cannot send them on leave (422 on student)', async () => {
    const refused = await ask('warden', { student: iri('students', ids.outsider) });
    expect(refused.status).toBe(422);
    expect(violationPaths(await json(refused))).toEqual(['student']);
  });

  it('the warden approves with a note; the parent is told, in the inbox it reads approved', async () => {
    const before = await count(
      `select count(*)::int n from notifications where kind = 'dorm_leave' and user_id = ${ids.parent}`,
    );
    const early = await call('warden', `/api/leave_requests/${leaveId}`, 'PATCH', {
      signedOutAt: `${day(7)} 16:00:00`,
    });
    expect(early.status).toBe(422);
    expect(violationPaths(await json(early))).toEqual(['signedOutAt']);
    const decided = await call('warden', `/api/leave_requests/${leaveId}`, 'PATCH', {
      leaveStatus: 'approved',
      decisionNote: 'Pazar 18:00’e kadar dönmeli.',
    });
    expect(decided.status).toBe(200);
    const row = await json<{ decidedBy: string; decidedAt: string | null }>(decided);
    expect(row.decidedBy).toBe(iri('users', ids.warden));
    // Approved, but the leave starts a week from today: no signing out the day before.
    const dayBefore = await call('warden', `/api/leave_requests/${leaveId}`, 'PATCH', {
      signedOutAt: `${day(6)} 16:00:00`,
    });
    expect(dayBefore.status).toBe(422);
    expect(JSON.stringify(await json(dayBefore))).toContain(readable(day(7), 'en-US'));
    expect(row.decidedAt).not.toBeNull();
    expect(
      await count(`select count(*)::int n from notifications where kind = 'dorm_leave' and user_id = ${ids.parent}`),
    ).toBe(before + 1);
    const [notice] = await server.sql(
      `select title, body from notifications where kind = 'dorm_leave' and user_id = ${ids.parent} order by id desc limit 1`,
    );
    expect(String(notice?.body)).toMatch(/Deniz Öğrenci/);
    expect(String(notice?.body)).toMatch(/Pazar 18:00/);
    const family = await json<{
      leaves: { id: number; student: { id: number }; leaveStatus: string; decidedBy: string | null }[];
    }>(await call('parent', '/api/dormitories/leaves'));
    expect(family.leaves.find((leave) => leave.id === leaveId)).toMatchObject({
      leaveStatus: 'approved',
      decidedBy: 'Murat Belletmen',
    });
    // The family's list holds their own children's requests only.
    expect(family.leaves).toAllSatisfy((leave) => [ids.deniz, ids.ege].includes(leave.student.id));
    const signedIn = await call('warden', `/api/leave_requests/${leaveId}`, 'PATCH', {
      signedInAt: `${day(9)} 17:00:00`,
    });
    expect(signedIn.status).toBe(422);
    expect(violationPaths(await json(signedIn))).toEqual(['signedInAt']);
    expect((await call('teacher', '/api/dormitories/leaves')).status).toBe(403);
  });
});

describe('a leave the family withdraws', () => {
  it('is withdrawn by the parent while the warden has not decided: cancelled, on the trail as the parent’s act', async () => {
    const asked = await call('parent', '/api/leave_requests', 'POST', {
      student: iri('students', ids.deniz),
      leaveFrom: day(14),
      leaveUntil: day(16),
      leaveReason: 'Aile ziyareti',
      destination: 'Ankara',
    });
    expect(asked.status).toBe(201);
    const { id } = await json<{ id: number }>(asked);
    const withdraw = (who: string) =>
      call(who, `/api/leave_requests/${id}/withdraw`, 'POST', undefined, {
        'idempotency-key': `withdraw-${who}-${id}`,
      });
    // A student, a teacher and another school's staff may not; the warden's approval comes too late below.
    expect((await withdraw('student')).status).toBe(403);
    expect((await withdraw('teacher')).status).toBe(403);
    expect([403, 404]).toContain((await withdraw('school2')).status);
    expect(
      await count(`select count(*)::int n from leave_requests where id = ${id} and leave_status = 'pending'`),
    ).toBe(1);

    const withdrawn = await withdraw('parent');
    expect(withdrawn.status).toBe(200);
    const row = await json<{ id: number; leaveStatus: string; decidedBy: string | null; destination: string }>(
      withdrawn,
    );
    // Nobody decided it: the warden's name stays off it.
    expect(row).toMatchObject({ id, leaveStatus: 'cancelled', decidedBy: null, destination: 'Ankara' });
    const [entry] = await server.sql(
      `select a.changed, a.after from audit_logs a where a.resource = 'leave_requests' and a.record_id = ${id}
       and a.action = 'update' and a.user_id = ${ids.parent}`,
    );
    expect(entry?.changed).toEqual(['leaveStatus']);
    expect(entry?.after).toMatchObject({ leaveStatus: 'cancelled' });
    // Sent again with its key: the same answer, nothing done twice.
    const again = await withdraw('parent');
    expect(again.status).toBe(200);
    expect(await json(again)).toEqual(row);
    // A new key on a request no longer pending: 409 with the reason.
    const late = await call('parent', `/api/leave_requests/${id}/withdraw`, 'POST');
    expect(late.status).toBe(409);
    expect(JSON.stringify(await json(late))).toContain('still waiting for the warden');
  });

  it('another family may not withdraw it: 404, nothing changed, and that family’s own child’s request is theirs to withdraw', async () => {
    // A second family of the school: a parent account for another boarder of Deniz's building.
    const boarder = await idOf(
      `select a.student_id as id from bed_assignments a join dorm_beds b on b.id = a.bed_id
       join dorm_rooms r on r.id = b.room_id where r.building_id = ${ids.home} and a.student_id not in (${ids.deniz}, ${ids.ege})
       order by a.student_id limit 1`,
    );
    const made = await call('school', '/api/users', 'POST', {
      name: 'Selin',
      lastName: 'Başkaaile',
      email: 'other.family@example.org',
      userType: '/api/user_types/9',
      schoolId: ids.high,
      password: 'Secret!234',
    });
    expect(made.status).toBe(201);
    const otherParent = (await json<{ id: string }>(made)).id;
    const linked = await call('school', '/api/guardians', 'POST', {
      school: iri('schools', ids.high),
      studentId: boarder,
      user: `/api/users/${otherParent}`,
      relation: 'mother',
      name: 'Selin',
      lastName: 'Başkaaile',
    });
    expect(linked.status).toBe(201);
    tokens.otherFamily = (await server.login('other.family@example.org', 'Secret!234')).token;

    const deniz = await call('parent', '/api/leave_requests', 'POST', {
      student: iri('students', ids.deniz),
      leaveFrom: day(21),
      leaveUntil: day(23),
      leaveReason: 'Bayram',
      destination: 'İzmir',
    });
    expect(deniz.status).toBe(201);
    const { id } = await json<{ id: number }>(deniz);
    const foreign = await call('otherFamily', `/api/leave_requests/${id}/withdraw`, 'POST');
    expect(foreign.status).toBe(404);
    expect(await foreign.text()).not.toContain('İzmir');
    expect(
      await count(`select count(*)::int n from leave_requests where id = ${id} and leave_status = 'pending'`),
    ).toBe(1);
    // Nor does Deniz's request show in that family's list.
    expect((await list('otherFamily', 'leave_requests')).rows.map((row) => row.id)).not.toContain(id);

    // Their own child's request they withdraw; Pelin may not withdraw theirs.
    const own = await call('otherFamily', '/api/leave_requests', 'POST', {
      student: iri('students', boarder),
      leaveFrom: day(21),
      leaveUntil: day(22),
      leaveReason: 'Düğün',
      destination: 'Bursa',
    });
    expect(own.status).toBe(201);
    const ownId = (await json<{ id: number }>(own)).id;
    expect((await call('parent', `/api/leave_requests/${ownId}/withdraw`, 'POST')).status).toBe(404);
    const withdrawn = await call('otherFamily', `/api/leave_requests/${ownId}/withdraw`, 'POST');
    expect(withdrawn.status).toBe(200);
    expect(await json(withdrawn)).toMatchObject({ id: ownId, leaveStatus: 'cancelled' });
  });

  it('a request the warden approved is 409, and stays approved', async () => {
    const [approved] = await server.sql(
      `select id from leave_requests where student_id = ${ids.deniz} and leave_status = 'approved' order by id limit 1`,
    );
    const late = await call('parent', `/api/leave_requests/${Number(approved?.id)}/withdraw`, 'POST');
    expect(late.status).toBe(409);
    expect(
      await count(
        `select count(*)::int n from leave_requests where id = ${Number(approved?.id)} and leave_status = 'approved'`,
      ),
    ).toBe(1);
  });
});

describe('the family’s notices', () => {
  it('are written in the language the parent uses Kampus in, whatever the warden’s, with the dates as it writes them', async () => {
    // Pelin uses Kampus in Turkish: any call of hers records it.
    expect(
      (await call('parent', '/api/dormitories/leaves', 'GET', undefined, { 'accept-language': 'tr' })).status,
    ).toBe(200);
    const asked = await call(
      'parent',
      '/api/leave_requests',
      'POST',
      {
        student: iri('students', ids.deniz),
        leaveFrom: day(35),
        leaveUntil: day(37),
        leaveReason: 'Dede ziyareti',
        destination: 'Konya',
      },
      { 'accept-language': 'tr' },
    );
    expect(asked.status).toBe(201);
    const { id } = await json<{ id: number }>(asked);
    // The warden decides in English.
    const decided = await call(
      'warden',
      `/api/leave_requests/${id}`,
      'PATCH',
      { leaveStatus: 'approved' },
      {
        'accept-language': 'en',
      },
    );
    expect(decided.status).toBe(200);
    const [notice] = await server.sql(
      `select title, body from notifications where kind = 'dorm_leave' and user_id = ${ids.parent} order by id desc limit 1`,
    );
    expect(String(notice?.title)).toBe('Deniz Öğrenci için izin talebi: Onaylandı');
    expect(String(notice?.body)).toBe(
      `Belletmen, Deniz Öğrenci için ${readable(day(35), 'tr')} – ${readable(day(37), 'tr')} iznini onayladı.`,
    );
  });
});

describe('the nightly roll call', () => {
  const night = day(7);
  type Sheet = { taken: boolean; boarders: { student: number; mark: string; leave: unknown }[] };
  // The warden takes it that night (22:00 in Istanbul): a night not come yet has no roll call.
  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${night}T19:00:00Z`) });
    await signInEveryone();
  });
  afterAll(async () => {
    vi.useRealTimers();
    await signInEveryone();
  });

  it('is refused for a night not come yet (422 on date), before any alert', async () => {
    const sheet = await json<Sheet>(await call('warden', `/api/dorm_buildings/${ids.home}/roll_call?date=${day(8)}`));
    const ahead = await call('warden', `/api/dorm_buildings/${ids.home}/roll_call`, 'POST', {
      date: day(8),
      marks: sheet.boarders.map((row) => ({ student: row.student, mark: 'absent' })),
    });
    expect(ahead.status).toBe(422);
    expect(violationPaths(await json(ahead))).toEqual(['date']);
    expect(await count(`select count(*)::int n from roll_calls where roll_date = '${day(8)}'`)).toBe(0);
  });

  it('is pre-filled: Deniz on leave that night, the others present; the warden only', async () => {
    const sheet = await json<Sheet>(await call('warden', `/api/dorm_buildings/${ids.home}/roll_call?date=${night}`));
    expect(sheet.taken).toBe(false);
    expect(sheet.boarders.find((row) => row.student === ids.deniz)).toMatchObject({ mark: 'on_leave' });
    expect(sheet.boarders.filter((row) => row.student !== ids.deniz)).toAllSatisfy((row) => row.mark === 'present');
    // The night she is back she is expected in.
    const back = await json<Sheet>(await call('warden', `/api/dorm_buildings/${ids.home}/roll_call?date=${day(9)}`));
    expect(back.boarders.find((row) => row.student === ids.deniz)).toMatchObject({ mark: 'present', leave: null });
    for (const who of ['school', 'teacher', 'parent'])
      expect((await call(who, `/api/dorm_buildings/${ids.home}/roll_call?date=${night}`)).status).toBe(403);
    expect((await call('school2', `/api/dorm_buildings/${ids.home}/occupancy`)).status).toBe(404);
  });

  it('an absence with no leave alerts the parents and the wardens once; refusals name the mark', async () => {
    const sheet = await json<Sheet>(await call('warden', `/api/dorm_buildings/${ids.home}/roll_call?date=${night}`));
    const absent = sheet.boarders.find((row) => row.student !== ids.deniz)!;
    const marks = sheet.boarders.map((row) => ({
      student: row.student,
      mark: row.student === absent.student ? 'absent' : row.mark,
    }));
    const noLeave = await call('warden', `/api/dorm_buildings/${ids.home}/roll_call`, 'POST', {
      date: night,
      marks: marks.map((row) => (row.student === absent.student ? { ...row, mark: 'on_leave' } : row)),
    });
    expect(noLeave.status).toBe(422);
    // A boarder of the other building.
    const stranger = await idOf(
      `select a.student_id as id from bed_assignments a join dorm_beds b on b.id = a.bed_id
       join dorm_rooms r on r.id = b.room_id where r.building_id = ${ids.away} limit 1`,
    );
    const foreign = await call('warden', `/api/dorm_buildings/${ids.home}/roll_call`, 'POST', {
      date: night,
      marks: [...marks, { student: stranger, mark: 'present' }],
    });
    expect(foreign.status).toBe(422);
    expect(violationPaths(await json(foreign))).toEqual([`marks[${marks.length}].student`]);
    expect(await count(`select count(*)::int n from roll_calls where building_id = ${ids.home}`)).toBe(0);

    const alerts = `select count(*)::int n from notifications where kind = 'dorm_absence'`;
    const before = await count(alerts);
    const key = { 'Idempotency-Key': 'roll-call-home-1211' };
    const saved = await call(
      'warden',
      `/api/dorm_buildings/${ids.home}/roll_call`,
      'POST',
      { date: night, marks },
      key,
    );
    expect(saved.status).toBe(200);
    const answer = await json<{ id: number; alerted: number }>(saved);
    expect(answer.alerted).toBe(1);
    const again = await call(
      'warden',
      `/api/dorm_buildings/${ids.home}/roll_call`,
      'POST',
      { date: night, marks },
      key,
    );
    expect(await json(again)).toEqual(answer);
    // The wardens are told beside the guardians.
    expect(await count(`${alerts} and user_id = ${ids.warden}`)).toBeGreaterThanOrEqual(1);
    const told = await count(alerts);
    expect(told).toBeGreaterThan(before);
    // Taken again the same night: the marks are replaced, the alert is not sent twice.
    const retaken = await call('warden', `/api/dorm_buildings/${ids.home}/roll_call`, 'POST', { date: night, marks });
    expect((await json<{ alerted: number }>(retaken)).alerted).toBe(0);
    expect(await count(alerts)).toBe(told);
    const after = await json<Sheet & { boarders: { alertedAt: string | null }[] }>(
      await call('warden', `/api/dorm_buildings/${ids.home}/roll_call?date=${night}`),
    );
    expect(after.taken).toBe(true);
    expect(after.boarders.find((row) => row.student === absent.student)).toMatchObject({ mark: 'absent' });
    expect(after.boarders.find((row) => row.student === ids.deniz)).toMatchObject({ mark: 'on_leave' });
  });

  it('another school reaches nothing of it', async () => {
    expect((await call('school2', `/api/dorm_buildings/${ids.home}`)).status).toBe(404);
    const foreign = await call('school2', '/api/dorm_rooms', 'POST', {
      building: iri('dorm_buildings', ids.home),
      roomNumber: '999',
      capacity: 2,
    });
    expect(foreign.status).toBe(422);
    expect((await list('school2', 'dorm_buildings')).rows).toHaveLength(0);
  });
});
