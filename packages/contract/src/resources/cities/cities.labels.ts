import { defineLabels } from '../define-module.ts';

/** What cities is called, in the five languages. */
export const citiesLabels = defineLabels(
  {
    resources: {
      cities: 'Cities',
    },
    fields: {
      state: 'State',
    },
  },
  {
    ar: {
      resources: {
        cities: 'المدن',
      },
      fields: {
        state: 'الولاية / المنطقة',
      },
    },
    de: {
      resources: {
        cities: 'Städte',
      },
      fields: {
        state: 'Bundesland',
      },
    },
    es: {
      resources: {
        cities: 'Ciudades',
      },
      fields: {
        state: 'Estado / provincia',
      },
    },
    tr: {
      resources: {
        cities: 'Şehirler',
      },
      fields: {
        state: 'İl / eyalet',
      },
    },
  },
);
