import { defineLabels } from '../define-module.ts';

/** What databases is called, in the five languages. */
export const databasesLabels = defineLabels(
  {
    resources: {
      databases: 'Databases',
    },
    fields: {
      isCreated: 'Created',
      provisionedAt: 'Prepared at',
      lastError: 'Last error',
    },
    menu: {
      databases: 'Databases',
    },
  },
  {
    ar: {
      resources: {
        databases: 'قواعد البيانات',
      },
      fields: {
        isCreated: 'تم الإنشاء',
        provisionedAt: 'تاريخ التجهيز',
        lastError: 'آخر خطأ',
      },
      menu: {
        databases: 'قواعد البيانات',
      },
    },
    de: {
      resources: {
        databases: 'Datenbanken',
      },
      fields: {
        isCreated: 'Angelegt',
        provisionedAt: 'Vorbereitet am',
        lastError: 'Letzter Fehler',
      },
      menu: {
        databases: 'Datenbanken',
      },
    },
    es: {
      resources: {
        databases: 'Bases de datos',
      },
      fields: {
        isCreated: 'Creada',
        provisionedAt: 'Preparada el',
        lastError: 'Último error',
      },
      menu: {
        databases: 'Bases de datos',
      },
    },
    tr: {
      resources: {
        databases: 'Veritabanları',
      },
      fields: {
        isCreated: 'Oluşturuldu',
        provisionedAt: 'Hazırlanma zamanı',
        lastError: 'Son hata',
      },
      menu: {
        databases: 'Veritabanları',
      },
    },
  },
);
