import { defineLabels } from '../define-module.ts';

/** What batches and class batches are called, in the five languages. */
export const batchesLabels = defineLabels(
  {
    resources: { batches: 'Batches', class_batches: 'Class batches' },
    fields: { courseId: 'Course', batchId: 'Batch' },
    menu: { batches: 'Batches' },
  },
  {
    ar: {
      resources: { batches: 'المجموعات', class_batches: 'مجموعات الفصول' },
      fields: { courseId: 'المقرر', batchId: 'المجموعة' },
      menu: { batches: 'المجموعات' },
    },
    de: {
      resources: { batches: 'Kursgruppen', class_batches: 'Kursgruppen der Klassen' },
      fields: { courseId: 'Kurs', batchId: 'Kursgruppe' },
      menu: { batches: 'Kursgruppen' },
    },
    es: {
      resources: { batches: 'Grupos', class_batches: 'Grupos de clase' },
      fields: { courseId: 'Curso', batchId: 'Grupo' },
      menu: { batches: 'Grupos' },
    },
    tr: {
      resources: { batches: 'Gruplar', class_batches: 'Sınıf grupları' },
      fields: { courseId: 'Ders', batchId: 'Grup' },
      menu: { batches: 'Gruplar' },
    },
  },
);
