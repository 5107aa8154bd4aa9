import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  menu: {
    attendances: 'الحضور',
    attendance_register: 'سجل الحضور',
  },
  resources: {
    attendances: 'الحضور',
  },
  fields: {
    attendanceDate: 'التاريخ',
    scheduleId: 'الحصة',
    attendanceType: 'نوع الحضور',
    adder: 'سجّله',
    note: 'ملاحظة',
  },
};
