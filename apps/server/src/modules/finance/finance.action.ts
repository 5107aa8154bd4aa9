import {
  cashReportAction,
  installmentPlanAction,
  payStudentAction,
  refundPaymentAction,
  studentBalanceAction,
} from '@kampus/contract';
import { answer, implement } from '../../core/actions.ts';
import { installments, type RowOf } from '@kampus/contract';
import { studentBalance } from './balance.operation.ts';
import { cashReport } from './cash-report.operation.ts';
import { payAnyAmount } from './pay.operation.ts';
import { planInstallments } from './plan.operation.ts';
import { refundPayment } from './refund.operation.ts';

/** `POST /api/installments/plan`: one command (idempotent: its transaction holds the answer too). */
export const planAction = implement(installmentPlanAction, async ({ db, ctx, input }) => {
  const rows = await planInstallments(db, ctx, input.body);
  return answer(201, {
    studentId: input.body.studentId,
    items: rows.map(installmentAnswer),
  });
});

/** An installment as the plan and enrolment commands answer it. */
export const installmentAnswer = (row: RowOf<typeof installments>) => ({
  id: row.id,
  installmentNo: row.installmentNo ?? 0,
  installmentDate: row.installmentDate,
  amount: row.amount,
  isDownPayment: row.isDownPayment === true,
  isDonePayment: row.isDonePayment === true,
});

export const refundAction = implement(refundPaymentAction, async ({ db, ctx, input }) => {
  const row = await refundPayment(db, ctx, input.params.id, input.body.amount, input.body.description);
  return answer(201, { ...row, isRefund: true, refundOf: row.refundOf, bankId: null, installmentId: 0 });
});

export const cashReportRun = implement(cashReportAction, ({ db, ctx, input }) => cashReport(db, ctx, input.query));

/** The student is loaded through the caller's reach by the engine (the declaration's `record`): a family's own only. */
export const balanceAction = implement(studentBalanceAction, ({ db, ctx, record }) =>
  studentBalance(db, ctx, record.id),
);

/**
 * `POST /api/students/{id}/pay`: the student is loaded through the caller's reach (`record`), so
 * another school's cashier gets 404; one command (idempotent) under the school's ledger lock.
 */
export const payAction = implement(payStudentAction, async ({ db, ctx, input, record }) =>
  answer(201, await payAnyAmount(db, ctx, { id: record.id, school: Number(record.school) }, input.body)),
);
