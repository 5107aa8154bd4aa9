import { defineLabels } from '../define-module.ts';

/** What schedules is called, in the five languages. */
export const schedulesLabels = defineLabels(
  {
    menu: {
      schedules: 'Schedules',
    },
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
      menu: {
        schedules: 'الجداول',
      },
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
      menu: {
        schedules: 'Stundenplan',
      },
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
      menu: {
        schedules: 'Horarios',
      },
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
      menu: {
        schedules: 'Ders programı',
      },
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
