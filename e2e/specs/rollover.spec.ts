/**
 * The season rollover (issue 27, part 1) in a browser: the school admin rolls the demo high school
 * from its running season into the next one through the wizard, with the last grade graduating,
 * one student repeating and 9-A promoted by the class's bulk choice, ticks "bill the new season's
 * fees", sees the counts and the billing, opens a promoted student's fees in the new season, checks
 * that only the new season got enrolments, and undoes it. Then once more in Turkish on a 390 px phone.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { useApp } from '../support/app.ts';
import { DEMO_PASSWORD, eventually, seen, signInByApi } from '../support/flows.ts';
import { startServer } from '../support/server.ts';

// Its own server: a rollover enrols and bills a whole school into a new season, and the second walk
// keeps it; on the shared server what other specs had added to the school (and what this one left)
// made the counts and the options lists depend on which files ran before it in its group.
const { appTest } = useApp(import.meta.url, { ownServer: () => startServer() });

interface Row {
  id: number;
  title?: string;
  studentId?: string;
  isDefault?: boolean;
}

/** The staff member's API calls, with the school and the season named. */
const staffApi = async (page: Page) => {
  const login = await page.request.post('/en/login', { data: { email: 'school@kampus.test', pwd: DEMO_PASSWORD } });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const headers = { authorization: `Bearer ${accessToken}` };
  const schools = (await (await page.request.get('/api/schools.json', { headers })).json()) as Row[];
  const school = schools.find((row) => row.title === 'Demo High School')?.id ?? 0;
  const get = async <T>(path: string, seasonId?: number): Promise<T> =>
    (await (
      await page.request.get(path, {
        headers: { ...headers, schoolId: String(school), ...(seasonId ? { seasonId: String(seasonId) } : {}) },
      })
    ).json()) as T;
  /** The season to roll into: made once per run of the file, reused by the second test. */
  const nextSeason = async (): Promise<Row> => {
    const seasons = await get<Row[]>(`/api/seasons.json?school=${school}`);
    const known = seasons.find((row) => row.title === '2027-2028');
    if (known) return known;
    const made = await page.request.post('/api/seasons', {
      headers,
      data: { school: `/api/schools/${school}`, title: '2027-2028', startDate: '2027-09-01', endDate: '2028-06-30' },
    });
    assert.equal(made.status(), 201, await made.text());
    return (await made.json()) as Row;
  };
  const send = async (method: 'POST' | 'DELETE', path: string, data?: unknown, seasonId?: number) =>
    page.request.fetch(path, {
      method,
      headers: { ...headers, schoolId: String(school), ...(seasonId ? { seasonId: String(seasonId) } : {}) },
      ...(data ? { data } : {}),
    });
  return { get, send, nextSeason, school };
};

interface PlannedStudent {
  id: number;
  fromClass: string | null;
  toGrade: string | null;
}

