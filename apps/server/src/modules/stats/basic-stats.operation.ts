import { studentPayments, students, users, type ActionOutput, type basicStatsAction } from '@kampus/contract';
import { sql } from 'drizzle-orm';
import type { RequestContext } from '../../core/caller.ts';
import { scoped } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { moneyOf } from '../finance/cash-report.operation.ts';
import { schoolClock } from '../school-life/school-clock.ts';

export type BasicStats = ActionOutput<typeof basicStatsAction>;

/** The spec's basic stats of a school context (see `schoolScope`): "today" is the school's clock. */
export const basicStats = async (db: Db, ctx: RequestContext, schoolId: number): Promise<BasicStats> => {
  const { date } = await schoolClock(db, schoolId);
  const repo = scoped(db, ctx);
  const payments = repo.of(studentPayments);
  const [numberOfUsers, numberOfStudents, dailyEnrollments, [cash]] = await Promise.all([
    repo.of(users).count(),
    repo.of(students).count({ isActive: true }),
    repo.of(students).count({ enrollmentDate: date }),
    db
      .select({ sum: sql<string | null>`sum(${payments.table.paymentAmount})::text` })
      .from(payments.table)
      .where(payments.condition({ paymentDate: date })),
  ]);
  return { numberOfUsers, numberOfStudents, dailyCash: moneyOf(cash?.sum), dailyEnrollments };
};
