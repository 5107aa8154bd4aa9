import { defineLabels } from '../define-module.ts';

/** What states is called, in the five languages. */
export const statesLabels = defineLabels(
  {
    resources: {
      states: 'States',
    },
  },
  {
    ar: {
      resources: {
        states: 'الولايات / المناطق',
      },
    },
    de: {
      resources: {
        states: 'Bundesländer',
      },
    },
    es: {
      resources: {
        states: 'Estados / provincias',
      },
    },
    tr: {
      resources: {
        states: 'İller / eyaletler',
      },
    },
  },
);
