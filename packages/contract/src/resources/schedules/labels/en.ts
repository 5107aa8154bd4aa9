import type { LabelSection } from '../../define-module.ts';

/** The module's labels in English: the reference every other language's file is typed by. */
export const labels = {
  menu: {
    schedules: 'Schedules',
  },
  resources: {
    schedules: 'Schedules',
  },
  fields: {
    room: 'Room',
    scheduleDate: 'Date',
    isDone: 'Done',
    isDoneAttendance: 'Attendance taken',
  },
} satisfies LabelSection;
