import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: {
    facebook_users: 'Cuentas de Facebook vinculadas',
    google_users: 'Cuentas de Google vinculadas',
  },
  fields: {
    googleUserId: 'ID de usuario de Google',
    googleEmail: 'Correo de Google',
    facebookUserId: 'ID de usuario de Facebook',
    facebookEmail: 'Correo de Facebook',
  },
};
