import { defineModule } from '../define-module.ts';
import { financeDocumentsInventory } from './finance-documents.inventory.ts';
import {
  enrollmentAgreementPdfAction,
  invoicePdfAction,
  promissoryNoteSeriesAction,
  promissoryNotesPdfAction,
  receiptPdfAction,
} from './finance-documents.actions.ts';
import {
  companies,
  deletedPromissoryNotes,
  invoiceDefinitions,
  invoices,
  lawyers,
  promissoryNotes,
} from './finance-documents.resource.ts';

export * from './finance-documents.resource.ts';

/**
 * Promissory notes (and what is left of deleted ones), the lawyers they are handed to, invoices,
 * their per-school series and the companies invoiced, and the printed documents (notes, invoices,
 * receipts, agreements). A student's notes and invoices are tabs of
 * the student profile (`/student/{id}/promissory-notes`, `/student/{id}/invoices`).
 */
export const financeDocumentsModule = defineModule({
  resources: [lawyers, companies, promissoryNotes, deletedPromissoryNotes, invoiceDefinitions, invoices],
  actions: [
    promissoryNoteSeriesAction,
    promissoryNotesPdfAction,
    invoicePdfAction,
    receiptPdfAction,
    enrollmentAgreementPdfAction,
  ],
  labels: 'finance-documents',
  inventory: financeDocumentsInventory,
  menus: [
    {
      key: 'menu.companies',
      under: 'menu.finance',
      after: 'menu.fee_settings',
      url: '/companies',
      resource: 'companies',
      icon: 'Business',
      audiences: ['headquarters', 'campus', 'school'],
    },
    {
      key: 'menu.lawyers',
      under: 'menu.finance',
      after: 'menu.companies',
      url: '/lawyers',
      resource: 'lawyers',
      icon: 'Balance',
      audiences: ['headquarters', 'campus', 'school'],
    },
    {
      key: 'menu.invoice_definitions',
      under: 'menu.finance',
      after: 'menu.lawyers',
      url: '/invoice-definitions',
      resource: 'invoice_definitions',
      icon: 'Receipt',
      audiences: ['headquarters', 'campus', 'school'],
    },
    {
      key: 'menu.deleted_promissory_notes',
      under: 'menu.finance',
      after: 'menu.invoice_definitions',
      url: '/promissory-notes/deleted',
      resource: 'deleted_promissory_notes',
      icon: 'DeleteSweep',
      audiences: ['headquarters', 'campus', 'school'],
    },
  ],
});
