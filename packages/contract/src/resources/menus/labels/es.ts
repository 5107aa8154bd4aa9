import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: {
    menus: 'Menús',
  },
  menu: {
    school_menus: 'Menús de la escuela',
  },
};
