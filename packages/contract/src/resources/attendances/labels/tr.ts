import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  menu: {
    attendances: 'Yoklamalar',
    attendance_register: 'Yoklama defteri',
  },
  resources: {
    attendances: 'Yoklamalar',
  },
  fields: {
    attendanceDate: 'Tarih',
    scheduleId: 'Ders',
    attendanceType: 'Devamsızlık türü',
    adder: 'Kaydeden',
    note: 'Not',
  },
};
