import { defineLabels } from '../define-module.ts';

/** What grade_levels is called, in the five languages. */
export const gradeLevelsLabels = defineLabels(
  {
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
  },
  {
    ar: {
      resources: {
        grade_levels: 'المستويات الدراسية',
      },
      fields: {
        levelOrder: 'الترتيب',
        active: 'نشط',
      },
      menu: {
        grade_levels: 'المستويات الدراسية',
      },
    },
    de: {
      resources: {
        grade_levels: 'Klassenstufen',
      },
      fields: {
        levelOrder: 'Reihenfolge',
        active: 'Aktiv',
      },
      menu: {
        grade_levels: 'Klassenstufen',
      },
    },
    es: {
      resources: {
        grade_levels: 'Niveles de grado',
      },
      fields: {
        levelOrder: 'Orden',
        active: 'Activo',
      },
      menu: {
        grade_levels: 'Niveles de grado',
      },
    },
    tr: {
      resources: {
        grade_levels: 'Sınıf seviyeleri',
      },
      fields: {
        levelOrder: 'Sıra',
        active: 'Aktif',
      },
      menu: {
        grade_levels: 'Sınıf seviyeleri',
      },
    },
  },
);
