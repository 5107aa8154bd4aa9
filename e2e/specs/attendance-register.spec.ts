/**
 * The attendance register (issue 11, part 3): a teacher opens it from the menu, finds the class's
 * students sorted by name with today's first lesson of the class, marks one Late with a note and
 * one Absent, saves, reloads and sees the same; the records are stored for that lesson. A parent
 * has no register in the menu and the address refuses them.
 */
import assert from 'node:assert/strict';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import { useApp } from '../support/app.ts';
import { DEMO_PASSWORD, eventually, expandMenuGroup, login, mainMenu, openFromMenu, seen } from '../support/flows.ts';

const { appTest } = useApp(import.meta.url);

type Json = Record<string, unknown>;

const studentLines = (page: Page): Locator => page.locator('[role="group"][data-student]');

const namesOf = (page: Page): Promise<string[]> =>
  studentLines(page).evaluateAll((lines) => lines.map((line) => line.getAttribute('data-student') ?? ''));

const lineOf = (page: Page, name: string): Locator => page.getByRole('group', { name, exact: true });

const choose = async (page: Page, name: string, option: string) => {
  await lineOf(page, name).getByRole('combobox').click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await eventually(
    () => lineOf(page, name).getByRole('combobox').textContent(),
    (text) => text === option,
    `${name} marked ${option}`,
  );
};

appTest('a teacher takes a class’s attendance in the register, reloads and sees it', async ({ page }) => {
  await login(page, 'teacher@kampus.test');
  await openFromMenu(page, 'Student affairs', 'Attendance register', '/attendance/register');
  await seen(page.getByRole('heading', { level: 1, name: 'Attendance register' }), 'the register’s title');

  // The first class in natural order, today's first lesson of it, its ten students by full name.
  await eventually(
    () => studentLines(page).count(),
    (n) => n === 10,
    'the ten students of the class',
  );
  const names = await namesOf(page);
  assert.deepEqual(names, [...names].sort(new Intl.Collator('en', { sensitivity: 'base', numeric: true }).compare));
  const classPicker = page.getByRole('combobox', { name: 'Class' });
  assert.equal(await classPicker.textContent(), '9-A', 'the first class in natural order');
  const lessonPicker = page.getByRole('combobox', { name: 'Lesson' });
  assert.match((await lessonPicker.textContent()) ?? '', /^08:30–09:10 /, 'today’s first lesson, without seconds');

  const scan = await new AxeBuilder({ page }).include('main').analyze();
  const blocking = scan.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  assert.deepEqual(
    blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    [],
    'no serious or critical axe violation on the register',
  );

  const [late, absent] = names as [string, string];
  await choose(page, late, 'Late');
  await lineOf(page, late).getByRole('textbox', { name: 'Note' }).fill('Bus was late');
  await choose(page, absent, 'Absent');
  await seen(page.getByText('Present: 8 · Absent: 1 · Late: 1'), 'the counts of the marks');
  await page.getByRole('button', { name: 'Save attendance' }).click();
  await seen(page.getByText('Attendance saved.'), 'the saved message');

  const answered = page.waitForResponse(
    (response) => response.url().includes('/api/attendances/register') && response.request().method() === 'GET',
  );
  await page.reload();
  const shown = (await (await answered).json()) as { scheduleId: number };
  await eventually(
    () => studentLines(page).count(),
    (n) => n === 10,
    'the register after a reload',
  );
  assert.equal(await lineOf(page, late).getByRole('combobox').textContent(), 'Late');
  assert.equal(await lineOf(page, late).getByRole('textbox', { name: 'Note' }).inputValue(), 'Bus was late');
  assert.equal(await lineOf(page, absent).getByRole('combobox').textContent(), 'Absent');
  assert.match((await lessonPicker.textContent()) ?? '', /taken$/, 'the lesson’s attendance is taken');

  // Stored as the lesson's attendances, the one API every other screen reads.
  const signedIn = await page.request.post('/en/login', { data: { email: 'teacher@kampus.test', pwd: DEMO_PASSWORD } });
  const { accessToken } = (await signedIn.json()) as { accessToken: string };
  const headers = { authorization: `Bearer ${accessToken}` };
  const records = (await (
    await page.request.get(`/api/attendances.json?scheduleId=${String(shown.scheduleId)}&pagination=false`, {
      headers,
    })
  ).json()) as (Json & { attendanceType: { title: string } | null; note: string | null })[];
  assert.equal(records.length, 10, 'one record per student');
  assert.deepEqual(
    records
      .filter((record) => record.attendanceType)
      .map((record) => [record.attendanceType?.title, record.note])
      .sort(),
    [
      ['Absent', null],
      ['Late', 'Bus was late'],
    ],
  );
});

appTest('a parent has no register: not in the menu, and the address refuses them', async ({ page }) => {
  await login(page, 'parent@kampus.test');
  const menu = mainMenu(page);
  assert.equal(await menu.getByRole('link', { name: 'Attendance register' }).count(), 0, 'no register entry');
  const groups = await menu.getByRole('button').allTextContents();
  if (groups.includes('Student affairs')) await expandMenuGroup(menu, 'Student affairs');
  assert.equal(await menu.getByRole('link', { name: 'Attendance register' }).count(), 0, 'no register entry');
  await page.goto('/attendance/register');
  await seen(page.getByText('You do not have access to this.').first(), 'the refusal on the register’s address');
  assert.equal(await studentLines(page).count(), 0, 'no student listed');
});
