import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: {
    impersonate_logs: 'سجلات انتحال الهوية',
  },
  fields: {
    impersonateUser: 'المستخدم المنتحل',
    impersonatorName: 'انتحل الهوية',
    impersonatedName: 'المستخدم المنتحل',
    reason: 'السبب',
    limitMinutes: 'المهلة (بالدقائق)',
  },
  menu: {
    impersonate_log: 'سجل الدخول كمستخدم آخر',
  },
};
