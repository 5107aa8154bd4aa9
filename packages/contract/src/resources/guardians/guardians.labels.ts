import { defineLabels } from '../define-module.ts';

/** What guardians is called, in the five languages. */
export const guardiansLabels = defineLabels(
  {
    menu: {
      guardians: 'Guardians',
    },
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
      menu: {
        guardians: 'أولياء الأمور',
      },
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
      menu: {
        guardians: 'Erziehungsberechtigte',
      },
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
      menu: {
        guardians: 'Tutores',
      },
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
      menu: {
        guardians: 'Veliler',
      },
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
