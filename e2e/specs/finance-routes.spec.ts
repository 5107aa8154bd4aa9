/**
 * Every finance route of the specs' route tables (issue 13, item 10) opens a working screen for
 * the school's staff, and refuses parents and teachers where the records are staff's: the
 * discounts with their criteria sub-routes, scholarship definitions, fee settings, companies,
 * lawyers, invoice definitions, receipts, payment reports, deleted promissory notes, school bus
 * fees, and a student's finance tabs. Families read their own child's receipts and reports and
 * the bus fee list (their declared reads), and change nothing there.
 *
 * Each route is a full page load, so CI opens a seeded sample of them (support/sample.ts: a new one
 * each day, the seed in the test's diagnostics); KAMPUS_E2E_SWEEP=full, or a run outside CI, opens all.
 */
import assert from 'node:assert/strict';
import type { APIRequestContext, Page } from 'playwright-core';
import { useApp } from '../support/app.ts';
import { DEMO_PASSWORD, notSeen, seen, settled, signInByApi, visitInApp } from '../support/flows.ts';
import { sweep, sweepNote } from '../support/sample.ts';

const { appTest } = useApp(import.meta.url);

type Json = Record<string, unknown> & { id: number };
type Screen = 'list' | 'form' | 'page';

const staffApi = async (request: APIRequestContext) => {
  const response = await request.post('/en/login', { data: { email: 'school@kampus.test', pwd: DEMO_PASSWORD } });
  assert.equal(response.status(), 200, 'POST /en/login');
  const { accessToken } = (await response.json()) as { accessToken: string };
  const headers = { authorization: `Bearer ${accessToken}` };
  return {
    first: async (resource: string): Promise<Json> => {
      const answer = await request.get(`/api/${resource}.json?order[id]=asc`, { headers });
      assert.equal(answer.status(), 200, `GET /api/${resource}.json`);
      const [row] = (await answer.json()) as Json[];
      assert.ok(row, `the demo has ${resource}`);
      return row;
    },
    create: async (resource: string, data: Record<string, unknown>): Promise<number> => {
      const answer = await request.post(`/api/${resource}`, { headers, data });
      assert.ok(answer.status() < 300, `POST /api/${resource}: ${answer.status()} ${await answer.text()}`);
      return ((await answer.json()) as Json).id;
    },
  };
};

const FORBIDDEN = 'You do not have access to this.';
const NOT_FOUND = 'The record was not found.';
const main = (page: Page) => page.locator('main');

/** The route opens its screen: a title, its list or form, and no refusal, error or "not found". */
const opens = async (page: Page, path: string, screen: Screen, how: 'load' | 'link' = 'link'): Promise<void> => {
  // The first route loads the app; the rest open as a link inside it would (no page load).
  if (how === 'load') {
    await page.goto(path);
    await seen(main(page).getByRole('heading', { level: 1 }), `the title of ${path}`);
    await settled(page, path);
  } else {
    await visitInApp(page, path);
  }
  if (screen === 'list') await seen(main(page).getByRole('grid'), `the list of ${path}`);
  if (screen === 'form') await seen(main(page).locator('form'), `the form of ${path}`);
  for (const refusal of [FORBIDDEN, 'An error occurred!', NOT_FOUND, 'Page not found']) {
    assert.equal(await main(page).getByText(refusal).count(), 0, `"${refusal}" on ${path}`);
  }
};

/**
 * The route refuses the user: the refusal (a record beyond reach reads as not found, so its
 * existence does not leak), and nothing listed or to fill in.
 */
const refuses = async (page: Page, path: string): Promise<void> => {
  await page.goto(path);
  const refusal = /^\d+$/.test(path.split('/').pop() ?? '') || path.endsWith('/edit') ? NOT_FOUND : FORBIDDEN;
  await seen(main(page).getByText(refusal), `the refusal on ${path}`);
  await notSeen(main(page).getByRole('grid'), `a list on ${path}`);
  await notSeen(main(page).locator('form'), `a form on ${path}`);
};

