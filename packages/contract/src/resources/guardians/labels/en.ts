import type { LabelSection } from '../../define-module.ts';

/** The module's labels in English: the reference every other language's file is typed by. */
export const labels = {
  menu: {
    guardians: 'Guardians',
  },
  resources: {
    guardians: 'Guardians',
  },
  fields: {
    studentId: 'Student',
    relation: 'Relation',
    occupation: 'Occupation',
    isPrimary: 'Primary contact',
  },
} satisfies LabelSection;
