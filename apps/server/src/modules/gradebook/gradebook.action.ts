import {
  assignments,
  classGradebookAction,
  saveGradebookScoresAction,
  releaseAssignmentAction,
  removeGradeOverrideAction,
  setGradeOverrideAction,
  studentCourseGradeAction,
} from '@kampus/contract';
import { implement } from '../../core/actions.ts';
import { update } from '../../core/operations.ts';
import { schoolClock } from '../school-life/school-clock.ts';
import { classGradebook } from './class-gradebook.operation.ts';
import { saveGradebookScores } from './gradebook-save.operation.ts';
import { studentCourseGrade } from './course-grade.operation.ts';
import { removeGradeOverride, setGradeOverride } from './grade-override.operation.ts';

/** The student is loaded through the caller's reach by the engine first: a family's own, a teacher's students. */
export const studentCourseGradeRun = implement(studentCourseGradeAction, async ({ db, ctx, record, input }) =>
  studentCourseGrade(db, ctx, record.id, input.query),
);

/** The teacher's grade: the student in the caller's reach first (the engine), the class and course next. */
export const setGradeOverrideRun = implement(setGradeOverrideAction, async ({ db, ctx, record, input }) =>
  setGradeOverride(db, ctx, record.id, input.query, input.body),
);

export const removeGradeOverrideRun = implement(removeGradeOverrideAction, async ({ db, ctx, record, input }) =>
  removeGradeOverride(db, ctx, record.id, input.query),
);

/** The class is loaded through the caller's reach by the engine first: a teacher's own classes, staff's school's. */
export const classGradebookRun = implement(
  classGradebookAction,
  async ({ db, ctx, record, input }) => classGradebook(db, ctx, record, input.query),
  // Every student of the class is in the answer: an API key reading it leaves a line for each.
  { discloses: (output) => output.students.map((student) => student.id) },
);

/**
 * Now on the school's wall clock, written through the generic update path: the engine has loaded
 * the assignment through the caller's reach for an update (a teacher's own class's only).
 */
export const releaseAssignmentRun = implement(releaseAssignmentAction, async ({ db, ctx, record }) => {
  const clock = await schoolClock(db, Number(record.school));
  const releasedAt = `${clock.date} ${clock.time}`;
  await update(db, ctx, assignments, record.id, { releasedAt });
  return { id: record.id, releasedAt };
});

/** The grid's burst of cells, in the action's transaction; the class is loaded through the caller's reach first. */
export const saveGradebookScoresRun = implement(saveGradebookScoresAction, async ({ db, ctx, record, input }) =>
  saveGradebookScores(db, ctx, { id: record.id, school: Number(record.school) }, input.query.course, input.body.cells),
);
