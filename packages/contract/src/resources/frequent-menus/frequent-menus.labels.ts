import { defineLabels } from '../define-module.ts';

/** What frequent_menus is called, in the five languages. */
export const frequentMenusLabels = defineLabels(
  {
    resources: {
      frequent_menus: 'Frequent menus',
    },
    fields: {
      menuId: 'Menu',
      count: 'Count',
    },
  },
  {
    ar: {
      resources: {
        frequent_menus: 'القوائم الأكثر استخدامًا',
      },
      fields: {
        menuId: 'القائمة',
        count: 'العدد',
      },
    },
    de: {
      resources: {
        frequent_menus: 'Häufig genutzte Menüs',
      },
      fields: {
        menuId: 'Menü',
        count: 'Anzahl',
      },
    },
    es: {
      resources: {
        frequent_menus: 'Menús frecuentes',
      },
      fields: {
        menuId: 'Menú',
        count: 'Cantidad',
      },
    },
    tr: {
      resources: {
        frequent_menus: 'Sık kullanılan menüler',
      },
      fields: {
        menuId: 'Menü',
        count: 'Sayı',
      },
    },
  },
);
