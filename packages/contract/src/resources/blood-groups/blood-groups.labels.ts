import { defineLabels } from '../define-module.ts';

/** What blood_groups is called, in the five languages. */
export const bloodGroupsLabels = defineLabels(
  {
    resources: {
      blood_groups: 'Blood groups',
    },
  },
  {
    ar: {
      resources: {
        blood_groups: 'فصائل الدم',
      },
    },
    de: {
      resources: {
        blood_groups: 'Blutgruppen',
      },
    },
    es: {
      resources: {
        blood_groups: 'Grupos sanguíneos',
      },
    },
    tr: {
      resources: {
        blood_groups: 'Kan grupları',
      },
    },
  },
);
