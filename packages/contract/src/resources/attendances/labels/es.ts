import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  menu: {
    attendances: 'Asistencias',
    attendance_register: 'Registro de asistencia',
  },
  resources: {
    attendances: 'Asistencias',
  },
  fields: {
    attendanceDate: 'Fecha',
    scheduleId: 'Clase programada',
    attendanceType: 'Tipo de asistencia',
    adder: 'Registrado por',
    note: 'Nota',
  },
};
