/**
 * Screens follow permissions (issue 11, part 1), as a teacher and a parent on their first day:
 * the students and attendance screens offer no act the server would refuse (no New, Export, Edit
 * or Delete where refused, no School or User filter that tells them nothing), a row click opens
 * a read-only record titled with the full name, and references read as names, never "#id". Any
 * call the server refuses would also fail the spec as a console error.
 */
import assert from 'node:assert/strict';
import type { APIRequestContext, Page } from 'playwright-core';
import { useApp } from '../support/app.ts';
import { DEMO_PASSWORD, eventually, notSeen, seen, signInByApi } from '../support/flows.ts';

const { appTest } = useApp(import.meta.url);

type Json = Record<string, unknown>;

const apiAs = async (request: APIRequestContext, email: string) => {
  const response = await request.post('/en/login', { data: { email, pwd: DEMO_PASSWORD } });
  assert.equal(response.status(), 200, `POST /en/login as ${email}`);
  const { accessToken } = (await response.json()) as { accessToken: string };
  const headers = { authorization: `Bearer ${accessToken}` };
  return {
    get: async <T>(path: string): Promise<T> => {
      const answer = await request.get(path, { headers });
      assert.equal(answer.status(), 200, `GET ${path} as ${email}`);
      return (await answer.json()) as T;
    },
    post: (path: string, data: Json) => request.post(path, { headers, data }),
  };
};

/** A reference as the API writes it (an id or an IRI) as its id. */
const idOf = (value: unknown): number => Number(String(value).split('/').pop());

/** The demo teacher records one of the parent's children in one of their lessons; answers the teacher's full name. */
const recordChildsAttendance = async (request: APIRequestContext): Promise<string> => {
  const parent = await apiAs(request, 'parent@kampus.test');
  const teacher = await apiAs(request, 'teacher@kampus.test');
  const family = new Set((await parent.get<Json[]>('/api/students.json')).map((child) => Number(child.id)));
  type Lesson = Json & { classId: { id: number; students: { student: { id: number } }[] } };
  const lessons = await teacher.get<Lesson[]>('/api/schedules.json?pagination=false');
  const lesson = lessons.find((one) => one.classId.students.some((member) => family.has(member.student.id)));
  const child = lesson?.classId.students.find((member) => family.has(member.student.id))?.student.id;
  assert.ok(lesson && child !== undefined, "a lesson of the demo teacher with the parent's child");
  // Another spec on the same server may already have taken this lesson's register: one record each.
  const existing = await teacher.get<Json[]>('/api/attendances.json?pagination=false');
  const recorded = existing.some((row) => idOf(row.scheduleId) === Number(lesson.id) && idOf(row.student) === child);
  if (!recorded) {
    const created = await teacher.post('/api/attendances', {
      school: lesson.school,
      season: lesson.season,
      attendanceDate: lesson.scheduleDate,
      enterTime: lesson.enterTime,
      teacherId: lesson.teacherId,
      classId: lesson.classId.id,
      scheduleId: lesson.id,
      student: `/api/students/${child}`,
    });
    assert.equal(created.status(), 201, `the teacher records the attendance: ${await created.text()}`);
  }
  const [me] = await teacher.get<Json[]>('/api/users.json?email=teacher@kampus.test');
  return `${String(me?.name)} ${String(me?.lastName)}`;
};

/**
 * No button or link on the page offers creating, editing or deleting; nor exporting, unless the
 * user reads every row in reach (a teacher their school's students, not a parent their children).
 */
const offersNoChange = async (page: Page, what: string, exports = false) => {
  await notSeen(page.getByRole('link', { name: 'New', exact: true }), `New on ${what}`);
  if (exports) await seen(page.getByRole('button', { name: 'Export CSV' }), `Export on ${what}`);
  else await notSeen(page.getByRole('button', { name: 'Export CSV' }), `Export on ${what}`);
  await notSeen(page.getByRole('button', { name: /^Edit / }), `an Edit button on ${what}`);
  await notSeen(page.getByRole('button', { name: /^Delete/ }), `a Delete button on ${what}`);
};

appTest(
  "a teacher's students: no New, Edit or Delete; a row opens the student's profile, read-only, by full name",
  async ({ page }) => {
    await signInByApi(page, 'teacher@kampus.test');
    await page.goto('/student');
    const grid = page.getByRole('grid');
    const open = grid.getByRole('button', { name: /^Open / }).first();
    await seen(open, 'the Open button of a student');
    // The student list's exports are the server's (students-io): a teacher's hold their own classes.
    await offersNoChange(page, "the teacher's students", false);
    await seen(page.getByRole('button', { name: 'Export the students as CSV' }), "the teacher's CSV export");
    await notSeen(page.getByRole('link', { name: 'Import' }), 'Import, which is for staff');
    await notSeen(page.getByRole('search').getByRole('combobox', { name: 'School', exact: true }), 'a School filter');
    await notSeen(grid.getByRole('columnheader', { name: 'School', exact: true }), 'a School column');
    const fullName = ((await open.getAttribute('aria-label')) ?? '').replace(/^Open /, '');
    const row = grid.getByRole('row').filter({ has: page.getByRole('button', { name: `Open ${fullName}` }) });
    await row.getByRole('gridcell').first().click();
    await page.waitForURL(/\/student\/\d+$/);
    // The profile (issue 12): the student named in its head, the overview without Edit.
    await seen(page.getByRole('tablist', { name: 'Student sections' }), 'the profile tabs');
    await seen(page.getByText(fullName, { exact: true }), `the profile naming ${fullName}`);
    await notSeen(page.getByRole('link', { name: 'Edit student' }), 'Edit student');
    await notSeen(page.getByRole('button', { name: 'Save', exact: true }), 'Save');
    await notSeen(page.getByRole('button', { name: 'Delete', exact: true }), 'Delete');
  },
);

appTest("a parent's attendance and students: names, not numbers, and nothing to change", async ({ page }) => {
  const teacherName = await recordChildsAttendance(page.request);
  await signInByApi(page, 'parent@kampus.test');
  await page.goto('/r/attendances');
  const grid = page.getByRole('grid');
  await seen(grid.getByRole('gridcell', { name: teacherName, exact: true }).first(), `the teacher "${teacherName}"`);
  await seen(grid.getByRole('gridcell', { name: /^\d+-[A-Z]$/ }).first(), 'the class by name');
  const texts = await eventually(
    () => grid.getByRole('gridcell').allInnerTexts(),
    (cells) => cells.length > 0,
    'the attendance cells',
  );
  assert.deepEqual(
    texts.filter((text) => /#\d+|@/.test(text)),
    [],
    'no "#id" and no e-mail address in place of a name',
  );
  await offersNoChange(page, "the parent's attendance");
  await notSeen(
    page.getByRole('search').getByRole('combobox', { name: 'Teacher', exact: true }),
    'a Teacher filter (users they may not list)',
  );

  // "My student" is the active child's profile (issue 12); its family tab lists, changes nothing.
  await page.goto('/student');
  await page.waitForURL(/\/student\/\d+$/);
  await page.goto(`${page.url()}/family`);
  await seen(
    page
      .getByRole('grid')
      .getByRole('button', { name: /^Open / })
      .first(),
    "the Open button of the child's guardian",
  );
  await offersNoChange(page, "the parent's child's family");
  await notSeen(page.getByRole('search').getByRole('combobox', { name: 'School', exact: true }), 'a School filter');
  await notSeen(page.getByRole('search').getByRole('combobox', { name: 'User', exact: true }), 'a User filter');
});
