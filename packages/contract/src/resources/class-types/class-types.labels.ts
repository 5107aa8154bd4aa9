import { defineLabels } from '../define-module.ts';

/** What class_types is called, in the five languages. */
export const classTypesLabels = defineLabels(
  {
    resources: {
      class_types: 'Class types',
    },
    fields: {
      bgcolor: 'Background colour',
    },
    menu: {
      class_types: 'Class types',
    },
  },
  {
    ar: {
      resources: {
        class_types: 'أنواع الحصص',
      },
      fields: {
        bgcolor: 'لون الخلفية',
      },
      menu: {
        class_types: 'أنواع الحصص',
      },
    },
    de: {
      resources: {
        class_types: 'Unterrichtsarten',
      },
      fields: {
        bgcolor: 'Hintergrundfarbe',
      },
      menu: {
        class_types: 'Unterrichtsarten',
      },
    },
    es: {
      resources: {
        class_types: 'Tipos de clase',
      },
      fields: {
        bgcolor: 'Color de fondo',
      },
      menu: {
        class_types: 'Tipos de clase',
      },
    },
    tr: {
      resources: {
        class_types: 'Ders türleri',
      },
      fields: {
        bgcolor: 'Arka plan rengi',
      },
      menu: {
        class_types: 'Ders türleri',
      },
    },
  },
);
