import { defineLabels } from '../define-module.ts';

/** What classes is called, in the five languages. */
export const classesLabels = defineLabels(
  {
    resources: {
      classes: 'Classes',
    },
    fields: {
      teacher: 'Teacher',
      classroom: 'Classroom',
      capacity: 'Capacity',
    },
    menu: {
      class_list: 'Class list',
    },
  },
  {
    ar: {
      resources: {
        classes: 'الصفوف',
      },
      fields: {
        teacher: 'المعلم',
        classroom: 'القاعة',
        capacity: 'السعة',
      },
      menu: {
        class_list: 'قائمة الصفوف',
      },
    },
    de: {
      resources: {
        classes: 'Klassen',
      },
      fields: {
        teacher: 'Lehrkraft',
        classroom: 'Raum',
        capacity: 'Kapazität',
      },
      menu: {
        class_list: 'Klassenliste',
      },
    },
    es: {
      resources: {
        classes: 'Clases',
      },
      fields: {
        teacher: 'Profesor',
        classroom: 'Aula',
        capacity: 'Capacidad',
      },
      menu: {
        class_list: 'Lista de clases',
      },
    },
    tr: {
      resources: {
        classes: 'Sınıflar',
      },
      fields: {
        teacher: 'Öğretmen',
        classroom: 'Derslik',
        capacity: 'Kontenjan',
      },
      menu: {
        class_list: 'Sınıf listesi',
      },
    },
  },
);
