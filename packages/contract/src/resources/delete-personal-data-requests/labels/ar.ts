import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: {
    delete_personal_data_requests: 'طلبات أصحاب البيانات',
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
    privacy_requests: {
      deadlines: 'المواعيد النهائية',
      open_zero: 'لا طلبات مفتوحة',
      open_one: 'طلب واحد مفتوح',
      open_two: 'طلبان مفتوحان',
      open_few: '{{count}} طلبات مفتوحة',
      open_many: '{{count}} طلبًا مفتوحًا',
      open_other: '{{count}} طلب مفتوح',
      overdue_zero: 'لا طلبات متأخرة',
      overdue_one: 'طلب واحد متأخر',
      overdue_two: 'طلبان متأخران',
      overdue_few: '{{count}} طلبات متأخرة',
      overdue_many: '{{count}} طلبًا متأخرًا',
      overdue_other: '{{count}} طلب متأخر',
      due_soon_zero: 'لا طلبات مستحقة خلال 7 أيام',
      due_soon_one: 'طلب واحد مستحق خلال 7 أيام',
      due_soon_two: 'طلبان مستحقان خلال 7 أيام',
      due_soon_few: '{{count}} طلبات مستحقة خلال 7 أيام',
      due_soon_many: '{{count}} طلبًا مستحقًا خلال 7 أيام',
      due_soon_other: '{{count}} طلب مستحق خلال 7 أيام',
      show_all: 'عرض كل الطلبات',
    },
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
