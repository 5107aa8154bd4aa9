/**
 * A transcript of two seasons (issue 31, "Done when"): Deniz's demo season (Mathematics 9, a 5 in
 * 5 credits) and a second season the school adds (Physics 10 on a letter scale, 85 %: a B worth
 * 3.00, in 4 credits); the school office downloads his transcript from the class's graduation
 * progress and the signed PDF reads each season's GPA and the cumulative one as worked by hand:
 * (5 × 5 + 3 × 4) / 9 = 4.11.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { useApp } from '../support/app.ts';
import { login, openFromMenu, seen } from '../support/flows.ts';
import { downloadedPdf, pdfPages } from '../support/pdf.ts';
import { startServer } from '../support/server.ts';

// Its own server: a second season and its grades change what other specs read of Deniz.
const { appTest } = useApp(import.meta.url, { ownServer: () => startServer() });

/** POST as the signed-in user (their token from the page's storage); answers the new record's id. */
const made = async (page: Page, resource: string, body: Record<string, unknown>): Promise<number> => {
  const token = await page.evaluate(() => localStorage.getItem('kampus.token'));
  const response = await page.request.post(`/api/${resource}`, {
    headers: { authorization: `Bearer ${token ?? ''}` },
    data: body,
  });
  assert.equal(response.status(), 201, `${resource}: ${await response.text()}`);
  return ((await response.json()) as { id: number }).id;
};

appTest('a transcript of two seasons shows each season’s GPA and the cumulative one', async ({ page }) => {
  await login(page, 'school@kampus.test');
  const token = await page.evaluate(() => localStorage.getItem('kampus.token'));
  const classes = (await (
    await page.request.get('/api/classes.json?pagination=false', {
      headers: { authorization: `Bearer ${token ?? ''}` },
    })
  ).json()) as { id: number; title: string; school: string }[];
  const nineA = classes.find((row) => row.title === '9-A');
  assert.ok(nineA, 'the demo’s 9-A');
  const school = Number(String(nineA.school).split('/').pop());
  const progress = (await (
    await page.request.get(`/api/classes/${nineA.id}/graduation_progress`, {
      headers: { authorization: `Bearer ${token ?? ''}` },
    })
  ).json()) as { students: { id: number; name: string }[] };
  const deniz = progress.students.find((row) => row.name === 'Deniz')?.id;
  assert.ok(deniz, 'Deniz in 9-A');

  // The second season: a letter scale with GPA points, a class, Deniz in it, one course graded.
  const scale = await made(page, 'grading_scales', { school, title: 'Letters', scaleKind: 'letter', passMark: '60' });
  for (const [minPercent, bandLabel, gpaPoints, passing] of [
    ['90', 'A', '4.00', true],
    ['80', 'B', '3.00', true],
    ['0', 'F', '0.00', false],
  ] as const)
    await made(page, 'grading_scale_bands', { school, gradingScale: scale, minPercent, bandLabel, gpaPoints, passing });
  const policy = await made(page, 'grading_policies', {
    school,
    title: 'Letter points',
    gradingScale: scale,
    gradingMethod: 'total_points',
  });
  const season = await made(page, 'seasons', {
    school,
    title: '2027-2028',
    startDate: '2027-09-01',
    endDate: '2028-06-30',
  });
  const term = await made(page, 'grading_terms', {
    school,
    season,
    title: 'Year',
    startDate: '2027-09-01',
    endDate: '2028-06-30',
  });
  const klass = await made(page, 'classes', { school, season, title: '10-T' });
  await made(page, 'class_students', { school, classId: klass, student: `/api/students/${deniz}`, term });
  const course = await made(page, 'courses', {
    school,
    season,
    title: 'Physics 10',
    code: 'PHY10',
    credit: 4,
    gradingPolicy: policy,
  });
  const assignment = await made(page, 'assignments', {
    school,
    class: klass,
    course,
    title: 'Physics exam',
    kind: 'exam',
    maxPoints: '100',
    releasedAt: '2028-01-10 09:00:00',
  });
  await made(page, 'assignment_scores', { school, assignment, student: deniz, scoreStatus: 'scored', points: '85' });

  // The school office downloads it where it reads the class's way to graduation.
  await openFromMenu(page, 'Academic', 'Graduation progress', '/academic/graduation-progress');
  await page.getByRole('combobox', { name: 'Class' }).click();
  await page.getByRole('option', { name: '9-A', exact: true }).click();
  const table = page.getByRole('table', { name: 'Graduation progress of \u20689-A\u2069' });
  await seen(table, 'the class’s table');
  const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Deniz Öğrenci' }) });
  const pdf = await downloadedPdf(page, /Deniz Öğrenci\.pdf$/, () =>
    row.getByRole('button', { name: 'Transcript of Deniz Öğrenci (PDF)' }).click(),
  );
  const text = (await pdfPages(new Uint8Array(pdf))).join('\n');
  assert.match(text, /Physics 10/);
  assert.match(text, /GPA of the season: 5\.00 \(5\.00 credits counted\)/);
  assert.match(text, /GPA of the season: 3\.00 \(4\.00 credits counted\)/);
  assert.match(text, /Cumulative GPA: 4\.11 · credits earned: 9\.00/);
});
