import { classStudents, type SCORE_STATUSES } from '@kampus/contract';
import { and, eq } from 'drizzle-orm';
import type { RequestContext } from '../../core/caller.ts';
import { system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { oneRosterResultIds } from '../../db/oneroster-tables.ts';
import { saveWorkCell } from '../gradebook/gradebook-save.operation.ts';
import { bodyOf, checkStatus, dayAt, invalid, objectAt, oneOf, pointsAt, refAt, textAt } from './oneroster-body.ts';
import { refuse } from './oneroster-errors.ts';
import { kampusId, lineItemOf, resultOf, unknown, workOf, type Assignment } from './oneroster-ids.ts';

/**
 * The result writes of OneRoster 1.2's gradebook service (docs/oneroster.md, "Writing the
 * gradebook"): a result is one student's cell of a line item's work, written through the
 * gradebook's one write path (`saveWorkCell`: the score's rules, the key's user's grant, the audit
 * trail, the class's other teachers told), its points exact.
 */

const SCORE_STATUS = ['exempt', 'fully graded', 'not submitted', 'partially graded', 'submitted'] as const;

/**
 * The binding's scoreStatus as the gradebook's cell: points given (`fully graded`, and `partially
 * graded`, whose points stand until the client sends others), excused (`exempt`), not handed in
 * (`not submitted`, the policy's missing rule). `submitted` (handed in, not graded) is no cell of
 * the gradebook: Kampus keeps a result once it is graded, excused or missing.
 */
const CELL: Record<Exclude<(typeof SCORE_STATUS)[number], 'submitted'>, (typeof SCORE_STATUSES)[number]> = {
  'fully graded': 'scored',
  'partially graded': 'scored',
  exempt: 'excused',
  'not submitted': 'missing',
};

/** The student the body names, who must be in the work's class (as the score's own rule says). */
const studentIn = async (tx: Db, work: Assignment, sourcedId: string): Promise<number> => {
  const id = kampusId('student', sourcedId);
  const member =
    id === null ? undefined : await system(tx).of(classStudents).first({ classId: work.class, student: id });
  if (!member || id === null) throw unknown('result.student', sourcedId);
  return id;
};

/**
 * The cell the path's sourcedId names must be the body's: an id the client gave this cell, or
 * Kampus's `result-<id>` of it, or a new id, kept for the cell from now on. A PUT never moves a
 * result to another line item or student.
 */
const claimSourcedId = async (
  tx: Db,
  ctx: RequestContext,
  sourcedId: string,
  cell: { assignment: number; student: number; school: number },
): Promise<void> => {
  const same = (found: { assignment: number; student: number }) =>
    found.assignment === cell.assignment && found.student === cell.student;
  const ids = oneRosterResultIds;
  const [kept] = await tx
    .select()
    .from(ids)
    .where(and(eq(ids.schoolId, cell.school), eq(ids.sourcedId, sourcedId)));
  if (kept) {
    if (!same({ assignment: kept.assignmentId, student: kept.studentId }))
      throw invalid('sourcedId', 'names the result of another line item or student.');
    return;
  }
  if (kampusId('result', sourcedId) !== null) {
    const found = await resultOf(tx, ctx, sourcedId);
    if (!found) throw unknown('sourcedId', sourcedId);
    if (!same(found)) throw invalid('sourcedId', 'names the result of another line item or student.');
    return;
  }
  const [other] = await tx
    .select()
    .from(ids)
    .where(and(eq(ids.assignmentId, cell.assignment), eq(ids.studentId, cell.student)));
  if (other) throw refuse(409, 'invaliddata', `sourcedId: this student's result is "${other.sourcedId}".`);
  // A concurrent PUT may have kept an id for the cell, or this id, since the reads above: a conflict, not a 500.
  const made = await tx
    .insert(ids)
    .values({ assignmentId: cell.assignment, studentId: cell.student, schoolId: cell.school, sourcedId })
    .onConflictDoNothing()
    .returning();
  if (made.length === 0) throw refuse(409, 'invaliddata', `sourcedId: "${sourcedId}" was just given to a result.`);
};

/**
 * PUT /results/{sourcedId}: the student's cell of the line item's work, replaced (200) or given
 * (201). Every field is read before anything is written; the gradebook may still refuse the
 * score (above the work's maximum, an exam's work), and then nothing is written either.
 */
export const putResult = async (
  tx: Db,
  ctx: RequestContext,
  sourcedId: string,
  bytes: Uint8Array,
): Promise<{ created: boolean }> => {
  const result = objectAt(bodyOf(bytes), 'result', 'result');
  const given = textAt(result, 'sourcedId', 'result.sourcedId', { max: 100 });
  if (given !== null && given !== sourcedId) throw invalid('result.sourcedId', "not the path's sourcedId.");
  checkStatus(result, 'result.status');
  const status = oneOf(result, 'scoreStatus', 'result.scoreStatus', SCORE_STATUS);
  if (status === null) throw invalid('result.scoreStatus', 'required.');
  if (status === 'submitted')
    throw invalid(
      'result.scoreStatus',
      "'submitted' is not kept: Kampus holds a result once graded, exempt or missing.",
    );
  const points = pointsAt(result, 'score', 'result.score', { min: '0', max: '10000' });
  const scored = CELL[status] === 'scored';
  if (scored && points === null) throw invalid('result.score', `required with scoreStatus '${status}'.`);
  if (!scored && points !== null) throw invalid('result.score', `none with scoreStatus '${status}'.`);
  // Kampus dates a score by its last change: scoreDate is checked, not kept.
  dayAt(result, 'scoreDate', 'result.scoreDate');
  const comment = textAt(result, 'comment', 'result.comment', { max: 1000 });
  const lineItemId = refAt(result, 'lineItem', 'result.lineItem', true) ?? '';
  const studentId = refAt(result, 'student', 'result.student', true) ?? '';
  const classId = refAt(result, 'class', 'result.class', false);
  const work = await lineItemOf(tx, ctx, lineItemId);
  if (!work) throw unknown('result.lineItem', lineItemId);
  if (classId !== null && classId !== `class-${work.class}`)
    throw invalid('result.class', "not the line item's class.");
  const student = await studentIn(tx, work, studentId);
  await claimSourcedId(tx, ctx, sourcedId, { assignment: work.id, student, school: work.school });
  const { had } = await saveWorkCell(tx, ctx, work, { student, scoreStatus: CELL[status], points, comment });
  return { created: !had };
};

/** DELETE /results/{sourcedId}: the cell cleared through the grid's own path, and its kept id gone. */
export const deleteResult = async (tx: Db, ctx: RequestContext, sourcedId: string): Promise<void> => {
  const found = await resultOf(tx, ctx, sourcedId);
  const work = found ? await workOf(tx, ctx, found.assignment) : null;
  if (!found || !work) throw unknown('sourcedId', sourcedId);
  await saveWorkCell(tx, ctx, work, { student: found.student, scoreStatus: null, points: null, comment: null });
  const ids = oneRosterResultIds;
  await tx.delete(ids).where(and(eq(ids.assignmentId, found.assignment), eq(ids.studentId, found.student)));
};
