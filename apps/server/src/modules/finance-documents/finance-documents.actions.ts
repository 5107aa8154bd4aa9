import type { ActionModule } from '../../core/actions.ts';
import {
  enrollmentAgreementPdf,
  invoicePdf,
  receiptPdf,
  promissoryNoteSeries,
  promissoryNotesPdf,
} from './finance-documents.action.ts';

export const financeDocumentActions: ActionModule = {
  actions: [promissoryNoteSeries, promissoryNotesPdf, invoicePdf, receiptPdf, enrollmentAgreementPdf],
};
