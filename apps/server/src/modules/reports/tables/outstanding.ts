import { installments, students, wallClock } from '@kampus/contract';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { scoped } from '../../../core/repository.ts';
import { moneyOf } from '../../finance/cash-report.operation.ts';
import { bySchoolTitle, withSchoolColumn } from '../report-scope.ts';
import { within, type ReportBuild } from './shared.ts';

/** The ageing buckets: days past the installment's date, bounds included (`null`: no bound). */
const AGEING_BUCKETS = [
  { key: 'reports.not_due', from: null, to: 0 },
  { key: 'reports.overdue_1_30', from: 1, to: 30 },
  { key: 'reports.overdue_31_60', from: 31, to: 60 },
  { key: 'reports.overdue_61_90', from: 61, to: 90 },
  { key: 'reports.overdue_90_plus', from: 91, to: null },
] as const;

/**
 * What each student still owes (installment amount less what is paid on it, unpaid installments
 * only), split by how many days past due on the school's today: not yet due (today or later),
 * 1-30, 31-60, 61-90 and over 90 days. One `group by` statement, the sums `numeric`, exact.
 */
export const outstandingReport: ReportBuild = async (db, scope, range) => {
  const today = wallClock(scope.timeZone).date;
  const repo = scoped(db, scope.ctx);
  const plan = repo.of(installments);
  const pupils = repo.of(students);
  const due = plan.table;
  const pupil = pupils.table;
  const owed = sql`(${due.amount} - ${due.paidAmount})`;
  const late = sql`(${today}::date - ${due.installmentDate})`;
  const bucket = (from: number | null, to: number | null): SQL<string | null> => {
    const bounds = [
      ...(from === null ? [] : [sql`${late} >= ${from}`]),
      ...(to === null ? [] : [sql`${late} <= ${to}`]),
    ];
    return sql<string | null>`(sum(${owed}) filter (where ${sql.join(bounds, sql` and `)}))::text`;
  };
  const rows = await db
    .select({
      school: due.school,
      student: due.studentId,
      name: pupil.name,
      lastName: pupil.lastName,
      b0: bucket(AGEING_BUCKETS[0].from, AGEING_BUCKETS[0].to),
      b1: bucket(AGEING_BUCKETS[1].from, AGEING_BUCKETS[1].to),
      b2: bucket(AGEING_BUCKETS[2].from, AGEING_BUCKETS[2].to),
      b3: bucket(AGEING_BUCKETS[3].from, AGEING_BUCKETS[3].to),
      b4: bucket(AGEING_BUCKETS[4].from, AGEING_BUCKETS[4].to),
      total: sql<string | null>`sum(${owed})::text`,
    })
    .from(due)
    .leftJoin(pupil, and(eq(pupil.id, due.studentId), pupils.condition()))
    .where(plan.condition({ isDonePayment: false }, and(sql`${owed} > 0`, within(due.installmentDate, range))))
    .groupBy(due.school, due.studentId, pupil.name, pupil.lastName)
    .orderBy(asc(due.school), asc(pupil.lastName), asc(pupil.name));
  return withSchoolColumn(scope, {
    columns: ['fields.student', ...AGEING_BUCKETS.map((b) => b.key), 'reports.outstanding'],
    kinds: ['text', ...AGEING_BUCKETS.map(() => 'money' as const), 'money'],
    rows: bySchoolTitle(scope, rows).map((row) => ({
      school: row.school,
      student: row.student,
      cells: [
        row.name === null ? '' : `${row.name} ${row.lastName ?? ''}`.trim(),
        ...[row.b0, row.b1, row.b2, row.b3, row.b4].map(moneyOf),
        moneyOf(row.total),
      ],
    })),
  });
};
