import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: {
    audit_logs: 'سجل التدقيق',
  },
  menu: {
    audit_logs: 'سجل التدقيق',
  },
  fields: {
    resource: 'المورد',
    recordId: 'السجل',
    action: 'الإجراء',
    impersonator: 'المنتحِل',
    ip: 'عنوان IP',
    requestId: 'معرّف الطلب',
    at: 'الوقت',
    before: 'قبل',
    after: 'بعد',
    changed: 'الحقول المتغيرة',
  },
};
