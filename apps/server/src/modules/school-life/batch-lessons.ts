import { batches, grantFor, iri, schedules, studentBatches, students, type RowOf } from '@kampus/contract';
import type { RequestContext } from '../../core/caller.ts';
import { loadSerialized } from '../../core/embed.ts';
import { scoped, system } from '../../core/repository.ts';
import { serialize } from '../../core/serialize.ts';
import type { Db } from '../../db/database.ts';

type Lesson = RowOf<typeof schedules>;
type Member = RowOf<typeof studentBatches>;

/**
 * Whether the caller reads every member of a batch lesson: staff, and the lesson's own teacher
 * (an elective's students come from several classes, none of which need be the teacher's; the
 * lesson being theirs is what gives them its register). Others read the members as
 * `student_batches` grants them (a family its own child only).
 */
const readsAllMembers = (ctx: RequestContext, lesson: Pick<Lesson, 'teacherId'>): boolean =>
  ctx.caller === null ||
  ctx.caller.superadmin ||
  grantFor(studentBatches.access.read, ctx.caller.audience) === 'all' ||
  lesson.teacherId === ctx.caller.id;

/** The members of the lessons' batches the caller may see (at most two reads). */
const visibleMembers = async (db: Db, ctx: RequestContext, rows: readonly Lesson[]): Promise<Member[]> => {
  const batchIds = (keep: (row: Lesson) => boolean) => [
    ...new Set(rows.flatMap((row) => (row.batch !== null && keep(row) ? [row.batch] : []))),
  ];
  const all = batchIds((row) => readsAllMembers(ctx, row));
  const own = batchIds((row) => !readsAllMembers(ctx, row)).filter((id) => !all.includes(id));
  const repo = scoped(db, ctx, { across: 'reach' });
  const [everyone, theirs] = await Promise.all([
    all.length === 0 ? Promise.resolve([]) : repo.of(studentBatches, 'all').list({ batchId: all }),
    own.length === 0 ? Promise.resolve([]) : repo.of(studentBatches, 'own').list({ batchId: own }),
  ]);
  return [...everyone, ...theirs];
};

/**
 * A batch's lesson (an elective's section) reads with its batch embedded and the batch with its
 * students, each with the student, the shape of `classId.students`: the members the reader may
 * see (`readsAllMembers`). Three queries per page of schedules, none when no lesson has a batch.
 */
export const expandBatches = async (
  db: Db,
  ctx: RequestContext,
  rows: readonly Lesson[],
  out: Record<string, unknown>[],
): Promise<void> => {
  const batchIds = [...new Set(rows.flatMap((row) => (row.batch === null ? [] : [row.batch])))];
  if (batchIds.length === 0) return;
  const found = await loadSerialized(db, ctx, batches, batchIds);
  const members = await visibleMembers(db, ctx, rows);
  const people = await loadSerialized(
    db,
    ctx,
    students,
    members.map((row) => row.studentId),
  );
  for (const [index, row] of rows.entries()) {
    const item = out[index];
    if (!item || row.batch === null) continue;
    const batchId = row.batch;
    const batch = found.get(batchId);
    item.batch = batch
      ? {
          ...batch,
          '@id': iri('batches', batchId),
          students: members
            .filter((member) => member.batchId === batchId)
            .map((member) => ({ ...serialize(studentBatches, member), student: people.get(member.studentId) ?? null })),
        }
      : null;
  }
};

/** The students of a batch lesson's batch (the system reads them: the caller reached the lesson). */
export const batchStudentIds = async (db: Db, batch: number): Promise<number[]> =>
  (await system(db).of(studentBatches).list({ batchId: batch })).map((row) => row.studentId);
