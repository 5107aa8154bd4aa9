import { defineLabels } from '../define-module.ts';

/** What attendances is called, in the five languages. */
export const attendancesLabels = defineLabels(
  {
    menu: {
      attendances: 'Attendances',
      attendance_register: 'Attendance register',
    },
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
  },
  {
    ar: {
      menu: {
        attendances: 'الحضور',
        attendance_register: 'سجل الحضور',
      },
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
    },
    de: {
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
    },
    es: {
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
    },
    tr: {
      menu: {
        attendances: 'Yoklamalar',
        attendance_register: 'Yoklama defteri',
      },
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
    },
  },
);
