import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: {
    grade_levels: 'Niveles de grado',
  },
  fields: {
    levelOrder: 'Orden',
    active: 'Activo',
  },
  menu: {
    grade_levels: 'Niveles de grado',
  },
};
