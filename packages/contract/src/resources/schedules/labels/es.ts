import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  menu: {
    schedules: 'Horarios',
  },
  resources: {
    schedules: 'Horarios',
  },
  fields: {
    room: 'Aula',
    scheduleDate: 'Fecha',
    isDone: 'Realizado',
    isDoneAttendance: 'Asistencia registrada',
  },
};
