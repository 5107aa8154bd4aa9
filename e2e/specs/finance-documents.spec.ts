/**
 * The printed finance documents (issue 13, item 8) as a school admin gets them in the browser:
 * a receipt, a student's promissory notes, an invoice and the enrolment agreement filled for a
 * student. Each PDF the page receives is read back (its text, in the reader's language, with the
 * amount in words) and its first page drawn to docs/screenshots/finance/ to look at the layout.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import type { APIRequestContext } from 'playwright-core';
import { useApp } from '../support/app.ts';
import { DEMO_PASSWORD, seen, settled, signInByApi } from '../support/flows.ts';
import { downloadedPdf, pdfPages, renderPdfPage } from '../support/pdf.ts';
import { ROOT } from '../support/server.ts';

const { appTest } = useApp(import.meta.url);

const SHOTS = join(ROOT, 'docs', 'screenshots', 'finance');

type Json = Record<string, unknown> & { id: number };

/** The school admin's reads through the API, to find the demo's documents as the screens list them. */
const staffApi = async (request: APIRequestContext) => {
  const response = await request.post('/en/login', { data: { email: 'school@kampus.test', pwd: DEMO_PASSWORD } });
  assert.equal(response.status(), 200, 'POST /en/login');
  const { accessToken } = (await response.json()) as { accessToken: string };
  return async <T = Json[]>(path: string): Promise<T> => {
    const answer = await request.get(path, { headers: { authorization: `Bearer ${accessToken}` } });
    assert.equal(answer.status(), 200, `GET ${path}`);
    return (await answer.json()) as T;
  };
};

/** A reference as the API writes it (an id or an IRI) as its id. */
const idOf = (value: unknown): number => Number(String(value).split('/').pop());

/** Draws the first page into the docs' screenshots and checks a page was drawn, not an empty file. */
const drawn = async (bytes: Buffer, name: string): Promise<void> => {
  const size = await renderPdfPage(bytes, join(SHOTS, `${name}.png`));
  assert.ok(size > 20_000, `${name}.png has ${size} bytes: a page with text on it`);
};

appTest('a receipt prints with its bare number, the payer and the total in English words', async ({ page }) => {
  const api = await staffApi(page.request);
  const receipts = await api('/api/receipts.json?pagination=false&order[receiptNumber]=asc');
  const receipt = receipts.find((row) => Number(row.receiptAmount) > 0);
  assert.ok(receipt, 'the demo has a receipt');
  const number = String(receipt.receiptNumber);
  await signInByApi(page, 'school@kampus.test');
  await page.goto(`/student/${idOf(receipt.studentId)}/payment`);
  const grid = page.getByRole('grid', { name: 'Receipts' });
  await seen(grid, 'the receipts of the student');
  await settled(page, 'the payment tab');
  // The number reads as an identifier in the list too: no thousands separator.
  const row = grid.getByRole('row').filter({ has: page.getByRole('gridcell', { name: number, exact: true }) });
  await seen(row, `receipt ${number} in the list, without a separator`);
  const bytes = await downloadedPdf(page, new RegExp(`^receipt-${number}\\.pdf$`), () =>
    row.getByRole('button', { name: 'Print' }).click(),
  );
  const [text = '', ...more] = await pdfPages(bytes);
  assert.equal(more.length, 0, 'one page');
  assert.ok(text?.includes('Receipt'), text);
  assert.ok(text.includes(`Receipt number ${number}`), `the bare number ${number}: ${text}`);
  assert.match(text, /Received from \S+/);
  assert.match(text, /The sum of [a-z -]+ Turkish lira/, 'the total in English words');
  await drawn(bytes, 'receipt');
});