/** The routes, with the demo records their `{id}` and `{subid}` name. */
const financeRoutes = async (request: APIRequestContext) => {
  const api = await staffApi(request);
  const discount = (await api.first('discounts')).id;
  const criteria = await api.create('discount_criteria', {
    criteriaName: 'Siblings',
    criteriaPercentage: 20,
    discountId: discount,
  });
  const scholarship = (await api.first('scholarship_definitions')).id;
  const company = (await api.first('companies')).id;
  const lawyer = (await api.first('lawyers')).id;
  const invoiceDefinition = (await api.first('invoice_definitions')).id;
  const busFee = (await api.first('school_bus_fees')).id;
  // The demo student with promissory notes and an invoice: every finance tab has rows.
  const profile = `/student/${String((await api.first('promissory_notes')).studentId)
    .split('/')
    .pop()}`;
  const staffOnly: [string, Screen][] = [
    ['/discounts', 'list'],
    ['/discounts/new', 'form'],
    [`/discounts/${discount}`, 'form'],
    [`/discounts/${discount}/edit`, 'form'],
    ['/discounts/criteria', 'list'],
    ['/discounts/criteria/new', 'form'],
    [`/discounts/criteria/${criteria}`, 'form'],
    [`/discounts/criteria/${criteria}/edit`, 'form'],
    ['/scholarship/definitions', 'list'],
    ['/scholarship/definitions/new', 'form'],
    [`/scholarship/definitions/${scholarship}`, 'form'],
    [`/scholarship/definitions/${scholarship}/edit`, 'form'],
    ['/courses/fee-setting', 'list'],
    ['/companies', 'list'],
    ['/companies/new', 'form'],
    [`/companies/${company}`, 'form'],
    [`/companies/${company}/edit`, 'form'],
    ['/lawyers', 'list'],
    ['/lawyers/new', 'form'],
    [`/lawyers/${lawyer}`, 'form'],
    [`/lawyers/${lawyer}/edit`, 'form'],
    ['/invoice-definitions', 'list'],
    [`/invoice-definitions/${invoiceDefinition}`, 'form'],
    ['/promissory-notes/deleted', 'list'],
    ['/school-bus-fees/new', 'form'],
  ];
  const familyReads: [string, Screen][] = [
    ['/receipts', 'list'],
    ['/payment-reports', 'list'],
    ['/school-bus-fees', 'list'],
    [`/school-bus-fees/${busFee}`, 'form'],
  ];
  return { staffOnly, familyReads, profile };
};

appTest(
  'the school admin opens every finance route of the route tables',
  async ({ page, t }) => {
    const { staffOnly, familyReads, profile } = await financeRoutes(page.request);
    await signInByApi(page, 'school@kampus.test');
    await opens(page, '/finance', 'page', 'load');
    await opens(page, '/finance/dashboard', 'page');
    const routes = sweep([...staffOnly, ...familyReads], 10, 1);
    t.diagnostic(sweepNote('finance routes', routes.length, staffOnly.length + familyReads.length));
    for (const [path, screen] of routes) await opens(page, path, screen);
    // A student's finance tabs.
    const tabs = ['installments', 'discounts', 'scholarship', 'payment', 'promissory-notes', 'invoices'];
    for (const tab of sweep(tabs, 3, 2)) {
      await opens(page, `${profile}/${tab}`, 'list');
      assert.equal(
        await page.getByRole('navigation', { name: 'Breadcrumb' }).count(),
        1,
        `one breadcrumb trail on ${tab}`,
      );
    }
  },
  { timeoutMs: 300_000 },
);

for (const email of ['parent@kampus.test', 'teacher@kampus.test']) {
  appTest(
    `${email.split('@')[0]} is refused the staff's finance screens and changes nothing on the rest`,
    async ({ page, t }) => {
      const { staffOnly, familyReads } = await financeRoutes(page.request);
      await signInByApi(page, email);
      const refused = sweep(staffOnly, 8, email.length);
      t.diagnostic(sweepNote('refused routes', refused.length, staffOnly.length));
      for (const [path] of refused) await refuses(page, path);
      for (const [path] of familyReads) {
        await page.goto(path);
        await settled(page, path);
        await notSeen(main(page).getByRole('link', { name: 'New', exact: true }), `New on ${path}`);
        await notSeen(main(page).getByRole('button', { name: /^(Edit|Delete)/ }), `a change on ${path}`);
        await notSeen(main(page).getByRole('button', { name: 'Save', exact: true }), `Save on ${path}`);
      }
      if (email.startsWith('teacher')) {
        // Receipts and payment reports are the staff's and the family's: not a teacher's.
        await refuses(page, '/receipts');
        await refuses(page, '/payment-reports');
      } else {
        // A parent's receipts list holds their own children's receipts only, as the API answers them.
        const asParent = {
          authorization: `Bearer ${String(await page.evaluate(() => localStorage.getItem('kampus.token')))}`,
        };
        const children = (await (await page.request.get('/api/students.json', { headers: asParent })).json()) as Json[];
        const theirs = (await (await page.request.get('/api/receipts.json', { headers: asParent })).json()) as Json[];
        const family = new Set(children.map((child) => child.id));
        assert.deepEqual(
          theirs.filter((receipt) => !family.has(Number(String(receipt.studentId).split('/').pop()))),
          [],
          'the API answers the family’s receipts only',
        );
        await page.goto('/receipts');
        await settled(page, 'the receipts');
        const names = children.map((child) => `${String(child.name)} ${String(child.lastName)}`);
        const cells = main(page).getByRole('grid').locator('[role="gridcell"][data-field="studentId"]');
        const shown = await cells.allTextContents();
        assert.equal(shown.length, theirs.length, 'every receipt of theirs listed');
        assert.deepEqual(
          shown.filter((name) => !names.includes(name.trim())),
          [],
          'only their own children',
        );
      }
    },
    { timeoutMs: 300_000 },
  );
}
