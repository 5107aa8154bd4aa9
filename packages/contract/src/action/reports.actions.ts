import { z } from 'zod';
import { defineAction } from './define.ts';

/**
 * The reports of the hub at `/reports`, each reading one resource the caller must be able to list.
 * The resource decides who may read it (the audit trail: headquarters only). The last five are a
 * group's (issue 27): sums per school, grade, class, method or cashier, computed by the database.
 */
export const REPORTS = {
  'impersonate-log': 'impersonate_logs',
  'audit-trail': 'audit_logs',
  attendance: 'attendances',
  cash: 'student_payments',
  receipts: 'receipts',
  enrolment: 'students',
  outstanding: 'installments',
  absences: 'attendances',
  collections: 'student_payments',
  'school-comparison': 'installments',
  discipline: 'discipline_incidents',
} as const;
export type ReportName = keyof typeof REPORTS;
export const REPORT_NAMES = Object.keys(REPORTS) as ReportName[];
export const REPORT_FORMATS = ['csv', 'xlsx'] as const;
/** `percent` is a rate out of 100 with one decimal (`93.5`), as the dashboards show rates. */
export const REPORT_COLUMN_KINDS = ['text', 'date', 'dateTime', 'money', 'number', 'percent'] as const;
export type ReportColumnKind = (typeof REPORT_COLUMN_KINDS)[number];

export const REPORT_GROUPINGS = ['school', 'class', 'student'] as const;
export type ReportGrouping = (typeof REPORT_GROUPINGS)[number];

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.invalid_date' });
const reportParams = z.object({ report: z.enum(REPORT_NAMES as [ReportName, ...ReportName[]]) });
const range = {
  from: day.optional(),
  to: day.optional(),
  q: z.string().max(100).optional(),
  // One school of the caller's (and the schools below it); none: every school in the active school's subtree.
  school: z.coerce.number({ error: 'validation.invalid' }).int().min(1).max(2147483647).optional(),
  // The absence summary's grouping (per class when none); the other reports ignore it.
  by: z.enum(REPORT_GROUPINGS, { error: 'validation.invalid_choice' }).optional(),
};

/** GET /api/reports/{report}/table?from&to&q&school: the report's rows, for the hub's preview (at most 500). */
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
  responses: {
    403: 'The caller may not list what the report reads',
    422: 'The school filter names a school outside the active school and its schools',
  },
});

/** GET /api/reports/{report}/export?format&from&to&q&school: the whole report as CSV or Excel, headed in the caller's language. */
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
  responses: {
    403: 'The caller may not list what the report reads',
    422: 'The school filter names a school outside the active school and its schools',
  },
});
