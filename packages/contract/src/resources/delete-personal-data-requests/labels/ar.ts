import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: {
    delete_personal_data_requests: 'طلبات حذف البيانات الشخصية',
  },
  fields: {
    requestText: 'الطلب',
    requestedDate: 'تاريخ الطلب',
  },
};
