import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: {
    user_types: 'Tipos de usuario',
  },
  fields: {
    loginType: 'Tipo de acceso',
    typeOrder: 'Orden',
  },
  menu: {
    user_types: 'Tipos de usuario',
  },
};
