import { classStudents, classes, gradingTerms, type RowOf } from '@kampus/contract';
import type { RequestContext } from '../../core/caller.ts';
import { create } from '../../core/operations.ts';
import { Problem, violation } from '../../core/problem.ts';
import { scoped } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { within } from './within.ts';

/**
 * The class the command names, checked before anything is written: a class of the active season
 * (another season's or another school's is out of reach, `classId` invalid), of the chosen grade
 * level when the class has one, in a season that has grading terms to sit it in.
 */
export const chosenClass = async (
  tx: Db,
  ctx: RequestContext,
  classId: number,
  placement: { season: number; gradeLevel: number },
): Promise<{ row: RowOf<typeof classes>; terms: number[] }> => {
  const row = await scoped(tx, ctx)
    .of(classes)
    .get(classId)
    .catch((error: unknown) => {
      throw error instanceof Problem && error.status === 404
        ? violation('classId', 'validation.invalid_reference')
        : error;
    });
  if (row.season !== placement.season) throw violation('classId', 'validation.invalid_reference');
  if (row.gradeLevel !== null && row.gradeLevel !== placement.gradeLevel)
    throw violation('classId', 'validation.class_grade_mismatch');
  const terms = await scoped(tx, ctx)
    .of(gradingTerms)
    .list({ season: row.season }, { order: { startDate: 'asc' } });
  if (terms.length === 0) throw violation('classId', 'validation.no_grading_terms');
  return { row, terms: terms.map((term) => term.id) };
};

/**
 * Class membership is stored per grading term (`class_students`); a student is placed in a class
 * for the season, so one row per term of the class's season, each through the create of
 * `POST /api/class_students` (its rules, its audit), in the enrolment's transaction.
 */
export const placeInClass = async (
  tx: Db,
  ctx: RequestContext,
  placement: { school: number; studentId: number; classId: number; terms: readonly number[] },
): Promise<void> => {
  for (const term of placement.terms) {
    await within('class', () =>
      create(tx, ctx, classStudents, {
        school: placement.school,
        classId: placement.classId,
        student: placement.studentId,
        term,
      }),
    );
  }
};
