import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: {
    grade_levels: 'Sınıf seviyeleri',
  },
  fields: {
    levelOrder: 'Sıra',
    active: 'Aktif',
  },
  menu: {
    grade_levels: 'Sınıf seviyeleri',
  },
};
