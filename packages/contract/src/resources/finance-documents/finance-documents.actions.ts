import { z } from 'zod';
import { parseMoney } from '../../money/money.ts';
import { defineAction } from '../../action/define.ts';
import { idParam } from '../../action/params.ts';

const INT4_MAX = 2147483647;

const bodyId = z
  .number({ error: 'validation.required' })
  .int({ error: 'validation.invalid_number' })
  .min(1, { error: 'validation.too_small' })
  .max(INT4_MAX, { error: 'validation.too_large' });

/** A money amount as the wire carries it (a decimal string, or a number read exactly); above zero. */
const positiveMoney = z
  .unknown()
  .transform((value, context) => {
    if (value === undefined || value === null || value === '') {
      context.addIssue({ code: 'custom', message: 'validation.required' });
      return z.NEVER;
    }
    const money = parseMoney(value);
    if (money === undefined || money.startsWith('-') || money === '0.00') {
      context.addIssue({ code: 'custom', message: 'validation.invalid_amount' });
      return z.NEVER;
    }
    return money;
  })
  .meta({ description: 'Money: a decimal string with at most two places ("1250.00"), or a number read exactly' });

const isoDate = z
  .string({ error: 'validation.required' })
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, { error: 'validation.invalid_date' });

/** Most notes one series makes: ten years of monthly notes. */
export const MAX_PROMISSORY_SERIES = 120;

/**
 * POST /api/promissory_notes/series: N notes for a student in one transaction, numbered on from
 * the student's last note (`promissoryNo`), ordered 1..N (`promissoryOrder`), due a month apart
 * from `firstDate` (the 31st falls on a shorter month's last day), their amounts `splitMoney`
 * of the total (the remainder on the last), created with returnDate "0000-00-00" and lawyer 0.
 */
export const promissoryNoteSeriesAction = defineAction({
  name: 'createPromissoryNoteSeries',
  method: 'POST',
  path: '/api/promissory_notes/series',
  summary: "Create a student's promissory notes: N notes a month apart adding up to a total",
  tags: ['promissory_notes'],
  access: { resource: 'promissory_notes', operation: 'create' },
  idempotent: true,
  transactional: true,
  status: 201,
  input: {
    body: z.object({
      studentId: bodyId,
      courseId: bodyId.optional(),
      title: z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(200, {
        error: 'validation.too_long',
      }),
      address: z.string().max(1000, { error: 'validation.too_long' }).optional(),
      total: positiveMoney,
      count: z
        .number({ error: 'validation.required' })
        .int({ error: 'validation.invalid_number' })
        .min(1, { error: 'validation.too_small' })
        .max(MAX_PROMISSORY_SERIES, { error: 'validation.too_large' }),
      firstDate: isoDate,
    }),
  },
  output: z.object({
    items: z.array(z.looseObject({}).meta({ description: 'A PromissoryNote, as /api/promissory_notes/{id} reads it' })),
  }),
  responses: { 404: 'No such student in reach' },
});

const pdfResponses = { 404: 'No such record in reach' } as const;

/** GET /api/students/{id}/promissory_notes/pdf: the student's notes of the active season, a page each, in the caller's language. */
export const promissoryNotesPdfAction = defineAction({
  name: 'promissoryNotesPdf',
  method: 'GET',
  path: '/api/students/{id}/promissory_notes/pdf',
  summary: "Print a student's promissory notes (PDF, a page each)",
  tags: ['promissory_notes'],
  access: { resource: 'promissory_notes', operation: 'list' },
  record: { resource: 'students' },
  input: { params: z.object({ id: idParam }) },
  responseType: 'application/pdf',
  responses: pdfResponses,
});

/** GET /api/invoices/{id}/pdf: the invoice, in the caller's language. */
export const invoicePdfAction = defineAction({
  name: 'invoicePdf',
  method: 'GET',
  path: '/api/invoices/{id}/pdf',
  summary: 'Print an invoice (PDF)',
  tags: ['invoices'],
  access: { resource: 'invoices', operation: 'read' },
  record: { resource: 'invoices' },
  input: { params: z.object({ id: idParam }) },
  responseType: 'application/pdf',
  responses: pdfResponses,
});

/**
 * GET /api/receipts/{id}/pdf: a receipt, in the caller's language, the amount in words. Whoever
 * reads the receipt prints it: staff of its school, and the student's family.
 */
export const receiptPdfAction = defineAction({
  name: 'receiptPdf',
  method: 'GET',
  path: '/api/receipts/{id}/pdf',
  summary: 'Print a receipt (PDF)',
  tags: ['receipts'],
  access: { resource: 'receipts', operation: 'read' },
  record: { resource: 'receipts' },
  input: { params: z.object({ id: idParam }) },
  responseType: 'application/pdf',
  responses: pdfResponses,
});

/**
 * GET /api/enrollment_agreements/{id}/pdf?studentId: the agreement with its items, each item's
 * text and extra information filled from the student's data, in the caller's language.
 */
export const enrollmentAgreementPdfAction = defineAction({
  name: 'enrollmentAgreementPdf',
  method: 'GET',
  path: '/api/enrollment_agreements/{id}/pdf',
  summary: "Print an enrolment agreement filled with a student's data (PDF)",
  tags: ['enrollment_agreements'],
  access: { resource: 'enrollment_agreements', operation: 'read' },
  record: { resource: 'enrollment_agreements' },
  input: {
    params: z.object({ id: idParam }),
    query: z.object({
      studentId: z.coerce
        .number({ error: 'validation.required' })
        .int({ error: 'validation.invalid' })
        .min(1, { error: 'validation.invalid' })
        .max(INT4_MAX, { error: 'validation.invalid' }),
    }),
  },
  responseType: 'application/pdf',
  responses: pdfResponses,
});
