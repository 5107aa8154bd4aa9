import {
  assignmentScores,
  assignments,
  classes,
  courseGrade,
  courses,
  gradeOverrides,
  overrideNamesBand,
  scoresFromRecords,
  sortBands,
} from '@kampus/contract';
import type { RequestContext } from '../../core/caller.ts';
import { violation } from '../../core/problem.ts';
import { scoped } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { courseGradings } from './course-grading.ts';

/**
 * GET /api/students/{id}/course_grade: one student's grade in one course of a class (docs/gradebook.md,
 * "The course grade"). Everything is read as the caller reads it on `/api`: the class and course
 * in their reach (a teacher's own classes, a family's child's), and the scores and the teacher's
 * grade through their own visibility, so a parent or student computes from released scores only
 * and sees the teacher's grade once released, staff or the teacher from all. The student has been
 * loaded through the caller's reach by the engine.
 */
export const studentCourseGrade = async (
  db: Db,
  ctx: RequestContext,
  student: number,
  query: { class: number; course: number },
) => {
  const reader = scoped(db, ctx, { across: 'reach', as: 'reader' });
  const klass = await reader.of(classes).get(query.class);
  const course = await reader.of(courses).get(query.course);
  const [gradings, given, override] = await Promise.all([
    courseGradings(reader, [course]),
    reader.of(assignments).list({ class: klass.id, course: course.id }, { order: { dueDate: 'asc' } }),
    reader.of(gradeOverrides).first({ class: klass.id, course: course.id, student }),
  ]);
  const grading = gradings.get(course.id);
  if (!grading) throw violation('course', 'ui.gradebook.no_policy');
  const scores = await reader.of(assignmentScores).list({ student, assignment: given.map((row) => row.id) });
  const grade = courseGrade(grading.policy, grading.scale, scoresFromRecords(scores, given), {
    override: override ? { grade: override.overrideGrade, reason: override.overrideReason } : null,
  });
  return {
    student,
    class: klass.id,
    course: course.id,
    policy: grading.policyRow.id,
    scale: grading.scaleRow.id,
    ...grade,
    scaleGrades: overrideNamesBand(grading.scale)
      ? sortBands(grading.scale.bands)
          .reverse()
          .map((band) => band.label)
      : null,
    override: override
      ? {
          id: override.id,
          grade: override.overrideGrade,
          reason: override.overrideReason,
          releasedAt: override.releasedAt,
        }
      : null,
  };
};
