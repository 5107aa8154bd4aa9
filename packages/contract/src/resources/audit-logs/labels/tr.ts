import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: {
    audit_logs: 'Denetim kaydı',
  },
  menu: {
    audit_logs: 'Denetim kaydı',
  },
  fields: {
    resource: 'Kaynak',
    recordId: 'Kayıt',
    action: 'İşlem',
    impersonator: 'Yerine geçen',
    ip: 'IP adresi',
    requestId: 'İstek kimliği',
    at: 'Zaman',
    before: 'Önce',
    after: 'Sonra',
    changed: 'Değişen alanlar',
  },
};
