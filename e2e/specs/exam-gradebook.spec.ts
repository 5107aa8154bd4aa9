/**
 * An exam in the gradebook (issue 31, part 2: "the optic import lands in the same gradebook";
 * docs/gradebook.md, "Exams in the gradebook"): the school names Science 11's subject (Fen
 * Bilimleri) and gives an exam of the demo template to 11-A; the teacher reads the class's optic
 * file into the exam (preview, import) and opens 11-A's Science 11 grid, where the exam is a column
 * with each student's science score, read-only there, and still after a reload. The setup is the
 * school's, through the API, in a class and course no other spec grades (11-A, Science 11), so
 * the demo's figures that other specs read on the same server stay as they are.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { useApp } from '../support/app.ts';
import { DEMO_PASSWORD, eventually, seen, signInByApi } from '../support/flows.ts';

const { appTest } = useApp(import.meta.url);

type Rec = Record<string, unknown> & { id: number };

const TITLE = 'Optic week 11';
/** The demo template's answer keys in order: Türkçe (40 points), Matematik (40), Fen Bilimleri (20). */
const ALL_RIGHT = 'ABCDEABCDE' + 'BBCCDDEEAA' + 'CADBE';

/** A signed-in API client for the spec's setup and checks. */
const apiAs = async (page: Page, email: string) => {
  const login = await page.request.post('/en/login', { data: { email, pwd: DEMO_PASSWORD } });
  assert.equal(login.status(), 200);
  const { accessToken } = (await login.json()) as { accessToken: string };
  const headers = { authorization: `Bearer ${accessToken}` };
  return {
    get: async (path: string): Promise<Rec[]> => {
      const response = await page.request.get(path, { headers });
      assert.equal(response.status(), 200, path);
      return (await response.json()) as Rec[];
    },
    post: async (path: string, data: Record<string, unknown>): Promise<Rec> => {
      const response = await page.request.post(path, { headers, data });
      assert.equal(response.status(), 201, `${path} ${await response.text()}`);
      return (await response.json()) as Rec;
    },
    patch: async (path: string, data: Record<string, unknown>): Promise<void> => {
      const response = await page.request.patch(path, {
        headers: { ...headers, 'content-type': 'application/merge-patch+json' },
        data: JSON.stringify(data),
      });
      assert.equal(response.status(), 200, `${path} ${await response.text()}`);
    },
  };
};

const idOf = (iri: unknown): number => Number(String(iri).split('/').pop());

appTest('an optic file read into an exam lands in the course’s gradebook, read-only there', async ({ page }) => {
  const school = await apiAs(page, 'school@kampus.test');
  const [high] = await school.get('/api/schools.json?search=Demo%20High%20School');
  assert.ok(high, 'Demo High School');
  const [klass] = (await school.get('/api/classes.json?search=11-A')).filter((row) => idOf(row.school) === high.id);
  const [course] = (await school.get('/api/courses.json?search=SCI11')).filter((row) => idOf(row.school) === high.id);
  const [template] = await school.get(`/api/exam_templates.json?search=Deneme&school=${high.id}`);
  const [science] = (await school.get('/api/subject_branches.json?countryCode=TR&pagination=false')).filter(
    (row) => row.code === 'FEN',
  );
  assert.ok(klass && course && template && science, '11-A, Science 11, the demo template and Fen Bilimleri');
  await school.patch(`/api/courses/${course.id}`, { subject: science.id });
  const exam = await school.post('/api/exams', {
    school: high.id,
    season: idOf(course.season),
    title: TITLE,
    examTemplate: template.id,
    examDate: '2026-11-20',
  });
  await school.post('/api/exam_classes', { school: high.id, examId: exam.id, classId: klass.id });

  // The class's first two students by number: one answers everything right, one leaves it blank.
  const teacher = await apiAs(page, 'teacher@kampus.test');
  const members = await teacher.get(`/api/class_students.json?classId=${klass.id}&pagination=false`);
  const ids = [...new Set(members.map((row) => idOf(row.student)))];
  const people = (await teacher.get(`/api/students.json?pagination=false&id[]=${ids.join('&id[]=')}`))
    .filter((row) => typeof row.studentNumber === 'string' && row.studentNumber !== '')
    .sort((a, b) => String(a.studentNumber).localeCompare(String(b.studentNumber)));
  const [right, blank] = people;
  assert.ok(right && blank, 'two numbered students in 11-A');
  const line = (person: Rec, answers: string) =>
    `${String(person.studentNumber).padEnd(5)}${String(person.name).slice(0, 20).padEnd(20)}${answers}`;
  const file = [line(right, ALL_RIGHT), line(blank, ' '.repeat(ALL_RIGHT.length))].join('\r\n');

  await signInByApi(page, 'teacher@kampus.test');
  await page.goto(`/exam/${exam.id}/results`);
  await seen(page.getByRole('heading', { level: 1, name: `Results of ${TITLE}` }), 'the exam’s results');
  await page.getByTestId('optic-file').setInputFiles({
    name: 'reader-11a.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(file),
  });
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  await seen(page.getByText('Every line is readable: import saves them all.'), 'a preview with no error');
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await seen(page.getByText('2 results imported.'), 'the import announced');

  await page.goto('/gradebook');
  await page.getByRole('combobox', { name: 'Class' }).click();
  await page.locator(`li[role="option"][data-value="${klass.id}"]`).click();
  await page.getByRole('combobox', { name: 'Course' }).click();
  await page.locator(`li[role="option"][data-value="${course.id}"]`).click();
  const grid = page.getByRole('grid', { name: 'Scores of 11-A in Science 11' });
  await seen(grid, 'the grid of 11-A in Science 11');
  const header = grid.getByRole('columnheader').filter({ hasText: TITLE });
  await seen(header.getByText('From the exam: typed in its score grid'), 'the exam’s column');
  await seen(header.getByText('out of 20'), 'out of the science points');
  const headers = await grid.getByRole('columnheader').allTextContents();
  const col = headers.findIndex((text) => text.startsWith(TITLE)) - 1;
  const rowOf = async (person: Rec) =>
    (await grid.getByRole('rowheader').allTextContents()).findIndex((text) =>
      text.includes(`${String(person.name)} ${String(person.lastName)}`),
    );
  const cellOf = async (person: Rec) => grid.locator(`td[data-row="${await rowOf(person)}"][data-col="${col}"]`);
  assert.equal(await (await cellOf(right)).textContent(), '20');
  assert.equal(await (await cellOf(blank)).textContent(), '0');

  // Typed into, the exam's cell opens no editor and keeps the exam's figure.
  const cell = await cellOf(right);
  assert.equal(await cell.getAttribute('aria-readonly'), 'true');
  await cell.click();
  await page.keyboard.type('7');
  await page.keyboard.press('Enter');
  assert.equal(await grid.getByRole('textbox').count(), 0);
  await page.reload();
  await seen(grid, 'the grid after a reload');
  await eventually(
    async () => (await cellOf(right)).textContent(),
    (text) => text === '20',
    'the exam’s 20 after a reload',
  );
});
