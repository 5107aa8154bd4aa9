/**
 * Guidance (issue 33, part 1; docs/guidance.md) as its people do it. The demo teacher refers a
 * student of 9-A to the counsellor from "Refer a student" and finds the referral open under "My
 * referrals". The counsellor reads it and accepts it from her referrals inbox (the row's Accept),
 * opens a support plan on the student's profile (goals and confidential notes) and gives an
 * accommodation: extra exam time. The teacher finds the notice under the bell and, now in
 * Turkish, reads the referral as accepted ("Kabul edildi") and the student's accommodation
 * ("Sınavda ek süre") on the profile, and never the counsellor's notes.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { useApp } from '../support/app.ts';
import {
  chooseLanguage,
  DEMO_PASSWORD,
  eventually,
  fillDate,
  gridRow,
  mainMenu,
  openFromMenu,
  seen,
  signInByApi,
} from '../support/flows.ts';

const { appTest } = useApp(import.meta.url);

const TEACHER = 'teacher@kampus.test';
const COUNSELLOR = 'counsellor@kampus.test';
const REASON = 'Has stopped talking in group work and sits alone at lunch.';
const NOTES = 'Confidential-7391: mother in hospital since October.';

interface Student {
  id: number;
  name: string;
  lastName: string;
  studentNumber: string;
}

/** Reads a list through the API as a demo user. */
const readAs = async <T>(page: Page, email: string, path: string): Promise<T> => {
  const login = await page.request.post('/en/login', { data: { email, pwd: DEMO_PASSWORD } });
  assert.equal(login.status(), 200, `POST /en/login as ${email}`);
  const { accessToken } = (await login.json()) as { accessToken: string };
  const response = await page.request.get(path, { headers: { authorization: `Bearer ${accessToken}` } });
  assert.equal(response.status(), 200, `GET ${path}`);
  return (await response.json()) as T;
};

/** Signs in and waits for the side menu: the active school is chosen by then, as after a login. */
const signIn = async (page: Page, email: string) => {
  // The last person's session goes first (a fresh page has no storage to clear).
  if (page.url().startsWith('http')) await page.evaluate(() => localStorage.clear());
  await signInByApi(page, email);
  await page.goto('/account/home');
  await seen(mainMenu(page).getByRole('link').first(), `the side menu of ${email}`);
};

const saved = async (page: Page, path: RegExp, what: string) =>
  eventually(
    () => Promise.resolve(new URL(page.url()).pathname),
    (url) => path.test(url),
    what,
  );

