import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: {
    databases: 'Datenbanken',
  },
  fields: {
    isCreated: 'Angelegt',
    provisionedAt: 'Vorbereitet am',
    lastError: 'Letzter Fehler',
  },
  menu: {
    databases: 'Datenbanken',
  },
};
