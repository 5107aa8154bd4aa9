import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: {
    impersonate_logs: 'Kullanıcı yerine geçme kayıtları',
  },
  fields: {
    impersonateUser: 'Yerine geçilen kullanıcı',
    impersonatorName: 'Yerine geçen',
    impersonatedName: 'Yerine geçilen kullanıcı',
    reason: 'Gerekçe',
    limitMinutes: 'Süre sınırı (dakika)',
  },
  menu: {
    impersonate_log: 'Kullanıcı olarak giriş kayıtları',
  },
};
