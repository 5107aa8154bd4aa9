import {
  addMoney,
  gradeLevels,
  guardians,
  installments,
  schools,
  studentPayments,
  students,
  sumMoney,
  type ActionOutput,
  type financeStatsAction,
} from '@kampus/contract';
import { and, asc, eq, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { RequestContext } from '../../core/caller.ts';
import { scoped } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { moneyOf } from '../finance/cash-report.operation.ts';
import { schoolClock } from '../school-life/school-clock.ts';
import { gradeOrder } from './grade-order.ts';
import { monthBounds } from './stats-periods.ts';

export type FinanceStats = ActionOutput<typeof financeStatsAction>;

interface GradeSums {
  dueThisMonth: string;
  collectedThisMonth: string;
  overdue: string;
}

/**
 * The finance dashboard of a school context: today's cash and this month's collections (refunds
 * negative) against the installments falling due this month, and every unpaid installment dated
 * before today with the first guardian's phone, all summed by grade level in the money type.
 * Collections count by the paying student's grade level; a student without one (or out of
 * reach) is `null`. The sums are the database's (`group by` the student's grade level), the
 * overdue rows one join: nothing here grows a statement with the number of students.
 */
export const financeStats = async (db: Db, ctx: RequestContext, schoolId: number): Promise<FinanceStats> => {
  const { date: today } = await schoolClock(db, schoolId);
  const { first, last } = monthBounds(today);
  const repo = scoped(db, ctx);
  const payments = repo.of(studentPayments);
  const plan = repo.of(installments);
  const pupils = repo.of(students);
  const family = repo.of(guardians);
  const pay = payments.table;
  const due = plan.table;
  const pupil = pupils.table;
  const guardian = family.table;
  const school = repo.of(schools).table;
  /** The student a row names, when the caller sees them: their grade level and name. */
  const studentOf = (studentId: typeof pay.studentId | typeof due.studentId): SQL =>
    and(eq(pupil.id, studentId), pupils.condition()) as SQL;
  const sumText = (column: typeof pay.paymentAmount | typeof due.amount) => sql<string>`sum(${column})::text`;

  const [collected, dueRows, overdue, gradeRows] = await Promise.all([
    db
      .select({
        level: pupil.gradeLevel,
        total: sumText(pay.paymentAmount),
        today: sql<string | null>`(sum(${pay.paymentAmount}) filter (where ${pay.paymentDate} = ${today}))::text`,
      })
      .from(pay)
      .leftJoin(pupil, studentOf(pay.studentId))
      .where(payments.condition({}, and(gte(pay.paymentDate, first), lte(pay.paymentDate, today))))
      .groupBy(pupil.gradeLevel),
    db
      .select({ level: pupil.gradeLevel, total: sumText(due.amount) })
      .from(due)
      .leftJoin(pupil, studentOf(due.studentId))
      .where(plan.condition({}, and(gte(due.installmentDate, first), lte(due.installmentDate, last))))
      .groupBy(pupil.gradeLevel),
    db
      .select({
        installmentId: due.id,
        studentId: due.studentId,
        name: pupil.name,
        lastName: pupil.lastName,
        school: school.title,
        level: pupil.gradeLevel,
        installmentDate: due.installmentDate,
        amount: due.amount,
        // The first of the student's guardians (by id) with a phone, among those the caller sees.
        phone: sql<string | null>`(select ${guardian.phone} from ${guardian} where ${and(
          eq(guardian.studentId, due.studentId),
          sql`coalesce(${guardian.phone}, '') <> ''`,
          family.condition(),
        )} order by ${guardian.id} limit 1)`,
      })
      .from(due)
      .leftJoin(pupil, studentOf(due.studentId))
      // The installment's own school, already within the caller's scope: its title only.
      .leftJoin(school, eq(school.id, due.school))
      .where(plan.condition({ isDonePayment: false }, lt(due.installmentDate, today)))
      .orderBy(asc(due.installmentDate), asc(due.id)),
    repo.of(gradeLevels).list({}, { order: { levelOrder: 'asc', title: 'asc' } }),
  ]);
  const gradeTitle = new Map(gradeRows.map((row) => [row.id, row.title]));
  const titleOf = (level: number | null): string | null => (level ? (gradeTitle.get(level) ?? null) : null);

  // Grade levels in their school order (equal orders as people count), then "no grade level"; only those with a figure.
  const sorted = gradeRows.map((row) => ({ order: row.levelOrder, title: row.title })).sort(gradeOrder(ctx.language));
  const order = [...new Set([...sorted.map((row) => row.title), null])];
  const sums = new Map<string | null, GradeSums>(
    order.map((title) => [title, { dueThisMonth: '0.00', collectedThisMonth: '0.00', overdue: '0.00' }]),
  );
  const add = (level: number | null, key: keyof GradeSums, amount: string | null) => {
    const grade = titleOf(level);
    const current = sums.get(grade) ?? { dueThisMonth: '0.00', collectedThisMonth: '0.00', overdue: '0.00' };
    sums.set(grade, { ...current, [key]: addMoney(current[key], moneyOf(amount)) });
  };
  for (const row of collected) add(row.level, 'collectedThisMonth', row.total);
  for (const row of dueRows) add(row.level, 'dueThisMonth', row.total);
  for (const row of overdue) add(row.level, 'overdue', row.amount);
  const nonZero = (row: GradeSums) => Object.values(row).some((amount) => amount !== '0.00');

  return {
    today,
    cashToday: sumMoney(collected.map((row) => moneyOf(row.today))),
    collectedThisMonth: sumMoney(collected.map((row) => moneyOf(row.total))),
    dueThisMonth: sumMoney(dueRows.map((row) => moneyOf(row.total))),
    overdueTotal: sumMoney(overdue.map((row) => row.amount)),
    overdue: overdue.map((row) => ({
      installmentId: row.installmentId,
      studentId: row.studentId,
      student: row.name === null ? String(row.studentId) : `${row.name} ${row.lastName ?? ''}`,
      school: row.school,
      gradeLevel: titleOf(row.level),
      installmentDate: row.installmentDate,
      amount: row.amount,
      phone: row.phone,
    })),
    byGradeLevel: [...sums].filter(([, row]) => nonZero(row)).map(([gradeLevel, row]) => ({ gradeLevel, ...row })),
  };
};
