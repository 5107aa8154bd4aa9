import { z } from 'zod';
import { defineAction, type ActionOutput } from '../../action/define.ts';
import { idParam, queryIdParam } from '../../action/params.ts';

const courseId = queryIdParam;

/** A student's standing on one standard: the share of the aligned work's points, its level, and how many pieces of work count. */
const standing = z.object({
  percent: z
    .string()
    .nullable()
    .meta({ description: 'Points earned over points possible on the aligned work, two places' }),
  level: z
    .string()
    .nullable()
    .meta({ description: 'The proficiency level, 1 (beginning) to 4 (advanced); null without evidence' }),
  evidence: z.number().int().meta({ description: 'The scored pieces of aligned work counted' }),
});

const standardRow = z.object({ id: z.number().int(), code: z.string(), description: z.string() });

/**
 * GET /api/classes/{id}/standards?course=: the class's standards report of a course (issue 31, part
 * 4; docs/gradebook.md, "Standards-based grading"): the standards the course's work in this class
 * is aligned to, the class's students, and each student's level on each standard from the scores
 * of the aligned work (excused and unscored work is no evidence). Teachers of the class and staff.
 */
export const classStandardsAction = defineAction({
  name: 'classStandards',
  method: 'GET',
  path: '/api/classes/{id}/standards',
  summary: "A class's standards report of a course: each student's proficiency on each aligned standard",
  tags: ['learning_standards'],
  access: ['headquarters', 'campus', 'school', 'teacher'],
  record: { resource: 'classes', across: 'reach' },
  input: { params: z.object({ id: idParam }), query: z.object({ course: courseId }) },
  output: z.object({
    class: z.object({ id: z.number().int(), title: z.string() }),
    course: z.object({ id: z.number().int(), title: z.string() }),
    standards: z.array(standardRow.extend({ aligned: z.number().int() })),
    students: z.array(z.object({ id: z.number().int(), name: z.string(), lastName: z.string() })),
    levels: z.array(standing.extend({ student: z.number().int(), standard: z.number().int() })),
  }),
  responses: { 404: 'A class or course out of reach (a class the teacher does not teach)' },
});

/**
 * GET /api/students/{id}/standards: one student's levels, course by course, on the standards their
 * classes' work is aligned to. Read as the caller reads scores: a family's from released work only.
 */
export const studentStandardsAction = defineAction({
  name: 'studentStandards',
  method: 'GET',
  path: '/api/students/{id}/standards',
  summary: "A student's proficiency on each standard of their courses",
  tags: ['learning_standards'],
  access: { resource: 'assignment_scores', operation: 'list' },
  record: { resource: 'students', across: 'reach' },
  input: { params: z.object({ id: idParam }) },
  output: z.object({
    courses: z.array(
      z.object({
        course: z.object({ id: z.number().int(), title: z.string() }),
        classTitle: z.string(),
        standards: z.array(standardRow.extend(standing.shape)),
      }),
    ),
  }),
  responses: { 404: 'A student out of reach' },
});

/** The most rows one import takes. */
export const MAX_STANDARD_ROWS = 2000;

/**
 * POST /api/learning_standards/import: a school's standards from a CSV file (a header row naming
 * `code` and `description`, and optionally `subject` and `gradeLevel` by their titles): each row
 * creates the standard of its code or changes it, all in one transaction, every refused row named
 * (`rows[3].subject`); nothing is kept when one is refused. Repeatable with an `Idempotency-Key`.
 */
export const importStandardsAction = defineAction({
  name: 'importStandards',
  method: 'POST',
  path: '/api/learning_standards/import',
  summary: 'Import learning standards from CSV',
  tags: ['learning_standards'],
  access: { resource: 'learning_standards', operation: 'create' },
  idempotent: true,
  transactional: true,
  input: {
    body: z.object({
      school: z.number({ error: 'validation.required' }).int({ error: 'validation.invalid_number' }).min(1),
      csv: z
        .string({ error: 'validation.required' })
        .min(1, { error: 'validation.required' })
        .max(1_000_000, { error: 'validation.too_large' }),
    }),
  },
  output: z.object({ created: z.number().int(), updated: z.number().int() }),
  responses: { 422: 'A file without the code and description columns, or a refused row' },
});

export type ClassStandards = ActionOutput<typeof classStandardsAction>;
export type StudentStandards = ActionOutput<typeof studentStandardsAction>;
