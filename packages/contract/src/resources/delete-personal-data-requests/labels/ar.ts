import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: {
    delete_personal_data_requests: 'طلبات حذف البيانات الشخصية',
  },
  fields: {
    requestText: 'الطلب',
    requestKind: 'نوع الطلب',
    requestStatus: 'حالة الطلب',
    requestedDate: 'تاريخ الطلب',
    answeredDate: 'تاريخ الرد',
    answer: 'الرد',
    handledBy: 'تولّاه',
  },
  menu: {
    privacy_requests: 'طلبات أصحاب البيانات',
  },
  ui: {
    values: {
      privacy_request: 'طلب صاحب البيانات',
      access: 'الاطلاع',
      correction: 'التصحيح',
      erasure: 'المحو',
      objection: 'الاعتراض',
      received: 'مستلم',
      in_progress: 'قيد المعالجة',
      answered: 'تم الرد',
      refused: 'مرفوض',
    },
  },
};
