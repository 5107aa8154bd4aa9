import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: {
    databases: 'Bases de datos',
  },
  fields: {
    isCreated: 'Creada',
    provisionedAt: 'Preparada el',
    lastError: 'Último error',
  },
  menu: {
    databases: 'Bases de datos',
  },
};
