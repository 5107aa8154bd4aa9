/**
 * Room booking (issue 32, part 5) as a teacher does it. On a day the timetable puts 10-A in
 * Derslik 101 from 10:00 to 10:40, the demo teacher opens Free rooms from the menu, asks for that
 * span, sees 101 taken by 10-A's lesson, and books 102 for a parents' meeting in its card. While
 * she fills in 103's card, the office books 103: her booking is refused, naming what holds it, and
 * nothing is kept. From 102's card she opens its week and finds her booking there, marked as a
 * booking. The office, in Turkish on a 390 px phone, finds 102 taken by her booking, and in its
 * week that day.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { useApp } from '../support/app.ts';
import { DEMO_PASSWORD, eventually, login, openFromMenu, seen, signInByApi } from '../support/flows.ts';

const { appTest } = useApp(import.meta.url);

// A Wednesday no demo lesson falls on, and no other spec books.
const DAY = '2027-03-03';
const PHONE = { width: 390, height: 844 };

type Row = { id: number; title?: string; name?: string; isDefault?: boolean };

/** The office's API: its token, and a few ids the lesson and the rival booking name. */
const office = async (page: Page) => {
  const signedIn = await page.request.post('/en/login', { data: { email: 'school@kampus.test', pwd: DEMO_PASSWORD } });
  const { accessToken } = (await signedIn.json()) as { accessToken: string };
  const headers = { authorization: `Bearer ${accessToken}` };
  const list = async (path: string): Promise<Row[]> =>
    (await (await page.request.get(path, { headers })).json()) as Row[];
  const rooms = await list('/api/rooms.json?pagination=false');
  const roomId = (name: string): number => {
    const found = rooms.find((room) => room.name === name);
    assert.ok(found, `the demo room ${name}`);
    return found.id;
  };
  const tenA = (await list('/api/classes.json?pagination=false')).find((row) => row.title === '10-A');
  const season = (await list('/api/seasons.json?pagination=false')).find((row) => row.isDefault);
  const teacher = (await list('/api/users.json?email=teacher%40kampus.test'))[0];
  assert.ok(tenA && season && teacher, 'the class, season and teacher of the demo');
  return { headers, roomId, classId: tenA.id, seasonId: season.id, teacherId: teacher.id };
};

const sideways = (page: Page): Promise<number> =>
  page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth);

