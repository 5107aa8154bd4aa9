import { z } from 'zod';
import { defineAction } from './define.ts';

/**
 * The reports of the hub at `/reports`, each the table of one resource the caller may list.
 * The resource decides who may read it (the audit trail: headquarters only).
 */
export const REPORTS = {
  'impersonate-log': 'impersonate_logs',
  'audit-trail': 'audit_logs',
  attendance: 'attendances',
  cash: 'student_payments',
  receipts: 'receipts',
} as const;
export type ReportName = keyof typeof REPORTS;
export const REPORT_NAMES = Object.keys(REPORTS) as ReportName[];
export const REPORT_FORMATS = ['csv', 'xlsx'] as const;
export const REPORT_COLUMN_KINDS = ['text', 'date', 'dateTime', 'money', 'number'] as const;
export type ReportColumnKind = (typeof REPORT_COLUMN_KINDS)[number];

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.invalid_date' });
const reportParams = z.object({ report: z.enum(REPORT_NAMES as [ReportName, ...ReportName[]]) });
const range = { from: day.optional(), to: day.optional(), q: z.string().max(100).optional() };

/** GET /api/reports/{report}/table?from&to&q: the report's rows, for the hub's preview (at most 500). */
export const reportTableAction = defineAction({
  name: 'reportTable',
  method: 'GET',
  reads: 'replica',
  path: '/api/reports/{report}/table',
  summary: 'A report of the hub as a table: column keys (field labels) and rows of text',
  tags: ['reports'],
  access: ['headquarters', 'campus', 'school'],
  input: { params: reportParams, query: z.object(range) },
  output: z.object({
    columns: z.array(z.string()).meta({ description: 'Label keys of the columns (`fields.enterTime`)' }),
    kinds: z.array(z.enum(REPORT_COLUMN_KINDS)).meta({ description: 'How each column reads: dates, money, numbers' }),
    rows: z.array(z.array(z.string())),
    total: z.number().int().meta({ description: 'Rows matching, the preview showing at most 500' }),
  }),
  responses: { 403: 'The caller may not list what the report reads' },
});

/** GET /api/reports/{report}/export?format&from&to&q: the whole report as CSV or Excel, headed in the caller's language. */
export const reportExportAction = defineAction({
  name: 'reportExport',
  method: 'GET',
  reads: 'replica',
  path: '/api/reports/{report}/export',
  summary: 'A report of the hub as a CSV or Excel download',
  tags: ['reports'],
  access: ['headquarters', 'campus', 'school'],
  input: {
    params: reportParams,
    query: z.object({
      ...range,
      format: z.enum(REPORT_FORMATS, { error: 'validation.invalid_choice' }).default('csv'),
    }),
  },
  responseType: 'application/octet-stream',
  responses: { 403: 'The caller may not list what the report reads' },
});
