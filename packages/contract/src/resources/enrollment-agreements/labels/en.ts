import type { LabelSection } from '../../define-module.ts';

/** The module's labels in English: the reference every other language's file is typed by. */
export const labels = {
  resources: {
    enrollment_agreement_items: 'Agreement items',
    enrollment_agreements: 'Enrollment agreements',
    readonly_enrollment_contracts: 'Read-only contracts',
  },
  fields: {
    contractText: 'Contract text',
    readonlyContract: 'Read-only contract',
    enrollmentAgreementsId: 'Agreement',
    itemText: 'Item text',
    additionalInfo: 'Extra information',
    itemNo: 'Item no.',
  },
  menu: {
    enrollment_agreements: 'Agreements',
    setup_readonly_contracts: 'Contract templates',
  },
} satisfies LabelSection;
