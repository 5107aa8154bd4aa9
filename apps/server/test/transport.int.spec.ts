/**
 * Transport (issue 33, part 6; docs/transport.md) as its clients see it: who reads and writes
 * routes, seats and boarding (staff, the escort's duty, a family's own child, nobody else, never
 * across schools); the vehicle's seats as the limit (422 on `transportRoute`); a stop of another
 * route (422); the bus fee added with the seat, to the cent, in the same transaction; the escort's
 * daily check telling the parents of a child not on board once however often it is saved; the
 * family's view of the stop, times and today's boarding; the route sheet PDF.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startServer, violationPaths, type TestServer } from './harness.ts';

let server: TestServer;
const tokens: Record<string, string> = {};
const ids = { high: 0, middle: 0, deniz: 0, route1: 0, route2: 0, fee1: 0, season: 0, escort: 0 };

const idOf = async (query: string): Promise<number> => {
  const [row] = await server.sql(query);
  return Number(row?.id);
};

/** Today at the demo school (Istanbul), as the server's clock reads it. */
const today = (): string =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Istanbul',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

beforeAll(async () => {
  server = await startServer();
  for (const person of ['admin', 'school', 'school2', 'teacher', 'parent', 'student', 'nurse', 'escort'])
    tokens[person] = (await server.login(`${person}@kampus.test`)).token;
  ids.high = await idOf(`select id from schools where title = 'Demo High School'`);
  ids.middle = await idOf(`select id from schools where title = 'Demo Middle School'`);
  ids.deniz = await idOf(`select id from students where name = 'Deniz' and last_name = 'Öğrenci'`);
  ids.route1 = await idOf(`select id from transport_routes where title = 'Servis 1: Şişli - Mecidiyeköy'`);
  ids.route2 = await idOf(`select id from transport_routes where title = 'Servis 2: Beşiktaş - Levent'`);
  ids.fee1 = await idOf(`select id from school_bus_fees where title = 'Route 1: Şişli - Mecidiyeköy'`);
  ids.season = await idOf(`select id from seasons where school_id = ${ids.high} and is_default`);
  ids.escort = await idOf(`select id from users where email = 'escort@kampus.test'`);
});
afterAll(async () => {
  await server.close();
});

const list = async (who: string, resource: string, query = '') => {
  const response = await server.call(`/api/${resource}.json?pagination=false${query}`, { token: tokens[who] });
  const rows = response.status === 200 ? await json<Record<string, unknown>[]>(response) : [];
  return { status: response.status, rows };
};

