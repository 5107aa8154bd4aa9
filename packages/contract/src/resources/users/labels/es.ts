import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: {
    users: 'Usuarios',
  },
  fields: {
    uuid: 'UUID',
    schoolId: 'Escuela',
    expiresAt: 'Caduca el',
    isSuperadmin: 'Superadministrador',
    password: 'Contraseña',
    homeAddress: 'Dirección particular',
    workAddress: 'Dirección del trabajo',
  },
  menu: {
    user_list: 'Usuarios',
  },
};
