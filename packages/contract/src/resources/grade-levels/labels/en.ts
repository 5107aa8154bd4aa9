import type { LabelSection } from '../../define-module.ts';

/** The module's labels in English: the reference every other language's file is typed by. */
export const labels = {
  resources: {
    grade_levels: 'Grade levels',
  },
  fields: {
    levelOrder: 'Order',
    active: 'Active',
  },
  menu: {
    grade_levels: 'Grade levels',
  },
} satisfies LabelSection;
