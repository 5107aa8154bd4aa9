import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: {
    courses: 'المقررات',
  },
  fields: {
    weeklyHours: 'الساعات الأسبوعية',
    credit: 'الساعات المعتمدة',
    description: 'الوصف',
  },
};
