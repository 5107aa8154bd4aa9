import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: {
    user_types: 'Benutzertypen',
  },
  fields: {
    loginType: 'Anmeldetyp',
    typeOrder: 'Reihenfolge',
  },
  menu: {
    user_types: 'Benutzertypen',
  },
};
