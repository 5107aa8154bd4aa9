import type { LabelSection } from '../../define-module.ts';

/** The module's labels in English: the reference every other language's file is typed by. */
export const labels = {
  resources: {
    countries: 'Countries',
  },
  fields: {
    iso3: 'ISO3 code',
    phoneCode: 'Phone code',
    isPublished: 'Published',
  },
} satisfies LabelSection;
