import type { LabelSection } from '../../define-module.ts';

/** The module's labels in English: the reference every other language's file is typed by. */
export const labels = {
  resources: {
    databases: 'Databases',
  },
  fields: {
    isCreated: 'Created',
    provisionedAt: 'Prepared at',
    lastError: 'Last error',
  },
  menu: {
    databases: 'Databases',
  },
} satisfies LabelSection;
