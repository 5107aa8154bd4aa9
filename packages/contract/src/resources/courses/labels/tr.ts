import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: {
    courses: 'Dersler',
  },
  fields: {
    weeklyHours: 'Haftalık saat',
    credit: 'Kredi',
    description: 'Açıklama',
  },
};
