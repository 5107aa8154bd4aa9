import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: {
    grade_levels: 'المستويات الدراسية',
  },
  fields: {
    levelOrder: 'الترتيب',
    active: 'نشط',
  },
  menu: {
    grade_levels: 'المستويات الدراسية',
  },
};
