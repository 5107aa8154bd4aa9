/**
 * Room booking (issue 32, part 5; docs/timetable.md) as its clients see it: the free rooms at a
 * time and what holds the others; a booking that overlaps a lesson or another booking of its room
 * is refused on `startTime`, naming what holds it and when (spans that only touch do not clash);
 * a lesson put by hand in a booked room is refused on `room`; a teacher books and changes only
 * their own bookings; families read none of it; another school's rooms are out of reach.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startServer, type TestServer } from './harness.ts';

interface Room {
  id: number;
  name: string;
  kind: string;
  capacity: number;
}
interface FreeRooms {
  free: Room[];
  taken: (Room & { heldBy: { kind: string; title: string; startTime: string; endTime: string }[] })[];
}
interface Problem {
  violations?: { propertyPath: string; message: string }[];
}

let server: TestServer;
const tokens: Record<string, string> = {};
const ids = { school: 0, season: 0, room: 0, otherRoom: 0, klass: 0, teacher: 0, lesson: 0, booking: 0 };
// A Wednesday no demo lesson falls on.
const DAY = '2027-03-03';

const call = (who: string, path: string, method = 'GET', body?: unknown) =>
  server.call(path, {
    method,
    token: tokens[who],
    ...(body === undefined ? {} : { json: body }),
    headers: {
      ...(who === 'school2' ? {} : { seasonId: String(ids.season) }),
      ...(method === 'PATCH' ? { 'content-type': 'application/merge-patch+json' } : {}),
    },
  });
const idOf = async (query: string): Promise<number> => Number((await server.sql(query))[0]?.id);
const free = async (who: string, from: string, until: string, extra = ''): Promise<FreeRooms> => {
  const response = await call(who, `/api/rooms/free?date=${DAY}&from=${from}&until=${until}${extra}`);
  expect(response.status).toBe(200);
  return json<FreeRooms>(response);
};
const book = (who: string, startTime: string, endTime: string, extra: Record<string, unknown> = {}) =>
  call(who, '/api/room_bookings', 'POST', {
    school: `/api/schools/${ids.school}`,
    room: `/api/rooms/${ids.room}`,
    bookingDate: DAY,
    startTime,
    endTime,
    bookingPurpose: 'Veli toplantısı',
    bookingKind: 'meeting',
    ...extra,
  });
const violations = async (response: Response) => (await json<Problem>(response)).violations ?? [];

beforeAll(async () => {
  server = await startServer();
  for (const who of ['school', 'school2', 'teacher', 'parent', 'student'])
    tokens[who] = (await server.login(`${who}@kampus.test`)).token;
  tokens.kerem = (await server.login('kerem.yildiz@kampus.test')).token;
  ids.school = await idOf(`select id from schools where title = 'Demo High School'`);
  ids.season = await idOf(`select id from seasons where school_id = ${ids.school} and is_default`);
  ids.room = await idOf(`select id from rooms where school_id = ${ids.school} and name = 'Derslik 101'`);
  ids.otherRoom = await idOf(`select id from rooms where school_id <> ${ids.school} order by id limit 1`);
  ids.klass = await idOf(`select id from classes where school_id = ${ids.school} and title = '10-A'`);
  ids.teacher = await idOf(`select id from users where email = 'teacher@kampus.test'`);
  // A lesson of 10-A in room 101, 10:00 to 10:40.
  const lesson = await call('school', '/api/schedules', 'POST', {
    school: `/api/schools/${ids.school}`,
    season: `/api/seasons/${ids.season}`,
    teacherId: ids.teacher,
    classId: ids.klass,
    scheduleDate: DAY,
    enterTime: '10:00',
    exitTime: '10:40',
    room: `/api/rooms/${ids.room}`,
  });
  expect(lesson.status).toBe(201);
  ids.lesson = (await json<{ id: number }>(lesson)).id;
});
afterAll(() => server.close());

describe('the free rooms at a time', () => {
  it('lists room 101 as taken by 10-A’s lesson then, and free after it; the others free', async () => {
    const during = await free('teacher', '10:15', '10:30');
    const taken = during.taken.find((room) => room.id === ids.room);
    expect(taken?.heldBy).toEqual([{ kind: 'lesson', title: '10-A', startTime: '10:00:00', endTime: '10:40:00' }]);
    expect(during.free.map((room) => room.id)).not.toContain(ids.room);
    expect(during.free.length).toBeGreaterThan(0);
    const after = await free('teacher', '10:40', '11:20');
    expect(after.free.map((room) => room.id)).toContain(ids.room);
    expect(after.taken.map((room) => room.id)).not.toContain(ids.room);
  });

  it('keeps to the kind and size asked for, and to the caller’s school', async () => {
    const labs = await free('school', '08:00', '09:00', '&kind=lab');
    expect([...labs.free, ...labs.taken].map((room) => room.name)).toEqual(['Fen Laboratuvarı']);
    const big = await free('school', '08:00', '09:00', '&capacity=40');
    // The gym (80) and the library (40) hold forty.
    expect([...big.free, ...big.taken].map((room) => room.name).sort()).toEqual(['Kütüphane', 'Spor Salonu']);
    const theirs = await free('school2', '10:15', '10:30');
    expect([...theirs.free, ...theirs.taken].map((room) => room.id)).not.toContain(ids.room);
  });

  it('answers 422 on the parameter that is wrong, and refuses families', async () => {
    const backwards = await call('teacher', `/api/rooms/free?date=${DAY}&from=11:00&until=10:00`);
    expect(backwards.status).toBe(422);
    expect((await violations(backwards)).map((v) => v.propertyPath)).toEqual(['until']);
    const late = await call('teacher', `/api/rooms/free?date=${DAY}&from=25:00&until=26:00`);
    expect(late.status).toBe(422);
    expect((await violations(late)).map((v) => v.propertyPath).sort()).toEqual(['from', 'until']);
    // A NUL byte in the query is refused before any route, as everywhere (input-limits spec).
    expect((await call('teacher', `/api/rooms/free?date=${DAY}&from=10%0000&until=11:00`)).status).toBe(400);
    const huge = await call(
      'teacher',
      `/api/rooms/free?date=${DAY}&from=10:00&until=11:00&capacity=99999999999999999999`,
    );
    expect(huge.status).toBe(422);
    for (const who of ['parent', 'student']) {
      expect((await call(who, `/api/rooms/free?date=${DAY}&from=10:00&until=11:00`)).status).toBe(403);
      expect((await call(who, '/api/room_bookings.json')).status).toBe(403);
    }
  });
});

describe('a booking', () => {
  it('that overlaps the lesson is refused on startTime, naming it; nothing is kept', async () => {
    const clash = await book('teacher', '10:20', '11:00');
    expect(clash.status).toBe(422);
    const [only] = await violations(clash);
    expect(only?.propertyPath).toBe('startTime');
    expect(only?.message).toBe('The room has a lesson from 10:00 to 10:40 (10-A).');
    expect(
      Number((await server.sql(`select count(*)::int n from room_bookings where booking_date = '${DAY}'`))[0]?.n),
    ).toBe(0);
  });

  it('that starts as the lesson ends is kept, booked by the caller whatever the body says', async () => {
    const kept = await book('teacher', '10:40', '11:30', { bookedBy: '/api/users/1' });
    expect(kept.status).toBe(201);
    const row = await json<{ id: number; bookedBy: string; startTime: string }>(kept);
    ids.booking = row.id;
    expect(row.bookedBy).toBe(`/api/users/${ids.teacher}`);
    const [audit] = await server.sql(
      `select count(*)::int n from audit_logs where resource = 'room_bookings' and record_id = ${row.id} and action = 'create'`,
    );
    expect(Number(audit?.n)).toBe(1);
  });

  it('that overlaps another booking is refused, in the caller’s language', async () => {
    const clash = await server.call('/api/room_bookings', {
      method: 'POST',
      token: tokens.school,
      headers: { seasonId: String(ids.season), 'accept-language': 'tr' },
      json: {
        school: `/api/schools/${ids.school}`,
        room: `/api/rooms/${ids.room}`,
        bookingDate: DAY,
        startTime: '11:00',
        endTime: '11:15',
        bookingPurpose: 'Sınav',
      },
    });
    expect(clash.status).toBe(422);
    const [only] = await violations(clash);
    expect(only).toMatchObject({ propertyPath: 'startTime' });
    expect(only?.message).toBe('Derslik 10:40–11:30 arası rezerve edilmiş (Veli toplantısı).');
  });

  it('ends after it starts (422 on endTime), and is in a room of the caller’s school (422 on room)', async () => {
    const backwards = await book('teacher', '13:00', '12:00');
    expect(backwards.status).toBe(422);
    expect((await violations(backwards)).map((v) => v.propertyPath)).toEqual(['endTime']);
    const foreign = await book('school2', '13:00', '14:00', {
      school: undefined,
      room: `/api/rooms/${ids.room}`,
    });
    expect(foreign.status).toBe(422);
    expect((await violations(foreign)).map((v) => v.propertyPath)).toContain('room');
  });

  it('is changed or cancelled by its booker or staff, never by another teacher', async () => {
    const other = await call('kerem', `/api/room_bookings/${ids.booking}`, 'PATCH', { bookingPurpose: 'Benim' });
    expect([403, 404]).toContain(other.status);
    expect((await call('kerem', `/api/room_bookings/${ids.booking}`, 'DELETE')).status).not.toBe(204);
    const own = await call('teacher', `/api/room_bookings/${ids.booking}`, 'PATCH', { endTime: '11:20' });
    expect(own.status).toBe(200);
    // Kerem still reads it: a teacher sees what holds the school's rooms.
    expect((await call('kerem', `/api/room_bookings/${ids.booking}`)).status).toBe(200);
    // Moved onto the lesson: refused, and kept as it was.
    const onto = await call('school', `/api/room_bookings/${ids.booking}`, 'PATCH', { startTime: '10:30' });
    expect(onto.status).toBe(422);
    const [row] = await server.sql(
      `select start_time::text s, end_time::text e from room_bookings where id = ${ids.booking}`,
    );
    expect(row).toEqual({ s: '10:40:00', e: '11:20:00' });
  });
});

describe('a lesson put in a room by hand', () => {
  it('is refused on room when the room is booked then, and kept when it is free', async () => {
    const body = {
      school: `/api/schools/${ids.school}`,
      season: `/api/seasons/${ids.season}`,
      teacherId: ids.teacher,
      classId: ids.klass,
      scheduleDate: DAY,
      enterTime: '11:00',
      exitTime: '11:40',
      room: `/api/rooms/${ids.room}`,
    };
    const clash = await call('school', '/api/schedules', 'POST', body);
    expect(clash.status).toBe(422);
    const [only] = await violations(clash);
    expect(only).toMatchObject({
      propertyPath: 'room',
      message: 'The room is booked from 10:40 to 11:20 (Veli toplantısı).',
    });
    const later = await call('school', '/api/schedules', 'POST', { ...body, enterTime: '11:20', exitTime: '12:00' });
    expect(later.status).toBe(201);
    // Moving the first lesson into the second's time: refused on room; marking it done: no check.
    const moved = await call('school', `/api/schedules/${ids.lesson}`, 'PATCH', {
      enterTime: '11:30',
      exitTime: '12:10',
    });
    expect(moved.status).toBe(422);
    expect((await violations(moved)).map((v) => v.propertyPath)).toEqual(['room']);
    expect((await call('school', `/api/schedules/${ids.lesson}`, 'PATCH', { isDone: true })).status).toBe(200);
  });
});
