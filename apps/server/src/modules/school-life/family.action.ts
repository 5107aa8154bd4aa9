import { activeStudentAction, parentStudentsAction } from '@kampus/contract';
import { implement } from '../../core/actions.ts';
import { activeStudent, parentStudents } from './family.operation.ts';

export const studentOfUser = implement(activeStudentAction, async ({ db, ctx, input }) =>
  activeStudent(db, ctx, input.params.userId),
);

export const studentsOfParent = implement(
  parentStudentsAction,
  async ({ db, ctx, input }) => parentStudents(db, ctx, input.params.userId),
  { discloses: (output) => output.students.map((student) => (typeof student.id === 'number' ? student.id : null)) },
);
