import {
  assignmentScores,
  assignments,
  classes,
  courses,
  schedules,
  type ActionInput,
  type RowOf,
  type saveGradebookScoresAction,
  type Violation,
} from '@kampus/contract';
import { eq } from 'drizzle-orm';
import type { RequestContext } from '../../core/caller.ts';
import { create, remove, update } from '../../core/operations.ts';
import { unprocessable } from '../../core/problem.ts';
import { itemCheck } from '../../core/write-pipeline.ts';
import { scoped, system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { announceGradebook } from '../mail/mail-push.ts';

type Cell = ActionInput<typeof saveGradebookScoresAction>['body']['cells'][number];
type Saved = { assignment: number; student: number; id: number | null };

const keyOf = (assignment: number, student: number): string => `${assignment}:${student}`;

/**
 * The grid's burst of cells in the action's one transaction (docs/gradebook.md, "Saving"). Each
 * cell goes through the scores' own write path as the caller (`create`, `update`, `remove`: the
 * rules of a score, the teacher's own grant, the audit trail, each in a savepoint so a refused
 * cell leaves the transaction usable), so the save checks nothing a single cell's write would not.
 * The work must be this class's and this course's. Every refused cell is named; one refused cell
 * refuses the save (thrown after all are tried, so the transaction rolls back whole).
 */
export const saveGradebookScores = async (
  db: Db,
  ctx: RequestContext,
  klass: { id: number; school: number },
  courseId: number,
  cells: readonly Cell[],
): Promise<{ cells: Saved[] }> => {
  const reader = scoped(db, ctx, { across: 'reach', as: 'reader' });
  const course = await reader.of(courses).get(courseId);
  const work = new Set(
    (await reader.of(assignments).list({ class: klass.id, course: course.id })).map((row) => row.id),
  );
  const violations: Violation[] = [];
  const seen = new Set<string>();
  cells.forEach((cell, index) => {
    if (!work.has(cell.assignment))
      violations.push({ propertyPath: `cells[${index}].assignment`, message: 'validation.invalid_reference' });
    const key = keyOf(cell.assignment, cell.student);
    // The same cell twice in one save would leave which value stands to chance.
    if (seen.has(key)) violations.push({ propertyPath: `cells[${index}].student`, message: 'validation.not_unique' });
    seen.add(key);
  });
  if (violations.length > 0) throw unprocessable(violations);

  const existing = await reader.of(assignmentScores).list({
    assignment: [...new Set(cells.map((cell) => cell.assignment))],
    student: [...new Set(cells.map((cell) => cell.student))],
  });
  const stored = new Map<string, RowOf<typeof assignmentScores>>(
    existing.map((row) => [keyOf(row.assignment, row.student), row]),
  );
  const saved: Saved[] = [];
  for (const [index, cell] of cells.entries()) {
    const { assignment, student } = cell;
    const current = stored.get(keyOf(assignment, student));
    const fields = { scoreStatus: cell.scoreStatus, points: cell.points ?? null, comment: cell.comment ?? null };
    // A refused cell's fields are named under `cells[i]` (the core's per-item check, as `/bulk` names `items[i]`).
    await itemCheck(
      index,
      violations,
      async () => {
        if (cell.scoreStatus === null) {
          if (current) await remove(db, ctx, assignmentScores, current.id);
          saved.push({ assignment, student, id: null });
        } else if (current) {
          const row = await update(db, ctx, assignmentScores, current.id, fields);
          saved.push({ assignment, student, id: row.id });
        } else {
          const row = await create(db, ctx, assignmentScores, { school: klass.school, assignment, student, ...fields });
          saved.push({ assignment, student, id: row.id });
        }
      },
      'cells',
    );
  }
  if (violations.length > 0) throw unprocessable(violations);
  await tellOtherTeachers(db, ctx, klass.id);
  return { cells: saved };
};

/**
 * One student's cell of one piece of work, written as the grid writes it (`saveGradebookScores`:
 * the score's rules, the caller's own grant, the audit trail, the other teachers told), for a
 * writer that names the work rather than a class and course (LTI's scores, OneRoster's results).
 * `scoreStatus` null clears the cell. Whether the cell held a score before is answered, for a
 * standard that tells creating from replacing.
 */
export const saveWorkCell = async (
  db: Db,
  ctx: RequestContext,
  work: { id: number; class: number; course: number; school: number },
  cell: Omit<Cell, 'assignment'>,
): Promise<{ had: boolean }> => {
  const had = await scoped(db, ctx, { across: 'reach', as: 'reader' })
    .of(assignmentScores)
    .first({ assignment: work.id, student: cell.student });
  await saveGradebookScores(db, ctx, { id: work.class, school: work.school }, work.course, [
    { ...cell, assignment: work.id },
  ]);
  return { had: had !== undefined };
};

/**
 * The class's other teachers (its homeroom teacher and whoever teaches a lesson in it) are told
 * at commit, so a grid they have open reads the class again: two teachers of one course see each
 * other's scores without reloading. One distinct read of the lessons' teachers, not their rows.
 */
const tellOtherTeachers = async (db: Db, ctx: RequestContext, classId: number): Promise<void> => {
  const store = system(db);
  const lessons = store.of(schedules).table;
  const [homeroom, lessonTeachers] = await Promise.all([
    store.of(classes).first({ id: classId }),
    db.selectDistinct({ teacher: lessons.teacherId }).from(lessons).where(eq(lessons.classId, classId)),
  ]);
  const teachers = new Set([
    ...(homeroom?.teacher ? [homeroom.teacher] : []),
    ...lessonTeachers.map((row) => row.teacher),
  ]);
  teachers.delete(ctx.caller?.id ?? 0);
  for (const teacher of teachers) await announceGradebook(db, teacher, classId);
};