const post = (who: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  server.call(path, { method: 'POST', token: tokens[who], json: body, headers });

/** Students of the high school no demo route seats (the demo seats the first eleven). */
const freeStudents = async (count: number): Promise<number[]> =>
  (
    await server.sql(
      `select s.id from students s where s.school_id = ${ids.high}
       and not exists (select 1 from transport_assignments a where a.student_id = s.id)
       order by s.id desc limit ${count}`,
    )
  ).map((row) => Number(row.id));

describe('who reads and writes transport', () => {
  it('staff and the escort read the routes; a teacher, a parent or a student do not; another school sees none', async () => {
    for (const who of ['school', 'escort']) {
      const { status, rows } = await list(who, 'transport_routes');
      expect(status, who).toBe(200);
      expect(rows.map((row) => row.title)).toEqual(
        expect.arrayContaining(['Servis 1: Şişli - Mecidiyeköy', 'Servis 2: Beşiktaş - Levent']),
      );
    }
    for (const who of ['teacher', 'parent', 'student']) {
      expect((await list(who, 'transport_routes')).status, who).toBe(403);
    }
    const other = await list('school2', 'transport_routes');
    expect(other.status).toBe(200);
    expect(other.rows).toHaveLength(0);
    expect((await server.call(`/api/transport_routes/${ids.route1}`, { token: tokens.school2 })).status).toBe(404);
  });

  it('a family reads its own child’s seat only; the escort every seat of the school', async () => {
    const parent = await list('parent', 'transport_assignments');
    expect(parent.status).toBe(200);
    expect(parent.rows.length).toBeGreaterThan(0);
    const children = (
      await server.sql(
        `select student_id from guardians g join users u on u.id = g.user_id where u.email = 'parent@kampus.test'`,
      )
    ).map((row) => Number(row.student_id));
    for (const row of parent.rows) expect(children).toContain(Number(row.studentId));
    const escort = await list('escort', 'transport_assignments');
    expect(escort.rows.length).toBeGreaterThan(parent.rows.length);
    expect((await list('teacher', 'transport_assignments')).status).toBe(403);
  });

  it('a parent writes no seat; a teacher or a parent no boarding check, nor reads one', async () => {
    const [free] = await freeStudents(1);
    const seat = { school: ids.high, season: ids.season, studentId: free, transportRoute: ids.route1 };
    expect((await post('parent', '/api/transport_assignments', seat)).status).toBe(403);
    expect((await post('teacher', '/api/transport_assignments', seat)).status).toBe(403);
    const body = { date: today(), leg: 'morning', students: [{ studentId: ids.deniz, onBoard: true }] };
    for (const who of ['teacher', 'parent'])
      expect((await post(who, `/api/transport_routes/${ids.route1}/boarding`, body)).status, who).toBe(403);
    expect(
      (
        await server.call(`/api/transport_routes/${ids.route1}/boarding?date=${today()}&leg=morning`, {
          token: tokens.parent,
        })
      ).status,
    ).toBe(403);
  });

  it('another school’s staff may not seat a student here: 422 on school; nor check its route: 404', async () => {
    const [free] = await freeStudents(1);
    const response = await post('school2', '/api/transport_assignments', {
      school: ids.high,
      season: ids.season,
      studentId: free,
      transportRoute: ids.route1,
    });
    expect(response.status).toBe(422);
    expect(violationPaths(await json(response))).toContain('school');
    expect((await server.call(`/api/transport_routes/${ids.route1}/sheet`, { token: tokens.school2 })).status).toBe(
      404,
    );
  });
});

describe('seats: the vehicle’s limit, the route’s stops and the bus fee', () => {
  it('a full vehicle is 422 on transportRoute, and nothing is kept', async () => {
    const vehicle = await json<{ id: number }>(
      await post('school', '/api/transport_vehicles', { school: ids.high, plate: '34 TST 001', seats: 1 }),
    );
    const route = await json<{ id: number }>(
      await post('school', '/api/transport_routes', { school: ids.high, title: 'Servis Test', vehicle: vehicle.id }),
    );
    const [first, second] = await freeStudents(2);
    const seat = (studentId: number | undefined) => ({
      school: ids.high,
      season: ids.season,
      studentId,
      transportRoute: route.id,
    });
    expect((await post('school', '/api/transport_assignments', seat(first))).status).toBe(201);
    const full = await post('school', '/api/transport_assignments', seat(second));
    expect(full.status).toBe(422);
    expect(violationPaths(await json(full))).toEqual(['transportRoute']);
    const kept = await server.sql(`select count(*)::int as n from transport_assignments where student_id = ${second}`);
    expect(Number(kept[0]?.n)).toBe(0);
  });

  it('a stop of another route is 422 on morningStop', async () => {
    const [free] = await freeStudents(1);
    const stop = await idOf(`select id from transport_stops where transport_route = ${ids.route2} limit 1`);
    const response = await post('school', '/api/transport_assignments', {
      school: ids.high,
      season: ids.season,
      studentId: free,
      transportRoute: ids.route1,
      morningStop: stop,
    });
    expect(response.status).toBe(422);
    expect(violationPaths(await json(response))).toContain('morningStop');
  });

  const routeFees = async (student: number | undefined) =>
    server.sql(
      `select fee_name, fee_amount::text as amount, season_id from student_fees
       where student_id = ${student} and fee_name = 'Route 1: Şişli - Mecidiyeköy'`,
    );

  it('a seat with addFee adds the route’s bus fee to the student’s fees of the season, to the cent', async () => {
    const [free] = await freeStudents(1);
    expect(await routeFees(free)).toHaveLength(0);
    const response = await post('school', '/api/transport_assignments', {
      school: ids.high,
      season: ids.season,
      studentId: free,
      transportRoute: ids.route1,
      addFee: true,
    });
    expect(response.status, await response.clone().text()).toBe(201);
    const seat = await json<{ id: number; studentFee: number | string | null }>(response);
    expect(await routeFees(free)).toEqual([
      { fee_name: 'Route 1: Şişli - Mecidiyeköy', amount: '1500.00', season_id: ids.season },
    ]);
    const [fee] = await server.sql(
      `select id from student_fees where student_id = ${free} and fee_name like 'Route 1%'`,
    );
    expect(Number(seat.studentFee)).toBe(Number(fee?.id));
  });

  it('a seat without addFee adds no fee; a refused seat with addFee keeps no fee', async () => {
    const [free] = await freeStudents(1);
    const count = async (student: number | undefined) =>
      Number((await server.sql(`select count(*)::int as n from student_fees where student_id = ${student}`))[0]?.n);
    const before = await count(free);
    const seat = { school: ids.high, season: ids.season, studentId: free, transportRoute: ids.route1 };
    expect((await post('school', '/api/transport_assignments', seat)).status).toBe(201);
    expect(await count(free)).toBe(before);
    // The same student seated twice is refused by the seat's unique key, after the fee was
    // written in the same transaction: the fee goes with the refused seat.
    const refused = await post('school', '/api/transport_assignments', { ...seat, addFee: true });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    expect(await count(free)).toBe(before);
  });
});

describe('the daily boarding check', () => {
  const path = () => `/api/transport_routes/${ids.route1}/boarding`;
  const parentNotices = async (): Promise<{ title: string; body: string }[]> =>
    json(
      await server.call('/api/notifications.json?pagination=false&kind=transport_boarding', { token: tokens.parent }),
    );

  it('lists the route’s morning students in stop order with their stop and time', async () => {
    const response = await server.call(`${path()}?date=${today()}&leg=morning`, { token: tokens.escort });
    expect(response.status).toBe(200);
    const trip = await json<{
      route: { plate: string };
      students: { studentId: number; stop: string; time: string; onBoard: null }[];
    }>(response);
    expect(trip.route.plate).toBe('34 KMP 101');
    const deniz = trip.students.find((student) => student.studentId === ids.deniz);
    expect(deniz).toMatchObject({ stop: 'Mecidiyeköy Metro', time: '07:10', onBoard: null });
    const times = trip.students.map((student) => student.time);
    expect(times).toEqual(times.toSorted());
  });

  it('a child not on board: the parents are told once, however often the trip is checked', async () => {
    const before = (await parentNotices()).length;
    const body = { date: today(), leg: 'morning', students: [{ studentId: ids.deniz, onBoard: false }] };
    const first = await post('escort', path(), body, { 'Idempotency-Key': 'boarding-1' });
    expect(first.status, await first.clone().text()).toBe(200);
    expect((await json<{ notified: number }>(first)).notified).toBeGreaterThan(0);
    const notices = await parentNotices();
    expect(notices).toHaveLength(before + 1);
    expect(notices[0]?.title).toContain('Deniz');
    // Saved again (a new key: a second press, not a retry): the row stays, nobody is told again.
    const again = await post('escort', path(), body, { 'Idempotency-Key': 'boarding-2' });
    expect((await json<{ notified: number }>(again)).notified).toBe(0);
    expect(await parentNotices()).toHaveLength(before + 1);
    const rows = await server.sql(
      `select count(*)::int as n from boarding_checks where student_id = ${ids.deniz} and check_date = '${today()}' and leg = 'morning'`,
    );
    expect(Number(rows[0]?.n)).toBe(1);
    const checked = await server.sql(
      `select checked_by_id from boarding_checks where student_id = ${ids.deniz} limit 1`,
    );
    expect(Number(checked[0]?.checked_by_id)).toBe(ids.escort);
  });

  it('a child missing whose family has no account to tell is named to the escort, to call', async () => {
    const trip = await json<{ students: { studentId: number; name: string }[] }>(
      await server.call(`${path()}?date=${today()}&leg=morning`, { token: tokens.escort }),
    );
    const withAccount = new Set(
      (await server.sql(`select student_id from guardians where user_id is not null`)).map((row) =>
        Number(row.student_id),
      ),
    );
    const unreachable = trip.students.find((student) => !withAccount.has(student.studentId));
    expect(unreachable, 'a student on the morning trip whose family has no account').toBeDefined();
    const response = await post(
      'escort',
      path(),
      { date: today(), leg: 'morning', students: [{ studentId: unreachable!.studentId, onBoard: false }] },
      { 'Idempotency-Key': 'boarding-unreached' },
    );
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await json(response)).toMatchObject({ notified: 0, unreached: [unreachable!.name] });
  });

  it('a student not on the trip is 422 on students[i].studentId, and nothing of the check is kept', async () => {
    const [free] = await freeStudents(1);
    const response = await post('escort', path(), {
      date: today(),
      leg: 'afternoon',
      students: [
        { studentId: ids.deniz, onBoard: false },
        { studentId: free, onBoard: true },
      ],
    });
    expect(response.status).toBe(422);
    expect(violationPaths(await json(response))).toContain('students[1].studentId');
    const rows = await server.sql(`select count(*)::int as n from boarding_checks where leg = 'afternoon'`);
    expect(Number(rows[0]?.n)).toBe(0);
  });

  it('the family reads the child’s stop, times and today’s boarding; never another child’s', async () => {
    const response = await server.call(`/api/students/${ids.deniz}/transport`, { token: tokens.parent });
    expect(response.status).toBe(200);
    const bus = await json<{
      seat: { route: { title: string }; morning: { title: string; time: string }; afternoon: { time: string } };
      boarding: { leg: string; onBoard: boolean }[];
    }>(response);
    expect(bus.seat.route.title).toBe('Servis 1: Şişli - Mecidiyeköy');
    expect(bus.seat.morning).toMatchObject({ title: 'Mecidiyeköy Metro', time: '07:10' });
    expect(bus.seat.afternoon.time).toBe('16:50');
    expect(bus.boarding).toEqual([{ leg: 'morning', onBoard: false }]);
    const other = await idOf(
      `select a.student_id as id from transport_assignments a where a.student_id not in
       (select student_id from guardians g join users u on u.id = g.user_id where u.email = 'parent@kampus.test') limit 1`,
    );
    expect((await server.call(`/api/students/${other}/transport`, { token: tokens.parent })).status).toBe(404);
  });

  it('the route sheet is a PDF for staff and the escort, not for a family', async () => {
    const response = await server.call(`/api/transport_routes/${ids.route1}/sheet`, { token: tokens.escort });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/pdf');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 4).toString()).toBe('%PDF');
    expect((await server.call(`/api/transport_routes/${ids.route1}/sheet`, { token: tokens.parent })).status).toBe(403);
  });
});

