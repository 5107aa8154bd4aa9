import { defineLabels } from '../define-module.ts';

/** What attendance_types is called, in the five languages. */
export const attendanceTypesLabels = defineLabels(
  {
    resources: {
      attendance_types: 'Attendance types',
    },
    fields: {
      status: 'Status colour',
    },
  },
  {
    ar: {
      resources: {
        attendance_types: 'أنواع الحضور',
      },
      fields: {
        status: 'لون الحالة',
      },
    },
    de: {
      resources: {
        attendance_types: 'Abwesenheitsarten',
      },
      fields: {
        status: 'Statusfarbe',
      },
    },
    es: {
      resources: {
        attendance_types: 'Tipos de asistencia',
      },
      fields: {
        status: 'Color de estado',
      },
    },
    tr: {
      resources: {
        attendance_types: 'Devamsızlık türleri',
      },
      fields: {
        status: 'Durum rengi',
      },
    },
  },
);
