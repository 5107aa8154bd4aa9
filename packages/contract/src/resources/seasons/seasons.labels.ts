import { defineLabels } from '../define-module.ts';

/** What seasons is called, in the five languages. */
export const seasonsLabels = defineLabels(
  {
    resources: {
      seasons: 'Seasons',
    },
    fields: {
      isDefault: 'Default',
      database: 'Database',
    },
  },
  {
    ar: {
      resources: {
        seasons: 'الأعوام الدراسية',
      },
      fields: {
        isDefault: 'افتراضي',
        database: 'قاعدة البيانات',
      },
    },
    de: {
      resources: {
        seasons: 'Schuljahre',
      },
      fields: {
        isDefault: 'Standard',
        database: 'Datenbank',
      },
    },
    es: {
      resources: {
        seasons: 'Años escolares',
      },
      fields: {
        isDefault: 'Predeterminado',
        database: 'Base de datos',
      },
    },
    tr: {
      resources: {
        seasons: 'Öğretim yılları',
      },
      fields: {
        isDefault: 'Varsayılan',
        database: 'Veritabanı',
      },
    },
  },
);
