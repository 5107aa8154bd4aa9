import { defineLabels } from '../define-module.ts';

/** What schedules is called, in the five languages. */
export const schedulesLabels = defineLabels(
  {
    resources: {
      schedules: 'Schedules',
    },
    fields: {
      scheduleDate: 'Date',
      isDone: 'Done',
      isDoneAttendance: 'Attendance taken',
    },
  },
  {
    ar: {
      resources: {
        schedules: 'الجداول',
      },
      fields: {
        scheduleDate: 'التاريخ',
        isDone: 'منجز',
        isDoneAttendance: 'تم أخذ الحضور',
      },
    },
    de: {
      resources: {
        schedules: 'Stundenplan',
      },
      fields: {
        scheduleDate: 'Datum',
        isDone: 'Erledigt',
        isDoneAttendance: 'Anwesenheit erfasst',
      },
    },
    es: {
      resources: {
        schedules: 'Horarios',
      },
      fields: {
        scheduleDate: 'Fecha',
        isDone: 'Realizado',
        isDoneAttendance: 'Asistencia registrada',
      },
    },
    tr: {
      resources: {
        schedules: 'Ders programı',
      },
      fields: {
        scheduleDate: 'Tarih',
        isDone: 'Tamamlandı',
        isDoneAttendance: 'Yoklama alındı',
      },
    },
  },
);
