import { defineLabels } from '../define-module.ts';

/** What attendances is called, in the five languages. */
export const attendancesLabels = defineLabels(
  {
    menu: {
      attendances: 'Attendances',
    },
    resources: {
      attendances: 'Attendances',
    },
    fields: {
      attendanceDate: 'Date',
      scheduleId: 'Lesson',
      attendanceType: 'Attendance type',
      adder: 'Recorded by',
    },
  },
  {
    ar: {
      menu: {
        attendances: 'الحضور',
      },
      resources: {
        attendances: 'الحضور',
      },
      fields: {
        attendanceDate: 'التاريخ',
        scheduleId: 'الحصة',
        attendanceType: 'نوع الحضور',
        adder: 'سجّله',
      },
    },
    de: {
      menu: {
        attendances: 'Anwesenheiten',
      },
      resources: {
        attendances: 'Anwesenheiten',
      },
      fields: {
        attendanceDate: 'Datum',
        scheduleId: 'Unterrichtsstunde',
        attendanceType: 'Abwesenheitsart',
        adder: 'Erfasst von',
      },
    },
    es: {
      menu: {
        attendances: 'Asistencias',
      },
      resources: {
        attendances: 'Asistencias',
      },
      fields: {
        attendanceDate: 'Fecha',
        scheduleId: 'Clase programada',
        attendanceType: 'Tipo de asistencia',
        adder: 'Registrado por',
      },
    },
    tr: {
      menu: {
        attendances: 'Yoklamalar',
      },
      resources: {
        attendances: 'Yoklamalar',
      },
      fields: {
        attendanceDate: 'Tarih',
        scheduleId: 'Ders',
        attendanceType: 'Devamsızlık türü',
        adder: 'Kaydeden',
      },
    },
  },
);
