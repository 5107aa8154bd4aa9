import { defineLabels } from '../define-module.ts';

/** What grading_terms is called, in the five languages. */
export const gradingTermsLabels = defineLabels(
  {
    resources: {
      grading_terms: 'Grading terms',
    },
    fields: {
      termOrder: 'Order',
    },
  },
  {
    ar: {
      resources: {
        grading_terms: 'فترات التقييم',
      },
      fields: {
        termOrder: 'الترتيب',
      },
    },
    de: {
      resources: {
        grading_terms: 'Bewertungszeiträume',
      },
      fields: {
        termOrder: 'Reihenfolge',
      },
    },
    es: {
      resources: {
        grading_terms: 'Periodos de evaluación',
      },
      fields: {
        termOrder: 'Orden',
      },
    },
    tr: {
      resources: {
        grading_terms: 'Not dönemleri',
      },
      fields: {
        termOrder: 'Sıra',
      },
    },
  },
);
