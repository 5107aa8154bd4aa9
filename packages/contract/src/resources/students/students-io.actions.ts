import { z } from 'zod';
import { staff, staffAndTeachers } from '../../resource/access.ts';
import { defineAction } from '../../action/define.ts';

export const STUDENT_EXPORT_FORMATS = ['csv', 'xlsx'] as const;

/** The columns of a student export, which are also the import template's. */
export const STUDENT_COLUMNS = [
  'studentNumber',
  'name',
  'lastName',
  'nationalId',
  'gender',
  'birthDate',
  'email',
  'phone',
  'gradeLevel',
  'enrollmentDate',
  'isActive',
  'guardianName',
  'guardianLastName',
  'guardianRelation',
  'guardianPhone',
  'guardianEmail',
] as const;

/** A bulk export asks a person with a second factor to give it again first (docs/security.md). */
const STEP_UP = {
  403: 'second_factor.step_up_required (stepUpRequired: true): a person with a second factor gives it again (POST /{lang}/step-up), then asks again; never asked of an API key',
} as const;

/**
 * GET /api/students/export?format&search&gradeLevel&isActive: the student list as the screen
 * filters it, with each student's primary guardian, as CSV or Excel (the import template's columns).
 */
export const exportStudentsAction = defineAction({
  name: 'exportStudents',
  method: 'GET',
  reads: 'replica',
  path: '/api/students/export',
  summary: 'Export the students (with their primary guardian) as CSV or Excel',
  tags: ['students'],
  // Teachers export the students of their own classes (the operation reads as its reader does).
  access: staffAndTeachers,
  input: {
    query: z.object({
      format: z.enum(STUDENT_EXPORT_FORMATS, { error: 'validation.invalid_choice' }).default('csv'),
      search: z.string().max(100, { error: 'validation.too_long' }).optional(),
      gradeLevel: z.coerce.number({ error: 'validation.invalid' }).int().min(1).max(2147483647).optional(),
      isActive: z.enum(['true', 'false', '1', '0'], { error: 'validation.invalid_choice' }).optional(),
    }),
  },
  responseType: 'text/csv',
  responses: STEP_UP,
});

/**
 * GET /api/oneroster/export: the active school's roster as OneRoster 1.2 CSV files in one zip
 * (manifest, orgs, academicSessions, courses, classes, users, roles, enrollments, demographics).
 */
export const oneRosterExportAction = defineAction({
  name: 'oneRosterExport',
  method: 'GET',
  reads: 'replica',
  path: '/api/oneroster/export',
  summary: 'Export the roster as OneRoster 1.2 CSV (zip)',
  tags: ['oneroster'],
  access: staff,
  responseType: 'application/zip',
  responses: STEP_UP,
});

/** Largest student file: 5,000 rows of a dozen columns fit in well under this. */
export const MAX_STUDENT_IMPORT_BYTES = 5 * 1024 * 1024;
export const MAX_STUDENT_IMPORT_ROWS = 5000;

const importInput = {
  query: z.object({
    /** Which column of the file holds each field, as JSON `{"name": "First name", ...}`; unnamed fields are read from a column of their own name. */
    columns: z.string().max(4000, { error: 'validation.too_long' }).optional(),
  }),
  body: z.custom<Uint8Array>((value) => value instanceof Uint8Array, { message: 'validation.invalid_body' }),
};

const rowError = z.object({ row: z.number().int(), field: z.string(), message: z.string() });

/**
 * POST /api/students/import/preview: reads a CSV or Excel file of students and their guardians
 * as the import would, and answers each row's errors in the caller's language. Saves nothing.
 */
export const previewStudentImportAction = defineAction({
  name: 'previewStudentImport',
  method: 'POST',
  path: '/api/students/import/preview',
  summary: 'Check a student file (CSV or Excel) row by row without saving',
  tags: ['students'],
  access: staff,
  requestType: 'application/octet-stream',
  maxBytes: MAX_STUDENT_IMPORT_BYTES,
  input: importInput,
  output: z.object({
    headers: z.array(z.string()),
    rows: z.number().int(),
    errors: z.array(rowError),
    sample: z.array(z.record(z.string(), z.string())),
  }),
});

/** POST /api/students/import: the same file saved whole (students and guardians) or not at all (422 naming each row). */
export const importStudentsAction = defineAction({
  name: 'importStudents',
  method: 'POST',
  path: '/api/students/import',
  summary: 'Import students and their guardians from CSV or Excel, all or nothing',
  tags: ['students'],
  access: staff,
  requestType: 'application/octet-stream',
  maxBytes: MAX_STUDENT_IMPORT_BYTES,
  transactional: true,
  input: importInput,
  output: z.object({ students: z.number().int(), guardians: z.number().int() }),
  responses: { 422: 'Rows with errors: nothing was saved' },
});
