/**
 * The teacher quick-attendance pop-up (platform spec section 4): with a lesson on now, the
 * teacher signs in, the pop-up lists the class's students, a click toggles a student between
 * available (green) and unknown (red), Submit saves every record and the pop-up closes; the
 * records are stored and the lesson is marked done. The pop-up is a panel in the page's flow
 * (never over the page's controls); closed, a bar reopens it while the lesson lasts. And a
 * parent's active student in the top bar.
 */
import assert from 'node:assert/strict';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Locator, Page } from 'playwright-core';
import { useApp } from '../support/app.ts';
import { DEMO_PASSWORD, eventually, login, notSeen, seen } from '../support/flows.ts';

const { appTest } = useApp(import.meta.url);

type Json = Record<string, unknown>;

const signIn = async (request: APIRequestContext, email: string) => {
  const response = await request.post('/en/login', { data: { email, pwd: DEMO_PASSWORD } });
  assert.equal(response.status(), 200, `POST /en/login as ${email}`);
  const { accessToken, userId } = (await response.json()) as { accessToken: string; userId: string };
  return { headers: { authorization: `Bearer ${accessToken}` }, userId };
};

/** The school's wall clock: schedules are written in the school's time zone. */
const clock = (timeZone: string, shiftMinutes = 0) => {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(Date.now() + shiftMinutes * 60_000));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return { date: `${part('year')}-${part('month')}-${part('day')}`, time: `${part('hour')}:${part('minute')}:00` };
};

/** A lesson of the demo teacher that is on now, and no other lesson of theirs on now. */
const arrangeCurrentLesson = async (request: APIRequestContext) => {
  const admin = await signIn(request, 'admin@kampus.test');
  const get = async <T>(path: string): Promise<T> => {
    const response = await request.get(path, { headers: admin.headers });
    assert.equal(response.status(), 200, `GET ${path}`);
    return (await response.json()) as T;
  };
  const [teacher] = await get<Json[]>('/api/users.json?email=teacher@kampus.test');
  const klass = (await get<Json[]>(`/api/classes.json?teacher=${String(teacher?.id)}&order[title]=asc`))[0];
  assert.ok(teacher && klass, 'the demo teacher and one of their classes');
  const school = await get<Json>(String(klass.school));
  const timeZone = String(school.timezone ?? 'UTC');
  const now = clock(timeZone);
  const before = clock(timeZone, -5);
  const after = clock(timeZone, 30);
  const enterTime = before.date === now.date ? before.time : '00:00:00';
  const exitTime = after.date === now.date ? after.time : '23:59:59';
  // Lessons of the seeded timetable that happen to be on now would open first: take them as done.
  const today = await get<Json[]>(`/api/schedules.json?teacherId=${String(teacher.id)}&scheduleDate=${now.date}`);
  for (const lesson of today) {
    if (lesson.isDoneAttendance === '1' || String(lesson.enterTime) > now.time || String(lesson.exitTime) <= now.time)
      continue;
    const done = await request.patch(`/api/schedules/${String(lesson.id)}`, {
      headers: { ...admin.headers, 'content-type': 'application/merge-patch+json' },
      data: { isDone: true, isDoneAttendance: '1' },
    });
    assert.equal(done.status(), 200, 'an overlapping lesson marked done');
  }
  const created = await request.post('/api/schedules', {
    headers: admin.headers,
    data: {
      school: klass.school,
      season: klass.season,
      teacherId: teacher.id,
      scheduleDate: now.date,
      enterTime,
      exitTime,
      classId: klass.id,
      classTypeId: klass.classTypeId,
    },
  });
  assert.equal(created.status(), 201, 'the current lesson is created');
  const lesson = (await created.json()) as Json & { classId: { title: string } };
  return {
    lesson,
    get,
    title: `Attendance: ${lesson.classId.title}, ${enterTime.slice(0, 5)}–${exitTime.slice(0, 5)}`,
  };
};

const borderColour = (locator: Locator) =>
  locator.evaluate((element) => {
    const match = /rgb\((\d+), (\d+), (\d+)\)/.exec(getComputedStyle(element).borderTopColor);
    return match ? { red: Number(match[1]), green: Number(match[2]) } : { red: 0, green: 0 };
  });

