import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: {
    seasons: 'Años escolares',
  },
  fields: {
    isDefault: 'Predeterminado',
    database: 'Base de datos',
  },
};
