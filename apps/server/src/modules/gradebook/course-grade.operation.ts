import {
  assignmentScores,
  assignments,
  classes,
  courseGrade,
  courses,
  gradingCategories,
  gradingScaleBands,
  gradingScales,
  policyFromRecords,
  scaleFromRecords,
  scoresFromRecords,
} from '@kampus/contract';
import type { RequestContext } from '../../core/caller.ts';
import { violation } from '../../core/problem.ts';
import { scoped } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { coursePolicy } from './course-policy.ts';

/**
 * GET /api/students/{id}/course_grade: one student's grade in one course of a class (docs/gradebook.md,
 * "The course grade"). Everything is read as the caller reads it on `/api`: the class and course
 * in their reach (a teacher's own classes, a family's child's), and the scores through their own
 * visibility, so a parent or student computes from released scores only and staff or the
 * teacher from all. The student has been loaded through the caller's reach by the engine.
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
  const policy = await coursePolicy(reader, course);
  if (!policy) throw violation('course', 'ui.gradebook.no_policy');
  const [scale, bands, categories, given] = await Promise.all([
    reader.of(gradingScales).get(policy.gradingScale),
    reader.of(gradingScaleBands).list({ gradingScale: policy.gradingScale }),
    reader.of(gradingCategories).list({ gradingPolicy: policy.id }),
    reader.of(assignments).list({ class: klass.id, course: course.id }, { order: { dueDate: 'asc' } }),
  ]);
  const scores = await reader.of(assignmentScores).list({ student, assignment: given.map((row) => row.id) });
  const grade = courseGrade(
    policyFromRecords(policy, categories),
    scaleFromRecords(scale, bands),
    scoresFromRecords(scores, given),
  );
  return { student, class: klass.id, course: course.id, policy: policy.id, scale: scale.id, ...grade };
};
