import { and, eq, inArray } from 'drizzle-orm';
import type { RequestContext } from '../../core/caller.ts';
import type { Data, Row } from '../../core/hooks.ts';
import { forbidden, violation } from '../../core/problem.ts';
import type { Db } from '../../db/database.ts';
import { col, resourceTable } from '../../db/resource-tables.ts';

const isTeacher = (ctx: RequestContext): boolean =>
  ctx.caller !== null && !ctx.caller.superadmin && ctx.caller.audience === 'teacher';

/**
 * The one rule of an attendance and its lesson, for `POST /api/attendances`, its `/bulk` form
 * and `PATCH` alike (the attendances hooks): a teacher writes only the attendance of a lesson of
 * theirs (403 otherwise, and for an attendance of no lesson), before and after a change; and the
 * student must be in the lesson's class (422 on `student`), whoever writes it.
 */
export const checkLessonAttendance = async (tx: Db, ctx: RequestContext, data: Data, current?: Row): Promise<void> => {
  const merged: Data = { ...current, ...data };
  const scheduleIds = [current?.scheduleId, merged.scheduleId].filter((id): id is number => typeof id === 'number');
  if (scheduleIds.length === 0) {
    if (isTeacher(ctx)) throw forbidden();
    return;
  }
  const table = resourceTable('schedules');
  const lessons = await tx
    .select({ id: col(table, 'id'), teacherId: col(table, 'teacherId'), classId: col(table, 'classId') })
    .from(table)
    .where(inArray(col(table, 'id'), [...new Set(scheduleIds)]));
  if (
    isTeacher(ctx) &&
    (typeof merged.scheduleId !== 'number' || lessons.some((l) => l.teacherId !== ctx.caller?.id))
  ) {
    throw forbidden();
  }
  const lesson = lessons.find((l) => l.id === merged.scheduleId);
  const changed = current === undefined || 'student' in data || 'scheduleId' in data;
  if (!lesson || typeof merged.student !== 'number' || !changed) return;
  const members = resourceTable('class_students');
  const [member] = await tx
    .select({ id: col(members, 'id') })
    .from(members)
    .where(and(eq(col(members, 'classId'), Number(lesson.classId)), eq(col(members, 'student'), merged.student)))
    .limit(1);
  if (!member) throw violation('student', 'validation.not_in_class');
};
