import { schedules } from '@kampus/contract';
import { recordAction } from '../../core/audit.ts';
import { systemContext, type RequestContext } from '../../core/caller.ts';
import { conflict } from '../../core/problem.ts';
import type { Db } from '../../db/database.ts';
import { createRows, removeRows } from '../../core/write-pipeline.ts';
import { publishPlan } from './timetable-diff.operation.ts';

/**
 * Publishes a done run from `startDate`, in the caller's transaction: the plan is worked out
 * again and must have the fingerprint the school reviewed (409 otherwise, nothing written);
 * the lessons it replaces go and the solved week's lessons are written, with subject and room (an
 * elective block's sections as lessons of their batches, each with its teacher and room).
 * The rows are written as the system (one batch, references already the school's own) and the
 * publication is audited once as the caller's act.
 */
export const publishTimetable = async (
  tx: Db,
  ctx: RequestContext,
  runId: number,
  startDate: string,
  fingerprint: string,
) => {
  const plan = await publishPlan(tx, ctx, runId, startDate);
  if (plan.fingerprint !== fingerprint) throw conflict('ui.timetable.stale');
  const system = systemContext(ctx.language);
  await removeRows(tx, system, schedules, plan.replaced);
  await createRows(
    tx,
    system,
    schedules,
    plan.created.map((entry) => ({
      school: plan.school,
      season: plan.season,
      teacherId: entry.teacherId,
      classId: entry.classId,
      batch: entry.batchId,
      course: entry.courseId,
      room: entry.roomId,
      scheduleDate: entry.date,
      enterTime: entry.startTime,
      exitTime: entry.endTime,
      isDone: false,
      isDoneAttendance: false,
    })),
    { batch: true },
  );
  await recordAction(tx, ctx, {
    resource: 'timetable_runs',
    id: plan.runId,
    action: 'timetable_publish',
    school: plan.school,
    after: { startDate, removed: plan.replaced.length, created: plan.created.length, kept: plan.kept.length },
  });
  return { removed: plan.replaced.length, created: plan.created.length, kept: plan.kept.length };
};
