import type { LabelSection } from '../../define-module.ts';

/** The module's labels in English: the reference every other language's file is typed by. */
export const labels = {
  resources: {
    classes: 'Classes',
  },
  fields: {
    teacher: 'Teacher',
    classroom: 'Classroom',
    capacity: 'Capacity',
  },
  menu: {
    class_list: 'Class list',
  },
} satisfies LabelSection;
