import { z } from 'zod';
import { parseMoney, compareMoney } from '../../money/money.ts';
import { defineAction } from '../../action/define.ts';
import { idParam } from '../../action/params.ts';

/** An amount as a decimal string or a number, read exactly (docs/money.md); at least a cent. */
export const positiveAmount = z
  .union([z.string(), z.number()], { error: 'validation.required' })
  .transform((value, context) => {
    const amount = parseMoney(value);
    if (amount === undefined) {
      context.addIssue({ code: 'custom', message: 'validation.invalid_amount' });
      return z.NEVER;
    }
    if (compareMoney(amount, 0) <= 0) {
      context.addIssue({ code: 'custom', message: 'validation.too_small' });
      return z.NEVER;
    }
    return amount;
  })
  .meta({ description: 'A decimal amount with at most two places, e.g. "1250.00"' });

/** An amount that may be zero (a plan without a down payment). */
export const amountOrZero = z.union([z.string(), z.number()]).transform((value, context) => {
  const amount = parseMoney(value);
  if (amount === undefined || compareMoney(amount, 0) < 0) {
    context.addIssue({ code: 'custom', message: 'validation.invalid_amount' });
    return z.NEVER;
  }
  return amount;
});

export const day = z
  .string({ error: 'validation.required' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.invalid_date' });
export const recordId = z.coerce
  .number({ error: 'validation.required' })
  .int({ error: 'validation.invalid_reference' })
  .min(1, { error: 'validation.invalid_reference' })
  .max(2 ** 31 - 1, { error: 'validation.invalid_reference' });

export const installmentRow = z.object({
  id: z.number().int(),
  installmentNo: z.number().int(),
  installmentDate: z.string(),
  amount: z.string(),
  isDownPayment: z.boolean(),
  isDonePayment: z.boolean(),
});

/** How a plan is cut: the down payment, how many monthly installments and the first date (plan and enrolment alike). */
export const planTerms = z.object({
  downPayment: amountOrZero.optional().default('0.00'),
  count: z.coerce
    .number({ error: 'validation.required' })
    .int({ error: 'validation.invalid_number' })
    .min(1, { error: 'validation.too_small' })
    .max(120, { error: 'validation.too_large' }),
  firstDate: day,
});

/**
 * POST /api/installments/plan: a down payment and equal monthly installments (the remainder of
 * the division on the last one), within the season's fee settings; each refusal names its field
 * and the limit. One command: all installments or none.
 */
export const installmentPlanAction = defineAction({
  name: 'planInstallments',
  method: 'POST',
  path: '/api/installments/plan',
  summary: "Make a student's installment plan within the fee settings",
  tags: ['installments'],
  access: { resource: 'installments', operation: 'create' },
  idempotent: true,
  status: 201,
  input: {
    body: z
      .object({ studentId: recordId, courseId: recordId.optional().nullable(), total: positiveAmount })
      .extend(planTerms.shape),
  },
  output: z.object({ studentId: z.number().int(), items: z.array(installmentRow) }),
  responses: { 404: 'No such student in reach' },
});

/** POST /api/student_payments/{id}/refund {amount}: a payment of the negated amount, no bank, installment 0. */
export const refundPaymentAction = defineAction({
  name: 'refundStudentPayment',
  method: 'POST',
  path: '/api/student_payments/{id}/refund',
  summary: 'Refund part or all of a payment',
  tags: ['student_payments'],
  access: { resource: 'student_payments', operation: 'create' },
  record: { resource: 'student_payments', operation: 'update' },
  idempotent: true,
  status: 201,
  input: {
    params: z.object({ id: idParam }),
    body: z.object({ amount: positiveAmount, description: z.string().max(1000).optional() }),
  },
  output: z.object({
    id: z.number().int(),
    paymentAmount: z.string(),
    isRefund: z.literal(true),
    refundOf: z.number().int(),
    bankId: z.null(),
    installmentId: z.literal(0),
  }),
  responses: { 404: 'No such payment in reach' },
});

const cashRow = z.object({
  day: z.string(),
  bankId: z.number().int().nullable(),
  total: z.string(),
  count: z.number().int(),
});

/** GET /api/finance/cash_report: the active season's payments less refunds, by day and bank account. */
export const cashReportAction = defineAction({
  name: 'financeCashReport',
  method: 'GET',
  reads: 'replica',
  path: '/api/finance/cash_report',
  summary: 'Collections by day and bank account',
  tags: ['student_payments'],
  access: { resource: 'student_payments', operation: 'list' },
  input: { query: z.object({ from: day.optional(), to: day.optional() }) },
  output: z.object({ rows: z.array(cashRow), total: z.string() }),
});

/** GET /api/students/{id}/balance: what the student owes, as the one server function computes it. */
export const studentBalanceAction = defineAction({
  name: 'studentBalance',
  method: 'GET',
  path: '/api/students/{id}/balance',
  summary: "A student's fees, discounts, payments and what is still due",
  tags: ['student_payments'],
  access: { resource: 'installments', operation: 'read' },
  record: { resource: 'students' },
  input: { params: z.object({ id: idParam }) },
  output: z.object({
    fees: z.string(),
    discounts: z.string(),
    net: z.string(),
    paid: z.string(),
    due: z.string(),
    planned: z.string(),
    remaining: z.string(),
    unpaidInstallments: z.string(),
  }),
  responses: { 404: 'No such student in reach' },
});
