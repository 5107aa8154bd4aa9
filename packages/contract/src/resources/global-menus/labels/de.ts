import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: {
    global_menus: 'Globale Menüs',
  },
  menu: {
    global_menus: 'Globale Menüs',
  },
};
