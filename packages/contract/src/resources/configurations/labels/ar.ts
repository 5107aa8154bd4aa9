import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: {
    configurations: 'إعدادات التهيئة',
  },
  fields: {
    key: 'المفتاح',
    value: 'القيمة',
  },
  menu: {
    config: 'التهيئة',
    system: 'النظام',
  },
};
