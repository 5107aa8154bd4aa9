import { classStandardsAction, importStandardsAction, studentStandardsAction } from '@kampus/contract';
import { implement } from '../../core/actions.ts';
import { importStandards } from './import-standards.operation.ts';
import { classStandards, studentStandards } from './standards-report.operation.ts';

/** The class is loaded through the caller's reach by the engine first (a class a teacher does not teach is 404). */
export const classStandardsRun = implement(
  classStandardsAction,
  async ({ db, ctx, record, input }) => classStandards(db, ctx, record, input.query),
  // Every student of the class is in the answer: an API key reading it leaves a line for each.
  { discloses: (output) => output.students.map((student) => student.id) },
);

/** The student is loaded through the caller's reach first: a family's own child, staff's of their schools. */
export const studentStandardsRun = implement(studentStandardsAction, async ({ db, ctx, record }) =>
  studentStandards(db, ctx, record.id),
);

export const importStandardsRun = implement(importStandardsAction, async ({ db, ctx, input }) =>
  importStandards(db, ctx, input.body),
);
