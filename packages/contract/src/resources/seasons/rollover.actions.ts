import { z } from 'zod';
import { defineAction } from '../../action/define.ts';
import { day, recordId } from '../student-finance/finance.actions.ts';
import { idParam } from '../../action/params.ts';

/** What becomes of a student of the running season in the next one. */
export const ROLLOVER_OUTCOMES = ['promote', 'repeat', 'graduate', 'leave'] as const;
export type RolloverOutcome = (typeof ROLLOVER_OUTCOMES)[number];

/** The setup tables a rollover creates in the new season, in the order it creates them. */
export const ROLLOVER_TABLES = [
  'grade_levels',
  'grading_terms',
  'courses',
  'classes',
  'fee_settings',
  'schedules',
] as const;

const params = z.object({ id: idParam });

/**
 * The rollover's choices: the season to roll into (a later season of the same school), one
 * outcome per student where the default is not wanted (promote; graduate in the last grade
 * level), whether class placement and teachers (homeroom and lesson teachers) come along, and
 * whether each moving student is billed the new season's fees in the same transaction.
 */
const rolloverBody = z.object({
  toSeason: recordId,
  enrollmentDate: day.optional(),
  decisions: z
    .array(
      z.object({
        studentId: recordId,
        outcome: z.enum(ROLLOVER_OUTCOMES, { error: 'validation.invalid_choice' }),
      }),
    )
    .max(5000, { error: 'validation.too_large' })
    .default([]),
  carryClasses: z.boolean().default(true),
  carryTeachers: z.boolean().default(true),
  billFees: z.boolean({ error: 'validation.invalid_choice' }).default(false),
});

const titled = z.object({ id: z.number().int(), title: z.string() });

const structureRow = z.object({
  table: z.enum(ROLLOVER_TABLES),
  create: z.array(z.string()).meta({ description: 'Titles of the rows the run creates' }),
  skip: z.array(z.object({ title: z.string(), reason: z.string() })),
});

const studentRow = z.object({
  id: z.number().int(),
  name: z.string(),
  lastName: z.string(),
  studentNumber: z.string().nullable(),
  fromClass: z.string().nullable(),
  fromGrade: z.string().nullable(),
  outcome: z.enum(ROLLOVER_OUTCOMES),
  toGrade: z.string().nullable(),
  toClass: z.string().nullable(),
  skip: z.string().nullable().meta({ description: 'Why nothing is written for this student (already enrolled)' }),
  isLastGrade: z.boolean(),
});

const counts = z.object({
  promote: z.number().int(),
  repeat: z.number().int(),
  graduate: z.number().int(),
  leave: z.number().int(),
  skipped: z.number().int(),
});

const money = z.string().meta({ description: 'An exact amount, e.g. "52500.00"' });

/** What `billFees` bills: per new grade level, the fee lines each student gets and the totals; who is not billed and why. */
const feesPlan = z.object({
  grades: z.array(
    z.object({
      grade: z.string(),
      students: z.number().int(),
      fees: z.array(z.object({ feeName: z.string(), feeAmount: money })),
      perStudent: money,
      total: money,
    }),
  ),
  billed: z.number().int().meta({ description: 'Students billed' }),
  total: money,
  skipped: z.array(z.object({ id: z.number().int(), name: z.string(), lastName: z.string(), reason: z.string() })),
});

export const rolloverPreview = z.object({
  fromSeason: titled,
  toSeason: titled,
  structure: z.array(structureRow),
  students: z.array(studentRow),
  counts,
  fees: feesPlan.nullable().meta({ description: 'The billing, when `billFees` is asked' }),
});

/** POST /api/schools/{id}/rollover/preview: what the run would do, nothing written. */
export const rolloverPreviewAction = defineAction({
  name: 'rolloverPreview',
  method: 'POST',
  path: '/api/schools/{id}/rollover/preview',
  summary: 'Preview the rollover of a school from its running season into the next one',
  tags: ['seasons'],
  access: { resource: 'seasons', operation: 'update' },
  record: { resource: 'schools' },
  input: { params, body: rolloverBody },
  output: rolloverPreview,
  responses: { 404: 'No such school in reach' },
});

/**
 * POST /api/schools/{id}/rollover: one transaction that creates the new season's setup once
 * (matched by natural key, what exists is kept) and writes each student's outcome into the new
 * season only; the running season's rows are not touched.
 */
export const rolloverRunAction = defineAction({
  name: 'rolloverRun',
  method: 'POST',
  path: '/api/schools/{id}/rollover',
  summary: 'Roll a school over from its running season into the next one',
  tags: ['seasons'],
  access: { resource: 'seasons', operation: 'update' },
  record: { resource: 'schools' },
  idempotent: true,
  transactional: true,
  status: 201,
  input: { params, body: rolloverBody },
  output: z.object({
    toSeason: titled,
    created: z.record(z.string(), z.number().int()).meta({ description: 'Rows created per table' }),
    counts,
    fees: z.object({ billed: z.number().int(), total: money }).nullable(),
  }),
  responses: { 404: 'No such school in reach' },
});

/**
 * POST /api/schools/{id}/rollover/undo: removes what the school's last rollover created, while
 * the new season has no money, attendance or grades recorded (422 on `toSeason` otherwise).
 */
export const rolloverUndoAction = defineAction({
  name: 'rolloverUndo',
  method: 'POST',
  path: '/api/schools/{id}/rollover/undo',
  summary: "Undo the school's last rollover while its new season has nothing recorded",
  tags: ['seasons'],
  access: { resource: 'seasons', operation: 'update' },
  record: { resource: 'schools' },
  idempotent: true,
  transactional: true,
  input: { params },
  output: z.object({
    toSeason: titled,
    removed: z.record(z.string(), z.number().int()).meta({ description: 'Rows removed per table' }),
  }),
  responses: { 404: 'No such school in reach' },
});

/** GET /api/schools/{id}/rollover: the running season, the seasons one may roll into, the last rollover. */
export const rolloverStateAction = defineAction({
  name: 'rolloverState',
  method: 'GET',
  path: '/api/schools/{id}/rollover',
  summary: "A school's running season, the later seasons to roll into, and its last rollover",
  tags: ['seasons'],
  access: { resource: 'seasons', operation: 'update' },
  record: { resource: 'schools' },
  input: { params },
  output: z.object({
    running: titled.nullable(),
    targets: z.array(titled),
    last: z
      .object({ toSeason: titled, at: z.string(), counts, canUndo: z.boolean(), undoRefusal: z.string().nullable() })
      .nullable(),
  }),
  responses: { 404: 'No such school in reach' },
});
