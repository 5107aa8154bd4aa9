/**
 * axe-core scans of the login page, a list page and a form page: no violation of impact
 * 'serious' or 'critical'. A failure lists every such violation with the nodes it found.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import AxeBuilder from '@axe-core/playwright';
import { useApp } from '../support/app.ts';
import { blockingViolations } from '../support/axe.ts';
import { DEMO_PASSWORD, loginForm, mainMenu, seen, signInByApi, submitLogin } from '../support/flows.ts';

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
  // Looked for as soon as the form is sent: the message hides itself after a few seconds, and on a
  // loaded machine the side menu that `login` waits for came later than that.
  await submitLogin(page, 'school@kampus.test', DEMO_PASSWORD);
  // The login form shows the same words in its own alert first; the one scanned is notistack's.
  const snackbars = page.locator('.notistack-SnackbarContainer');
  const message = await seen(
    snackbars.getByText('Login successful!', { exact: true }),
    'the "Login successful!" message',
  );
  // The pointer on it holds it (notistack pauses its time-out on hover): else it could hide between
  // being seen and being scanned, and axe finds no container to scan.
  await message.hover();
  await scan(page, 'the "Login successful!" message', '.notistack-SnackbarContainer');
});

appTest('the account page names its fields with valid autocomplete tokens', async ({ page }) => {
  await signInByApi(page, 'parent@kampus.test');
  await page.goto('/account/profile');
  await seen(page.getByRole('textbox', { name: 'Home address' }), 'the profile form');
  const results = await new AxeBuilder({ page }).withRules(['autocomplete-valid']).analyze();
  assert.deepEqual(
    results.violations.flatMap((violation) => violation.nodes.map((node) => node.html)),
    [],
    'autocomplete-valid',
  );
  assert.equal(
    await page.getByRole('textbox', { name: 'Home address' }).getAttribute('autocomplete'),
    'section-home street-address',
  );
  assert.equal(
    await page.getByRole('textbox', { name: 'Work address' }).getAttribute('autocomplete'),
    'section-work street-address',
  );
});
