import { z } from 'zod';
import { staff } from '../resource/access.ts';
import { defineAction } from './define.ts';

export const STUDENT_EXPORT_FORMATS = ['csv', 'xlsx'] as const;

/**
 * GET /api/students/export?format&search&gradeLevel&isActive: the student list as the screen
 * filters it, with each student's primary guardian, as CSV or Excel (the import template's columns).
 */
export const exportStudentsAction = defineAction({
  name: 'exportStudents',
  method: 'GET',
  path: '/api/students/export',
  summary: 'Export the students (with their primary guardian) as CSV or Excel',
  tags: ['students'],
  access: staff,
  input: {
    query: z.object({
      format: z.enum(STUDENT_EXPORT_FORMATS, { error: 'validation.invalid_choice' }).default('csv'),
      search: z.string().max(100, { error: 'validation.too_long' }).optional(),
      gradeLevel: z.coerce.number({ error: 'validation.invalid' }).int().min(1).max(2147483647).optional(),
      isActive: z.enum(['true', 'false', '1', '0'], { error: 'validation.invalid_choice' }).optional(),
    }),
  },
  responseType: 'text/csv',
});

/**
 * GET /api/oneroster/export: the active school's roster as OneRoster 1.2 CSV files in one zip
 * (manifest, orgs, academicSessions, courses, classes, users, roles, enrollments, demographics).
 */
export const oneRosterExportAction = defineAction({
  name: 'oneRosterExport',
  method: 'GET',
  path: '/api/oneroster/export',
  summary: 'Export the roster as OneRoster 1.2 CSV (zip)',
  tags: ['oneroster'],
  access: staff,
  responseType: 'application/zip',
});
