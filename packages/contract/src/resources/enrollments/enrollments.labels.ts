import { defineLabels } from '../define-module.ts';

/** What enrollments and their own fields are called, in the five languages. */
export const enrollmentsLabels = defineLabels(
  {
    resources: { enrollments: 'Enrollments' },
    fields: { isReturning: 'Returning', agreement: 'Agreement', signatureDate: 'Signature date' },
  },
  {
    ar: {
      resources: { enrollments: 'التسجيلات' },
      fields: { isReturning: 'طالب عائد', agreement: 'الاتفاقية', signatureDate: 'تاريخ التوقيع' },
    },
    de: {
      resources: { enrollments: 'Anmeldungen' },
      fields: { isReturning: 'Wiederkehrend', agreement: 'Vereinbarung', signatureDate: 'Unterschriftsdatum' },
    },
    es: {
      resources: { enrollments: 'Matrículas' },
      fields: { isReturning: 'Reincorporado', agreement: 'Acuerdo', signatureDate: 'Fecha de firma' },
    },
    tr: {
      resources: { enrollments: 'Kayıtlar' },
      fields: { isReturning: 'Devam eden', agreement: 'Sözleşme', signatureDate: 'İmza tarihi' },
    },
  },
);
