import { z } from 'zod';
import { CASHIER_PAYMENT_TYPES } from './payments.resource.ts';
import { defineAction } from '../../action/define.ts';
import { day, positiveAmount, recordId } from './finance.actions.ts';
import { idParam } from '../../action/params.ts';

const allocationLine = z.object({
  installmentId: z.number().int(),
  installmentNo: z.number().int(),
  installmentDate: z.string(),
  amount: z.string(),
});

/**
 * POST /api/students/{id}/pay: the cashier's desk. Any amount up to what is owed, paid to the
 * oldest unpaid installments first (the last one maybe in part), written through the ordinary
 * payment command (`POST /api/student_payments` with the installments it chose), so one payment,
 * its allocation lines and ONE receipt commit together under the school's ledger lock.
 */
export const payStudentAction = defineAction({
  name: 'payStudent',
  method: 'POST',
  path: '/api/students/{id}/pay',
  summary: 'Take any amount from a student, paid to the oldest unpaid installments first',
  tags: ['student_payments'],
  access: { resource: 'student_payments', operation: 'create' },
  record: { resource: 'students' },
  idempotent: true,
  status: 201,
  input: {
    params: z.object({ id: idParam }),
    body: z.object({
      amount: positiveAmount,
      paymentDate: day,
      paymentType: z.enum(CASHIER_PAYMENT_TYPES, { error: 'validation.invalid_choice' }).optional().default('cash'),
      bankId: recordId.optional().nullable(),
      description: z.string().max(1000).optional(),
      // The installments ticked, when the cashier chose them: paid in date order instead of the oldest.
      installments: z.array(recordId).max(1000).optional(),
    }),
  },
  output: z.object({
    id: z.number().int(),
    paymentAmount: z.string(),
    receipt: z.object({ id: z.number().int(), receiptNumber: z.number().int() }),
    lines: z.array(allocationLine),
    due: z.string(),
  }),
  responses: { 404: 'No such student in reach' },
});

const statementLine = z.object({
  date: z.string(),
  kind: z.enum(['fee', 'discount', 'payment', 'refund', 'void']),
  studentId: z.number().int(),
  text: z.string(),
  debit: z.string(),
  credit: z.string(),
  balance: z.string(),
  source: z.string(),
});

const statementOutput = z.object({
  students: z.array(z.object({ id: z.number().int(), name: z.string(), studentNumber: z.string().nullable() })),
  from: z.string().nullable(),
  to: z.string().nullable(),
  opening: z.string(),
  lines: z.array(statementLine),
  debits: z.string(),
  credits: z.string(),
  closing: z.string(),
});

const statementRange = z.object({ from: day.optional(), to: day.optional() });

const pdfAnswers = { 404: 'No such record in reach' } as const;

/**
 * A statement's two declarations, on screen and printed, over the record whose account it is: a
 * student's, or a guardian's children together (one family's). The record is loaded through the
 * caller's reach, so a family reads only its own.
 */
const statementActions = <const N extends string, const R extends 'students' | 'guardians'>(
  name: N,
  record: R,
  summaries: { screen: string; printed: string },
) => {
  const shared = {
    method: 'GET',
    tags: ['student_payments'],
    access: { resource: 'student_payments', operation: 'list' },
    record: { resource: record },
    input: { params: z.object({ id: idParam }), query: statementRange },
  } as const;
  return {
    screen: defineAction({
      ...shared,
      name,
      path: `/api/${record}/{id}/statement`,
      summary: summaries.screen,
      output: statementOutput,
    }),
    printed: defineAction({
      ...shared,
      name: `${name}Pdf`,
      path: `/api/${record}/{id}/statement/pdf`,
      summary: summaries.printed,
      responseType: 'application/pdf',
      responses: pdfAnswers,
    }),
  };
};

/**
 * GET /api/students/{id}/statement[/pdf]: the student's statement of account in the active season:
 * opening balance, every fee, discount, payment, refund and void with the running balance.
 */
const studentStatements = statementActions('studentStatement', 'students', {
  screen: "A student's statement of account",
  printed: "Print a student's statement of account (PDF)",
});
export const studentStatementAction = studentStatements.screen;
export const studentStatementPdfAction = studentStatements.printed;

/** GET /api/guardians/{id}/statement[/pdf]: the guardian's children together (one family's account). */
const familyStatements = statementActions('familyStatement', 'guardians', {
  screen: "A family's statement of account (the guardian's children together)",
  printed: "Print a family's statement of account (PDF)",
});
export const familyStatementAction = familyStatements.screen;
export const familyStatementPdfAction = familyStatements.printed;

const dayEndRow = z.object({
  userId: z.number().int().nullable(),
  cashier: z.string(),
  paymentType: z.string(),
  count: z.number().int(),
  taken: z.string(),
  refunded: z.string(),
  net: z.string(),
});

/**
 * GET /api/finance/day_end?date: the school's day at the desk, per cashier and method: what was
 * taken, what was refunded (apart), the net, and how many receipts. Summed in SQL over `numeric`.
 */
export const dayEndReportAction = defineAction({
  name: 'financeDayEnd',
  method: 'GET',
  reads: 'replica',
  path: '/api/finance/day_end',
  summary: 'Day-end cash report per cashier and payment method',
  tags: ['student_payments'],
  access: { resource: 'student_payments', operation: 'list' },
  input: { query: z.object({ date: day }) },
  output: z.object({
    date: z.string(),
    rows: z.array(dayEndRow),
    taken: z.string(),
    refunded: z.string(),
    net: z.string(),
    receipts: z.number().int(),
  }),
});
