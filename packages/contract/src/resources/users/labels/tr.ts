import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: {
    users: 'Kullanıcılar',
  },
  fields: {
    uuid: 'UUID',
    schoolId: 'Okul',
    expiresAt: 'Geçerlilik sonu',
    isSuperadmin: 'Süper yönetici',
    password: 'Şifre',
    homeAddress: 'Ev adresi',
    workAddress: 'İş adresi',
  },
  menu: {
    user_list: 'Kullanıcılar',
  },
};
