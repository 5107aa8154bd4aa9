import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: {
    users: 'Benutzer',
  },
  fields: {
    uuid: 'UUID',
    schoolId: 'Schule',
    expiresAt: 'Gültig bis',
    isSuperadmin: 'Superadmin',
    password: 'Passwort',
    homeAddress: 'Privatadresse',
    workAddress: 'Arbeitsadresse',
  },
  menu: {
    user_list: 'Benutzer',
  },
};
