import { lazy } from 'react';
import { defineScreens } from '../../app/screens.ts';

const StudentPromissoryNotesSection = lazy(() =>
  import('./StudentPromissoryNotesSection.tsx').then((m) => ({ default: m.StudentPromissoryNotesSection })),
);
const StudentInvoicesSection = lazy(() =>
  import('./StudentInvoicesSection.tsx').then((m) => ({ default: m.StudentInvoicesSection })),
);

/**
 * The finance documents area (contract module `finance-documents`): a student's promissory notes
 * and invoices are tabs of the profile. Its lists (lawyers, companies, invoice series, deleted
 * notes) are the module's menu entries, served by the generic screens without a line here; its
 * texts are the module's labels (`ui.finance_documents.*`).
 */
export const financeDocumentsScreens = defineScreens({
  routes: [],
  studentSections: [
    {
      key: 'promissory-notes',
      resource: 'promissory_notes',
      field: 'studentId',
      Body: StudentPromissoryNotesSection,
    },
    { key: 'invoices', resource: 'invoices', field: 'studentId', Body: StudentInvoicesSection },
  ],
});
