import type { LabelSection } from '../../define-module.ts';

/** The module's labels in English: the reference every other language's file is typed by. */
export const labels = {
  resources: {
    languages: 'Languages',
  },
  fields: {
    localTitle: 'Local name',
    longCode: 'Long code',
    svgIcon: 'SVG icon',
  },
} satisfies LabelSection;
