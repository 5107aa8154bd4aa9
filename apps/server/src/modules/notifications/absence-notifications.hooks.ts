import { attendances } from '@kampus/contract';
import { defineHooks } from '../../core/hooks.ts';
import { notifyAbsences } from './notify-absence.operation.ts';

/**
 * Parent notifications (issue 14, item 8): an attendance created absent, a batch of them (the
 * register, the teacher's pop-up), or one changed to absent tells the student's guardians.
 * The school's language: the guardian reads what their school writes in (`tr` for the demo).
 */
export const absenceNotificationHooks = defineHooks(attendances, {
  afterCreate: (tx, ctx, row) => notifyAbsences(tx, [row], ctx.language),
  afterUpdate: async (tx, ctx, row, previous) => {
    if (row.attendanceType !== previous.attendanceType) await notifyAbsences(tx, [row], ctx.language);
  },
});
