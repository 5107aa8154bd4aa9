import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  menu: {
    schedules: 'Stundenplan',
  },
  resources: {
    schedules: 'Stundenplan',
  },
  fields: {
    room: 'Raum',
    scheduleDate: 'Datum',
    isDone: 'Erledigt',
    isDoneAttendance: 'Anwesenheit erfasst',
  },
};
