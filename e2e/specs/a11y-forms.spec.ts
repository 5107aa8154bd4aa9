/**
 * axe-core over the first record's form of ten lists, as the school admin, in English and Arabic
 * (right to left): no violation of impact 'serious' or 'critical'. The menu sweep
 * (`a11y-sweep.spec.ts`) scans the lists; this scans what a row opens. In CI a seeded sample of the
 * twenty page states (`e2e/support/sample.ts`); `KAMPUS_E2E_SWEEP=full` scans all of them.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { useApp } from '../support/app.ts';
import { blockingViolations } from '../support/axe.ts';
import { seen, settled, signInByApi } from '../support/flows.ts';
import { sweep, sweepNote } from '../support/sample.ts';

const { appTest } = useApp(import.meta.url);

/** A list's address and the resource it lists, whose first record's form is opened. */
const LISTS = [
  { path: '/student', resource: 'students' },
  { path: '/guardians', resource: 'guardians' },
  { path: '/config/grade-levels', resource: 'grade_levels' },
  { path: '/classes', resource: 'classes' },
  { path: '/exam', resource: 'exams' },
  { path: '/homework', resource: 'homeworks' },
  { path: '/lawyers', resource: 'lawyers' },
  { path: '/companies', resource: 'companies' },
  { path: '/bank/accounts', resource: 'bank_accounts' },
  { path: '/users', resource: 'users' },
] as const;

const STATES = (['en', 'ar'] as const).flatMap((language) => LISTS.map((list) => ({ ...list, language })));

/** The id of the first record the signed-in person lists, asked the way the screens ask. */
const firstId = (page: Page, resource: string): Promise<number | undefined> =>
  page.evaluate(async (name) => {
    const answer = await fetch(`/api/${name}.json?itemsPerPage=1&order[id]=asc`, {
      headers: { authorization: `Bearer ${localStorage.getItem('kampus.token') ?? ''}` },
    });
    const rows = (await answer.json()) as { id: number }[];
    return rows[0]?.id;
  }, resource);

appTest(
  'the first record form of ten lists, in English and Arabic: no serious or critical axe violation',
  async ({ page, t }) => {
    const chosen = sweep(STATES, 3, 7);
    t.diagnostic(sweepNote('record forms', chosen.length, STATES.length));
    await signInByApi(page, 'school@kampus.test');
    const failures: string[] = [];
    for (const { path, resource, language } of chosen) {
      await page.evaluate((code) => localStorage.setItem('kampus.language', code), language);
      const id = await firstId(page, resource);
      assert.ok(id !== undefined, `the school lists a record of ${resource}`);
      const address = `${path}/${id}/edit`;
      await page.goto(address);
      await seen(page.locator('#main form'), `the form at ${address}`);
      await settled(page, address);
      const findings = await blockingViolations(page);
      assert.ok(findings.ran, `axe ran its rules on ${address}`);
      if (findings.count > 0) failures.push(`${language} ${address}:\n${findings.report}`);
    }
    assert.equal(failures.length, 0, `serious or critical axe violations:\n${failures.join('\n')}`);
  },
);