describe('the escort duty', () => {
  it('a teacher holding the duty reads the routes and checks boarding, and still writes no route', async () => {
    const teacher = await idOf(`select id from users where email = 'teacher@kampus.test'`);
    const granted = await post('admin', '/api/staff_duties', {
      school: ids.high,
      user: teacher,
      duty: 'transport_escort',
    });
    expect(granted.status, await granted.clone().text()).toBe(201);
    tokens.teacher = (await server.login('teacher@kampus.test')).token;
    expect((await list('teacher', 'transport_routes')).rows.length).toBeGreaterThanOrEqual(2);
    const checked = await post('teacher', `/api/transport_routes/${ids.route2}/boarding`, {
      date: today(),
      leg: 'afternoon',
      students: [],
    });
    expect(checked.status).toBe(422);
    const trip = await json<{ students: { studentId: number }[] }>(
      await server.call(`/api/transport_routes/${ids.route2}/boarding?date=${today()}&leg=afternoon`, {
        token: tokens.teacher,
      }),
    );
    const first = trip.students[0];
    expect(first).toBeDefined();
    const saved = await post('teacher', `/api/transport_routes/${ids.route2}/boarding`, {
      date: today(),
      leg: 'afternoon',
      students: [{ studentId: first?.studentId, onBoard: true }],
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect((await post('teacher', '/api/transport_routes', { school: ids.high, title: 'Servis 9' })).status).toBe(403);
  });
});
