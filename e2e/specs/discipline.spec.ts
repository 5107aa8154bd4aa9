/**
 * Discipline (issue 33, part 3; docs/discipline.md) as its people do it. The school's staff, on a
 * desktop in English, record a fight in one form: parent@'s child Deniz as the instigator with a
 * two-day suspension and their parents notified, another student as the victim; the incident
 * page names both. The parent, on a 390 px phone, reads Deniz's discipline tab: the code, the
 * date, Deniz's role and the suspension, and neither the victim's name nor the description the
 * school kept internal; then the same tab in Turkish.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { useApp } from '../support/app.ts';
import { chooseLanguage, DEMO_PASSWORD, eventually, fillDate, seen, settled, signInByApi } from '../support/flows.ts';

const { appTest } = useApp(import.meta.url);

const STAFF = 'school@kampus.test';
const PARENT = 'parent@kampus.test';
const DESCRIPTION = 'Pushed a classmate to the ground during the break after an argument over a ball.';

interface Student {
  id: number;
  name: string;
  lastName: string;
}

const field = (page: Page, name: string) => page.locator(`[name="${name}"]`);

/** Reads a list through the API as a demo user. */
const readAs = async <T>(page: Page, email: string, path: string): Promise<T> => {
  const login = await page.request.post('/en/login', { data: { email, pwd: DEMO_PASSWORD } });
  assert.equal(login.status(), 200, `POST /en/login as ${email}`);
  const { accessToken } = (await login.json()) as { accessToken: string };
  const response = await page.request.get(path, { headers: { authorization: `Bearer ${accessToken}` } });
  assert.equal(response.status(), 200, `GET ${path}`);
  return (await response.json()) as T;
};

/** Picks a student in the form's student field `name` by typing their first name. */
const pickStudent = async (page: Page, name: string, student: Student) => {
  await field(page, name).fill(student.name);
  await page
    .getByRole('option', { name: `${student.name} ${student.lastName}` })
    .first()
    .click();
};

/** Chooses `option` in the select labelled `label` inside `scope`. */
const choose = async (page: Page, label: string, option: string, nth = 0) => {
  await page.getByRole('combobox', { name: label }).nth(nth).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

appTest(
  'staff record a fight with a suspension; the parent reads their child’s part without the other student',
  async ({ page }) => {
    const family = await readAs<Student[]>(page, PARENT, '/api/students.json?pagination=false');
    const deniz = family.find((student) => student.name === 'Deniz');
    assert.ok(deniz, "parent@'s child Deniz");
    const school = await readAs<Student[]>(page, STAFF, '/api/students.json?itemsPerPage=40');
    const victim = school.find(
      (student) => !family.some((own) => own.id === student.id) && student.name !== deniz.name,
    );
    assert.ok(victim, 'a student of the school outside the family');

    await signInByApi(page, STAFF);
    await page.goto('/discipline/incidents/new');
    await seen(page.getByRole('heading', { name: 'Record an incident' }), 'the new-incident form');
    await choose(page, 'Code', 'FIGHT · Fighting');
    await page.getByRole('textbox', { name: 'Place' }).fill('Schoolyard');
    await page.getByRole('textbox', { name: 'Description' }).fill(DESCRIPTION);
    await page.getByRole('checkbox', { name: 'Description for staff only' }).check();

    await pickStudent(page, 'students[0].studentId', deniz);
    await page.getByRole('checkbox', { name: 'Notify parents' }).first().check();
    await page.getByRole('button', { name: 'Add an action' }).first().click();
    await choose(page, 'Action', 'Suspension');
    await fillDate(page.getByRole('main'), 'Start date', '2026-12-02');
    await fillDate(page.getByRole('main'), 'End date', '2026-12-03');

    await page.getByRole('button', { name: 'Add a student' }).click();
    await pickStudent(page, 'students[1].studentId', victim);
    await choose(page, 'Role', 'Victim', 1);
    await page.getByRole('button', { name: 'Save the incident' }).click();

    await seen(page.getByText('The incident has been recorded.'), 'the incident saved');
    await seen(page.getByText('One parent notified.'), "the instigator's parent told");
    await page.waitForURL(/\/discipline\/incidents\/\d+$/);
    await seen(page.getByRole('heading', { name: 'FIGHT · Fighting' }), 'the incident page');
    const students = page.getByTestId('incident-student');
    await eventually(
      () => students.allTextContents(),
      (rows) =>
        rows.length === 2 &&
        rows[0]?.includes('Deniz Öğrenci') === true &&
        rows[0]?.includes('Instigator') === true &&
        rows[0]?.includes('Suspension') === true &&
        rows[1]?.includes(`${victim.name} ${victim.lastName}`) === true &&
        rows[1]?.includes('Victim') === true,
      'both students with their roles and the suspension',
    );
    await settled(page, 'the incident page');
    await page.screenshot({ path: '/tmp/discipline-incident.png', fullPage: true });

    await signInByApi(page, PARENT);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/student/${deniz.id}/discipline`);
    const timeline = page.getByRole('region', { name: 'Incidents and behaviour notes' });
    await seen(timeline, "Deniz's discipline timeline");
    const fight = page.getByTestId('discipline-entry').filter({ hasText: 'Suspension' });
    await seen(fight, 'the fight with its suspension');
    const line = (await fight.first().textContent()) ?? '';
    assert.ok(line.includes('Fighting') && line.includes('Role: Instigator'), `the code and Deniz's role: ${line}`);
    assert.ok(line.includes('The school keeps the description of this incident internal.'), line);
    await settled(page, 'the discipline tab');
    const text = (await page.locator('main').textContent()) ?? '';
    assert.ok(!text.includes(victim.lastName), 'the victim is not named to the instigator’s family');
    assert.ok(!text.includes(DESCRIPTION), 'the internal description is not shown to the family');
    const sideways = await page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth);
    assert.equal(sideways, 0, 'the discipline tab scrolls sideways at 390 px');
    await page.screenshot({ path: '/tmp/discipline-parent.png', fullPage: true });

    // The same tab in Turkish, still on the phone: the suspension, Deniz's role, nothing internal.
    await page.setViewportSize({ width: 1280, height: 900 });
    await chooseLanguage(page, 'Türkçe');
    await page.setViewportSize({ width: 390, height: 844 });
    await seen(page.getByRole('region', { name: 'Olaylar ve davranış notları' }), 'Deniz’in disiplin geçmişi');
    const kavga = page.getByTestId('discipline-entry').filter({ hasText: 'Okuldan uzaklaştırma' });
    await seen(kavga, 'uzaklaştırmalı olay');
    const satir = (await kavga.first().textContent()) ?? '';
    assert.ok(satir.includes('Rolü: Başlatan'), `Deniz'in rolü: ${satir}`);
    assert.ok(satir.includes('Okul bu olayın açıklamasını kurum içinde tutuyor.'), satir);
    const metin = (await page.locator('main').textContent()) ?? '';
    assert.ok(!metin.includes(victim.lastName), 'the victim is not named in Turkish either');
  },
);
