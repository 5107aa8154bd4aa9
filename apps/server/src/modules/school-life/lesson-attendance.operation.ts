import { attendances, classStudents, schedules, type RowOf } from '@kampus/contract';
import type { RequestContext } from '../../core/caller.ts';
import type { HookData } from '../../core/hooks.ts';
import { forbidden, violation } from '../../core/problem.ts';
import { scoped } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { batchStudentIds } from './batch-lessons.ts';

const isTeacher = (ctx: RequestContext): boolean =>
  ctx.caller !== null && !ctx.caller.superadmin && ctx.caller.audience === 'teacher';

/**
 * The one rule of an attendance and its lesson, for `POST /api/attendances`, its `/bulk` form
 * and `PATCH` alike (the attendances hooks): a teacher writes only the attendance of a lesson of
 * theirs (403 otherwise, and for an attendance of no lesson), before and after a change; and the
 * student must be in the lesson's class (422 on `student`), whoever writes it. Lessons and class
 * members are read within the caller's reach, as the references themselves were checked.
 */
export const checkLessonAttendance = async (
  tx: Db,
  ctx: RequestContext,
  data: HookData<typeof attendances>,
  current?: RowOf<typeof attendances>,
): Promise<void> => {
  const merged = { ...current, ...data };
  const scheduleIds = [current?.scheduleId, merged.scheduleId].filter((id): id is number => typeof id === 'number');
  if (scheduleIds.length === 0) {
    if (isTeacher(ctx)) throw forbidden();
    return;
  }
  const repo = scoped(tx, ctx, { across: 'reach' });
  const lessons = await repo.of(schedules).list({ id: [...new Set(scheduleIds)] });
  // A lesson the teacher cannot even see is not theirs either.
  const theirs = (id: number): boolean => lessons.some((l) => l.id === id && l.teacherId === ctx.caller?.id);
  if (isTeacher(ctx) && (typeof merged.scheduleId !== 'number' || !scheduleIds.every(theirs))) throw forbidden();
  const lesson = lessons.find((l) => l.id === merged.scheduleId);
  const changed = current === undefined || 'student' in data || 'scheduleId' in data;
  if (!lesson || typeof merged.student !== 'number' || !changed) return;
  // A batch's lesson (an elective's section) takes the batch's students instead of a class's.
  const member =
    lesson.classId !== null
      ? await repo.of(classStudents).first({ classId: lesson.classId, student: merged.student })
      : lesson.batch !== null && (await batchStudentIds(tx, lesson.batch)).includes(merged.student);
  if (!member) throw violation('student', 'validation.not_in_class');
};
