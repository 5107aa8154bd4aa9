import {
  academicStatsAction,
  basicStatsAction,
  dailyCashStatsAction,
  enrollmentStatsAction,
  financeStatsAction,
  usageStatsAction,
} from '@kampus/contract';
import { implement } from '../../core/actions.ts';
import { academicStats } from './academic-stats.operation.ts';
import { basicStats } from './basic-stats.operation.ts';
import { financeStats } from './finance-stats.operation.ts';
import { schoolScope } from './school-scope.ts';
import { dailyCashSeries, enrollmentSeries } from './series-stats.operation.ts';
import { usageStats } from './usage-stats.operation.ts';

export const basic = implement(basicStatsAction, async ({ db, services, ctx, input }) =>
  basicStats(db, await schoolScope(services, ctx, input.params.schoolId), input.params.schoolId),
);

export const dailyCash = implement(dailyCashStatsAction, async ({ db, services, ctx, input }) =>
  dailyCashSeries(
    db,
    await schoolScope(services, ctx, input.params.schoolId),
    input.params.schoolId,
    input.params.period,
  ),
);

export const enrollments = implement(enrollmentStatsAction, async ({ db, services, ctx, input }) =>
  enrollmentSeries(
    db,
    await schoolScope(services, ctx, input.params.schoolId),
    input.params.schoolId,
    input.params.period,
  ),
);

export const usage = implement(usageStatsAction, ({ db, ctx }) => usageStats(db, ctx));

export const finance = implement(
  financeStatsAction,
  async ({ db, services, ctx, input }) =>
    financeStats(db, await schoolScope(services, ctx, input.params.schoolId), input.params.schoolId),
  // The overdue list names the students who owe.
  { discloses: (output) => output.overdue.map((row) => row.studentId) },
);

export const academic = implement(academicStatsAction, async ({ db, services, ctx, input }) =>
  academicStats(db, await schoolScope(services, ctx, input.params.schoolId), input.params.schoolId),
);
