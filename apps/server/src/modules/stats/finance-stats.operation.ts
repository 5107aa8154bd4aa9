import {
  addMoney,
  gradeLevels,
  guardians,
  installments,
  studentPayments,
  students,
  sumMoney,
  type ActionOutput,
  type financeStatsAction,
} from '@kampus/contract';
import { and, gte, lt, lte } from 'drizzle-orm';
import type { RequestContext } from '../../core/caller.ts';
import { scoped } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { schoolClock } from '../school-life/school-clock.ts';
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
 * Collections count by the paying student's grade level; a student without one is `null`.
 */
export const financeStats = async (db: Db, ctx: RequestContext, schoolId: number): Promise<FinanceStats> => {
  const { date: today } = await schoolClock(db, schoolId);
  const { first, last } = monthBounds(today);
  const repo = scoped(db, ctx);
  const payments = repo.of(studentPayments);
  const plan = repo.of(installments);
  const [collected, due, overdue] = await Promise.all([
    payments.list({}, { also: and(gte(payments.table.paymentDate, first), lte(payments.table.paymentDate, today)) }),
    plan.list({}, { also: and(gte(plan.table.installmentDate, first), lte(plan.table.installmentDate, last)) }),
    plan.list(
      { isDonePayment: false },
      { order: { installmentDate: 'asc' }, also: lt(plan.table.installmentDate, today) },
    ),
  ]);
  const studentIds = [...new Set([...collected, ...due, ...overdue].map((row) => row.studentId))];
  const [studentRows, guardianRows, gradeRows] = await Promise.all([
    studentIds.length ? repo.of(students).list({ id: studentIds }) : [],
    overdue.length ? repo.of(guardians).list({ studentId: [...new Set(overdue.map((row) => row.studentId))] }) : [],
    repo.of(gradeLevels).list({}, { order: { levelOrder: 'asc', title: 'asc' } }),
  ]);
  const gradeTitle = new Map(gradeRows.map((row) => [row.id, row.title]));
  const student = new Map(studentRows.map((row) => [row.id, row]));
  const gradeOf = (studentId: number): string | null => {
    const level = student.get(studentId)?.gradeLevel;
    return level ? (gradeTitle.get(level) ?? null) : null;
  };
  const phone = new Map<number, string>();
  for (const row of guardianRows) if (row.phone && !phone.has(row.studentId)) phone.set(row.studentId, row.phone);

  // Grade levels in their school order, then "no grade level"; only those with a figure.
  const order = [...new Set([...gradeRows.map((row) => row.title), null])];
  const sums = new Map<string | null, GradeSums>(
    order.map((title) => [title, { dueThisMonth: '0.00', collectedThisMonth: '0.00', overdue: '0.00' }]),
  );
  const add = (studentId: number, key: keyof GradeSums, amount: string) => {
    const grade = gradeOf(studentId);
    const current = sums.get(grade) ?? { dueThisMonth: '0.00', collectedThisMonth: '0.00', overdue: '0.00' };
    sums.set(grade, { ...current, [key]: addMoney(current[key], amount) });
  };
  for (const row of collected) add(row.studentId, 'collectedThisMonth', row.paymentAmount);
  for (const row of due) add(row.studentId, 'dueThisMonth', row.amount);
  for (const row of overdue) add(row.studentId, 'overdue', row.amount);
  const nonZero = (row: GradeSums) => Object.values(row).some((amount) => amount !== '0.00');

  return {
    today,
    cashToday: sumMoney(collected.filter((row) => row.paymentDate === today).map((row) => row.paymentAmount)),
    collectedThisMonth: sumMoney(collected.map((row) => row.paymentAmount)),
    dueThisMonth: sumMoney(due.map((row) => row.amount)),
    overdueTotal: sumMoney(overdue.map((row) => row.amount)),
    overdue: overdue.map((row) => {
      const who = student.get(row.studentId);
      return {
        installmentId: row.id,
        studentId: row.studentId,
        student: who ? `${who.name} ${who.lastName}` : String(row.studentId),
        gradeLevel: gradeOf(row.studentId),
        installmentDate: row.installmentDate,
        amount: row.amount,
        phone: phone.get(row.studentId) ?? null,
      };
    }),
    byGradeLevel: [...sums].filter(([, row]) => nonZero(row)).map(([gradeLevel, row]) => ({ gradeLevel, ...row })),
  };
};
