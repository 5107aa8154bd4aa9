import type { LabelSection } from '../../define-module.ts';

/** The module's labels in English: the reference every other language's file is typed by. */
export const labels = {
  resources: {
    class_types: 'Class types',
  },
  fields: {
    bgcolor: 'Background colour',
  },
  menu: {
    class_types: 'Class types',
  },
} satisfies LabelSection;
