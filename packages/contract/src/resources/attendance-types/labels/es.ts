import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: {
    attendance_types: 'Tipos de asistencia',
  },
  fields: {
    status: 'Color de estado',
  },
};
