import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: {
    grade_levels: 'Klassenstufen',
  },
  fields: {
    levelOrder: 'Reihenfolge',
    active: 'Aktiv',
  },
  menu: {
    grade_levels: 'Klassenstufen',
  },
};
