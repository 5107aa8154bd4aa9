import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: {
    user_types: 'Kullanıcı tipleri',
  },
  fields: {
    loginType: 'Giriş türü',
    typeOrder: 'Sıra',
  },
  menu: {
    user_types: 'Kullanıcı tipleri',
  },
};
