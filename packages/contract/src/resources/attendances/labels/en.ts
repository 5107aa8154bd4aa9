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
  ui: {
    // school-life
    school_life: {
      lesson_now: 'Lesson now',
      student_error: 'Error occurred!',
      active_student: 'Active student',
      switch_student: 'Switch student',
      attendance_title: 'Attendance: {{className}}, {{start}}–{{end}}',
      attendance_hint: 'Click a student to mark them unknown (red); click again to mark them present (green).',
      submit: 'Submit',
      saved: 'Attendance saved.',
      summary: '{{present}} present, {{unknown}} unknown',
    },
  },
} satisfies LabelSection;
