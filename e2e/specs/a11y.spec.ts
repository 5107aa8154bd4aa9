/**
 * axe-core scans of the login page, a list page and a form page: no violation of impact
 * 'serious' or 'critical'. A failure lists every such violation with the nodes it found.
 */
import assert from 'node:assert/strict';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { useApp } from '../support/app.ts';
import { login, loginForm, mainMenu, seen, signInByApi } from '../support/flows.ts';

const { appTest } = useApp(import.meta.url);

const BLOCKING = new Set(['serious', 'critical']);

const scan = async (page: Page, what: string, include?: string) => {
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  const results = await builder.analyze();
  const blocking = results.violations.filter((violation) => BLOCKING.has(violation.impact ?? ''));
  const report = blocking
    .map((violation) =>
      [
        `- [${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})`,
        ...violation.nodes
          .slice(0, 5)
          .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ')}`),
        ...(violation.nodes.length > 5 ? [`    ... and ${violation.nodes.length - 5} more`] : []),
      ].join('\n'),
    )
    .join('\n');
  assert.equal(blocking.length, 0, `serious or critical axe violations on ${what}:\n${report}`);
  assert.ok(results.passes.length > 0, 'axe ran its rules');
};

appTest('the login page has no serious or critical axe violation', async ({ page }) => {
  await page.goto('/login');
  await seen(loginForm(page).submit, 'the login form');
  await scan(page, 'the login page');
});

appTest('a list page (grade levels) has no serious or critical axe violation', async ({ page }) => {
  await signInByApi(page, 'school@kampus.test');
  await page.goto('/config/grade-levels');
  await seen(page.getByRole('gridcell', { name: 'Grade 9', exact: true }), 'the grade levels list');
  await seen(mainMenu(page).getByRole('link', { name: 'Grade levels', exact: true }), 'the side menu');
  await scan(page, 'the grade levels list');
});

appTest('a form page (new grade level) has no serious or critical axe violation', async ({ page }) => {
  await signInByApi(page, 'school@kampus.test');
  await page.goto('/config/grade-levels/new');
  await seen(page.getByRole('form', { name: 'New record' }), 'the new grade level form');
  await seen(page.getByRole('combobox', { name: 'School' }).last(), 'the school field');
  await seen(mainMenu(page).getByRole('link', { name: 'Grade levels', exact: true }), 'the side menu');
  await scan(page, 'the new grade level form');
});

appTest('the success message after signing in has no serious or critical axe violation', async ({ page }) => {
  await login(page, 'school@kampus.test');
  await seen(page.getByText('Login successful!', { exact: true }), 'the "Login successful!" message');
  await scan(page, 'the "Login successful!" message', '.notistack-SnackbarContainer');
});
