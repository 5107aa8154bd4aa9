import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: {
    classes: 'Clases',
  },
  fields: {
    teacher: 'Profesor',
    classroom: 'Aula',
    capacity: 'Capacidad',
  },
  menu: {
    class_list: 'Lista de clases',
  },
};
