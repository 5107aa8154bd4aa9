import type { LabelSection } from '../../define-module.ts';

/** The module's labels in English: the reference every other language's file is typed by. */
export const labels = {
  resources: { batches: 'Batches', class_batches: 'Class batches' },
  fields: { electiveOffer: 'Elective', electiveSection: 'Section', courseId: 'Course', batchId: 'Batch' },
  menu: { batches: 'Batches' },
} satisfies LabelSection;
