import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: {
    facebook_users: 'Bağlı Facebook hesapları',
    google_users: 'Bağlı Google hesapları',
  },
  fields: {
    googleUserId: 'Google kullanıcı kimliği',
    googleEmail: 'Google e-postası',
    facebookUserId: 'Facebook kullanıcı kimliği',
    facebookEmail: 'Facebook e-postası',
  },
};
