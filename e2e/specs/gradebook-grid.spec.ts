/**
 * The teacher's gradebook grid (issue 31; docs/gradebook.md "The grid") as a teacher uses it: the
 * demo teacher opens /gradebook, picks 9-A and Mathematics 9, gives a first piece of work from the
 * grid (New work), types 100 scores by keyboard only
 * (Enter down a column, Tab across, arrows up), reloads and reads every one back, and releases one
 * assignment to families. The rest of the work typed into is given through the API, in no grading
 * category, so the demo's course grades (83.80 for the parent) stay as they are for other specs.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { useApp } from '../support/app.ts';
import { DEMO_PASSWORD, eventually, seen, signInByApi } from '../support/flows.ts';

const { appTest } = useApp(import.meta.url);

const TEACHER = 'teacher@kampus.test';
const SCORES = 100;

type Rec = Record<string, unknown> & { id: number };

/** The teacher's API calls (the spec's setup and checks), with their token. */
const teacherApi = async (page: Page) => {
  const login = await page.request.post('/en/login', { data: { email: TEACHER, pwd: DEMO_PASSWORD } });
  assert.equal(login.status(), 200);
  const { accessToken } = (await login.json()) as { accessToken: string };
  const headers = { authorization: `Bearer ${accessToken}` };
  return {
    get: async <T = Rec[]>(path: string): Promise<T> => {
      const response = await page.request.get(path, { headers });
      assert.equal(response.status(), 200, path);
      return (await response.json()) as T;
    },
    post: async (path: string, data: Record<string, unknown>): Promise<Rec> => {
      const response = await page.request.post(path, { headers, data });
      assert.equal(response.status(), 201, `${path} ${await response.text()}`);
      return (await response.json()) as Rec;
    },
  };
};

/** The value typed into the i-th cell (column by column): whole points and halves, at most 20. */
const valueOf = (index: number): string => (index % 3 === 0 ? `${index % 20}.5` : String((index * 7) % 21));

