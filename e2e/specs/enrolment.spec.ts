/**
 * Enrolment (issue 13, item 7) in a browser: the school admin enrols a new student through the
 * wizard (a refused plan shows its message on its field, in the plan step), with a down payment
 * and two installments, and then sees the student with their installments; re-enrols a student
 * of last season; opens the dashboard. A parent is refused the enrolment screens.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { useApp } from '../support/app.ts';
import { eventually, login, openFromMenu, seen, settled } from '../support/flows.ts';

const { appTest } = useApp(import.meta.url);

const field = (page: Page, name: string) => page.locator(`[name="${name}"]`);
const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).click();

appTest('a school admin enrols a new student with a down payment and two installments', async ({ page }) => {
  await login(page, 'school@kampus.test');
  await openFromMenu(page, 'Enrollment', 'New enrollment', '/enrollment/new');
  const lastName = `Kaya${Date.now() % 1_000_000}`;

  await seen(page.getByRole('region', { name: 'Student' }), 'the student step');
  await field(page, 'student.name').fill('Zeynep');
  await field(page, 'student.lastName').fill(lastName);
  await field(page, 'student.gender').selectOption('female');
  await next(page);

  await seen(page.getByRole('group', { name: 'Guardian 1' }), 'the guardians step');
  await field(page, 'guardians[0].relation').selectOption('mother');
  await field(page, 'guardians[0].name').fill('Selin');
  await field(page, 'guardians[0].lastName').fill(lastName);
  await field(page, 'guardians[0].phone').fill('+90 555 123 45 67');
  await next(page);

  await seen(page.getByRole('region', { name: 'Grade level and class' }), 'the grade level step');
  await eventually(
    () => field(page, 'gradeLevel').locator('option').count(),
    (count) => count > 1,
    'the grade levels to load',
  );
  await field(page, 'gradeLevel').selectOption({ index: 1 });
  await next(page);

  await field(page, 'fees[0].feeName').fill('Öğrenim ücreti');
  await field(page, 'fees[0].feeAmount').fill('12000');
  await seen(page.getByText(/Total of fees: .*12,000\.00/), 'the fees total');
  await next(page);
  await seen(page.getByRole('region', { name: 'Discounts and scholarships' }), 'the discounts step');
  await next(page);

  // More installments than the season's fee settings allow: refused on the field, in the plan step.
  await field(page, 'plan.downPayment').fill('2000');
  await field(page, 'plan.count').fill('24');
  await field(page, 'plan.firstDate').fill('2026-10-05');
  await page.getByRole('tab', { name: 'Review and save' }).click();
  // The review is priced by the server: it already names the refusal, a way back to its step.
  await seen(page.getByRole('button', { name: 'At most 10 installments are allowed.' }), 'the refusal in the review');
  await page.getByRole('button', { name: 'Enrol the student' }).click();
  await seen(page.getByRole('region', { name: 'Installment plan' }), 'the wizard back at the plan step');
  await seen(page.getByText('At most 10 installments are allowed.'), "the plan's refusal on its field");
  assert.equal(await field(page, 'plan.count').getAttribute('aria-invalid'), 'true');

  await field(page, 'plan.count').fill('2');
  await next(page);
  await seen(page.getByRole('region', { name: 'Enrollment agreement' }), 'the agreement step');
  await field(page, 'agreement.agreement').selectOption({ index: 1 });
  await field(page, 'agreement.signatureDate').fill('2026-09-30');
  await next(page);
  await page.getByRole('button', { name: 'Enrol the student' }).click();
  await seen(
    page.getByRole('status').filter({ hasText: `Zeynep ${lastName} is enrolled, with 3 installments.` }),
    'the saved message',
  );

  await page.getByRole('link', { name: 'Open the student' }).click();
  await page.waitForURL(/\/student\/\d+\/installments$/);
  await settled(page, "the student's installments");
  await seen(page.getByText(`Zeynep ${lastName}`).first(), "the student's profile");
  for (const amount of ['2,000.00', '5,000.00']) {
    await seen(
      page.getByRole('gridcell', { name: new RegExp(amount.replace('.', '\\.')) }).first(),
      `an installment of ${amount}`,
    );
  }
  await eventually(
    () => page.getByRole('gridcell', { name: /5,000\.00/ }).count(),
    (count) => count === 2,
    'two installments of 5,000.00',
  );

  await page.goto('/enrollment');
  const row = page.getByRole('row').filter({ hasText: lastName });
  await seen(row, 'the new student in the season list');
  await seen(row.getByRole('cell', { name: 'New', exact: true }), 'marked new');
  await seen(row.getByRole('link', { name: `Zeynep ${lastName}` }), 'a link to the student');
});

appTest("a school admin re-enrols last season's student with a new fee", async ({ page }) => {
  await login(page, 'school@kampus.test');
  await openFromMenu(page, 'Enrollment', 'Previous season', '/enrollment/previous-season');
  await seen(page.getByText(/Students of 2025-2026/), "last season's students");
  const first = page.getByRole('row').nth(1);
  const name = (await first.getByRole('checkbox').getAttribute('aria-label')) ?? '';
  assert.ok(name.length > 0, 'a student to pick');
  await first.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Add a fee' }).click();
  await field(page, 'fees[0].feeName').fill('Öğrenim ücreti');
  await field(page, 'fees[0].feeAmount').fill('15000');
  await page.getByRole('button', { name: 'Re-enrol the selected students (1)' }).click();
  await seen(page.getByRole('status').filter({ hasText: '1 student re-enrolled.' }), 'the re-enrolment done');
  await eventually(
    () => page.getByRole('checkbox', { name, exact: true }).count(),
    (count) => count === 0,
    `${name} gone from the previous-season list`,
  );

  await page.goto('/enrollment');
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });
  await seen(row.getByRole('cell', { name: 'Returning', exact: true }), `${name} enrolled as returning`);
});

appTest('the enrollment dashboard opens for the school admin', async ({ page }) => {
  await login(page, 'school@kampus.test');
  await openFromMenu(page, 'Enrollment', 'Enrollment dashboard', '/enrollment/dashboard');
  await seen(page.getByRole('heading', { level: 1, name: 'Enrollment dashboard' }), 'the dashboard');
  await seen(page.getByText('2026-2027 against 2025-2026'), 'the seasons compared');
  const table = page.getByRole('table', { name: /Enrollments by grade level/ });
  await seen(table.getByRole('rowheader', { name: 'All grade levels' }), 'the totals row');
  const total = Number(await page.getByTestId('total-now').innerText());
  const returning = Number(await page.getByTestId('total-returning').innerText());
  const fresh = Number(await page.getByTestId('total-new').innerText());
  assert.equal(fresh + returning, total, 'new and returning add up to the total');
  assert.ok(Number(await page.getByTestId('total-last').innerText()) > 0, 'last season counted');
});

appTest('a parent is refused the enrollment screens', async ({ page }) => {
  await login(page, 'parent@kampus.test');
  for (const path of ['/enrollment/dashboard', '/enrollment', '/enrollment/new', '/enrollment/previous-season']) {
    await page.goto(path);
    await seen(page.getByText('You do not have access to this.'), `${path} refused to a parent`);
  }
  // The refusal comes before any form: a parent is never offered a wizard the server would refuse.
  assert.equal(await page.getByRole('button', { name: 'Next', exact: true }).count(), 0);
});
