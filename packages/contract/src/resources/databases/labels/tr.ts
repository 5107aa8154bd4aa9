import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: {
    databases: 'Veritabanları',
  },
  fields: {
    isCreated: 'Oluşturuldu',
    provisionedAt: 'Hazırlanma zamanı',
    lastError: 'Son hata',
  },
  menu: {
    databases: 'Veritabanları',
  },
};
