import { studentPayments, translate, users } from '@kampus/contract';
import { asc, eq, sql } from 'drizzle-orm';
import { scoped } from '../../../core/repository.ts';
import { moneyOf } from '../../finance/cash-report.operation.ts';
import { bySchoolTitle, withSchoolColumn } from '../report-scope.ts';
import { within, type ReportBuild } from './shared.ts';

/**
 * The period's collections per school, payment method and cashier (who took the payment; their
 * name at the time when the account is gone), refunds negative, summed by the database.
 */
export const collectionsReport: ReportBuild = async (db, scope, range) => {
  const payments = scoped(db, scope.ctx).of(studentPayments);
  const pay = payments.table;
  // The cashier's name only: the payment already belongs to the caller's scope.
  const cashier = scoped(db, scope.ctx, { across: 'reach' }).of(users).table;
  const name = sql<
    string | null
  >`coalesce(nullif(trim(concat_ws(' ', ${cashier.name}, ${cashier.lastName})), ''), ${pay.committer})`;
  const rows = await db
    .select({
      school: pay.schoolId,
      method: pay.paymentType,
      cashier: name,
      count: sql<number>`count(*)::int`,
      total: sql<string | null>`sum(${pay.paymentAmount})::text`,
    })
    .from(pay)
    .leftJoin(cashier, eq(cashier.id, pay.userId))
    .where(payments.condition({}, within(pay.paymentDate, range)))
    .groupBy(pay.schoolId, pay.paymentType, name)
    .orderBy(asc(pay.schoolId), asc(pay.paymentType), asc(name));
  const { language } = scope.ctx;
  return withSchoolColumn(scope, {
    columns: ['reports.method', 'reports.cashier', 'reports.payments', 'reports.collected'],
    kinds: ['text', 'text', 'number', 'money'],
    rows: bySchoolTitle(scope, rows).map((row) => ({
      school: row.school,
      cells: [
        translate(language, `cashier.methods.${row.method ?? 'other'}`),
        row.cashier ?? translate(language, 'reports.unknown_cashier'),
        String(row.count),
        moneyOf(row.total),
      ],
    })),
  });
};
