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
    batch: 'Batch',
    room: 'Room',
    scheduleDate: 'Date',
    isDone: 'Done',
    isDoneAttendance: 'Attendance taken',
  },
  ui: {
    schedules: {
      class_or_batch: 'A lesson is of a class or of a batch: name one of them.',
    },
  },
} satisfies LabelSection;
