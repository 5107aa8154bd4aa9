import { defineResource, globalAccess, int, text } from '../../resource/index.ts';

/**
 * Kinds of absence. A student with no type was present ("available"); id 100 is "unknown"
 * (UNKNOWN_ATTENDANCE_TYPE_ID). `status` is the colour index 0 to 4 (ATTENDANCE_STATUS_COLORS).
 */
export const attendanceTypes = defineResource({
  name: 'attendance_types',
  type: 'AttendanceType',
  scope: 'global',
  fields: {
    title: text({ required: true, maxLength: 100 }),
    shortCode: text({ maxLength: 10 }),
    status: int({ default: 0, min: 0, max: 4 }),
  },
  orderFields: ['title', 'status'],
  list: ['title', 'shortCode', 'status'],
  access: globalAccess,
});

/** Attendance colours by status index 0 to 4: present, absent, late, excused, other. */
export const attendanceStatusColors = ['#2e7d32', '#d32f2f', '#ed6c02', '#0288d1', '#757575'] as const;
