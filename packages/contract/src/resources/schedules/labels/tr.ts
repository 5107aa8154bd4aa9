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
    batch: 'Grup',
    room: 'Derslik',
    scheduleDate: 'Tarih',
    isDone: 'Tamamlandı',
    isDoneAttendance: 'Yoklama alındı',
  },
  ui: {
    schedules: {
      class_or_batch: 'Ders bir sınıfın ya da bir grubun dersidir: birini seçin.',
    },
  },
};
