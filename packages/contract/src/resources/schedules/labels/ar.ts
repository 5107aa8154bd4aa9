import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  menu: {
    schedules: 'الجداول',
  },
  resources: {
    schedules: 'الجداول',
  },
  fields: {
    batch: 'المجموعة',
    room: 'القاعة',
    scheduleDate: 'التاريخ',
    isDone: 'منجز',
    isDoneAttendance: 'تم أخذ الحضور',
  },
  ui: {
    schedules: {
      class_or_batch: 'الحصة إما لفصل أو لمجموعة: اختر أحدهما.',
    },
  },
};
