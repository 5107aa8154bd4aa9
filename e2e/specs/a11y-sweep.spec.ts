/**
 * axe-core over every side-menu route of every demo audience, in English and Arabic (right to
 * left): no violation of impact 'serious' or 'critical' anywhere.
 *
 * The full sweep (about 200 page states) takes long on a small machine, so by default each
 * audience and language scans its home page and a seeded sample of its menu routes; the seed is
 * printed, and KAMPUS_A11Y_SEED replays it. KAMPUS_A11Y_SWEEP=full scans every route
 * (e2e/README.md).
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { useApp } from '../support/app.ts';
import { blockingViolations } from '../support/axe.ts';
import { expandMenuGroup, mainMenu, seen, signInByApi, visitInApp } from '../support/flows.ts';
import { FULL_SWEEP, sample } from '../support/sample.ts';

const { appTest } = useApp(import.meta.url);

const FULL = process.env.KAMPUS_A11Y_SWEEP === 'full';
/** Routes per audience and language in the sampled sweep (besides the home page). */
const SAMPLE = Number(process.env.KAMPUS_A11Y_SAMPLE ?? 1);
/** The full sweep scans one audience's 50 routes in one test: allow it 2 s to 30 s a route. */
const TIMEOUT_MS = FULL ? 30 * 60_000 : 5 * 60_000;
/**
 * A new sample every day unless a seed is given: this sweep's own, else the run's
 * (`KAMPUS_E2E_SEED`, which CI fixes, so CI scans the same routes every day as its other sweeps do).
 */
const SEED = Number(process.env.KAMPUS_A11Y_SEED ?? process.env.KAMPUS_E2E_SEED ?? Math.floor(Date.now() / 86_400_000));

const ALL_AUDIENCES = ['admin', 'school', 'teacher', 'parent', 'student'] as const;
/** KAMPUS_A11Y_AUDIENCES=parent,student scans only those. */
const AUDIENCES = ALL_AUDIENCES.filter((name) =>
  (process.env.KAMPUS_A11Y_AUDIENCES ?? ALL_AUDIENCES.join(',')).split(',').includes(name),
);
/** One route may not hold up the sweep: after this long it counts as a failure. */
const ROUTE_TIMEOUT_MS = 90_000;
/** Colour contrast differs per theme: each audience and language is scanned in one of them, in turn. */
const THEMES = ['light', 'dark', 'nature'] as const;
const FORCED_THEME = THEMES.find((name) => name === process.env.KAMPUS_A11Y_THEME);
const LANGUAGES = [
  { code: 'en', menu: 'Main menu' },
  { code: 'ar', menu: 'القائمة الرئيسية' },
] as const;

/** Opens every group of the side menu and answers the paths its links lead to. */
const menuPaths = async (page: Page, menuName: string): Promise<string[]> => {
  const menu = mainMenu(page, menuName);
  await seen(menu.getByRole('link').or(menu.getByRole('button')), 'the side menu');
  for (let round = 0; round < 5; round += 1) {
    const closed = menu.locator('[aria-expanded="false"]');
    const count = await closed.count();
    if (count === 0) break;
    for (let index = count - 1; index >= 0; index -= 1) {
      const name = (await closed.nth(index).textContent())?.trim() ?? '';
      if (name) await expandMenuGroup(menu, name).catch(() => undefined);
    }
  }
  const hrefs = await menu
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
  return [...new Set(hrefs)].filter((path) => path !== '/account/home');
};

const withTimeout = <T>(work: Promise<T>, ms: number, what: string): Promise<T> => {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took more than ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
};

/**
 * Both languages for every audience, in a full sweep or outside CI; in CI's sample each audience in
 * one of them, by the seed (English and Arabic in turn over the audiences): five tests, not ten.
 */
const languagesOf = (audienceIndex: number) =>
  FULL || FULL_SWEEP
    ? [...LANGUAGES.entries()]
    : [...LANGUAGES.entries()].filter(([index]) => index === (SEED + audienceIndex) % LANGUAGES.length);

for (const audience of AUDIENCES) {
  const audienceIndex = ALL_AUDIENCES.indexOf(audience);
  for (const [languageIndex, language] of languagesOf(audienceIndex)) {
    const theme = FORCED_THEME ?? THEMES[(SEED + audienceIndex * LANGUAGES.length + languageIndex) % THEMES.length];
    appTest(
      `every menu route of ${audience}@ in ${language.code} (${theme ?? 'light'} theme): no serious or critical axe violation`,
      async ({ page, t }) => {
        await signInByApi(page, `${audience}@kampus.test`);
        await page.evaluate(
          ([code, name]) => {
            localStorage.setItem('kampus.language', code);
            localStorage.setItem('kampus.settings', JSON.stringify({ theme: name }));
          },
          [language.code, theme ?? 'light'] as const,
        );
        await page.goto('/account/home');
        const paths = await menuPaths(page, language.menu);
        const chosen = FULL ? paths : sample(paths, SAMPLE, SEED + audience.length * 31 + language.code.length);
        t.diagnostic(
          `${audience} ${language.code} ${theme ?? 'light'}: ${FULL ? 'all' : `seed ${SEED}:`} ${chosen.length} of ${paths.length} routes`,
        );
        const failures: string[] = [];
        for (const path of ['/account/home', ...chosen]) {
          try {
            const findings = await withTimeout(
              visitInApp(page, path).then(() => blockingViolations(page)),
              ROUTE_TIMEOUT_MS,
              path,
            );
            assert.ok(findings.ran, `axe ran its rules on ${path}`);
            if (findings.count > 0) failures.push(`${path}:\n${findings.report}`);
            if (process.env.KAMPUS_A11Y_VERBOSE)
              console.log(`# ${audience} ${language.code} ${path}: ${findings.count}`);
          } catch (error) {
            failures.push(`${path}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
          }
        }
        assert.equal(
          failures.length,
          0,
          `${audience}@ in ${language.code}: serious or critical axe violations:\n${failures.join('\n')}`,
        );
      },
      { timeoutMs: TIMEOUT_MS },
    );
  }
}
