import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: {
    frequent_menus: 'Häufig genutzte Menüs',
  },
  fields: {
    menuId: 'Menü',
    count: 'Anzahl',
  },
};
