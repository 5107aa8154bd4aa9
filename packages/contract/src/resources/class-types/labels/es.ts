import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: {
    class_types: 'Tipos de clase',
  },
  fields: {
    bgcolor: 'Color de fondo',
  },
  menu: {
    class_types: 'Tipos de clase',
  },
};