appTest(
  'a teacher finds a free room and books it; a room booked meanwhile is refused; the office sees it in Turkish',
  async ({ page }) => {
    const api = await office(page);
    const schoolOf = async () =>
      (
        (await (
          await page.request.get(`/api/rooms/${api.roomId('Derslik 101')}`, { headers: api.headers })
        ).json()) as {
          school: string;
        }
      ).school;
    const school = await schoolOf();
    const lesson = await page.request.post('/api/schedules', {
      headers: { ...api.headers, seasonId: String(api.seasonId) },
      data: {
        school,
        season: `/api/seasons/${api.seasonId}`,
        teacherId: api.teacherId,
        classId: api.classId,
        scheduleDate: DAY,
        enterTime: '10:00',
        exitTime: '10:40',
        room: `/api/rooms/${api.roomId('Derslik 101')}`,
      },
    });
    assert.equal(lesson.status(), 201, `the lesson of 10-A in Derslik 101: ${await lesson.text()}`);

    await login(page, 'teacher@kampus.test');
    await openFromMenu(page, 'Classes', 'Free rooms', '/timetable/rooms/free');
    await page.goto(`/timetable/rooms/free?date=${DAY}&from=10:00&until=10:40`);
    await seen(page.getByRole('heading', { name: 'Free rooms', level: 1 }), 'the page');
    const taken101 = page.getByRole('region', { name: 'Derslik 101', exact: true });
    await seen(taken101.getByText('Lesson: 10-A, 10:00–10:40', { exact: true }), '101 held by 10-A’s lesson');

    // Derslik 102: booked in its card.
    const card102 = page.getByRole('region', { name: 'Derslik 102', exact: true });
    await card102.getByRole('button', { name: 'Book Derslik 102', exact: true }).click();
    const form102 = card102.getByRole('form', { name: 'Book Derslik 102' });
    await form102.getByRole('textbox', { name: 'What for' }).fill('Veli toplantısı');
    await form102.getByRole('combobox', { name: 'For' }).click();
    await page.getByRole('option', { name: 'Meeting', exact: true }).click();
    await form102.getByRole('button', { name: 'Book', exact: true }).click();
    await seen(page.getByText('Derslik 102 is booked.', { exact: true }), 'the booked notice');
    await seen(
      page.getByRole('region', { name: 'Derslik 102', exact: true }).getByText('Booking: Veli toplantısı, 10:00–10:40'),
      '102 now held by her booking',
    );

    // Derslik 103: the office books it while her form is open.
    const card103 = page.getByRole('region', { name: 'Derslik 103', exact: true });
    await card103.getByRole('button', { name: 'Book Derslik 103', exact: true }).click();
    const form103 = card103.getByRole('form', { name: 'Book Derslik 103' });
    await form103.getByRole('textbox', { name: 'What for' }).fill('Kulüp çalışması');
    const rival = await page.request.post('/api/room_bookings', {
      headers: api.headers,
      data: {
        school,
        room: `/api/rooms/${api.roomId('Derslik 103')}`,
        bookingDate: DAY,
        startTime: '10:00',
        endTime: '10:40',
        bookingPurpose: 'Sınav hazırlığı',
      },
    });
    assert.equal(rival.status(), 201);
    await form103.getByRole('button', { name: 'Book', exact: true }).click();
    await seen(
      form103.getByText('The room is booked from 10:00 to 10:40 (Sınav hazırlığı).', { exact: true }),
      'the refusal naming the rival booking',
    );
    const hers = await eventually(
      async () =>
        (await (
          await page.request.get(`/api/room_bookings.json?bookingDate=${DAY}&pagination=false`, {
            headers: api.headers,
          })
        ).json()) as { bookingPurpose: string }[],
      (rows) => rows.length === 2,
      'two bookings that day',
    );
    assert.deepEqual(hers.map((row) => row.bookingPurpose).sort(), ['Sınav hazırlığı', 'Veli toplantısı']);

    // Derslik 102's week, from its card: her booking in its row, marked as a booking.
    await page
      .getByRole('region', { name: 'Derslik 102', exact: true })
      .getByRole('link', { name: 'Week of Derslik 102', exact: true })
      .click();
    await page.waitForURL(
      (url) =>
        url.pathname === '/timetable/week' &&
        url.searchParams.get('room') === String(api.roomId('Derslik 102')) &&
        url.searchParams.get('date') === DAY,
    );
    await seen(page.getByRole('heading', { name: /^Derslik 102 · Week of / }), 'the room’s week');
    const slot = page.getByRole('row').filter({ hasText: '10:00–10:40' });
    await seen(slot.getByText('Veli toplantısı', { exact: true }), 'her booking in its row');
    await seen(slot.getByText('Booking', { exact: true }), 'marked as a booking');
    await seen(slot.getByText('Meeting · Booked by Tülay Öğretmen', { exact: true }), 'its kind and who booked it');

    // The office, in Turkish on a phone.
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.setViewportSize(PHONE);
    await signInByApi(page, 'school@kampus.test', 'tr');
    await page.goto(`/timetable/rooms/free?date=${DAY}&from=10:00&until=10:40`);
    await seen(page.getByRole('heading', { name: 'Boş derslikler', level: 1 }), 'the page in Turkish');
    await seen(
      page
        .getByRole('region', { name: 'Derslik 102', exact: true })
        .getByText('Rezervasyon: Veli toplantısı, 10:00–10:40'),
      '102 held by the teacher’s booking',
    );
    assert.ok((await sideways(page)) <= 0, 'nothing wider than the phone');
    await page
      .getByRole('region', { name: 'Derslik 102', exact: true })
      .getByRole('link', { name: 'Derslik 102 haftası', exact: true })
      .click();
    await page.waitForURL((url) => url.pathname === '/timetable/week');
    const wednesday = page.getByRole('region', { name: '3 Mart Çarşamba', exact: true });
    await seen(wednesday.getByText('Veli toplantısı', { exact: true }), 'the booking under its day, on a phone');
    await seen(wednesday.getByText('Rezervasyon', { exact: true }), 'marked as a booking, in Turkish');
    assert.ok((await sideways(page)) <= 0, 'the week no wider than the phone');
  },
);
