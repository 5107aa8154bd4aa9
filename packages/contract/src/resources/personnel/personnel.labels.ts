import { defineLabels } from '../define-module.ts';

/** What personnel and its own fields are called, in the five languages. */
export const personnelLabels = defineLabels(
  {
    resources: { personnel: 'Personnel' },
    fields: { department: 'Department', personnelCategory: 'Personnel category' },
    menu: {},
  },
  {
    ar: {
      resources: { personnel: 'الموظفون' },
      fields: { department: 'القسم', personnelCategory: 'فئة الموظف' },
      menu: {},
    },
    de: {
      resources: { personnel: 'Personal' },
      fields: { department: 'Abteilung', personnelCategory: 'Personalkategorie' },
      menu: {},
    },
    es: {
      resources: { personnel: 'Personal' },
      fields: { department: 'Departamento', personnelCategory: 'Categoría de personal' },
      menu: {},
    },
    tr: {
      resources: { personnel: 'Personel' },
      fields: { department: 'Departman', personnelCategory: 'Personel kategorisi' },
      menu: {},
    },
  },
);
