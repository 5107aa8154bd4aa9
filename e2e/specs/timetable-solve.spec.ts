/**
 * Timetables (issue 32) as a school's staff build one: they add a period on Saturday mornings
 * in the generic periods screen and a weekly Chess lesson 9-A needs, solve the week, read that no rule is broken, review the changes
 * per class, publish after the confirmation, and find a published lesson with its subject in the
 * schedule list.
 */
import assert from 'node:assert/strict';
import type { Locator } from 'playwright-core';
import { useApp } from '../support/app.ts';
import { gridRow, login, openFromMenu, pickReference, seen } from '../support/flows.ts';
import { startServer } from '../support/server.ts';

// Its own server: publishing replaces the demo school's lessons, which other specs read.
const { appTest } = useApp(import.meta.url, { ownServer: () => startServer() });

/** Types a morning time into the time picker labelled `label`: its sections take the digits, then AM. */
const typeTime = async (scope: Locator, label: string, digits: string): Promise<void> => {
  const field = scope.getByRole('group', { name: label, exact: true });
  await field.getByRole('spinbutton').first().click();
  await field.page().keyboard.type(`${digits}a`);
};

const SUBJECTS = /^(Mathematics|Turkish Language and Literature|English|Science|History|Physical Education) \d+$/;

appTest('staff set a period, solve, review the diff, publish and see a published lesson', async ({ page }) => {
  await login(page, 'school@kampus.test');

  // A period of its own on Saturdays: the week gains a sixth, one-period day.
  await openFromMenu(page, 'Academic', 'Periods and bell times', '/timetable/periods');
  const periods = page.getByRole('grid', { name: 'Periods' });
  await seen(gridRow(periods, '08:30'), 'the seeded first period at 08:30');
  await seen(gridRow(periods, '08:30').getByRole('gridcell', { name: 'Every day' }), 'the seeded period for every day');
  await page.getByRole('link', { name: 'New', exact: true }).click();
  const form = page.getByRole('form', { name: 'New record' });
  await seen(form, 'the new period form');
  // The weekday is chosen by its name, and the list says "Every day" for the seeded ones.
  await form.getByRole('combobox', { name: 'Weekday' }).click();
  await page.getByRole('option', { name: 'Saturday', exact: true }).click();
  await form.getByLabel(/^Period/).fill('1');
  await typeTime(form, 'Starts', '0900');
  await typeTime(form, 'Ends', '0940');
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await seen(page.getByText('Saved.', { exact: true }), 'the period saved');
  // Back to the list once saved, before the menu is used: a late return to the list would undo the menu's click.
  await page.waitForURL((url) => url.pathname === '/timetable/periods');

  // A need of its own: 9-A gets a weekly Chess lesson from the demo teacher.
  await openFromMenu(page, 'Academic', 'Lessons per week', '/timetable/lessons');
  // The address changes before the list is drawn: until it is, the periods' list (and its "New",
  // to a new period) is still on the screen, and a click on it opened a period's form (seen under load).
  await seen(page.getByRole('grid', { name: 'Lessons per week' }), 'the needs’ list');
  await page.getByRole('link', { name: 'New', exact: true }).click();
  const need = page.getByRole('form', { name: 'New record' });
  await seen(need, 'the new need form');
  await pickReference(need, 'Class', '9-A', '9-A');
  await pickReference(need, 'Subject', 'Chess', 'Chess 9');
  await pickReference(need, 'Teacher', 'Tülay', 'Tülay Öğretmen');
  await need.getByLabel(/^Periods a week/).fill('1');
  await need.getByRole('button', { name: 'Save', exact: true }).click();
  await seen(page.getByText('Saved.', { exact: true }), 'the need saved');
  // The form goes back to the list once saved: a menu click before that would be undone by it.
  await page.waitForURL((url) => url.pathname === '/timetable/lessons');
  await seen(page.getByRole('gridcell', { name: 'Chess 9' }), 'the new need in the list');

  // Solve: a short run, followed live, reported in words.
  await openFromMenu(page, 'Academic', 'Timetable', '/timetable/solve');
  await seen(page.getByRole('heading', { level: 1, name: 'Build the timetable' }), 'the solve page');
  await page.getByLabel('Time limit (seconds)').fill('3');
  await page.getByRole('button', { name: 'Solve', exact: true }).click();
  await seen(
    page.getByText('No rule is broken: no teacher, class or room is double-booked.'),
    'the report of a run with no broken rule',
  );
  await seen(page.getByRole('heading', { name: /Soft score/ }), 'the soft score');

  // The diff: each class's changes, in words.
  await page.getByRole('link', { name: 'Review the changes' }).click();
  await seen(page.getByRole('heading', { level: 1, name: 'Changes to the schedule' }), 'the diff page');
  await seen(page.getByRole('heading', { level: 2, name: '9-A' }), 'the changes of class 9-A');
  await seen(page.getByText(/Chess 9/).first(), 'the new need’s lessons among the changes');
  await seen(page.getByRole('heading', { level: 2, name: 'Per teacher' }), 'the changes per teacher');
  assert.ok(await page.getByText('Lessons created').isVisible(), 'how many lessons publishing creates');

  // Publish, after the confirmation.
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish this timetable?' });
  await seen(dialog, 'the confirmation');
  await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
  await seen(page.getByText(/The timetable is published: [\d,]+ lessons created\./), 'the publication');
  // The diff, read again, shows the schedule already is this week: nothing left to publish.
  await seen(
    page.getByText('The schedule already follows this week from this date: there is nothing to publish.'),
    'nothing left to publish',
  );
  assert.ok(await page.getByRole('button', { name: 'Publish', exact: true }).isDisabled(), 'Publish offered again');

  // The schedule list shows the published lessons with their subject.
  await page.getByRole('link', { name: 'Schedules', exact: true }).first().click();
  await page.waitForURL((url) => url.pathname === '/schedules');
  const schedule = page.getByRole('grid', { name: 'Schedules' });
  await seen(schedule.getByRole('gridcell', { name: SUBJECTS }).first(), 'a published lesson with its subject');
});