appTest(
  'a teacher types 100 scores by keyboard, reads them back after a reload, and releases one assignment',
  async ({ page }) => {
    const api = await teacherApi(page);
    // An earlier spec on the same server may have given the teacher lessons in another school's
    // 9-A: the class and the course are taken from one school and chosen by their ids.
    const [klass] = await api.get('/api/classes.json?search=9-A');
    assert.ok(klass, 'the demo’s 9-A');
    const school = Number(String(klass.school).split('/').pop());
    const course = (await api.get('/api/courses.json?search=MAT9')).find(
      (row) => Number(String(row.school).split('/').pop()) === school,
    );
    assert.ok(course, 'Mathematics 9 of the school of 9-A');
    const members = await api.get(`/api/class_students.json?classId=${klass.id}&pagination=false`);
    const rows = new Set(members.map((row) => String(row.student))).size;
    const columns = Math.ceil(SCORES / rows);
    // The first column is given from the grid itself (New work); the rest through the API.
    for (let k = 2; k <= columns; k += 1)
      await api.post('/api/assignments', {
        school,
        class: klass.id,
        course: course.id,
        title: `Grid quiz ${k}`,
        kind: 'quiz',
        maxPoints: '20',
        dueDate: `2027-01-${String(k).padStart(2, '0')}`,
      });

    await signInByApi(page, TEACHER);
    await page.goto('/gradebook');
    await page.getByRole('combobox', { name: 'Class' }).click();
    await page.locator(`li[role="option"][data-value="${klass.id}"]`).click();
    await page.getByRole('combobox', { name: 'Course' }).click();
    await page.locator(`li[role="option"][data-value="${course.id}"]`).click();
    const grid = page.getByRole('grid', { name: 'Scores of 9-A in Mathematics 9' });
    await seen(grid, 'the grid of 9-A in Mathematics 9');
    // New work for the grid's class and course: nothing of the school, class or course is asked.
    await page.getByRole('button', { name: 'New work' }).click();
    const form = page.getByRole('dialog', { name: 'New work for 9-A in Mathematics 9' });
    await form.getByLabel('Title').fill('Grid quiz 1');
    await form.getByRole('combobox', { name: 'Kind' }).click();
    await page.getByRole('option', { name: 'Quiz', exact: true }).click();
    await form.getByLabel('Points possible').fill('20');
    await form.getByLabel('Due date').fill('2027-01-01');
    await form.getByRole('button', { name: 'Add' }).click();
    await seen(page.getByRole('status').getByText('“Grid quiz 1” added'), 'the new work announced');
    await seen(grid.getByRole('columnheader', { name: /Grid quiz 1\b/ }), 'the column of the new work');
    const headers = await grid.getByRole('columnheader').allTextContents();
    // Cells count their columns without the student column.
    const first = headers.findIndex((text) => text.startsWith('Grid quiz 1')) - 1;
    assert.ok(first >= 0, `the column of Grid quiz 1 among ${headers.join(' | ')}`);
    const cell = (row: number, col: number) => grid.locator(`td[data-row="${row}"][data-col="${col}"]`);

    // Keyboard only from the first cell: Enter saves and goes down; at the foot, Tab goes to the
    // next column and the arrows back up to its top.
    await cell(0, first).click();
    for (let index = 0; index < SCORES; index += 1) {
      const row = index % rows;
      if (row === 0 && index > 0) {
        await page.keyboard.press('Tab');
        for (let up = 0; up < rows - 1; up += 1) await page.keyboard.press('ArrowUp');
      }
      await page.keyboard.type(valueOf(index));
      await page.keyboard.press('Enter');
    }
    await eventually(
      async () => ({
        saved: await grid.locator('td.saved').count(),
        pending: await grid.locator('td.saving, td.error').count(),
      }),
      ({ saved, pending }) => saved === SCORES && pending === 0,
      'every typed score saved, none refused',
    );

    await page.reload();
    await seen(grid, 'the grid after a reload');
    for (let index = 0; index < SCORES; index += 1) {
      const expected = valueOf(index);
      const got = (await cell(index % rows, first + Math.floor(index / rows)).textContent()) ?? '';
      assert.equal(got, expected, `score ${index + 1} read back`);
    }

    await grid.getByRole('button', { name: 'Release to families: Grid quiz 1', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Release “Grid quiz 1” to families?' });
    await dialog.getByRole('button', { name: 'Release' }).click();
    const header = grid.getByRole('columnheader').nth(first + 1);
    await seen(header.getByText('Released to families'), 'Grid quiz 1 released');
    const found = await api.get(`/api/assignments.json?class=${klass.id}&search=Grid%20quiz&pagination=false`);
    const released = found.filter((row) => row.releasedAt !== null).map((row) => row.title);
    // That one only: "Grid quiz 10" and the others stay unreleased.
    assert.deepEqual(released, ['Grid quiz 1']);
  },
  { timeoutMs: 240_000 },
);

appTest(
  'in Arabic on a 390 px phone: the grid scrolls inside itself and the left arrow goes to the next column',
  async ({ page }) => {
    const api = await teacherApi(page);
    const [klass] = await api.get('/api/classes.json?search=9-A');
    const [course] = await api.get('/api/courses.json?search=MAT9');
    assert.ok(klass && course, 'the demo’s 9-A and Mathematics 9');
    await page.setViewportSize({ width: 390, height: 844 });
    await signInByApi(page, TEACHER, 'ar');
    await page.goto(`/gradebook?class=${klass.id}&course=${course.id}`);
    const grid = page.getByRole('grid');
    await seen(grid.getByRole('columnheader', { name: /الطالب/ }), 'the grid in Arabic');
    assert.equal(await page.evaluate(() => document.documentElement.dir), 'rtl');
    // The page does not scroll sideways; the grid's own box does.
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      box: document.querySelector('[role=grid]')?.parentElement?.clientWidth ?? 0,
      inner: document.querySelector('[role=grid]')?.scrollWidth ?? 0,
    }));
    assert.ok(widths.page <= 391, `the page is ${widths.page} px wide`);
    assert.ok(widths.inner > widths.box, `the grid (${widths.inner} px) scrolls inside its box (${widths.box} px)`);
    await grid.locator('td[data-row="0"][data-col="0"]').click();
    await page.keyboard.press('ArrowLeft');
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('data-col')), '1');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    assert.equal(
      await page.evaluate(
        () => `${document.activeElement?.getAttribute('data-row')},${document.activeElement?.getAttribute('data-col')}`,
      ),
      '1,0',
    );
  },
);
