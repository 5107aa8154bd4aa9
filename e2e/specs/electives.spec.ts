/**
 * Course requests and electives (issue 32, part 6; docs/timetable.md) as their people do it.
 * The parent, on a 390 px phone, ranks Deniz's three electives in each of the demo's two blocks
 * (the demo had her Robotics first, Drama second) and saves them; the school, on a desktop,
 * places the students and reads the result per elective; the parent, in Turkish, sees Deniz
 * placed in each block, with no id and no staff control on the page.
 */
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { useApp } from '../support/app.ts';
import { eventually, seen, settled, signInByApi } from '../support/flows.ts';

const { appTest } = useApp(import.meta.url);

const PARENT = 'parent@kampus.test';
const SCHOOL = 'school@kampus.test';

interface Electives {
  blocks: { block: string; offers: { requestsClose: string }[] }[];
}

/** Today at the demo school (Europe/Istanbul), `YYYY-MM-DD`: what the server counts from. */
const schoolToday = (): string => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());

/** Days from the school's today to a block's close. */
const daysLeft = (block: Electives['blocks'][number] | undefined): number => {
  const close = block?.offers[0]?.requestsClose ?? '';
  return Math.round((Date.parse(`${close}T00:00:00Z`) - Date.parse(`${schoolToday()}T00:00:00Z`)) / 86_400_000);
};

const phone = (page: Page) => page.setViewportSize({ width: 390, height: 844 });

/** Presses a rank on an elective's card: "First choice: Visual Arts". */
const rank = async (block: Locator, name: string) => {
  const button = block.getByRole('button', { name, exact: true });
  await button.click();
  await eventually(
    () => button.getAttribute('aria-pressed'),
    (pressed) => pressed === 'true',
    `"${name}" pressed`,
  );
};

appTest(
  'a parent ranks Deniz’s electives on a phone, the school places the students, Deniz is placed',
  async ({ page }) => {
    await signInByApi(page, PARENT);
    await phone(page);
    const read = page.waitForResponse((response) =>
      /\/api\/students\/\d+\/electives$/.test(new URL(response.url()).pathname),
    );
    await page.goto('/electives');
    const blockA = page.getByRole('region', { name: 'Block A' });
    await seen(blockA, 'block A');
    await seen(
      blockA.getByText('Your choices: 1st Robotics · 2nd Drama · 3rd none yet'),
      'the demo’s choices of Deniz',
    );
    // The demo's block A closes nine days after the day it was seeded; the run may have crossed the
    // school's midnight since (CI's e2e runs for most of an hour), so the days are counted from
    // the window the page read and the school's today, as a parent would count them.
    const left = daysLeft(((await (await read).json()) as Electives).blocks.find((block) => block.block === 'A'));
    assert.ok(left >= 8 && left <= 9, `block A closes in ${left} days`);
    await seen(blockA.getByText(`${left} days left to choose`).first(), 'the days left to choose');
    // Visual Arts first; Robotics gives way and goes third; Drama stays second.
    await rank(blockA, 'First choice: Visual Arts');
    await rank(blockA, 'Third choice: Robotics');
    await seen(blockA.getByText('Your choices: 1st Visual Arts · 2nd Drama · 3rd Robotics'), 'block A ranked');
    const blockB = page.getByRole('region', { name: 'Block B' });
    await rank(blockB, 'First choice: German A1');
    await rank(blockB, 'Second choice: Spanish A1');
    await rank(blockB, 'Third choice: Chess');
    await page.getByRole('button', { name: 'Save choices' }).click();
    await seen(page.getByText('Choices saved.'), 'the choices saved');
    await settled(page, 'the electives page');
    const sideways = await page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth);
    assert.equal(sideways, 0, 'the electives page scrolls sideways at 390 px');
    await page.screenshot({ path: '/tmp/electives-parent-choices.png', fullPage: true });

    // The school places the students, on a desktop.
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInByApi(page, SCHOOL);
    await page.goto('/timetable/electives');
    await seen(page.getByRole('heading', { name: 'Elective placement' }), 'the placement page');
    await seen(page.getByText('No placement has been run this season.'), 'no placement yet');
    await page.getByRole('button', { name: 'Place students', exact: true }).click();
    await seen(
      page.getByRole('status').filter({ hasText: /^Placed: \d+\. Waiting for a place: \d+\.$/ }),
      'the result',
    );
    const rows = page.getByTestId('placement-row');
    await eventually(
      () => rows.allTextContents(),
      (texts) => texts.length === 6,
      'a row per elective',
    );
    // Chess seats two; three students chose nothing else in block B: two placed, one waits. (The
    // elective's name is the row's header; the cells are block, grade, seats, requests, first
    // choices, placed, waitlisted, the link.)
    const chess = rows.filter({ hasText: 'Chess' });
    assert.deepEqual(
      (await chess.getByRole('cell').allTextContents()).slice(2, 7),
      ['2', '7', '4', '2', '1'],
      'Chess: seats, requests, first choices, placed, waitlisted',
    );
    await seen(page.getByText(/^Last placement .* by Selin Okul, lottery seed \d+\.$/), 'the run with its seed');
    await page.getByRole('link', { name: 'Students of Chess' }).click();
    await seen(page.getByRole('heading', { name: 'Chess: students' }), 'the Chess list');
    await seen(page.getByRole('gridcell', { name: 'Waitlisted' }), 'the student waiting for Chess');

    // The parent, in Turkish on the phone: Deniz has a place in each block.
    await phone(page);
    await signInByApi(page, PARENT, 'tr');
    await page.goto('/electives');
    for (const block of ['A bloğu', 'B bloğu']) {
      const region = page.getByRole('region', { name: block });
      await seen(
        region.getByTestId('elective-status').filter({ hasText: /dersine yerleşti/ }),
        `Deniz placed in ${block}`,
      );
      await seen(region.getByRole('button', { name: /dersinden çekil$/ }), `the way to withdraw in ${block}`);
    }
    await settled(page, 'the electives page in Turkish');
    const text = (await page.locator('main').textContent()) ?? '';
    assert.ok(!/\/api\/|#\d/.test(text), 'no id on the family page');
    assert.equal(await page.getByRole('button', { name: /yerleştir/i }).count(), 0, 'no staff control for the family');
    await page.screenshot({ path: '/tmp/electives-parent-placed-tr.png', fullPage: true });
  },
);
