import {
  enrollmentDashboardAction,
  enrollStudentAction,
  previewEnrollmentAction,
  previousSeasonStudentsAction,
  reenrollStudentsAction,
  searchGuardiansAction,
  seasonEnrollmentsAction,
} from '@kampus/contract';
import { answer, implement } from '../../core/actions.ts';
import { installmentAnswer } from '../finance/finance.action.ts';
import { enrollStudent } from './enroll.operation.ts';
import { enrollmentDashboard, previousSeasonStudents, seasonEnrollments } from './enrollment-reads.operation.ts';
import { previewEnrollment } from './enroll-preview.operation.ts';
import { searchGuardians } from './guardian-search.operation.ts';
import { reenrollStudents } from './reenroll.operation.ts';

/** `POST /api/enrollments/enroll`: the whole wizard in one command. */
export const enrollRun = implement(enrollStudentAction, async ({ db, ctx, input }) => {
  const done = await enrollStudent(db, ctx, input.body);
  return answer(201, {
    id: done.enrollment.id,
    studentId: done.enrollment.studentId,
    studentNumber: done.studentNumber,
    classId: done.classId,
    guardians: done.guardians,
    invited: done.invited,
    fees: done.fees,
    discounts: done.discounts,
    installments: done.installments.map(installmentAnswer),
  });
});

export const reenrollRun = implement(reenrollStudentsAction, async ({ db, ctx, input }) => {
  const rows = await reenrollStudents(db, ctx, input.body);
  return answer(201, { items: rows.map((row) => ({ id: row.id, studentId: row.studentId })) });
});

export const previousSeasonRun = implement(
  previousSeasonStudentsAction,
  ({ db, ctx }) => previousSeasonStudents(db, ctx),
  { discloses: (output) => output.students.map((student) => student.id) },
);

export const seasonEnrollmentsRun = implement(seasonEnrollmentsAction, ({ db, ctx }) => seasonEnrollments(db, ctx), {
  discloses: (output) => output.items.map((item) => item.studentId),
});

export const dashboardRun = implement(enrollmentDashboardAction, ({ db, ctx }) => enrollmentDashboard(db, ctx));

export const guardianSearchRun = implement(searchGuardiansAction, ({ db, ctx, input }) =>
  searchGuardians(db, ctx, input.query.search),
);

export const previewRun = implement(previewEnrollmentAction, async ({ db, ctx, input }) =>
  answer(200, await previewEnrollment(db, ctx, input.body)),
);
