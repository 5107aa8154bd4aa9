/**
 * Weekly timetables and daily cover (issue 32, parts 3 and 4) over HTTP, on the demo data: Kerem
 * Yıldız away on the next school day with two lessons (14:40 in 11-A, 15:30 in 12-A), Ayşe Kaya
 * teaching 10-A at 14:40, the demo teacher free that afternoon.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startServer, type TestServer } from './harness.ts';
import { pdfPages } from './support/pdf-text.ts';

type Login = { token: string; userId: string };
interface Proposal {
  teacherId: number;
  name: string;
  teachesClass: boolean;
  coversThisMonth: number;
  reason: string;
}
interface ToCover {
  scheduleId: number;
  enterTime: string;
  className: string;
  absentTeacherName: string;
  substitute: { teacherId: number; name: string } | null;
  proposals: Proposal[];
}
interface Week {
  view: string;
  title: string;
  timeZone: string;
  days: string[];
  lessons: {
    id: number;
    date: string;
    enterTime: string;
    className: string;
    teacherName: string;
    roomName: string | null;
    covered: boolean;
  }[];
  daysOff: { date: string; title: string }[];
  bookings: {
    id: number;
    date: string;
    startTime: string;
    endTime: string;
    purpose: string;
    kind: string;
    bookedByName: string | null;
  }[];
}
interface Problem {
  status: number;
  violations?: { propertyPath: string; message: string }[];
}

let server: TestServer;
let staff: Login;
let teacher: Login;
let parent: Login;
let outsider: Login;
let day: string;
let season: string;
let ids: { kerem: number; ayse: number; tulay: number };

const get = (path: string, token: string) => server.call(path, { token });
const post = (path: string, token: string, body: unknown) => server.call(path, { method: 'POST', token, json: body });

const coverOf = async (token = staff.token): Promise<ToCover[]> => {
  const response = await get(`/api/timetable/cover?date=${day}`, token);
  expect(response.status).toBe(200);
  return (await json<{ lessons: ToCover[] }>(response)).lessons;
};
const lessonAt = async (time: string): Promise<ToCover> => {
  const found = (await coverOf()).find((lesson) => lesson.enterTime === time);
  if (!found) throw new Error(`no lesson to cover at ${time}`);
  return found;
};
const userId = async (email: string): Promise<number> => {
  const response = await get(`/api/users.json?email=${encodeURIComponent(email)}`, staff.token);
  const [row] = await json<{ id: number }[]>(response);
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
};
const classId = async (title: string): Promise<number> => {
  const rows = await json<{ id: number; title: string }[]>(
    await get('/api/classes.json?pagination=false', staff.token),
  );
  const found = rows.find((row) => row.title === title);
  if (!found) throw new Error(`no class ${title}`);
  return found.id;
};
const scheduleOf = async (id: number) =>
  json<{ teacherId: number; scheduleDate: string }>(await get(`/api/schedules/${id}`, staff.token));

beforeAll(async () => {
  server = await startServer();
  [staff, teacher, parent, outsider] = (await Promise.all(
    ['school@kampus.test', 'teacher@kampus.test', 'parent@kampus.test', 'school2@kampus.test'].map((email) =>
      server.login(email),
    ),
  )) as [Login, Login, Login, Login];
  const absences = await json<{ absenceDate: string; season: string }[]>(
    await get('/api/teacher_absences.json', staff.token),
  );
  expect(absences).toHaveLength(1);
  day = absences[0]?.absenceDate ?? '';
  season = absences[0]?.season ?? '';
  ids = {
    kerem: await userId('kerem.yildiz@kampus.test'),
    ayse: await userId('ayse.kaya@kampus.test'),
    tulay: await userId('teacher@kampus.test'),
  };
});
afterAll(() => server.close());

describe('the lessons to cover', () => {
  it('lists the absent teacher’s two lessons with the free teachers ranked, never the busy or absent', async () => {
    const lessons = await coverOf();
    expect(lessons.map((lesson) => [lesson.enterTime, lesson.className, lesson.absentTeacherName])).toEqual([
      ['14:40:00', '11-A', 'Kerem Yıldız'],
      ['15:30:00', '12-A', 'Kerem Yıldız'],
    ]);
    const [first, second] = lessons as [ToCover, ToCover];
    const firstIds = first.proposals.map((row) => row.teacherId);
    // Ayşe teaches 10-A at 14:40; Kerem is the absent one.
    expect(firstIds).toContain(ids.tulay);
    expect(firstIds).not.toContain(ids.ayse);
    expect(firstIds).not.toContain(ids.kerem);
    // At 15:30 both are free; the demo teacher is 12-A's homeroom teacher, so first, and says why.
    const secondIds = second.proposals.map((row) => row.teacherId);
    expect(secondIds[0]).toBe(ids.tulay);
    expect(secondIds).toContain(ids.ayse);
    expect(second.proposals[0]?.reason).toContain('teaches this class');
    // The others teach neither the class nor the subject and have covered nothing this month: by name.
    const others = second.proposals.slice(1);
    expect(others).toAllSatisfy((row: Proposal) => !row.teachesClass && row.reason.includes('0 covers this month'));
    const names = others.map((row) => row.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('tr').compare));
  });

  it('leaves out a teacher who is away at that time', async () => {
    const created = await post('/api/teacher_absences', staff.token, {
      season,
      teacher: ids.ayse,
      absenceDate: day,
      allDay: false,
      fromTime: '15:00',
      toTime: '16:00',
      reasonKind: 'sick',
    });
    expect(created.status).toBe(201);
    const { id } = await json<{ id: number }>(created);
    const second = await lessonAt('15:30:00');
    expect(second.proposals.map((row) => row.teacherId)).not.toContain(ids.ayse);
    expect((await server.call(`/api/teacher_absences/${id}`, { method: 'DELETE', token: staff.token })).status).toBe(
      204,
    );
    expect((await lessonAt('15:30:00')).proposals.map((row) => row.teacherId)).toContain(ids.ayse);
  });

  it('refuses part of a day without its times, naming the field', async () => {
    const response = await post('/api/teacher_absences', staff.token, {
      season,
      teacher: ids.ayse,
      absenceDate: day,
      allDay: false,
      reasonKind: 'leave',
    });
    expect(response.status).toBe(422);
    expect((await json<Problem>(response)).violations?.map((row) => row.propertyPath)).toEqual(['fromTime', 'toTime']);
  });
});

describe('assigning a substitute', () => {
  it('gives that day’s lesson to the substitute only, once, and notifies them', async () => {
    const lesson = await lessonAt('14:40:00');
    // The substitute uses Kampus in Turkish; the office assigns in English.
    const before = await json<unknown[]>(
      await server.call('/api/notifications.json', { token: teacher.token, headers: { 'accept-language': 'tr' } }),
    );
    const assigned = await post('/api/timetable/cover/assign', staff.token, {
      scheduleId: lesson.scheduleId,
      substitute: ids.tulay,
    });
    expect(assigned.status).toBe(200);
    expect(await json(assigned)).toEqual({
      scheduleId: lesson.scheduleId,
      teacherId: ids.tulay,
      absentTeacherId: ids.kerem,
    });
    expect((await scheduleOf(lesson.scheduleId)).teacherId).toBe(ids.tulay);
    // The other lesson of the absent teacher stays his until assigned.
    const other = await lessonAt('15:30:00');
    expect((await scheduleOf(other.scheduleId)).teacherId).toBe(ids.kerem);
    expect((await lessonAt('14:40:00')).substitute).toEqual({ teacherId: ids.tulay, name: 'Tülay Öğretmen' });

    // The same click again: the same answer, nothing more written, no second notification.
    const again = await post('/api/timetable/cover/assign', staff.token, {
      scheduleId: lesson.scheduleId,
      substitute: ids.tulay,
    });
    expect(again.status).toBe(200);
    const covers = await json<unknown[]>(await get(`/api/lesson_covers.json?coverDate=${day}`, staff.token));
    expect(covers).toHaveLength(1);
    const after = await json<{ title: string }[]>(await get('/api/notifications.json', teacher.token));
    expect(after.length - before.length).toBe(1);
    // In her language, the day as she writes it: never the ISO date nor the office's English.
    const [year, month, date] = day.split('-').map(Number);
    const turkishDay = new Intl.DateTimeFormat('tr-TR', { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, date ?? 1)),
    );
    expect(after[0]?.title).toBe(`${turkishDay} 14:40 saatinde 11-A dersine giriyorsunuz`);
    expect(after[0]?.title).not.toContain(day);
  });

  it('shows the lesson in the substitute’s week and register that day, not in the absent teacher’s', async () => {
    const lesson = await lessonAt('14:40:00');
    const mine = await json<Week>(await get(`/api/timetable/week?teacher=${ids.tulay}&date=${day}`, teacher.token));
    const covered = mine.lessons.find((row) => row.id === lesson.scheduleId);
    expect(covered).toMatchObject({ date: day, className: '11-A', teacherName: 'Tülay Öğretmen', covered: true });
    const his = await json<Week>(await get(`/api/timetable/week?teacher=${ids.kerem}&date=${day}`, staff.token));
    expect(his.lessons.map((row) => row.id)).not.toContain(lesson.scheduleId);
    const register = await get(
      `/api/attendances/register?classId=${await classId('11-A')}&date=${day}&scheduleId=${lesson.scheduleId}`,
      teacher.token,
    );
    expect(register.status).toBe(200);
    const body = await json<{ lessons: { id: number; teacherName: string }[] }>(register);
    expect(body.lessons.find((row) => row.id === lesson.scheduleId)?.teacherName).toBe('Tülay Öğretmen');
  });

  it('refuses a substitute who teaches then, naming the field, and changes nothing', async () => {
    const lesson = await lessonAt('14:40:00');
    const response = await post('/api/timetable/cover/assign', staff.token, {
      scheduleId: lesson.scheduleId,
      substitute: ids.ayse,
    });
    expect(response.status).toBe(422);
    expect((await json<Problem>(response)).violations?.map((row) => row.propertyPath)).toEqual(['substitute']);
    expect((await scheduleOf(lesson.scheduleId)).teacherId).toBe(ids.tulay);
  });

  it('is out of another school’s reach', async () => {
    const lesson = await lessonAt('14:40:00');
    const response = await post('/api/timetable/cover/assign', outsider.token, {
      scheduleId: lesson.scheduleId,
      substitute: ids.ayse,
    });
    expect(response.status).toBe(404);
    expect((await get(`/api/timetable/cover?date=${day}`, outsider.token)).status).toBe(200);
    expect(await json(await get(`/api/timetable/cover?date=${day}`, outsider.token))).toEqual({
      date: day,
      daysOff: [],
      lessons: [],
    });
    expect((await get(`/api/timetable/week?teacher=${ids.kerem}&date=${day}`, outsider.token)).status).toBe(404);
    expect(
      (
        await post('/api/timetable/cover/assign', teacher.token, {
          scheduleId: lesson.scheduleId,
          substitute: ids.tulay,
        })
      ).status,
    ).toBe(403);
  });

  it('counts the covers of the month by substitute and by absent teacher', async () => {
    const response = await get(`/api/timetable/cover/report?month=${day.slice(0, 7)}`, staff.token);
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({
      month: day.slice(0, 7),
      total: 1,
      bySubstitute: [{ teacherId: ids.tulay, name: 'Tülay Öğretmen', covers: 1 }],
      byAbsentTeacher: [{ teacherId: ids.kerem, name: 'Kerem Yıldız', covers: 1 }],
    });
    expect((await get('/api/timetable/cover/report?month=2026-13', staff.token)).status).toBe(422);
  });

  it('undoes: the lesson goes back to its own teacher and the cover is gone', async () => {
    const lesson = await lessonAt('14:40:00');
    const response = await post('/api/timetable/cover/undo', staff.token, { scheduleId: lesson.scheduleId });
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ scheduleId: lesson.scheduleId, teacherId: ids.kerem });
    expect((await scheduleOf(lesson.scheduleId)).teacherId).toBe(ids.kerem);
    expect((await lessonAt('14:40:00')).substitute).toBeNull();
    expect(await json<unknown[]>(await get(`/api/lesson_covers.json?coverDate=${day}`, staff.token))).toEqual([]);
  });
});

describe('weekly views', () => {
  it('lets a parent read their own child’s week and no one else’s', async () => {
    const children = await json<{ id: number; classId?: unknown }[]>(await get('/api/students.json', parent.token));
    expect(children.length).toBeGreaterThan(0);
    const lessons = await json<{ scheduleDate: string }[]>(
      await get('/api/schedules.json?pagination=false', parent.token),
    );
    const date = lessons[0]?.scheduleDate ?? day;
    const child = children[0]?.id ?? 0;
    const response = await get(`/api/timetable/week?student=${child}&date=${date}`, parent.token);
    expect(response.status).toBe(200);
    const week = await json<Week>(response);
    expect(week.view).toBe('student');
    expect(week.lessons.length).toBeGreaterThan(0);
    expect(week.lessons).toAllSatisfy((row) => row.teacherName === 'Tülay Öğretmen' && row.className !== '');
    const all = await json<{ id: number }[]>(await get('/api/students.json?itemsPerPage=100', staff.token));
    const stranger = all.find((row) => !children.some((own) => own.id === row.id));
    expect((await get(`/api/timetable/week?student=${stranger?.id}&date=${date}`, parent.token)).status).toBe(404);
    expect((await get(`/api/timetable/week?teacher=${ids.tulay}&date=${date}`, parent.token)).status).toBe(404);
  });

  it('answers a class’s week as iCalendar with one event a lesson in the school’s time zone, and as PDF', async () => {
    const query = `class=${await classId('11-A')}&date=${day}`;
    const week = await json<Week>(await get(`/api/timetable/week?${query}`, staff.token));
    expect(week.lessons.length).toBeGreaterThan(0);
    const ics = await get(`/api/timetable/week/ics?${query}`, staff.token);
    expect(ics.status).toBe(200);
    expect(ics.headers.get('content-type')).toContain('text/calendar');
    const text = await ics.text();
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('END:VCALENDAR');
    // A school holiday that week is one all-day event more.
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(week.lessons.length + week.daysOff.length);
    expect(lines.filter((line) => line.startsWith(`DTSTART;TZID=${week.timeZone}:`))).toHaveLength(week.lessons.length);
    expect(lines).toContain(`TZID:${week.timeZone}`);
    expect(week.timeZone).toBe('Europe/Istanbul');
    const pdf = await get(`/api/timetable/week/pdf?${query}`, staff.token);
    expect(pdf.status).toBe(200);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    // In Arabic the class is still "11-A", not turned to "A-11" by the right-to-left line.
    const arabic = await server.call(`/api/timetable/week/pdf?${query}`, {
      token: staff.token,
      headers: { 'accept-language': 'ar' },
    });
    const arabicText = (await pdfPages(new Uint8Array(await arabic.arrayBuffer()))).join(' ');
    expect(arabicText).toContain('11-A');
    expect(arabicText).not.toContain('A-11');
    expect((await get(`/api/timetable/week?date=${day}`, staff.token)).status).toBe(422);
    expect(week.bookings).toEqual([]);
  });
});

describe('a room’s week', () => {
  // A week no demo lesson falls in: Derslik 101 gets a lesson on Wednesday and bookings on
  // Thursday and Saturday, the Saturday showing as a day of the week.
  const WEDNESDAY = '2027-03-10';
  const room = { id: 0, school: 0, season: 0, other: 0, klass: 0 };
  const firstId = async (query: string): Promise<number> => Number((await server.sql(query))[0]?.id);
  const bookAs = async (token: string, bookingDate: string, from: string, until: string, purpose: string) => {
    const response = await server.call('/api/room_bookings', {
      method: 'POST',
      token,
      json: {
        school: `/api/schools/${room.school}`,
        room: `/api/rooms/${room.id}`,
        bookingDate,
        startTime: from,
        endTime: until,
        bookingPurpose: purpose,
        bookingKind: 'meeting',
      },
    });
    expect(response.status).toBe(201);
  };

  beforeAll(async () => {
    room.school = await firstId(`select id from schools where title = 'Demo High School'`);
    room.season = await firstId(`select id from seasons where school_id = ${room.school} and is_default`);
    room.id = await firstId(`select id from rooms where school_id = ${room.school} and name = 'Derslik 101'`);
    // The other school's own room, made by its staff (the demo gives rooms to one school only).
    const otherSchool = await firstId(`select school_id as id from users where email = 'school2@kampus.test'`);
    const theirs = await server.call('/api/rooms', {
      method: 'POST',
      token: outsider.token,
      json: { school: `/api/schools/${otherSchool}`, name: 'Salon A', kind: 'hall', capacity: 120 },
    });
    expect(theirs.status).toBe(201);
    room.other = (await json<{ id: number }>(theirs)).id;
    room.klass = await classId('10-A');
    const lesson = await server.call('/api/schedules', {
      method: 'POST',
      token: staff.token,
      headers: { seasonId: String(room.season) },
      json: {
        school: `/api/schools/${room.school}`,
        season: `/api/seasons/${room.season}`,
        teacherId: ids.tulay,
        classId: room.klass,
        scheduleDate: WEDNESDAY,
        enterTime: '10:00',
        exitTime: '10:40',
        room: `/api/rooms/${room.id}`,
      },
    });
    expect(lesson.status).toBe(201);
    await bookAs(teacher.token, '2027-03-11', '11:00', '11:40', 'Veli toplantısı');
    await bookAs(staff.token, '2027-03-13', '09:00', '12:00', 'Açık kapı günü');
  });

  it('shows its lessons and its bookings, with who booked each, to staff and to a teacher', async () => {
    const response = await get(`/api/timetable/week?room=${room.id}&date=${WEDNESDAY}`, teacher.token);
    expect(response.status).toBe(200);
    const week = await json<Week>(response);
    expect(week).toMatchObject({ view: 'room', title: 'Derslik 101', timeZone: 'Europe/Istanbul' });
    expect(week.days).toEqual(['2027-03-08', '2027-03-09', '2027-03-10', '2027-03-11', '2027-03-12', '2027-03-13']);
    expect(week.lessons.map((row) => [row.date, row.className, row.teacherName, row.roomName])).toEqual([
      [WEDNESDAY, '10-A', 'Tülay Öğretmen', 'Derslik 101'],
    ]);
    // The class's week says where the lesson is too (what a family and a student need to know).
    const klass = await json<Week>(await get(`/api/timetable/week?class=${room.klass}&date=${WEDNESDAY}`, staff.token));
    expect(klass.lessons.find((row) => row.date === WEDNESDAY && row.enterTime === '10:00:00')?.roomName).toBe(
      'Derslik 101',
    );
    expect(week.bookings).toEqual([
      {
        id: expect.any(Number),
        date: '2027-03-11',
        startTime: '11:00:00',
        endTime: '11:40:00',
        purpose: 'Veli toplantısı',
        kind: 'meeting',
        bookedByName: 'Tülay Öğretmen',
      },
      expect.objectContaining({ date: '2027-03-13', purpose: 'Açık kapı günü' }),
    ]);
    const asStaff = await json<Week>(await get(`/api/timetable/week?room=${room.id}&date=2027-03-12`, staff.token));
    expect(asStaff.bookings.map((row) => row.purpose)).toEqual(['Veli toplantısı', 'Açık kapı günü']);
    // The week before holds none of it.
    const before = await json<Week>(await get(`/api/timetable/week?room=${room.id}&date=2027-03-03`, staff.token));
    expect([before.lessons, before.bookings, before.days.length]).toEqual([[], [], 5]);
  });

  it('prints and exports the bookings with the lessons: an event a booking, titled by its purpose', async () => {
    const query = `room=${room.id}&date=${WEDNESDAY}`;
    const ics = await get(`/api/timetable/week/ics?${query}`, staff.token);
    expect(ics.status).toBe(200);
    const lines = (await ics.text()).split('\r\n');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(3);
    expect(lines).toContain('SUMMARY:Veli toplantısı');
    expect(lines).toContain(`DTSTART;TZID=Europe/Istanbul:20270311T110000`);
    expect(lines).toContain('DESCRIPTION:Booking · Booked by Tülay Öğretmen');
    expect(lines).toContain('LOCATION:Derslik 101');
    const pdf = await get(`/api/timetable/week/pdf?${query}`, staff.token);
    expect(pdf.status).toBe(200);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('takes exactly one of class, teacher, student and room: 422 naming the extra one', async () => {
    const both = await get(`/api/timetable/week?class=${room.klass}&room=${room.id}&date=${WEDNESDAY}`, staff.token);
    expect(both.status).toBe(422);
    expect((await json<Problem>(both)).violations?.map((row) => row.propertyPath)).toEqual(['room']);
    const none = await get(`/api/timetable/week?date=${WEDNESDAY}`, staff.token);
    expect((await json<Problem>(none)).violations?.map((row) => row.propertyPath)).toEqual(['class']);
  });

  it('refuses families (403) and answers 404 for another school’s room', async () => {
    const student = await server.login('student@kampus.test');
    for (const token of [parent.token, student.token]) {
      expect((await get(`/api/timetable/week?room=${room.id}&date=${WEDNESDAY}`, token)).status).toBe(403);
      expect((await get(`/api/timetable/week/ics?room=${room.id}&date=${WEDNESDAY}`, token)).status).toBe(403);
    }
    expect((await get(`/api/timetable/week?room=${room.id}&date=${WEDNESDAY}`, outsider.token)).status).toBe(404);
    expect((await get(`/api/timetable/week?room=${room.other}&date=${WEDNESDAY}`, staff.token)).status).toBe(404);
    expect((await get(`/api/timetable/week?room=${room.other}&date=${WEDNESDAY}`, teacher.token)).status).toBe(404);
  });
});
