import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: {
    facebook_users: 'حسابات Facebook المرتبطة',
    google_users: 'حسابات Google المرتبطة',
  },
  fields: {
    googleUserId: 'معرّف مستخدم Google',
    googleEmail: 'بريد Google',
    facebookUserId: 'معرّف مستخدم Facebook',
    facebookEmail: 'بريد Facebook',
  },
};
