/**
 * A student's profile has more tabs than a screen is wide (issue 36): the active one is scrolled
 * into view, whichever tab the profile opens at, on a desktop and on a 390 px phone, left to right
 * and right to left, for the parent and for the student themselves. What is measured is where
 * the selected tab lies against the visible part of its scrolling row.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { useApp } from '../support/app.ts';
import { DEMO_PASSWORD, eventually, seen, settled, signInByApi } from '../support/flows.ts';

const { appTest } = useApp(import.meta.url);

const ROW_NAME = { en: 'Student sections', ar: 'أقسام الطالب' } as const;

/** The first student the caller may read (a parent's child, a student themselves). */
const ownStudent = async (page: Page, email: string): Promise<number> => {
  const login = await page.request.post('/en/login', { data: { email, pwd: DEMO_PASSWORD } });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const list = await page.request.get('/api/students?pageSize=1', {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  const [first] = (await list.json()) as { id: number }[];
  assert.ok(first, `${email} reads a student`);
  return first.id;
};

/** Where the selected tab lies against the visible part of its row (pixels hidden, each side). */
const hiddenPart = (page: Page, row: string) =>
  page
    .getByRole('tablist', { name: row })
    .locator('[role="tab"][aria-selected="true"]')
    .evaluate((tab) => {
      const scroller = tab.closest('.MuiTabs-scroller') ?? tab.parentElement;
      const shown = (scroller as Element).getBoundingClientRect();
      const box = tab.getBoundingClientRect();
      return {
        name: tab.textContent ?? '',
        before: Math.max(0, Math.round(shown.left - box.left)),
        after: Math.max(0, Math.round(box.right - shown.right)),
        scrolls: (scroller as Element).scrollWidth > (scroller as Element).clientWidth + 1,
      };
    });

const cases = [
  { email: 'parent@kampus.test', language: 'ar', width: 390 },
  { email: 'parent@kampus.test', language: 'ar', width: 1280 },
  { email: 'student@kampus.test', language: 'en', width: 390 },
  { email: 'parent@kampus.test', language: 'en', width: 1280 },
] as const;

for (const { email, language, width } of cases) {
  appTest(`${email} in ${language} at ${width} px: the active profile tab is in view`, async ({ page }) => {
    const id = await ownStudent(page, email);
    await signInByApi(page, email);
    await page.evaluate((code) => localStorage.setItem('kampus.language', code), language);
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/student/${id}`);
    const row = page.getByRole('tablist', { name: ROW_NAME[language] });
    await seen(row.getByRole('tab'), 'the profile tabs');
    // The row is drawn again once the profile's data is in (a busy machine once read it empty
    // between the two): read its tabs until they are all there.
    const hrefs = await eventually(
      () => row.getByRole('tab').evaluateAll((tabs) => tabs.map((tab) => tab.getAttribute('href') ?? '')),
      (list) => list.length > 6,
      'many profile tabs',
    );
    // Opened at its last tab, then at one in the middle: each time the chosen tab is in view.
    for (const href of [hrefs.at(-1) ?? '', hrefs[Math.floor(hrefs.length / 2)] ?? '']) {
      await page.goto(href);
      await seen(row.locator(`[role="tab"][aria-selected="true"][href="${href}"]`), `the tab of ${href} selected`);
      await settled(page, href);
      // The row may still be settling its width (fonts, labels): wait for it, not for ever.
      const where = await eventually(
        () => hiddenPart(page, ROW_NAME[language]),
        // A pixel is rounding: right to left, a row scrolled to its end can stop at a fraction.
        (now) => now.before <= 1 && now.after <= 1,
        `the tab of ${href} in view`,
      ).catch((error: unknown) => {
        throw new assert.AssertionError({ message: `${String(error)} (${href}, ${email}, ${language}, ${width} px)` });
      });
      assert.ok(where.name !== '', 'a tab is selected');
    }
  });
}
