import {
  compareMoney,
  feeSettings,
  installments,
  splitMoney,
  students,
  subtractMoney,
  type RowOf,
} from '@kampus/contract';
import { addMonths } from '../../core/calendar.ts';
import type { RequestContext } from '../../core/caller.ts';
import { forbidden } from '../../core/problem.ts';
import { scoped } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { studentBalance } from './balance.operation.ts';
import { limitViolation, lockSchoolLedger } from './ledger.ts';

export interface PlanRequest {
  studentId: number;
  courseId?: number | null;
  total: string;
  downPayment: string;
  count: number;
  firstDate: string;
}

type Settings = RowOf<typeof feeSettings> | undefined;

const positive = (amount: string | null | undefined): amount is string =>
  amount !== null && amount !== undefined && compareMoney(amount, 0) > 0;

/** Each limit of the season's fee settings (a zero or empty limit is no limit), in the order a user fixes them. */
const checkLimits = (plan: PlanRequest, settings: Settings, remaining: string): void => {
  if (settings?.maxInstallmentCount && plan.count > settings.maxInstallmentCount) {
    throw limitViolation('count', 'max_installments', String(settings.maxInstallmentCount), 'count');
  }
  if (positive(settings?.minEnrollmentFee) && compareMoney(plan.total, settings.minEnrollmentFee) < 0) {
    throw limitViolation('total', 'min_tuition', settings.minEnrollmentFee);
  }
  if (compareMoney(plan.total, remaining) > 0) throw limitViolation('total', 'over_remaining', remaining);
  if (compareMoney(plan.downPayment, plan.total) > 0) throw limitViolation('downPayment', 'down_payment_over_total');
  if (positive(settings?.minDownPayment) && compareMoney(plan.downPayment, settings.minDownPayment) < 0) {
    throw limitViolation('downPayment', 'min_down_payment', settings.minDownPayment);
  }
  const rest = subtractMoney(plan.total, plan.downPayment);
  const [first = '0.00'] = compareMoney(rest, 0) > 0 ? splitMoney(rest, plan.count) : [];
  if (positive(settings?.minInstallmentAmount) && compareMoney(first, settings.minInstallmentAmount) < 0) {
    throw limitViolation('count', 'min_installment', settings.minInstallmentAmount);
  }
  const last = addMonths(plan.firstDate, positive(plan.downPayment) ? plan.count : plan.count - 1);
  if (settings?.maxInstallmentDate && last > settings.maxInstallmentDate) {
    throw limitViolation('firstDate', 'max_installment_date', settings.maxInstallmentDate, 'date');
  }
};

/**
 * Makes a student's plan (api-contract: `POST /api/installments/plan`): a down payment due on
 * the first date when there is one, then `count` monthly installments of equal parts, the
 * remainder of the division on the last. Within the fee settings of the active season and
 * never above what the student's fees leave unplanned; inside the command's transaction.
 */
export const planInstallments = async (
  tx: Db,
  ctx: RequestContext,
  plan: PlanRequest,
): Promise<RowOf<typeof installments>[]> => {
  const repo = scoped(tx, ctx);
  const student = await repo.of(students).get(plan.studentId);
  const season = ctx.activeSeasonId;
  if (season === null) throw forbidden('errors.season_forbidden');
  await lockSchoolLedger(tx, student.school);
  const settings = await repo.of(feeSettings).first({ school: student.school, season });
  const { remaining } = await studentBalance(tx, ctx, student.id);
  checkLimits(plan, settings, remaining);
  const common = { school: student.school, season, studentId: student.id, courseId: plan.courseId ?? null };
  const rows: RowOf<typeof installments>[] = [];
  if (positive(plan.downPayment)) {
    const down = { ...common, installmentNo: 0, installmentDate: plan.firstDate, amount: plan.downPayment };
    rows.push(await repo.of(installments).insert({ ...down, isDownPayment: true }));
  }
  const rest = subtractMoney(plan.total, plan.downPayment);
  if (compareMoney(rest, 0) <= 0) return rows;
  for (const [index, amount] of splitMoney(rest, plan.count).entries()) {
    const installmentDate = addMonths(plan.firstDate, positive(plan.downPayment) ? index + 1 : index);
    rows.push(await repo.of(installments).insert({ ...common, installmentNo: index + 1, installmentDate, amount }));
  }
  return rows;
};
