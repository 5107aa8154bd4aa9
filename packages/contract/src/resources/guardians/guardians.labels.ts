import { defineLabels } from '../define-module.ts';

/** What guardians is called, in the five languages. */
export const guardiansLabels = defineLabels(
  {
    resources: {
      guardians: 'Guardians',
    },
    fields: {
      studentId: 'Student',
      relation: 'Relation',
      occupation: 'Occupation',
      isPrimary: 'Primary contact',
    },
  },
  {
    ar: {
      resources: {
        guardians: 'أولياء الأمور',
      },
      fields: {
        studentId: 'الطالب',
        relation: 'صلة القرابة',
        occupation: 'المهنة',
        isPrimary: 'جهة الاتصال الرئيسية',
      },
    },
    de: {
      resources: {
        guardians: 'Erziehungsberechtigte',
      },
      fields: {
        studentId: 'Schüler',
        relation: 'Beziehung',
        occupation: 'Beruf',
        isPrimary: 'Hauptansprechpartner',
      },
    },
    es: {
      resources: {
        guardians: 'Tutores',
      },
      fields: {
        studentId: 'Estudiante',
        relation: 'Parentesco',
        occupation: 'Profesión',
        isPrimary: 'Contacto principal',
      },
    },
    tr: {
      resources: {
        guardians: 'Veliler',
      },
      fields: {
        studentId: 'Öğrenci',
        relation: 'Yakınlık',
        occupation: 'Meslek',
        isPrimary: 'Birincil irtibat',
      },
    },
  },
);
