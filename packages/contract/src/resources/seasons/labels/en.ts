import type { LabelSection } from '../../define-module.ts';

/** The module's labels in English: the reference every other language's file is typed by. */
export const labels = {
  resources: {
    seasons: 'Seasons',
  },
  fields: {
    isDefault: 'Default',
    database: 'Database',
  },
} satisfies LabelSection;