/** The pop-up of the lesson titled `title`, once it lists the class's ten students for this term. */
const openPopup = async (page: Page, title: string) => {
  const popup = page.getByRole('region', { name: title });
  await seen(popup, `the attendance pop-up "${title}"`);
  const students = popup.getByRole('group').getByRole('button');
  await eventually(
    () => students.count(),
    (n) => n === 10,
    'the ten students of the class for this term',
  );
  return { popup, students };
};

appTest('a teacher with a lesson on takes its attendance in the pop-up', async ({ page }) => {
  const { lesson, get, title } = await arrangeCurrentLesson(page.request);
  await login(page, 'teacher@kampus.test');

  const { popup, students } = await openPopup(page, title);

  // It sits in the page's flow, above the page: nothing of the page is under it, and it passes axe.
  await seen(page.getByRole('navigation', { name: 'Main menu' }), 'the side menu beside the pop-up');
  const placement = await popup.evaluate((element) => ({
    position: getComputedStyle(element).position,
    inMain: element.closest('main') !== null,
  }));
  assert.deepEqual(placement, { position: 'relative', inMain: true }, 'the pop-up is placed in the page, not over it');
  const scan = await new AxeBuilder({ page }).include('main section').analyze();
  const blocking = scan.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  assert.deepEqual(
    blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    [],
    'no serious or critical axe violation in the pop-up',
  );
  assert.ok(scan.passes.length > 0, 'axe ran its rules on the pop-up');

  // Everyone starts available, with a green border.
  const first = students.nth(0);
  const second = students.nth(1);
  assert.equal(await first.getAttribute('aria-pressed'), 'false');
  const green = await borderColour(first);
  assert.ok(green.green > green.red, `an available student has a green border (${JSON.stringify(green)})`);

  // A click marks unknown (red); a second click makes the student available again.
  await first.click();
  await eventually(
    () => first.getAttribute('aria-pressed'),
    (v) => v === 'true',
    'the first student marked unknown',
  );
  await seen(first.getByText('Unknown'), 'the word Unknown on the first student');
  const red = await borderColour(first);
  assert.ok(red.red > red.green, `an unknown student has a red border (${JSON.stringify(red)})`);
  await second.click();
  await eventually(
    () => second.getAttribute('aria-pressed'),
    (v) => v === 'true',
    'the second student marked unknown',
  );
  await second.click();
  await eventually(
    () => second.getAttribute('aria-pressed'),
    (v) => v === 'false',
    'the second student available again',
  );
  await seen(popup.getByText('9 present, 1 unknown'), 'the count of present and unknown students');

  // Closed, it can be opened again while the lesson lasts, with the marks kept and focus inside.
  await popup.getByRole('button', { name: 'Close' }).click();
  await notSeen(popup, 'the pop-up once closed');
  const reopen = page.getByRole('button', { name: `Take attendance: ${lesson.classId.title}` });
  await seen(reopen, 'the button that reopens the pop-up');
  await eventually(
    () => reopen.evaluate((element) => element === document.activeElement),
    (focused) => focused,
    'focus on the reopen button after closing',
  );
  await reopen.click();
  await seen(popup, 'the pop-up reopened');
  await eventually(
    () => popup.getByRole('heading', { name: title }).evaluate((element) => element === document.activeElement),
    (focused) => focused,
    'focus on the reopened pop-up’s title',
  );
  await seen(popup.getByText('9 present, 1 unknown'), 'the marks kept while it was closed');
  const unknownName = (await first.locator('p, span').first().textContent())?.trim() ?? '';

  // Held back a moment, so the spinner can be seen until the server answers.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/attendances/bulk', async (route) => {
    await held;
    await route.continue();
  });
  const submit = popup.getByRole('button', { name: 'Submit' });
  await submit.click();
  await seen(submit.getByRole('progressbar'), 'a spinner on Submit while saving');
  assert.equal(await submit.isDisabled(), true, 'Submit is disabled while saving');
  release();
  await notSeen(popup, 'the pop-up after a successful submit');
  await seen(page.getByText('Attendance saved.'), 'the saved message');
  // Taken: while the lesson lasts, the bar leads to the register to change a mark.
  await seen(page.getByRole('link', { name: 'Open the register' }), 'the way to the register after saving');

  // Stored: one record per student, the clicked one unknown (type 100), and the lesson done.
  const records = await get<(Json & { attendanceType: { id: number } | null; student: string })[]>(
    `/api/attendances.json?scheduleId=${String(lesson.id)}&pagination=false`,
  );
  assert.equal(records.length, 10, 'ten attendance records');
  const unknown = records.filter((record) => record.attendanceType?.id === 100);
  assert.equal(unknown.length, 1, 'exactly one record of the unknown type');
  const marked = await get<Json>(unknown[0]?.student ?? '');
  assert.equal(
    `${String(marked.name)} ${String(marked.lastName)}`,
    unknownName,
    'the student clicked is the one unknown',
  );
  const after = await get<Json>(`/api/schedules/${String(lesson.id)}`);
  assert.equal(after.isDone, true);
  assert.equal(after.isDoneAttendance, '1');

  // The lesson's attendance is taken: the pop-up does not come back.
  await page.reload();
  await seen(page.getByRole('navigation', { name: 'Main menu' }), 'the layout after a reload');
  await notSeen(popup, 'a pop-up after the reload');
});

