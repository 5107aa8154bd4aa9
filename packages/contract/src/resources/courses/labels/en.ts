import type { LabelSection } from '../../define-module.ts';

/** The module's labels in English: the reference every other language's file is typed by. */
export const labels = {
  resources: {
    courses: 'Courses',
  },
  fields: {
    weeklyHours: 'Weekly hours',
    credit: 'Credit',
    description: 'Description',
  },
} satisfies LabelSection;
