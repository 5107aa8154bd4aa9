import type { LabelSection } from '../../define-module.ts';

/** The module's labels in English: the reference every other language's file is typed by. */
export const labels = {
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
} satisfies LabelSection;
