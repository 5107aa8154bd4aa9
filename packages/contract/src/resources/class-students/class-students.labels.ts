import { defineLabels } from '../define-module.ts';

/** What class_students is called, in the five languages. */
export const classStudentsLabels = defineLabels(
  {
    resources: {
      class_students: 'Class students',
    },
    fields: {
      term: 'Grading term',
    },
  },
  {
    ar: {
      resources: {
        class_students: 'طلاب الصف',
      },
      fields: {
        term: 'الفصل الدراسي',
      },
    },
    de: {
      resources: {
        class_students: 'Schüler der Klasse',
      },
      fields: {
        term: 'Halbjahr',
      },
    },
    es: {
      resources: {
        class_students: 'Estudiantes de la clase',
      },
      fields: {
        term: 'Periodo de evaluación',
      },
    },
    tr: {
      resources: {
        class_students: 'Sınıf öğrencileri',
      },
      fields: {
        term: 'Dönem',
      },
    },
  },
);
