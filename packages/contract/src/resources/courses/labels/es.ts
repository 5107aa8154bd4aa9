import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: {
    courses: 'Cursos',
  },
  fields: {
    weeklyHours: 'Horas semanales',
    credit: 'Créditos',
    description: 'Descripción',
  },
};
