import { defineLabels } from '../define-module.ts';

/** What global_menus is called, in the five languages. */
export const globalMenusLabels = defineLabels(
  {
    resources: {
      global_menus: 'Global menus',
    },
    menu: {
      global_menus: 'Global menus',
    },
  },
  {
    ar: {
      resources: {
        global_menus: 'القوائم العامة',
      },
      menu: {
        global_menus: 'القوائم العامة',
      },
    },
    de: {
      resources: {
        global_menus: 'Globale Menüs',
      },
      menu: {
        global_menus: 'Globale Menüs',
      },
    },
    es: {
      resources: {
        global_menus: 'Menús globales',
      },
      menu: {
        global_menus: 'Menús globales',
      },
    },
    tr: {
      resources: {
        global_menus: 'Genel menüler',
      },
      menu: {
        global_menus: 'Genel menüler',
      },
    },
  },
);
