import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
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
};
