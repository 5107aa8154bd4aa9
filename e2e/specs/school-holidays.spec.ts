/**
 * School holidays (issue 32): staff add a day off in the School holidays screen (a last day before
 * the first is refused on its field, nothing saved), then the Daily cover page says the school is
 * closed that day, the teacher's week on a phone in Turkish names the holiday under its day, and
 * so does the family's week in Arabic. The holiday is removed at the end, so the specs after this
 * one on the same server find the day as the demo has it.
 */
import assert from 'node:assert/strict';
import { useApp } from '../support/app.ts';
import { DEMO_PASSWORD, fillDate, login, openFromMenu, seen, signInByApi } from '../support/flows.ts';

const { appTest } = useApp(import.meta.url);

const DAY = '2027-05-19';
const TITLE = 'Youth and Sports Day';

appTest(
  'staff add a school holiday; the cover page, the teacher’s and the family’s weeks name it',
  async ({ page }) => {
    await login(page, 'school@kampus.test');
    await openFromMenu(page, 'Academic', 'School holidays', '/timetable/holidays');
    await page.getByRole('link', { name: 'New', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/timetable/holidays/new');
    const form = page.getByRole('form', { name: 'New record' });
    await form.getByRole('textbox', { name: 'Title' }).fill(TITLE);
    await fillDate(form, 'First day', DAY);
    await fillDate(form, 'Last day (included)', '2027-05-18');
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await seen(
      form.getByText('The end date cannot be before the start date.', { exact: true }),
      'the refusal of a last day before the first, on its field',
    );
    await fillDate(form, 'Last day (included)', DAY);
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await seen(page.getByText('Saved.', { exact: true }), 'the "Saved." message');

    const signedIn = await page.request.post('/en/login', {
      data: { email: 'school@kampus.test', pwd: DEMO_PASSWORD },
    });
    const { accessToken } = (await signedIn.json()) as { accessToken: string };
    const headers = { authorization: `Bearer ${accessToken}` };
    const stored = (await (
      await page.request.get(`/api/school_holidays.json?firstDay=${DAY}&pagination=false`, { headers })
    ).json()) as { id: number; title: string; lastDay: string }[];
    assert.deepEqual(
      stored.map((row) => [row.title, row.lastDay.slice(0, 10)]),
      [[TITLE, DAY]],
      'one holiday stored, refused save wrote nothing',
    );
    try {
      await page.goto(`/timetable/cover?date=${DAY}`);
      await seen(
        page.getByText(`Demo High School is closed for ${TITLE}: its lessons need no cover.`, { exact: true }),
        'the cover page saying the school is closed',
      );

      // The teacher's week on a phone, in Turkish: the day's card names the holiday.
      await page.setViewportSize({ width: 390, height: 844 });
      await signInByApi(page, 'teacher@kampus.test', 'tr');
      await page.goto(`/timetable/mine?date=${DAY}`);
      const teacherDay = page.getByRole('region', { name: /19 Mayıs/ });
      await seen(teacherDay.getByText(`Tatil · ${TITLE}`, { exact: true }), 'the day off in the teacher’s week');

      // The family's week, in Arabic: the same day names it too.
      await signInByApi(page, 'parent@kampus.test', 'ar');
      await page.goto(`/timetable/family?date=${DAY}`);
      await seen(page.getByText(`عطلة · ${TITLE}`, { exact: true }), 'the day off in the family’s week');
    } finally {
      for (const row of stored)
        assert.equal((await page.request.delete(`/api/school_holidays/${row.id}`, { headers })).status(), 204);
    }
  },
);
