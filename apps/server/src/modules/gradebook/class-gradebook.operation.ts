import {
  assignmentScores,
  assignments,
  builtInLabel,
  classStudents,
  courseGrade,
  courses,
  gradeOverrides,
  scoresFromRecords,
  students,
  type RowOf,
} from '@kampus/contract';
import type { RequestContext } from '../../core/caller.ts';
import { scoped } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { courseGradings } from './course-grading.ts';

/**
 * GET /api/classes/{id}/gradebook?course=: the teacher's grid (docs/gradebook.md, "The grid").
 * The class has been loaded through the caller's reach by the engine (a class a teacher does not
 * teach is 404); the course, students, assignments and scores are read as the caller reads them.
 * Every list takes its ids as one array parameter, so the statements are as many for a class of
 * 40 as of 4; the grades are computed in memory from the scores already read.
 */
export const classGradebook = async (
  db: Db,
  ctx: RequestContext,
  klass: { id: number; title?: unknown; school?: unknown },
  query: { course: number },
) => {
  const reader = scoped(db, ctx, { across: 'reach', as: 'reader' });
  const course = await reader.of(courses).get(query.course);
  const [gradings, given, members, overrides] = await Promise.all([
    courseGradings(reader, [course]),
    reader.of(assignments).list({ class: klass.id, course: course.id }, { order: { dueDate: 'asc' } }),
    reader.of(classStudents).list({ classId: klass.id }),
    reader.of(gradeOverrides).list({ class: klass.id, course: course.id }),
  ]);
  const grading = gradings.get(course.id) ?? null;
  const overrideOf = new Map(overrides.map((row) => [row.student, row]));
  // A student is in a class once per term: each once.
  const ids = [...new Set(members.map((row) => row.student))];
  const [people, scores] = await Promise.all([
    ids.length === 0 ? [] : reader.of(students).list({ id: ids }, { order: { lastName: 'asc', name: 'asc' } }),
    given.length === 0 ? [] : reader.of(assignmentScores).list({ assignment: given.map((row) => row.id) }),
  ]);
  const byStudent = new Map<number, RowOf<typeof assignmentScores>[]>();
  for (const score of scores) {
    const list = byStudent.get(score.student);
    if (list) list.push(score);
    else byStudent.set(score.student, [score]);
  }
  return {
    class: { id: klass.id, title: String(klass.title ?? ''), school: Number(klass.school) },
    // Titles the demo seeded read in the caller's language, as every other screen shows them.
    course: { id: course.id, title: builtInLabel('courses', 'title', course.title, ctx.language) },
    policy: grading?.policyRow.id ?? null,
    scaleKind: grading?.scale.kind ?? null,
    students: people.map(({ id, name, lastName, studentNumber }) => ({ id, name, lastName, studentNumber })),
    assignments: given.map(({ id, title, kind, dueDate, maxPoints, releasedAt, gradingCategory, exam }) => ({
      id,
      title: builtInLabel('assignments', 'title', title, ctx.language),
      kind,
      dueDate,
      maxPoints,
      releasedAt,
      gradingCategory,
      exam,
    })),
    scores: scores.map(({ id, assignment, student, scoreStatus, points, comment }) => ({
      id,
      assignment,
      student,
      scoreStatus,
      points,
      comment,
    })),
    grades: people.map(({ id }) => {
      if (!grading) return { student: id, percent: null, band: null, passed: null, computed: null, override: null };
      const stored = overrideOf.get(id);
      const grade = courseGrade(grading.policy, grading.scale, scoresFromRecords(byStudent.get(id) ?? [], given), {
        override: stored ? { grade: stored.overrideGrade, reason: stored.overrideReason } : null,
      });
      const computed = grade.explanation.computed;
      return {
        student: id,
        percent: grade.percent,
        band: grade.band,
        passed: grade.passed,
        computed: computed && { percent: computed.percent, band: computed.band },
        override: stored
          ? { grade: stored.overrideGrade, reason: stored.overrideReason, releasedAt: stored.releasedAt }
          : null,
      };
    }),
  };
};
