import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  menu: {
    attendances: 'Anwesenheiten',
    attendance_register: 'Anwesenheitsliste',
  },
  resources: {
    attendances: 'Anwesenheiten',
  },
  fields: {
    attendanceDate: 'Datum',
    scheduleId: 'Unterrichtsstunde',
    attendanceType: 'Abwesenheitsart',
    adder: 'Erfasst von',
    note: 'Bemerkung',
  },
};
