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
    room: 'القاعة',
    scheduleDate: 'التاريخ',
    isDone: 'منجز',
    isDoneAttendance: 'تم أخذ الحضور',
  },
};