appTest(
  'offline, the pop-up keeps its marks on the phone, and they are sent once the network is back',
  async ({ page, context }) => {
    const { lesson, get, title } = await arrangeCurrentLesson(page.request);
    await login(page, 'teacher@kampus.test');
    const { popup, students } = await openPopup(page, title);
    const first = students.nth(0);
    await first.click();
    await eventually(
      () => first.getAttribute('aria-pressed'),
      (v) => v === 'true',
      'the first student marked unknown',
    );

    // A classroom without signal: Submit keeps the marks on the phone and says so.
    await context.setOffline(true);
    await popup.getByRole('button', { name: 'Submit' }).click();
    await seen(page.getByText('Saved on this phone, not yet sent.').first(), 'the marks kept on the phone');
    await notSeen(popup, 'the pop-up closed once the marks are kept');

    // The network back: sent once, as the register's save, and stored.
    await context.setOffline(false);
    await seen(page.getByText('The attendance saved on this phone has been sent.').first(), 'the kept marks sent');
    const records = await eventually(
      () =>
        get<(Json & { attendanceType: { id: number } | null })[]>(
          `/api/attendances.json?scheduleId=${String(lesson.id)}&pagination=false`,
        ),
      (rows) => rows.length === 10,
      'ten attendance records once sent',
    );
    assert.equal(records.filter((record) => record.attendanceType?.id === 100).length, 1, 'one student unknown');
    const after = await get<Json>(`/api/schedules/${String(lesson.id)}`);
    assert.equal(after.isDoneAttendance, '1', 'the lesson’s attendance taken');
  },
);

appTest('a parent of two sees the active student in the top bar and switches to the other', async ({ page }) => {
  await login(page, 'parent@kampus.test');
  const active = page.getByRole('button', { name: /^Active student: / });
  await seen(active, 'the active student in the top bar');
  assert.equal(await active.getAttribute('aria-label'), 'Active student: Deniz Öğrenci');
  await active.click();
  await page.getByRole('menuitem', { name: /Ege Öğrenci/ }).click();
  await eventually(
    () => active.getAttribute('aria-label'),
    (label) => label === 'Active student: Ege Öğrenci',
    'Ege Öğrenci as the active student',
  );
  await page.reload();
  await eventually(
    () => page.getByRole('button', { name: /^Active student: / }).getAttribute('aria-label'),
    (label) => label === 'Active student: Ege Öğrenci',
    'the choice kept after a reload',
  );
});

appTest('when the active student cannot be loaded it is cleared and "Error occurred!" shows', async ({ page }) => {
  await page.route('**/users/*/student', (route) => route.fulfill({ status: 500, json: { title: 'Server error' } }));
  await login(page, 'parent@kampus.test');
  await seen(page.getByText('Error occurred!'), 'the message "Error occurred!"');
  assert.equal(await page.getByRole('button', { name: /^Active student: / }).count(), 0, 'no active student shown');
});
