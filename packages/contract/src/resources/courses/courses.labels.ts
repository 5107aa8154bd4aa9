import { defineLabels } from '../define-module.ts';

/** What courses is called, in the five languages. */
export const coursesLabels = defineLabels(
  {
    resources: {
      courses: 'Courses',
    },
    fields: {
      weeklyHours: 'Weekly hours',
      credit: 'Credit',
      description: 'Description',
    },
  },
  {
    ar: {
      resources: {
        courses: 'المقررات',
      },
      fields: {
        weeklyHours: 'الساعات الأسبوعية',
        credit: 'الساعات المعتمدة',
        description: 'الوصف',
      },
    },
    de: {
      resources: {
        courses: 'Kurse',
      },
      fields: {
        weeklyHours: 'Wochenstunden',
        credit: 'Leistungspunkte',
        description: 'Beschreibung',
      },
    },
    es: {
      resources: {
        courses: 'Cursos',
      },
      fields: {
        weeklyHours: 'Horas semanales',
        credit: 'Créditos',
        description: 'Descripción',
      },
    },
    tr: {
      resources: {
        courses: 'Dersler',
      },
      fields: {
        weeklyHours: 'Haftalık saat',
        credit: 'Kredi',
        description: 'Açıklama',
      },
    },
  },
);
