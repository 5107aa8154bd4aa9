import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
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
};
