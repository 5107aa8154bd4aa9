import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
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
};
