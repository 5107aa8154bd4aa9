import { defineLabels } from '../define-module.ts';

/** What attendances is called, in the five languages. */
export const attendancesLabels = defineLabels(
  {
    resources: {
      attendances: 'Attendances',
    },
    fields: {
      attendanceDate: 'Date',
      scheduleId: 'Lesson',
      attendanceType: 'Attendance type',
      adder: 'Recorded by',
      note: 'Note',
    },
    menu: {
      attendance_register: 'Attendance register',
    },
  },
  {
    ar: {
      resources: {
        attendances: 'الحضور',
      },
      fields: {
        attendanceDate: 'التاريخ',
        scheduleId: 'الحصة',
        attendanceType: 'نوع الحضور',
        adder: 'سجّله',
        note: 'ملاحظة',
      },
      menu: {
        attendance_register: 'سجل الحضور',
      },
    },
    de: {
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
      menu: {
        attendance_register: 'Anwesenheitsliste',
      },
    },
    es: {
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
      menu: {
        attendance_register: 'Registro de asistencia',
      },
    },
    tr: {
      resources: {
        attendances: 'Yoklamalar',
      },
      fields: {
        attendanceDate: 'Tarih',
        scheduleId: 'Ders',
        attendanceType: 'Devamsızlık türü',
        adder: 'Kaydeden',
        note: 'Not',
      },
      menu: {
        attendance_register: 'Yoklama defteri',
      },
    },
  },
);
