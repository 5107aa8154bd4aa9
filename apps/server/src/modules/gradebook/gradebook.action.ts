import { studentCourseGradeAction } from '@kampus/contract';
import { implement } from '../../core/actions.ts';
import { studentCourseGrade } from './course-grade.operation.ts';

/** The student is loaded through the caller's reach by the engine first: a family's own, a teacher's students. */
export const studentCourseGradeRun = implement(studentCourseGradeAction, async ({ db, ctx, record, input }) =>
  studentCourseGrade(db, ctx, record.id, input.query),
);
