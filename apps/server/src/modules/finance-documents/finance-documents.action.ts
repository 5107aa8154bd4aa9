import {
  enrollmentAgreementItems,
  guardians,
  receiptPdfAction,
  receipts,
  studentPayments,
  enrollmentAgreementPdfAction,
  enrollmentAgreements,
  invoicePdfAction,
  invoices,
  promissoryNoteSeriesAction,
  promissoryNotes,
  promissoryNotesPdfAction,
  translate,
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
 * A receipt is one installment's share of a payment (payments.hooks.ts writes one per installment):
 * one line, received from the student's primary guardian (else the first, else the student).
 */
export const receiptPdf = implement(receiptPdfAction, async ({ db, ctx, input, language }) => {
  // Read as `GET /api/receipts/{id}` reads it: a family reaches its own child's receipts only
  // (`ownVia`), not every receipt of its school; beyond reach is 404, like an absent one.
  const receipt = await findOne(db, ctx, receipts, input.params.id);
  const payment = await scoped(db, ctx).of(studentPayments).get(receipt.paymentId);
  const { student, school } = await studentParties(db, ctx, receipt.studentId);
  const family = await scoped(db, ctx)
    .of(guardians)
    .list({ studentId: student.id }, { order: { isPrimary: 'desc', id: 'asc' } });
  const payer = family[0] ? `${family[0].name} ${family[0].lastName}` : `${student.name} ${student.lastName}`;
  const line = translate(language, 'finance_documents.receipt_line', { date: payment.paymentDate });
  const bytes = await renderReceiptPdf(
    {
      number: receipt.receiptNumber ?? receipt.id,
      date: receipt.receiptDate,
      school,
      student: { name: `${student.name} ${student.lastName}`, studentNumber: student.studentNumber },
      payer,
      lines: [{ description: payment.description?.trim() || line, amount: receipt.receiptAmount }],
      total: receipt.receiptAmount,
      currency: school.currency,
    },
    language,
  );
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
