import { attendances, installments, students, wallClock } from '@kampus/contract';
import { lte, sql } from 'drizzle-orm';
import { scoped } from '../../../core/repository.ts';
import { moneyOf } from '../../finance/cash-report.operation.ts';
import { withSchoolColumn } from '../report-scope.ts';
import { rateText, within, type ReportBuild } from './shared.ts';

/**
 * The schools side by side: active students; what fell due up to today (installments dated on
 * or before the school's today) and what is paid of it, the collection rate being the paid share
 * (one decimal, computed by the database over `numeric`); what is still owed on unpaid
 * installments; and the attendance rate of the range (records without an absence type). Four
 * `group by school` statements; a teaching school with no figure shows its row all the same.
 */
export const schoolComparisonReport: ReportBuild = async (db, scope, range) => {
  const today = wallClock(scope.timeZone).date;
  const repo = scoped(db, scope.ctx);
  const pupils = repo.of(students);
  const plan = repo.of(installments);
  const register = repo.of(attendances);
  const pupil = pupils.table;
  const due = plan.table;
  const record = register.table;
  const [enrolled, fallen, owed, present] = await Promise.all([
    db
      .select({ school: pupil.school, count: sql<number>`count(*)::int` })
      .from(pupil)
      .where(pupils.condition({ isActive: true }))
      .groupBy(pupil.school),
    db
      .select({
        school: due.school,
        due: sql<string | null>`sum(${due.amount})::text`,
        paid: sql<string | null>`sum(${due.paidAmount})::text`,
        rate: sql<string | null>`(round(100 * sum(${due.paidAmount}) / nullif(sum(${due.amount}), 0), 1))::text`,
      })
      .from(due)
      .where(plan.condition({}, lte(due.installmentDate, today)))
      .groupBy(due.school),
    db
      .select({ school: due.school, total: sql<string | null>`sum(${due.amount} - ${due.paidAmount})::text` })
      .from(due)
      .where(plan.condition({ isDonePayment: false }))
      .groupBy(due.school),
    db
      .select({
        school: record.school,
        records: sql<number>`count(*)::int`,
        present: sql<number>`(count(*) filter (where ${record.attendanceType} is null))::int`,
      })
      .from(record)
      .where(register.condition({}, within(record.attendanceDate, range)))
      .groupBy(record.school),
  ]);
  const of = <T extends { school: number | null }>(rows: T[]) => new Map(rows.map((row) => [row.school, row]));
  const [e, f, o, p] = [of(enrolled), of(fallen), of(owed), of(present)];
  // The teaching schools, and any other (a campus) that holds figures of its own.
  const shown = (id: number) => scope.teaching.has(id) || [e, f, o, p].some((map) => map.has(id));
  const schools = [...scope.schools.entries()].filter(([id]) => shown(id)).sort(([, a], [, b]) => a.localeCompare(b));
  return withSchoolColumn(
    scope,
    {
      columns: [
        'reports.students',
        'reports.due',
        'reports.collected',
        'reports.collection_rate',
        'reports.outstanding',
        'reports.attendance_rate',
      ],
      kinds: ['number', 'money', 'money', 'percent', 'money', 'percent'],
      rows: schools.map(([id]) => {
        const attendance = p.get(id);
        const rate = f.get(id)?.rate;
        return {
          school: id,
          cells: [
            String(e.get(id)?.count ?? 0),
            moneyOf(f.get(id)?.due),
            moneyOf(f.get(id)?.paid),
            rate ?? '',
            moneyOf(o.get(id)?.total),
            attendance ? rateText(attendance.present, attendance.records) : '',
          ],
        };
      }),
    },
    true,
  );
};
