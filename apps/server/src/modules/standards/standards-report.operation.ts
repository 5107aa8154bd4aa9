import {
  assignmentScores,
  assignmentStandards,
  assignments,
  builtInLabel,
  classes,
  classStudents,
  courses,
  learningStandards,
  students,
  type RowOf,
} from '@kampus/contract';
import type { RequestContext } from '../../core/caller.ts';
import { scoped, type Scoped } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { standingOn } from './standing.ts';

type Work = RowOf<typeof assignments>;

/** The work's alignments and their standards, read as the caller reads them (ordered by code). */
const alignmentsOf = async (reader: Scoped, work: readonly Work[]) => {
  const alignments =
    work.length === 0 ? [] : await reader.of(assignmentStandards).list({ assignment: work.map((row) => row.id) });
  const ids = [...new Set(alignments.map((row) => row.standard))];
  const standards =
    ids.length === 0 ? [] : await reader.of(learningStandards).list({ id: ids }, { order: { code: 'asc' } });
  return { alignments, standards };
};

/**
 * GET /api/classes/{id}/standards?course=: each student of the class on each standard the course's
 * work in the class is aligned to (docs/gradebook.md, "Standards-based grading"). The class has
 * been loaded through the caller's reach (a class a teacher does not teach is 404); the rest is
 * read as the caller reads it. A fixed number of statements whatever the size of the class.
 */
export const classStandards = async (
  db: Db,
  ctx: RequestContext,
  klass: { id: number; title?: unknown },
  query: { course: number },
) => {
  const reader = scoped(db, ctx, { across: 'reach', as: 'reader' });
  const course = await reader.of(courses).get(query.course);
  const [work, members] = await Promise.all([
    reader.of(assignments).list({ class: klass.id, course: course.id }),
    reader.of(classStudents).list({ classId: klass.id }),
  ]);
  const { alignments, standards } = await alignmentsOf(reader, work);
  const ids = [...new Set(members.map((row) => row.student))];
  const alignedWork = [...new Set(alignments.map((row) => row.assignment))];
  const [people, scores] = await Promise.all([
    ids.length === 0 ? [] : reader.of(students).list({ id: ids }, { order: { lastName: 'asc', name: 'asc' } }),
    alignedWork.length === 0 || ids.length === 0
      ? []
      : reader.of(assignmentScores).list({ assignment: alignedWork, student: ids }),
  ]);
  const workById = new Map(work.map((row) => [row.id, row]));
  return {
    class: { id: klass.id, title: String(klass.title ?? '') },
    course: { id: course.id, title: builtInLabel('courses', 'title', course.title, ctx.language) },
    standards: standards.map(({ id, code, description }) => ({
      id,
      code,
      description,
      aligned: alignments.filter((row) => row.standard === id).length,
    })),
    students: people.map(({ id, name, lastName }) => ({ id, name, lastName })),
    levels: people.flatMap((person) => {
      const own = scores.filter((row) => row.student === person.id);
      return standards.map((standard) => ({
        student: person.id,
        standard: standard.id,
        ...standingOn(standard.id, alignments, workById, own),
      }));
    }),
  };
};

/**
 * GET /api/students/{id}/standards: one student's standing on the standards of each course of
 * their classes. Read as the caller reads scores (`familyRelease`): a family's levels come from
 * released work only, so nothing unreleased shows through a level.
 */
export const studentStandards = async (db: Db, ctx: RequestContext, studentId: number) => {
  const reader = scoped(db, ctx, { across: 'reach', as: 'reader' });
  const memberships = await reader.of(classStudents).list({ student: studentId });
  const classIds = [...new Set(memberships.map((row) => row.classId))];
  const classRows = classIds.length === 0 ? [] : await reader.of(classes).list({ id: classIds });
  const work =
    classRows.length === 0 ? [] : await reader.of(assignments).list({ class: classRows.map((row) => row.id) });
  const { alignments, standards } = await alignmentsOf(reader, work);
  if (standards.length === 0) return { courses: [] };
  const alignedWork = [...new Set(alignments.map((row) => row.assignment))];
  const [own, courseRows] = await Promise.all([
    reader.of(assignmentScores).list({ student: studentId, assignment: alignedWork }),
    reader.of(courses).list({ id: [...new Set(work.map((row) => row.course))] }),
  ]);
  const workById = new Map(work.map((row) => [row.id, row]));
  return {
    courses: classRows.flatMap((klass) =>
      courseRows
        .map((course) => {
          const ofCourse = new Set(
            work.filter((row) => row.class === klass.id && row.course === course.id).map((row) => row.id),
          );
          const here = alignments.filter((row) => ofCourse.has(row.assignment));
          const shown = standards.filter((standard) => here.some((row) => row.standard === standard.id));
          return {
            course: { id: course.id, title: builtInLabel('courses', 'title', course.title, ctx.language) },
            classTitle: klass.title,
            standards: shown.map(({ id, code, description }) => ({
              id,
              code,
              description,
              ...standingOn(id, here, workById, own),
            })),
          };
        })
        .filter((entry) => entry.standards.length > 0),
    ),
  };
};
