/**
 * Public forms (issue 14, item 5): the school administrator finds the demo pre-registration's
 * public link; a visitor in a fresh browser context (no session, as a private window) fills it in
 * with a file; staff see the submission, open it and export it; the link removed, the page says
 * the form is not found (the server answers 404).
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { deflateSync, crc32 } from 'node:zlib';
import { useApp } from '../support/app.ts';
import { login, seen } from '../support/flows.ts';

const { appTest } = useApp(import.meta.url);

/** A real 2x2 PNG (the server checks a file by its bytes). */
const png = (): Buffer => {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(2, 4);
  header[8] = 8;
  header[9] = 2;
  const rows = Buffer.alloc(2 * (1 + 2 * 3), 200);
  rows[0] = 0;
  rows[7] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

appTest(
  'a visitor submits the public form with a file; staff see and export it; a removed link is gone',
  async ({ page, context, baseUrl }) => {
    await login(page, 'school@kampus.test');
    await page.goto('/forms');
    await page.getByRole('button', { name: 'Edit Pre-registration 2027-2028', exact: true }).click();
    await page.waitForURL((url) => /^\/forms\/\d+$/.test(url.pathname));
    await page.getByRole('tab', { name: 'Form settings', exact: true }).click();
    const linkElement = await seen(page.getByTestId('public-link'), 'the public link');
    const link = new URL((await linkElement.getAttribute('href')) ?? '');
    assert.match(link.pathname, /^\/public\/forms\/[A-Za-z0-9_-]{32}$/);

    // A private window: a context of its own, no session, a phone's screen.
    const browser = context.browser();
    assert.ok(browser, 'the browser of the context');
    const visitorContext = await browser.newContext({
      baseURL: baseUrl,
      viewport: { width: 390, height: 844 },
      locale: 'en-US',
    });
    const visitor = await visitorContext.newPage();
    try {
      await visitor.goto(link.pathname);
      await seen(visitor.getByRole('heading', { name: 'Pre-registration 2027-2028' }), 'the public form');
      await seen(visitor.getByText('Applications so far: 3'), 'the application count');
      // The server checks too, but the page says at once what is missing.
      await visitor.getByRole('button', { name: 'Send', exact: true }).click();
      await seen(visitor.getByText('Please correct the answers marked below.'), 'the missing answers');
      await visitor.getByLabel('Applicant’s first name').fill('Bora');
      await visitor.getByLabel('Applicant’s last name').fill('Ekinci');
      await visitor.getByLabel('Date of birth').fill('2011-06-01');
      await visitor.getByRole('radio', { name: '10', exact: true }).check();
      await visitor.getByLabel('Guardian’s name').fill('Nil Ekinci');
      await visitor.getByLabel('Guardian’s phone').fill('+90 555 000 11 22');
      await visitor.getByRole('checkbox', { name: 'Science', exact: true }).check();
      await visitor
        .getByLabel('Last school report')
        .setInputFiles({ name: 'report.png', mimeType: 'image/png', buffer: png() });
      await visitor.getByRole('checkbox', { name: /I agree to be contacted/ }).check();
      await visitor.getByRole('button', { name: 'Send', exact: true }).click();
      await seen(visitor.getByText('Thank you: your answers were received.'), 'the thanks');

      // Staff: the submission is listed, opens with its file, and is in the export.
      await page.getByRole('tab', { name: 'Form submissions', exact: true }).click();
      const row = page.getByTestId('submission-row').filter({ hasText: 'Bora' });
      await seen(row, 'the new submission');
      await row.getByRole('button', { name: 'Open', exact: true }).click();
      const dialog = page.getByRole('dialog');
      await seen(dialog.getByRole('button', { name: 'report.png', exact: true }), 'the submitted file');
      await dialog.getByRole('button', { name: 'Close', exact: true }).click();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export CSV', exact: true }).click(),
      ]);
      const csv = await readFile((await download.path()) ?? '', 'utf8');
      // A leading + would be a formula in a spreadsheet: the export writes it with an apostrophe.
      assert.match(csv, /Bora,Ekinci,2011-06-01,10,Nil Ekinci,'\+90 555 000 11 22,,Science,,report\.png,1/);

      // The link removed: the page is gone at once.
      await page.getByRole('tab', { name: 'Form settings', exact: true }).click();
      await page.getByRole('button', { name: 'Remove the link', exact: true }).click();
      await seen(page.getByText('This form has no public link.'), 'no link any more');
      const answer = await visitor.request.get(`/en/public-forms/${link.pathname.split('/').pop() ?? ''}`);
      assert.equal(answer.status(), 404);
      await visitor.goto(link.pathname);
      await seen(visitor.getByRole('heading', { name: 'Form not found' }), 'the not-found page');
    } finally {
      await visitorContext.close();
    }
  },
);
