import { classes, courses, gradeOverrides, type Violation } from '@kampus/contract';
import type { RequestContext } from '../../core/caller.ts';
import { authorize } from '../../core/policy.ts';
import { Problem } from '../../core/problem.ts';
import { scoped } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { schoolClock } from '../school-life/school-clock.ts';
import { studentCourseGrade } from './course-grade.operation.ts';

type Where = { class: number; course: number };

/** The stored fields as the override routes name them in their body. */
const BODY_NAMES: Readonly<Record<string, string>> = { overrideGrade: 'grade', overrideReason: 'reason' };

/** A refusal of the row's rules names the body's field, as the caller sent it. */
const asBody = (error: unknown): unknown => {
  if (!(error instanceof Problem) || !error.violations) return error;
  const violations: Violation[] = error.violations.map((entry) => ({
    ...entry,
    propertyPath: BODY_NAMES[entry.propertyPath] ?? entry.propertyPath,
  }));
  return new Problem(
    error.status,
    error.titleKey,
    error.detailKey,
    error.values,
    violations,
    error.extensions,
    error.formats,
  );
};

/**
 * PUT /api/students/{id}/course_grade/override (docs/gradebook.md, "Term grades and overrides"):
 * the class and course loaded through the caller's reach (a class a teacher does not teach is
 * 404), then the one row of this student, course and class written through the resource's write
 * path (its rules, the teacher's `own` grant, the audit trail). In the action's transaction.
 */
export const setGradeOverride = async (
  db: Db,
  ctx: RequestContext,
  student: number,
  query: Where,
  body: { grade: string; reason: string; released?: boolean | undefined },
) => {
  const reader = scoped(db, ctx, { across: 'reach', as: 'reader' });
  const klass = await reader.of(classes).get(query.class);
  const course = await reader.of(courses).get(query.course);
  const existing = await reader.of(gradeOverrides).first({ class: klass.id, course: course.id, student });
  const clock = body.released ? await schoolClock(db, klass.school) : null;
  const releasedAt = body.released === undefined ? {} : { releasedAt: clock ? `${clock.date}T${clock.time}` : null };
  const fields = { overrideGrade: body.grade, overrideReason: body.reason, ...releasedAt };
  try {
    if (existing)
      await scoped(db, ctx, { across: 'reach' })
        .of(gradeOverrides, authorize(ctx, gradeOverrides, 'update'))
        .update(existing.id, fields);
    else
      await scoped(db, ctx, { across: 'reach' })
        .of(gradeOverrides, authorize(ctx, gradeOverrides, 'create'))
        .insert({ school: klass.school, class: klass.id, course: course.id, student, ...fields });
  } catch (error) {
    throw asBody(error);
  }
  return studentCourseGrade(db, ctx, student, query);
};

/** DELETE of the same path: the computed grade stands again (nothing to remove is no error). */
export const removeGradeOverride = async (db: Db, ctx: RequestContext, student: number, query: Where) => {
  const reader = scoped(db, ctx, { across: 'reach', as: 'reader' });
  const klass = await reader.of(classes).get(query.class);
  const course = await reader.of(courses).get(query.course);
  const existing = await reader.of(gradeOverrides).first({ class: klass.id, course: course.id, student });
  if (existing)
    await scoped(db, ctx, { across: 'reach' })
      .of(gradeOverrides, authorize(ctx, gradeOverrides, 'delete'))
      .remove(existing.id);
  return studentCourseGrade(db, ctx, student, query);
};
