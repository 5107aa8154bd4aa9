/**
 * The dashboards and the reports hub (issue 15 items 2 and 8, issue 13's finance dashboard) in a
 * browser: each dashboard opens with its figures, the table behind a chart holds the chart's
 * figures, today's cash reads the same on the school and finance dashboards, a report exports
 * to CSV, axe finds nothing blocking, and a parent is offered no report.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { useApp } from '../support/app.ts';
import { blockingViolations } from '../support/axe.ts';
import { eventually, login, seen, settled } from '../support/flows.ts';

const { appTest } = useApp(import.meta.url);

const main = (page: Page) => page.locator('main');

/** Opens the table behind a chart and answers its body rows' texts, cell by cell. */
const chartTable = async (page: Page, testId: string): Promise<string[][]> => {
  const chart = page.getByTestId(testId);
  await seen(chart, `the chart ${testId}`);
  await chart.getByText('Show the figures as a table').click();
  const rows = chart.locator('table tbody tr');
  await seen(rows, `the table behind ${testId}`);
  return rows.evaluateAll((trs) =>
    trs.map((tr) => Array.from(tr.querySelectorAll('th, td')).map((cell) => (cell.textContent ?? '').trim())),
  );
};

const noBlockingViolations = async (page: Page, screen: string) => {
  const findings = await blockingViolations(page, 'main');
  assert.ok(findings.ran, `axe ran on ${screen}`);
  assert.equal(findings.count, 0, `axe on ${screen}:\n${findings.report}`);
};

appTest('the school dashboard shows the figures, and each chart’s table holds its bars', async ({ page }) => {
  await login(page, 'school@kampus.test');
  await page.goto('/school/dashboard');
  await settled(page, 'the school dashboard');
  const students = await (await seen(page.getByTestId('figure-students'), 'the students figure')).innerText();
  assert.match(students, /^\d+$/);
  assert.ok(Number(students) > 0, 'the school has active students');

  const week = await chartTable(page, 'chart-daily-cash');
  assert.equal(week.length, 7, 'a week is seven days, the quiet ones too');
  // Today's cash (the figure) is today's bar, the last of the week.
  const dailyCash = await page.getByTestId('figure-daily-cash').innerText();
  assert.equal(week.at(-1)?.[1], dailyCash);

  // A year of enrolments is twelve months.
  await page.getByTestId('chart-enrollments').locator('..').getByRole('button', { name: 'Year' }).click();
  assert.equal((await chartTable(page, 'chart-enrollments')).length, 12);
  const usage = await chartTable(page, 'chart-usage');
  assert.equal(usage.length, 14);
  assert.ok(Number(usage.at(-1)?.[1]) > 0, 'today has a sign-in: this one');
  await noBlockingViolations(page, '/school/dashboard');

  // The finance dashboard counts today's cash from the same payments.
  await page.goto('/finance/dashboard');
  await settled(page, 'the finance dashboard');
  assert.equal(await page.getByTestId('figure-cash-today').innerText(), dailyCash);
  const grades = await chartTable(page, 'chart-grade-levels');
  assert.ok(grades.length > 0, 'the month by grade level');
  assert.ok(
    grades.every((row) => row.length === 4),
    'each grade level with due, collected and overdue',
  );
  await noBlockingViolations(page, '/finance/dashboard');
});

/** How many classes the school admin's academic dashboard holds (the teacher's may not hold more). */
let schoolClasses = 0;

appTest('the academic, settings and reports dashboards open for the staff', async ({ page }) => {
  await login(page, 'school@kampus.test');
  await page.goto('/academic/dashboard');
  await settled(page, 'the academic dashboard');
  const classes = await chartTable(page, 'chart-attendance');
  assert.ok(classes.length > 0, 'the classes of the school');
  await noBlockingViolations(page, '/academic/dashboard');

  await page.goto('/config/dashboard');
  await settled(page, 'the settings dashboard');
  await seen(page.getByTestId('figure-users'), 'the users figure');
  await seen(page.getByTestId('chart-usage'), 'the usage chart');
  await noBlockingViolations(page, '/config/dashboard');

  await page.goto('/reports/dashboard');
  await settled(page, 'the reports dashboard');
  await seen(main(page).getByRole('link', { name: 'Receipts' }), 'the way to the receipts report');
  await noBlockingViolations(page, '/reports/dashboard');
  schoolClasses = classes.length;
});

appTest('a teacher opens the academic dashboard of their own classes', async ({ page }) => {
  await login(page, 'teacher@kampus.test');
  await page.goto('/academic/dashboard');
  await settled(page, 'the teacher’s academic dashboard');
  const own = await chartTable(page, 'chart-attendance');
  assert.ok(own.length > 0, 'the teacher has classes');
  if (schoolClasses > 0) assert.ok(own.length <= schoolClasses, 'no more classes than the school has');
});

appTest('the reports hub filters a report and exports it as CSV', async ({ page }) => {
  await login(page, 'school@kampus.test');
  await page.goto('/reports');
  await settled(page, 'the reports hub');
  await page.getByRole('tab', { name: 'Receipts' }).click();
  await settled(page, 'the receipts report');
  const total = await (await seen(page.getByTestId('report-total'), 'the row count')).innerText();
  assert.match(total, /rows/);
  await seen(main(page).getByRole('columnheader', { name: 'Receipt amount' }), 'the translated column');
  await noBlockingViolations(page, '/reports');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  assert.equal(download.suggestedFilename(), 'receipts.csv');
  const path = await download.path();
  const csv = (await readFile(path, 'utf8')).replace(/^\ufeff/, '');
  assert.match(csv.split(/\r?\n/)[0] ?? '', /Receipt amount/);

  // A search that matches nobody leaves no row.
  await page.getByRole('searchbox', { name: 'Search' }).fill('no-such-student-anywhere');
  await seen(page.getByText('No rows match.'), 'no row');
});

appTest('a parent is offered no report and no figures', async ({ page }) => {
  await login(page, 'parent@kampus.test');
  await page.goto('/reports');
  await seen(page.getByText('No report is open to you.'), 'no report');
  await page.goto('/finance/dashboard');
  await eventually(
    () => page.getByTestId('figure-cash-today').count(),
    (count) => count === 0,
    'no finance figure',
  );
});
