import { defineLabels } from '../define-module.ts';

/** What countries is called, in the five languages. */
export const countriesLabels = defineLabels(
  {
    resources: {
      countries: 'Countries',
    },
    fields: {
      iso3: 'ISO3 code',
      phoneCode: 'Phone code',
      isPublished: 'Published',
    },
  },
  {
    ar: {
      resources: {
        countries: 'الدول',
      },
      fields: {
        iso3: 'رمز ISO3',
        phoneCode: 'رمز الاتصال',
        isPublished: 'منشور',
      },
    },
    de: {
      resources: {
        countries: 'Länder',
      },
      fields: {
        iso3: 'ISO3-Code',
        phoneCode: 'Vorwahl',
        isPublished: 'Veröffentlicht',
      },
    },
    es: {
      resources: {
        countries: 'Países',
      },
      fields: {
        iso3: 'Código ISO3',
        phoneCode: 'Prefijo telefónico',
        isPublished: 'Publicado',
      },
    },
    tr: {
      resources: {
        countries: 'Ülkeler',
      },
      fields: {
        iso3: 'ISO3 kodu',
        phoneCode: 'Telefon kodu',
        isPublished: 'Yayında',
      },
    },
  },
);
