import { studentPayments, students, sumMoney, users, type ActionOutput, type basicStatsAction } from '@kampus/contract';
import type { RequestContext } from '../../core/caller.ts';
import { scoped } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { schoolClock } from '../school-life/school-clock.ts';

export type BasicStats = ActionOutput<typeof basicStatsAction>;

/** The spec's basic stats of a school context (see `schoolScope`): "today" is the school's clock. */
export const basicStats = async (db: Db, ctx: RequestContext, schoolId: number): Promise<BasicStats> => {
  const { date } = await schoolClock(db, schoolId);
  const repo = scoped(db, ctx);
  const [numberOfUsers, numberOfStudents, dailyEnrollments, payments] = await Promise.all([
    repo.of(users).count(),
    repo.of(students).count({ isActive: true }),
    repo.of(students).count({ enrollmentDate: date }),
    repo.of(studentPayments).list({ paymentDate: date }),
  ]);
  return {
    numberOfUsers,
    numberOfStudents,
    dailyCash: sumMoney(payments.map((row) => row.paymentAmount)),
    dailyEnrollments,
  };
};
