import { z } from 'zod';
import { defineAction } from '../../action/define.ts';
import { idParam } from '../../action/params.ts';
import { everyone } from '../../resource/index.ts';

const INT4_MAX = 2147483647;
const bodyId = z
  .number({ error: 'validation.required' })
  .int({ error: 'validation.invalid_number' })
  .min(1, { error: 'validation.too_small' })
  .max(INT4_MAX, { error: 'validation.too_large' });
/** A barcode as scanned or typed: surrounding spaces are the scanner's, not the label's. */
const barcode = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(40, { error: 'validation.too_long' });

const lendBody = z.object({
  barcode,
  // Exactly one borrower: a student or a member of staff (422 on `student` otherwise).
  student: bodyId.optional(),
  staffBorrower: bodyId.optional(),
});
export type LendBody = z.infer<typeof lendBody>;

const loanAnswer = z.object({
  id: z.number(),
  barcode: z.string(),
  title: z.string(),
  borrower: z.string(),
  loanedAt: z.string(),
  dueDate: z.string(),
  returnedAt: z.string().nullable(),
  fine: z.string().nullable().meta({ description: 'Decimal string, recorded on return' }),
  heldFor: z.string().nullable().meta({ description: 'The holder the returned copy is now kept for' }),
});
export type LoanAnswer = z.infer<typeof loanAnswer>;

/**
 * POST /api/library_loans/lend: the desk lends the copy with this barcode to a student or a
 * member of staff, in one transaction: the due date by the school's rules, at most the school's
 * number of loans per borrower, never a copy already on loan (409) or kept for another holder.
 */
export const lendCopyAction = defineAction({
  name: 'lendLibraryCopy',
  method: 'POST',
  path: '/api/library_loans/lend',
  summary: 'Lend the copy with this barcode to a student or a member of staff',
  tags: ['library_loans'],
  access: { resource: 'library_loans', operation: 'create' },
  transactional: true,
  status: 201,
  input: { body: lendBody },
  output: loanAnswer,
  responses: { 409: 'The copy is on loan already' },
});

/**
 * POST /api/library_loans/return: the copy with this barcode comes back, in one transaction:
 * the fine by the school's rules (per day overdue, capped) is recorded on the loan, and a copy
 * whose title someone holds is kept for the first of them.
 */
export const returnCopyAction = defineAction({
  name: 'returnLibraryCopy',
  method: 'POST',
  path: '/api/library_loans/return',
  summary: 'Take back the copy with this barcode; record the fine; keep it for the first holder',
  tags: ['library_loans'],
  access: { resource: 'library_loans', operation: 'update' },
  transactional: true,
  input: { body: z.object({ barcode }) },
  output: loanAnswer,
  responses: { 409: 'The copy is not on loan' },
});

const overdueRow = z.object({
  loan: z.number(),
  title: z.string(),
  barcode: z.string(),
  borrower: z.string(),
  studentId: z.number().nullable(),
  className: z.string().nullable().meta({ description: 'The student’s class; null for staff' }),
  dueDate: z.string(),
  daysOverdue: z.number(),
  remindedAt: z.string().nullable(),
});
export type OverdueRow = z.infer<typeof overdueRow>;

/** GET /api/library_loans/overdue: the loans past their due date, by class, most overdue first. */
export const overdueLoansAction = defineAction({
  name: 'overdueLibraryLoans',
  method: 'GET',
  path: '/api/library_loans/overdue',
  summary: 'Loans past their due date, by class, with the days overdue',
  tags: ['library_loans'],
  access: { resource: 'library_loans', operation: 'update' },
  output: z.object({ rows: z.array(overdueRow) }),
});

/**
 * POST /api/library_loans/remind: each overdue student loan not reminded today tells the
 * student's guardians (an in-app notification and a queued mail or SMS, as they chose).
 */
export const remindOverdueAction = defineAction({
  name: 'remindOverdueLibraryLoans',
  method: 'POST',
  path: '/api/library_loans/remind',
  summary: 'Remind the families of overdue loans, once a day at most',
  tags: ['library_loans'],
  access: { resource: 'library_loans', operation: 'update' },
  transactional: true,
  output: z.object({ loans: z.number(), notified: z.number() }),
});

const familyLoan = z.object({
  id: z.number(),
  title: z.string(),
  authors: z.string().nullable(),
  loanedAt: z.string(),
  dueDate: z.string(),
  returnedAt: z.string().nullable(),
  daysOverdue: z.number().meta({ description: 'Days past the due date, 0 when not overdue' }),
  fine: z.string().nullable(),
});
export type StudentLoan = z.infer<typeof familyLoan>;

const familyHold = z.object({
  id: z.number(),
  title: z.string(),
  authors: z.string().nullable(),
  heldAt: z.string(),
  status: z.enum(['waiting', 'ready']).meta({ description: 'Waiting for a copy, or a copy kept at the desk' }),
});
export type StudentHold = z.infer<typeof familyHold>;

/**
 * GET /api/students/{id}/library: a student's loans, open first, newest first: title, dates,
 * days overdue, fine; and the titles they reserved, waiting or ready to collect; never a barcode
 * or who lent it. Whoever reaches the student and may read
 * loans (staff, the student's family, the student).
 */
export const studentLibraryAction = defineAction({
  name: 'studentLibraryLoans',
  method: 'GET',
  path: '/api/students/{id}/library',
  summary: 'A student’s library loans: title, due date, days overdue, fine',
  tags: ['library_loans'],
  access: everyone,
  record: { resource: 'students' },
  input: { params: z.object({ id: idParam }) },
  output: z.object({ loans: z.array(familyLoan), holds: z.array(familyHold) }),
  responses: { 404: 'No such student in reach' },
});
