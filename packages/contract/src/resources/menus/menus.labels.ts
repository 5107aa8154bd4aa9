import { defineLabels } from '../define-module.ts';

/** What menus is called, in the five languages. */
export const menusLabels = defineLabels(
  {
    resources: {
      menus: 'Menus',
    },
    menu: {
      school_menus: 'School menus',
    },
  },
  {
    ar: {
      resources: {
        menus: 'القوائم',
      },
      menu: {
        school_menus: 'قوائم المدرسة',
      },
    },
    de: {
      resources: {
        menus: 'Menüs',
      },
      menu: {
        school_menus: 'Schulmenüs',
      },
    },
    es: {
      resources: {
        menus: 'Menús',
      },
      menu: {
        school_menus: 'Menús de la escuela',
      },
    },
    tr: {
      resources: {
        menus: 'Menüler',
      },
      menu: {
        school_menus: 'Okul menüleri',
      },
    },
  },
);
