import { defineServerModule } from '../../core/server-module.ts';
import {
  enrollmentAgreementPdf,
  invoicePdf,
  receiptPdf,
  promissoryNoteSeries,
  promissoryNotesPdf,
} from './finance-documents.action.ts';
import { deletedPromissoryNotesHooks, promissoryNotesHooks } from './promissory-notes.hooks.ts';
import { invoicesHooks } from './invoices.hooks.ts';

export const financeDocumentsModule = defineServerModule({
  name: 'finance-documents',
  actions: [promissoryNoteSeries, promissoryNotesPdf, invoicePdf, receiptPdf, enrollmentAgreementPdf],
  hooks: [promissoryNotesHooks, deletedPromissoryNotesHooks, invoicesHooks],
});
