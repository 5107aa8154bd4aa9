import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  menu: {
    schedules: 'Ders programı',
  },
  resources: {
    schedules: 'Ders programı',
  },
  fields: {
    room: 'Derslik',
    scheduleDate: 'Tarih',
    isDone: 'Tamamlandı',
    isDoneAttendance: 'Yoklama alındı',
  },
};
