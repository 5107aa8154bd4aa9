import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: {
    databases: 'قواعد البيانات',
  },
  fields: {
    isCreated: 'تم الإنشاء',
    provisionedAt: 'تاريخ التجهيز',
    lastError: 'آخر خطأ',
  },
  menu: {
    databases: 'قواعد البيانات',
  },
};
