import { schedules, type Violation } from '@kampus/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { RequestContext } from '../../core/caller.ts';
import type { Row } from '../../core/hooks.ts';
import { update } from '../../core/operations.ts';
import { forbidden, notFound, unprocessable } from '../../core/problem.ts';
import type { Db } from '../../db/database.ts';
import { col, resourceTable } from '../../db/resource-tables.ts';

/**
 * The after-step of `POST /api/attendances/bulk` (api-contract section 3): the records belong
 * to one schedule, each to a student of that schedule's class; then the schedule is marked
 * `isDone` and `isDoneAttendance`. Runs in the bulk create's transaction, so a violation here
 * undoes every record. A teacher records only their own lessons.
 */
export const recordScheduleAttendance = async (tx: Db, ctx: RequestContext, rows: Row[]): Promise<void> => {
  const first = rows[0]?.scheduleId;
  const violations: Violation[] = rows.flatMap((row, index) =>
    typeof row.scheduleId !== 'number' || row.scheduleId !== first
      ? [{ propertyPath: `items[${index}].scheduleId`, message: 'validation.one_schedule' }]
      : [],
  );
  if (violations.length > 0 || typeof first !== 'number') throw unprocessable(violations);

  const table = resourceTable('schedules');
  const [schedule] = await tx
    .select()
    .from(table)
    .where(eq(col(table, 'id'), first))
    .limit(1);
  if (!schedule) throw notFound();
  if (ctx.caller?.audience === 'teacher' && !ctx.caller.superadmin && Number(schedule.teacherId) !== ctx.caller.id) {
    throw forbidden();
  }

  const members = resourceTable('class_students');
  const studentIds = rows.map((row) => Number(row.student));
  const inClass = new Set(
    (
      await tx
        .select({ student: col(members, 'student') })
        .from(members)
        .where(and(eq(col(members, 'classId'), Number(schedule.classId)), inArray(col(members, 'student'), studentIds)))
    ).map((member) => Number(member.student)),
  );
  const strangers = rows.flatMap((row, index) =>
    inClass.has(Number(row.student))
      ? []
      : [{ propertyPath: `items[${index}].student`, message: 'validation.not_in_class' }],
  );
  if (strangers.length > 0) throw unprocessable(strangers);

  await update(tx, ctx, schedules, first, { isDone: true, isDoneAttendance: '1' });
};
