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
    batch: 'Kursgruppe',
    room: 'Raum',
    scheduleDate: 'Datum',
    isDone: 'Erledigt',
    isDoneAttendance: 'Anwesenheit erfasst',
  },
  ui: {
    schedules: {
      class_or_batch: 'Eine Stunde gehört zu einer Klasse oder zu einer Gruppe: wählen Sie eines davon.',
    },
  },
};
