/**
 * axe-core scans of the login page, a list page and a form page: no violation of impact
 * 'serious' or 'critical'. A failure lists every such violation with the nodes it found.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { useApp } from '../support/app.ts';
import { blockingViolations } from '../support/axe.ts';
import { login, loginForm, mainMenu, seen, signInByApi } from '../support/flows.ts';

const { appTest } = useApp(import.meta.url);

const scan = async (page: Page, what: string, include?: string) => {
  const findings = await blockingViolations(page, include);
  assert.equal(findings.count, 0, `serious or critical axe violations on ${what}:\n${findings.report}`);
  assert.ok(findings.ran, 'axe ran its rules');
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