appTest(
  'a teacher refers a student; the counsellor accepts and plans; the teacher sees status and accommodation only',
  async ({ page }) => {
    const students = await readAs<Student[]>(page, TEACHER, '/api/students.json?itemsPerPage=40');
    const student = students.find((row) => row.studentNumber === 'H0009');
    assert.ok(student, 'H0009 of 9-A, one of the demo teacher’s students');
    const fullName = `${student.name} ${student.lastName}`;

    // The teacher refers the student.
    await signIn(page, TEACHER);
    await openFromMenu(page, 'Guidance', 'Refer a student', '/guidance/referrals/new');
    const form = page.getByRole('main');
    await seen(form.getByText(/Only the school’s counsellors read what you write here/), 'the referral form’s note');
    await page.locator('[name="student"]').fill(student.name);
    await page
      .getByRole('option', { name: new RegExp(fullName) })
      .first()
      .click();
    await form.getByRole('textbox', { name: /^Reason for referral/ }).fill(REASON);
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await saved(page, /\/guidance\/referrals$/, 'My referrals after saving');
    const mine = gridRow(page.getByRole('grid'), fullName);
    await seen(mine, 'the referral under My referrals');
    await seen(mine.getByRole('gridcell', { name: 'Open', exact: true }), 'the referral open');

    // The counsellor accepts it from her inbox and opens a support plan with an accommodation.
    await signIn(page, COUNSELLOR);
    await page.goto('/guidance/referrals');
    const inbox = gridRow(page.getByRole('grid'), fullName);
    await seen(inbox, 'the referral in the counsellor’s inbox');
    // She reads the teacher's reason on the referral, then accepts it from the inbox's row.
    await inbox.getByRole('gridcell', { name: fullName, exact: true }).click();
    await saved(page, /\/guidance\/referrals\/\d+/, 'the referral’s form');
    await seen(page.getByText(REASON), 'the teacher’s reason');
    await page.goBack();
    await inbox.getByRole('button', { name: `Accept the referral of ${fullName}` }).click();
    await seen(
      page.getByText('The referral was accepted; the teacher is told.'),
      'the message that the teacher is told',
    );
    await seen(inbox.getByRole('gridcell', { name: 'Accepted', exact: true }), 'the referral accepted in the inbox');

    await page.goto(`/student/${student.id}/support-plans/new`);
    const plan = page.getByRole('main');
    await seen(plan.getByRole('textbox', { name: /^Goals/ }), 'the support plan form');
    await plan.getByRole('textbox', { name: /^Goals/ }).fill('Take part in group work again; sit exams calmly.');
    await plan.getByRole('textbox', { name: /^Confidential notes/ }).fill(NOTES);
    await fillDate(plan, 'Start date', '2026-12-01');
    await plan.getByRole('button', { name: 'Save', exact: true }).click();
    await saved(page, /\/support-plans$/, 'the plans after saving');

    await page.goto(`/student/${student.id}/accommodations/new`);
    const accommodation = page.getByRole('main');
    await seen(accommodation.getByRole('combobox', { name: /^Accommodation/ }), 'the accommodation form');
    await accommodation.getByRole('combobox', { name: /^Support plan/ }).click();
    await page.getByRole('option').first().click();
    await accommodation.getByRole('combobox', { name: /^Accommodation/ }).click();
    await page.getByRole('option', { name: 'Extra exam time', exact: true }).click();
    await accommodation.getByRole('textbox', { name: /^Details/ }).fill('Twenty minutes more in written exams');
    await accommodation.getByRole('button', { name: 'Save', exact: true }).click();
    await saved(page, /\/accommodations$/, 'the accommodations after saving');
    await seen(page.getByRole('gridcell', { name: 'Twenty minutes more in written exams' }), 'the new accommodation');

    // The teacher hears of it under the bell; then, in Turkish: the referral accepted, the
    // accommodation, never the notes.
    await signIn(page, TEACHER);
    await page
      .getByRole('button', { name: /^Notifications/ })
      .first()
      .click();
    const notice = page.getByRole('menuitem').filter({ hasText: `Your referral of ${fullName}` });
    await seen(notice, 'the teacher’s notice that the referral was accepted');
    assert.doesNotMatch((await notice.textContent()) ?? '', /stopped talking/, 'the reason stays in the referral');
    await page.keyboard.press('Escape');
    await page.goto('/guidance/referrals');
    await chooseLanguage(page, 'Türkçe');
    const status = gridRow(page.getByRole('grid'), fullName);
    await seen(status.getByRole('gridcell', { name: 'Kabul edildi', exact: true }), 'Yönlendirme kabul edildi');
    await page.goto(`/student/${student.id}/accommodations`);
    await seen(page.getByRole('gridcell', { name: 'Sınavda ek süre', exact: true }), 'Öğrencinin düzenlemesi');
    await seen(page.getByRole('gridcell', { name: 'Twenty minutes more in written exams' }), 'the detail');
    const shown = (await page.getByRole('main').textContent()) ?? '';
    assert.doesNotMatch(shown, /Confidential-7391/, 'the plan’s notes stay with the counsellor');
    assert.doesNotMatch(shown, /group work again/, 'the plan’s goals stay with the counsellor');
    const tabs = (await page.getByRole('tab').allTextContents()).join(' | ');
    assert.doesNotMatch(tabs, /Rehberlik|Destek planları/, 'no counsellor tab for the teacher');
  },
);
