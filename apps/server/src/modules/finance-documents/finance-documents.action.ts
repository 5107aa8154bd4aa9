import {
  enrollmentAgreementItems,
  receiptPdfAction,
  receipts,
  enrollmentAgreementPdfAction,
  enrollmentAgreements,
  invoicePdfAction,
  invoices,
  promissoryNoteSeriesAction,
  promissoryNotes,
  promissoryNotesPdfAction,
} from '@kampus/contract';
import { answer, implement } from '../../core/actions.ts';
import { findOne } from '../../core/operations.ts';
import { scoped } from '../../core/repository.ts';
import { serialize } from '../../core/serialize.ts';
import { schoolClock } from '../school-life/school-clock.ts';
import { agreementData } from './agreement-data.operation.ts';
import { renderAgreementPdf } from './agreement-pdf.ts';
import { schoolHeader, studentHeader, studentParties } from './document-parties.operation.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { receiptInput } from './receipt-data.operation.ts';
import { renderReceiptPdf } from './receipt-pdf.ts';
import { createPromissorySeries } from './promissory-series.operation.ts';
import { renderPromissoryNotesPdf } from './promissory-notes-pdf.ts';

const pdf = (bytes: Buffer, name: string) =>
  answer(200, bytes, {
    'content-type': 'application/pdf',
    'content-disposition': `attachment; filename="${name}"`,
    'cache-control': 'no-store',
  });

export const promissoryNoteSeries = implement(promissoryNoteSeriesAction, async ({ db, ctx, input }) => {
  const rows = await createPromissorySeries(db, ctx, input.body);
  return answer(201, { items: rows.map((row) => serialize(promissoryNotes, row)) });
});

export const promissoryNotesPdf = implement(promissoryNotesPdfAction, async ({ db, ctx, input, language }) => {
  const { student, school } = await studentParties(db, ctx, input.params.id);
  const notes = await scoped(db, ctx)
    .of(promissoryNotes)
    .list({ studentId: student.id }, { order: { promissoryDate: 'asc', promissoryNo: 'asc' } });
  const today = (await schoolClock(db, student.school)).date;
  const bytes = await renderPromissoryNotesPdf(
    { school, student: studentHeader(student), notes, issuedOn: `${school.title}, ${today}` },
    language,
  );
  return pdf(bytes, `promissory-notes-${student.id}.pdf`);
});

export const invoicePdf = implement(invoicePdfAction, async ({ db, ctx, input, language }) => {
  const invoice = await findOne(db, ctx, invoices, input.params.id);
  const { student } = await studentParties(db, ctx, invoice.studentId);
  const bytes = await renderInvoicePdf(
    { school: await schoolHeader(db, invoice.schoolId), student: studentHeader(student), invoice },
    language,
  );
  return pdf(bytes, `invoice-${invoice.invoiceSerial}${invoice.invoiceNumber ?? ''}.pdf`);
});

/**
 * A receipt is one payment's slip (issue 27): its installments as lines, method, bank account,
 * what is left to pay and the school's legal details (`receipt-data.operation.ts`).
 */
export const receiptPdf = implement(receiptPdfAction, async ({ db, ctx, input, language }) => {
  // Read as `GET /api/receipts/{id}` reads it: a family reaches its own child's receipts only
  // (`ownVia`), not every receipt of its school; beyond reach is 404, like an absent one.
  const receipt = await findOne(db, ctx, receipts, input.params.id);
  const bytes = await renderReceiptPdf(await receiptInput(db, ctx, receipt, language), language);
  return pdf(bytes, `receipt-${receipt.receiptNumber ?? receipt.id}.pdf`);
});

export const enrollmentAgreementPdf = implement(enrollmentAgreementPdfAction, async ({ db, ctx, input, language }) => {
  const agreement = await scoped(db, ctx).of(enrollmentAgreements).get(input.params.id);
  const data = await agreementData(db, ctx, input.query.studentId);
  const items = await scoped(db, ctx)
    .of(enrollmentAgreementItems)
    .list({ enrollmentAgreementsId: agreement.id }, { order: { itemNo: 'asc' } });
  const today = (await schoolClock(db, agreement.school)).date;
  const bytes = await renderAgreementPdf(
    {
      title: agreement.title,
      items: items.map((item) => ({
        itemNo: item.itemNo,
        itemText: item.itemText,
        additionalInfo: item.additionalInfo,
      })),
      data,
      issuedOn: today,
    },
    language,
  );
  return pdf(bytes, `agreement-${agreement.id}-${input.query.studentId}.pdf`);
});
