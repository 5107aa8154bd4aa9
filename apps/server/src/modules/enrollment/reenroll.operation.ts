import { enrollments, gradeLevels, students, type RowOf, type Violation } from '@kampus/contract';
import type { RequestContext } from '../../core/caller.ts';
import { create, update } from '../../core/operations.ts';
import { Problem, unprocessable } from '../../core/problem.ts';
import { scoped } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { addFees, type FeeInput } from './enroll.operation.ts';
import { inSeason, seasonPair } from './seasons.ts';

export interface ReenrollInput {
  studentIds: number[];
  enrollmentDate: string;
  fees: FeeInput[];
  promote?: boolean;
}

/**
 * The grade level a student moves up to, from the school's active levels read once: the next by
 * order after theirs, or theirs when it is the last (a graduating class stays where it is until
 * someone decides) or not among them.
 */
const promotionOf = async (tx: Db, ctx: RequestContext, school: number) => {
  const levels = await scoped(tx, ctx).of(gradeLevels).list({ school, active: true });
  const order = (level: { levelOrder: number | null }) => level.levelOrder ?? 0;
  const ordered = [...levels].sort((a, b) => order(a) - order(b) || a.id - b.id);
  return (current: number | null): number | null => {
    const own = ordered.find((level) => level.id === current);
    return own ? (ordered.find((level) => order(level) > order(own))?.id ?? own.id) : current;
  };
};

/**
 * Re-enrols students of the school into the active season, in the command's one transaction: per
 * student an enrolment row marked returning (the grade level of their last season's enrolment, else
 * their record's, or with `promote` the next one) and the chosen fees. Every active student of the
 * school not yet enrolled in the active season may be re-enrolled, whether or not an enrolment row
 * of the previous season exists (422 on `studentIds[i]` otherwise, all named at once, nothing
 * written). The student record's grade level follows only when the active season is the running
 * (default) one: enrolling into next season must not move a student up in this one's reports.
 * Their guardians are the student's own records, so they come along as they are.
 */
export const reenrollStudents = async (
  tx: Db,
  ctx: RequestContext,
  input: ReenrollInput,
): Promise<RowOf<typeof enrollments>[]> => {
  const { active, previous } = await seasonPair(tx, ctx);
  const ids = [...new Set(input.studentIds)];
  const before = previous
    ? await scoped(tx, inSeason(ctx, previous.id))
        .of(enrollments)
        .list({ school: active.school, season: previous.id, studentId: ids })
    : [];
  // The season named as well: a context without a caller (the demo seed) is not held to the active one.
  const now = await scoped(tx, ctx).of(enrollments).list({ school: active.school, season: active.id, studentId: ids });
  const isEnrolled = new Set(now.map((row) => row.studentId));
  const found: Violation[] = [];
  const roster: RowOf<typeof students>[] = [];
  for (const [index, id] of input.studentIds.entries()) {
    const path = `studentIds[${index}]`;
    const student = await scoped(tx, ctx)
      .of(students)
      .get(id)
      .catch((error: unknown) => {
        if (error instanceof Problem && error.status === 404) return undefined;
        throw error;
      });
    if (!student || student.school !== active.school || student.isActive === false)
      found.push({ propertyPath: path, message: 'validation.invalid_reference' });
    else if (isEnrolled.has(id)) found.push({ propertyPath: path, message: 'validation.already_enrolled' });
    else if (!roster.some((row) => row.id === id)) roster.push(student);
  }
  if (found.length > 0) throw unprocessable(found);
  const rows: RowOf<typeof enrollments>[] = [];
  const promote = input.promote ? await promotionOf(tx, ctx, active.school) : (held: number | null) => held;
  for (const student of roster) {
    const last = before.find((row) => row.studentId === student.id);
    const held = last?.gradeLevel ?? student.gradeLevel ?? null;
    const gradeLevel = promote(held);
    if (active.isDefault === true && gradeLevel !== student.gradeLevel && gradeLevel !== null)
      await update(tx, ctx, students, student.id, { gradeLevel: `/api/grade_levels/${gradeLevel}` });
    rows.push(
      await create(tx, ctx, enrollments, {
        school: active.school,
        season: active.id,
        studentId: student.id,
        gradeLevel,
        enrollmentDate: input.enrollmentDate,
        isReturning: true,
      }),
    );
    await addFees(
      tx,
      ctx,
      { school: active.school, season: active.id, studentId: student.id, courseId: null },
      input.fees,
    );
  }
  return rows;
};
