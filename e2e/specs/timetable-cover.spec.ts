/**
 * Daily cover (issue 32, part 4): staff mark Ayşe Kaya away on the day the demo's Kerem Yıldız is
 * away, open the Daily cover page, see her 14:40 lesson of 10-A among the lessons to cover and
 * give it to the demo teacher in one click. The demo teacher then finds it in My timetable that
 * day, given by her, and in the register's lessons of 10-A that day, and not on another day.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { useApp } from '../support/app.ts';
import { DEMO_PASSWORD, eventually, fillDate, login, openFromMenu, seen } from '../support/flows.ts';

const { appTest } = useApp(import.meta.url);

/** The demo absence's day (the next school day of the first start), read as staff through the API. */
const coverDay = async (page: Page): Promise<{ day: string; headers: Record<string, string> }> => {
  const signedIn = await page.request.post('/en/login', { data: { email: 'school@kampus.test', pwd: DEMO_PASSWORD } });
  const { accessToken } = (await signedIn.json()) as { accessToken: string };
  const headers = { authorization: `Bearer ${accessToken}` };
  // The earliest: other specs on the same server add absences (one for Ayşe Kaya, below).
  const absences = (await (
    await page.request.get('/api/teacher_absences.json?order[absenceDate]=asc&pagination=false', { headers })
  ).json()) as { absenceDate: string }[];
  const day = absences[0]?.absenceDate;
  assert.ok(day, 'the demo has an absence');
  return { day, headers };
};

appTest('staff mark a teacher absent and assign a substitute, who sees the lesson that day only', async ({ page }) => {
  const { day, headers } = await coverDay(page);
  await login(page, 'school@kampus.test');
  await openFromMenu(page, 'Classes', 'Teacher absences', '/timetable/absences');
  await page.getByRole('link', { name: 'New', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/timetable/absences/new');
  const form = page.getByRole('form', { name: 'New record' });
  const teacher = page.getByRole('combobox', { name: 'Teacher' });
  await teacher.click();
  await teacher.fill('Ayşe');
  await page.getByRole('option', { name: 'Ayşe Kaya', exact: true }).click();
  await fillDate(form, 'Date', day);
  await page.getByRole('combobox', { name: 'Reason' }).click();
  await page.getByRole('option', { name: 'Sick', exact: true }).click();
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await seen(page.getByText('Saved.', { exact: true }), 'the "Saved." message');

  await openFromMenu(page, 'Classes', 'Daily cover', '/timetable/cover');
  await page.goto(`/timetable/cover?date=${day}`);
  const lesson = page.getByRole('region', { name: '14:40–15:20 · 10-A', exact: true });
  await seen(lesson, 'Ayşe Kaya’s 14:40 lesson of 10-A among the lessons to cover');
  await seen(lesson.getByText('Ayşe Kaya is away (Sick)', { exact: true }), 'who is away and why');
  const substitute = lesson.getByRole('group', { name: 'Tülay Öğretmen', exact: true });
  await seen(substitute.getByText(/free at this time/), 'why the demo teacher is proposed');
  await substitute.getByRole('button', { name: 'Assign', exact: true }).click();
  await seen(lesson.getByText('Given by Tülay Öğretmen', { exact: true }), 'the lesson given to the demo teacher');

  // The substitute's week that day shows the lesson of 10-A at 14:40, as a cover.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await login(page, 'teacher@kampus.test');
  await openFromMenu(page, 'Classes', 'My timetable', '/timetable/mine');
  await page.goto(`/timetable/mine?date=${day}`);
  const table = page.getByRole('table');
  const row = table.getByRole('row').filter({ hasText: '14:40–15:20' });
  await seen(row.getByText('10-A', { exact: true }), 'the covered lesson in My timetable');
  await seen(row.getByText('Tülay Öğretmen (Cover)', { exact: true }), 'marked as a cover');

  // The register of 10-A that day lists the lesson as hers; the same class on the next day has no 14:40 lesson.
  const classes = (await (await page.request.get('/api/classes.json?pagination=false', { headers })).json()) as {
    id: number;
    title: string;
  }[];
  const tenA = classes.find((row) => row.title === '10-A');
  assert.ok(tenA, 'the class 10-A');
  await page.goto(`/attendance/register?classId=${tenA.id}&date=${day}`);
  const lessonPicker = page.getByRole('combobox', { name: 'Lesson' });
  await lessonPicker.click();
  await seen(page.getByRole('option', { name: /^14:40–15:20 Tülay Öğretmen/ }), 'the 14:40 lesson in her register');
  await page.keyboard.press('Escape');
  const next = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const other = await eventually(
    async () =>
      (await (
        await page.request.get(`/api/schedules.json?classId=${tenA.id}&scheduleDate=${next}&pagination=false`, {
          headers,
        })
      ).json()) as { enterTime: string }[],
    (rows) => Array.isArray(rows),
    'the next day’s lessons of 10-A',
  );
  assert.deepEqual(
    other.filter((row) => row.enterTime === '14:40:00'),
    [],
    'no 14:40 lesson of 10-A the next day',
  );
});
