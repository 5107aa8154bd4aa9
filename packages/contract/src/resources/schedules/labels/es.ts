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
    batch: 'Grupo',
    room: 'Aula',
    scheduleDate: 'Fecha',
    isDone: 'Realizado',
    isDoneAttendance: 'Asistencia registrada',
  },
  ui: {
    schedules: {
      class_or_batch: 'Una clase es de un curso o de un grupo: elija uno de los dos.',
    },
  },
};
