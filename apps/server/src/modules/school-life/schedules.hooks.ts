import { classStudents, classes, getResource, grantFor, iri, schedules, type RowOf } from '@kampus/contract';
import type { RequestContext } from '../../core/caller.ts';
import { loadSerialized } from '../../core/embed.ts';
import { defineHooks, type HookData } from '../../core/hooks.ts';
import { unprocessable } from '../../core/problem.ts';
import { scoped } from '../../core/repository.ts';
import { serialize } from '../../core/serialize.ts';
import type { Db } from '../../db/database.ts';
import { expandBatches } from './batch-lessons.ts';

const studentResource = getResource('students');
type Lesson = RowOf<typeof schedules>;

/**
 * A lesson is taught to a class or to a batch (an elective's section), exactly one: 422 on
 * `classId` when it names neither, on `batch` when it names both.
 */
const checkClassOrBatch = (data: HookData<typeof schedules>, current?: Lesson): void => {
  const classId = data.classId !== undefined ? data.classId : (current?.classId ?? null);
  const batch = data.batch !== undefined ? data.batch : (current?.batch ?? null);
  if ((classId === null) === (batch === null))
    throw unprocessable([
      { propertyPath: classId === null ? 'classId' : 'batch', message: 'ui.schedules.class_or_batch' },
    ]);
};

/** The class lessons' members, as the reader may see them (below). */
const expandClasses = async (db: Db, ctx: RequestContext, rows: readonly Lesson[], out: Record<string, unknown>[]) => {
  const classIds = [...new Set(rows.flatMap((row) => (row.classId === null ? [] : [row.classId])))];
  if (classIds.length === 0 || !studentResource) return;
  const found = await loadSerialized(db, ctx, classes, classIds);
  const ownOnly =
    ctx.caller !== null && !ctx.caller.superadmin && grantFor(classStudents.access.read, ctx.caller.audience) === 'own';
  const memberRows = await scoped(db, ctx, { across: 'reach' })
    .of(classStudents, ownOnly ? 'own' : 'all')
    .list({ classId: classIds });
  const students = await loadSerialized(
    db,
    ctx,
    studentResource,
    memberRows.map((row) => row.student),
  );
  for (const [index, row] of rows.entries()) {
    const item = out[index];
    if (!item || row.classId === null) continue;
    const classId = row.classId;
    const klass = found.get(classId);
    item.classId = klass
      ? {
          ...klass,
          '@id': iri('classes', classId),
          students: memberRows
            .filter((member) => member.classId === classId)
            .map((member) => ({
              ...serialize(classStudents, member),
              student: students.get(member.student) ?? null,
            })),
        }
      : null;
  }
};

export const schedulesHooks = defineHooks(schedules, {
  beforeCreate: (_tx, _ctx, data) => {
    checkClassOrBatch(data);
    return data;
  },
  beforeUpdate: (_tx, _ctx, data, current) => {
    if ('classId' in data || 'batch' in data) checkClassOrBatch(data, current);
    return data;
  },
  /**
   * A schedule reads with its class embedded, the class with its students, each with term and
   * student (api-contract: `classId.students`): three queries per page of schedules. The members
   * are the ones the reader may see, as the class and the students are (`loadSerialized`): a
   * parent or student reads a lesson of their child's class with their own family's members
   * only, never the classmates; a teacher (`teacher:own`) the members of their own classes.
   */
  expand: async (db, ctx, rows, out) => {
    await expandClasses(db, ctx, rows, out);
    await expandBatches(db, ctx, rows, out);
  },
});
