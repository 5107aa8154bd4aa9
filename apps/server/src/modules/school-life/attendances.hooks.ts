import { attendances } from '@kampus/contract';
import { registerHooks } from '../../core/hooks.ts';
import { recordScheduleAttendance } from './record-schedule-attendance.operation.ts';
import { schoolClock } from './school-clock.ts';

registerHooks(attendances, {
  // Who recorded it and when, on the school's clock: set by the server, never by the client.
  beforeCreate: async (tx, ctx, data) => {
    const clock = await schoolClock(tx, Number(data.school));
    return { ...data, adder: ctx.caller?.id ?? null, addedAt: `${clock.date} ${clock.time}` };
  },
  afterCreateMany: recordScheduleAttendance,
});