appTest("a student's promissory notes print one page each, and the invoice with its company", async ({ page }) => {
  const api = await staffApi(page.request);
  const notes = await api('/api/promissory_notes.json?pagination=false&order[promissoryNo]=asc');
  const first = notes[0];
  assert.ok(first, 'the demo has promissory notes');
  const studentId = idOf(first.studentId);
  const own = notes.filter((note) => idOf(note.studentId) === studentId);
  const invoices = await api(`/api/invoices.json?studentId=${studentId}`);
  const invoice = invoices[0];
  assert.ok(invoice, 'the demo invoices the same student');
  await signInByApi(page, 'school@kampus.test');

  await page.goto(`/student/${studentId}/promissory-notes`);
  await settled(page, 'the notes tab');
  const notesPdf = await downloadedPdf(page, /^promissory-notes-\d+\.pdf$/, () =>
    page.getByRole('button', { name: 'Print notes' }).click(),
  );
  const pages = await pdfPages(notesPdf);
  assert.equal(pages.length, own.length, 'a page per note');
  for (const [index, text] of pages.entries()) {
    assert.ok(text.includes('Promissory note'), text);
    assert.ok(text.includes(`Note ${index + 1} of ${own.length}`), text);
    assert.match(text, /The sum of [a-z -]+ Turkish lira/, 'the amount in English words');
    assert.ok(!/\{\{|undefined|NaN/.test(text), `no unfilled placeholder: ${text}`);
  }
  await drawn(notesPdf, 'promissory-notes');

  await page.goto(`/student/${studentId}/invoices`);
  await settled(page, 'the invoices tab');
  const invoicePdf = await downloadedPdf(page, /^invoice-\w+\d+\.pdf$/, () =>
    page.getByRole('button', { name: 'Print invoice' }).first().click(),
  );
  const [invoiceText = '', ...morePages] = await pdfPages(invoicePdf);
  assert.equal(morePages.length, 0, 'one page');
  assert.ok(invoiceText?.includes('Invoice'), invoiceText);
  assert.ok(invoiceText.includes(String(invoice.invoiceSerial)), `the serial: ${invoiceText}`);
  assert.ok(invoiceText.includes(String(invoice.invoiceTitle)), `billed to the company: ${invoiceText}`);
  assert.ok(invoiceText.includes('Tax office'), invoiceText);
  await drawn(invoicePdf, 'invoice');
});

appTest('the enrolment agreement prints its items filled with the student’s data', async ({ page }) => {
  const api = await staffApi(page.request);
  const [agreement] = await api('/api/enrollment_agreements.json?isActive=1');
  assert.ok(agreement, 'the demo has an active agreement');
  const items = await api(`/api/enrollment_agreement_items.json?enrollmentAgreementsId=${agreement.id}`);
  // A student with fees, so the agreement's fee block is filled from the finance tables.
  const [fee] = await api('/api/student_fees.json?pagination=false');
  const studentId = idOf(fee?.studentId);
  const student = await api<Json>(`/api/students/${studentId}`);
  await signInByApi(page, 'school@kampus.test');
  await page.goto(`/student/${studentId}/invoices`);
  await settled(page, 'the invoices tab');
  const bytes = await downloadedPdf(page, /^agreement-\d+-\d+\.pdf$/, () =>
    page.getByRole('button', { name: `Print agreement: ${String(agreement.title)}` }).click(),
  );
  const text = (await pdfPages(bytes)).join(' ');
  assert.ok(text.includes('Enrolment agreement'), text);
  assert.ok(text.includes(String(agreement.title)), text);
  assert.ok(text.includes(`${String(student.name)} ${String(student.lastName)}`), `the student named: ${text}`);
  assert.ok(items.length > 0, 'the agreement has items');
  // Markdown marks are rendered, not printed; placeholders are filled.
  assert.ok(!/\*\*|\{\{/.test(text), `no raw markdown or placeholder: ${text}`);
  assert.ok(text.includes('Fees'), 'the fee block of its feeInfo item');
  assert.ok(text.includes(String(fee?.feeName)), `the student's fee listed: ${text}`);
  assert.ok(!text.includes('None recorded'), `every block filled: ${text}`);
  await drawn(bytes, 'agreement');
});