/** Picks the option named exactly `option`: other specs on the same server add seasons named "2027-2028 E2E ...". */
const choose = async (page: Page, label: string, option: string) => {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

appTest(
  'a school admin rolls the school over: 9-A promoted, 12-A graduating, one repeating, then undoes it',
  async ({ page }) => {
    const api = await staffApi(page);
    const next = await api.nextSeason();
    // A fee of this season's grade 10 (a 10-A student's), by a name no other spec uses: what the
    // promoted 9-A students are billed in the new season. Removed at the end: the server is shared.
    const planned = await api.send('POST', `/api/schools/${api.school}/rollover/preview`, { toSeason: next.id });
    assert.equal(planned.status(), 200, await planned.text());
    const roster = ((await planned.json()) as { students: PlannedStudent[] }).students;
    const tenA = roster.filter((row) => row.fromClass === '10-A');
    const promoted = roster.find((row) => row.fromClass === '9-A');
    const running = (await api.get<Row[]>(`/api/seasons.json?school=${api.school}`)).find((row) => row.isDefault);
    const fee = await api.send(
      'POST',
      '/api/student_fees',
      { studentId: tenA.at(-1)?.id, feeName: 'Rollover walk tuition', feeAmount: '41250.50' },
      running?.id,
    );
    assert.equal(fee.status(), 201, await fee.text());
    const feeId = ((await fee.json()) as Row).id;
    await signInByApi(page, 'school@kampus.test');
    await page.goto('/config/seasons');
    await page.getByRole('link', { name: 'Season rollover' }).click();
    await seen(page.getByRole('heading', { name: 'Season rollover' }), 'the wizard');
    await choose(page, 'Roll over into', '2027-2028');
    await page.getByRole('button', { name: 'Preview', exact: true }).click();

    // Students: 12-A graduates by default; one of 10-A repeats; all of 9-A promoted in one go.
    await seen(page.getByRole('table', { name: 'Students and their outcomes' }), 'the students step');
    await choose(page, 'Class', '12-A');
    await seen(page.getByText('Shown: 10 of'), 'the class filter');
    const firstOutcome = page.getByRole('combobox', { name: /^Outcome for / }).first();
    assert.equal((await firstOutcome.textContent())?.trim(), 'Graduate', 'the last grade graduates by default');
    await choose(page, 'Class', '10-A');
    await firstOutcome.click();
    await page.getByRole('option', { name: 'Repeat the year' }).click();
    await choose(page, 'Class', '9-A');
    await choose(page, 'Set to', 'Promote');
    await page.getByRole('button', { name: 'Set all of 9-A to “Promote”' }).click();
    await page.getByRole('button', { name: 'Next', exact: true }).click();

    // Options: billing ticked, its preview per grade; then the confirmation with the counts the run will make.
    await seen(page.getByLabel('Place students in the next grade’s class (9-A to 10-A)'), 'the options step');
    await page.getByLabel('Bill the new season’s fees to each promoted or repeating student').check();
    const billing = page.getByTestId('rollover-fees');
    await seen(billing.getByText(/Rollover walk tuition: .*41,250\.50/), 'grade 10’s fee in the billing preview');
    await seen(billing.getByText(/students? billed, /), 'how many students are billed');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await seen(page.getByText(`into ${next.title}`), 'the confirmation');
    await seen(page.getByTestId('rollover-fees'), 'the billing on the confirmation');
    await page.getByRole('button', { name: 'Roll over', exact: true }).click();
    await seen(page.getByText(`The school was rolled over into ${next.title}.`), 'the result');
    await seen(page.getByText(/students? billed the new season’s fees, /), 'the billing in the result');

    // The promoted 9-A student's fees in the new season, on their installments screen.
    await page.getByRole('combobox', { name: 'Season' }).click();
    await page.getByRole('option', { name: next.title ?? '' }).click();
    await page.goto(`/student/${promoted?.id}/installments`);
    await seen(page.getByText('Rollover walk tuition', { exact: true }), 'the billed fee in the new season');
    await seen(page.getByTestId('balance-fees').getByText(/41,250\.50/), 'its amount in the new season’s balance');
    await page.goto('/config/rollover');

    // Only the new season got enrolments: a 12-A graduate has none there, and the running season is as it was.
    const enrolled = await api.get<Row[]>(`/api/enrollments.json?season=${next.id}&pagination=false`, next.id);
    assert.ok(enrolled.length >= 29, `promoted and repeating students enrolled in ${next.title}: ${enrolled.length}`);

    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await seen(page.getByText(`The rollover into ${next.title} was undone.`), 'the undo said');
    await eventually(
      () => api.get<Row[]>(`/api/enrollments.json?season=${next.id}&pagination=false`, next.id),
      (rows) => rows.length === 0,
      'the undo to remove the new enrolments',
    );
    const billed = await api.get<Row[]>(`/api/student_fees.json?season=${next.id}&pagination=false`, next.id);
    assert.equal(billed.length, 0, 'the undo removed the billed fees');
    assert.equal((await api.send('DELETE', `/api/student_fees/${feeId}`, undefined, running?.id)).status(), 204);
  },
);

appTest('in Turkish on a 390 px phone the rollover runs with the default outcomes', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const api = await staffApi(page);
  const next = await api.nextSeason();
  await signInByApi(page, 'school@kampus.test');
  await page.evaluate(() => localStorage.setItem('kampus.language', 'tr'));
  await page.goto('/config/rollover');
  await seen(page.getByText('Adım 1 / 5: Sezon'), 'the first step on a phone');
  await choose(page, 'Devredilecek sezon', '2027-2028');
  await page.getByRole('button', { name: 'Önizle', exact: true }).click();
  await seen(page.getByText('Adım 2 / 5: Öğrenciler'), 'the students step');
  await seen(page.getByText('Mezun olur').first(), 'the last grade graduating, in Turkish');
  await page.getByRole('button', { name: 'İleri', exact: true }).click();
  await page.getByRole('button', { name: 'İleri', exact: true }).click();
  await seen(page.getByText('Adım 4 / 5: Onay'), 'the confirmation');
  await page.getByRole('button', { name: 'Devret', exact: true }).click();
  await seen(page.getByText(`Okul ${next.title} sezonuna devredildi.`), 'the result in Turkish');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 390, `the page fits the phone (${width} px wide)`);
});
