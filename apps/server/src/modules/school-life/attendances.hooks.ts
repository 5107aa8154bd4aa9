import { attendances } from '@kampus/contract';
import { defineHooks } from '../../core/hooks.ts';
import { violation } from '../../core/problem.ts';
import { checkLessonAttendance } from './lesson-attendance.operation.ts';
import { recordScheduleAttendance } from './record-schedule-attendance.operation.ts';
import { schoolClock } from './school-clock.ts';

export const attendancesHooks = defineHooks(attendances, {
  // Who recorded it and when, on the school's clock: set by the server, never by the client.
  // The lesson rule runs here, so a single create and each item of a bulk one pass the same check.
  beforeCreate: async (tx, ctx, data) => {
    await checkLessonAttendance(tx, ctx, data);
    // The school is filled from the request and checked to be in reach before any hook runs.
    if (typeof data.school !== 'number') throw violation('school', 'validation.required');
    const clock = await schoolClock(tx, data.school);
    return { ...data, adder: ctx.caller?.id ?? null, addedAt: `${clock.date} ${clock.time}` };
  },
  beforeUpdate: async (tx, ctx, data, current) => {
    await checkLessonAttendance(tx, ctx, data, current);
    return data;
  },
  afterCreateMany: recordScheduleAttendance,
});
