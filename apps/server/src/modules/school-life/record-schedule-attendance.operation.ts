import { attendances, schedules, type RowOf, type Violation } from '@kampus/contract';
import { systemContext, type RequestContext } from '../../core/caller.ts';
import { update } from '../../core/operations.ts';
import { unprocessable } from '../../core/problem.ts';
import type { Db } from '../../db/database.ts';

/**
 * The after-step of `POST /api/attendances/bulk` (api-contract section 3): the records belong
 * to one schedule; then the schedule is marked `isDone` and `isDoneAttendance`. Runs in the
 * bulk create's transaction, so a violation here undoes every record. Whose lesson it is and
 * whether each student is in its class was checked per item by the attendances' `beforeCreate`
 * (lesson-attendance.operation.ts), the same rule as a single create.
 */
export const recordScheduleAttendance = async (
  tx: Db,
  ctx: RequestContext,
  rows: RowOf<typeof attendances>[],
): Promise<void> => {
  const first = rows[0]?.scheduleId;
  const violations: Violation[] = rows.flatMap((row, index) =>
    typeof row.scheduleId !== 'number' || row.scheduleId !== first
      ? [{ propertyPath: `items[${index}].scheduleId`, message: 'validation.one_schedule' }]
      : [],
  );
  if (violations.length > 0 || typeof first !== 'number') throw unprocessable(violations);
  // The server marks the lesson done on the teacher's behalf: teachers may not PATCH schedules.
  await update(tx, systemContext(ctx.language), schedules, first, { isDone: true, isDoneAttendance: '1' });
};
