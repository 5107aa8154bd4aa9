import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: {
    class_students: 'Estudiantes de la clase',
  },
  fields: {
    term: 'Periodo de evaluación',
  },
};
