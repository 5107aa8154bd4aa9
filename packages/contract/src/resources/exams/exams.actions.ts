import { z } from 'zod';
import { INT4_MAX, parseId } from '../../resource/values.ts';
import { defineAction } from '../../action/define.ts';
import { idParam } from '../../action/params.ts';

const teaching = ['headquarters', 'campus', 'school', 'teacher'] as const;

/** A record id in the query (digits): anything else is a 422 naming the parameter. */
const queryId = z.string().transform((value, context) => {
  const id = parseId(value);
  if (id === undefined) {
    context.addIssue({ code: 'custom', message: 'validation.invalid_number', input: value });
    return z.NEVER;
  }
  return id;
});

const bodyId = z
  .number({ error: 'validation.required' })
  .int({ error: 'validation.invalid_number' })
  .min(1, { error: 'validation.too_small' })
  .max(INT4_MAX, { error: 'validation.too_large' });

const subjectColumn = z.object({
  subject: z.number().int(),
  title: z.string(),
  points: z.string(),
  questionCount: z.number().int(),
});

const gridRow = z.object({
  student: z.object({
    id: z.number().int(),
    name: z.string(),
    lastName: z.string(),
    studentNumber: z.string().nullable(),
  }),
  scores: z.record(z.string(), z.string().nullable()).meta({ description: 'Score per subject id; null when none' }),
  totalScore: z.string().nullable(),
  classRank: z.number().int().nullable(),
  examRank: z.number().int().nullable(),
});

const grid = z.object({
  exam: z.object({ id: z.number().int(), title: z.string(), examDate: z.string() }),
  class: z.object({ id: z.number().int(), title: z.string() }),
  classes: z.array(z.object({ id: z.number().int(), title: z.string() })),
  subjects: z.array(subjectColumn),
  rows: z.array(gridRow),
});

/** GET /api/exams/{id}/grid?classId: the score grid of one class of an exam, with totals and ranks. */
export const examGridAction = defineAction({
  name: 'examGrid',
  method: 'GET',
  path: '/api/exams/{id}/grid',
  summary: "An exam's score grid for one of its classes",
  tags: ['exams'],
  access: teaching,
  record: { resource: 'exams' },
  input: {
    params: z.object({ id: idParam }),
    query: z.object({ classId: queryId.optional() }),
  },
  output: grid,
  responses: { 404: 'An exam or class out of reach' },
});

const decimalScore = z
  .string({ error: 'validation.invalid_number' })
  .regex(/^\d{1,4}(\.\d{1,2})?$/, { error: 'validation.invalid_number' });

/**
 * PUT /api/exams/{id}/scores {classId, items}: the typed scores of a class, all or nothing; every
 * total and every rank of the exam is computed again on the server.
 */
export const saveExamScoresAction = defineAction({
  name: 'saveExamScores',
  method: 'PUT',
  path: '/api/exams/{id}/scores',
  summary: "Save a class's typed exam scores (ranks recomputed)",
  tags: ['exams'],
  access: teaching,
  record: { resource: 'exams' },
  idempotent: true,
  transactional: true,
  input: {
    params: z.object({ id: idParam }),
    body: z.object({
      classId: bodyId,
      items: z
        .array(
          z.object({
            student: bodyId,
            scores: z.record(z.string(), decimalScore.nullable(), { error: 'validation.required' }),
          }),
          { error: 'validation.required' },
        )
        .min(1, { error: 'validation.required' }),
    }),
  },
  output: grid,
  responses: { 404: 'An exam, class or student out of reach' },
});

const opticBody = z.object({
  opticForm: bodyId,
  text: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }).max(2_000_000, {
    error: 'validation.too_long',
  }),
});

const opticLine = z.object({
  line: z.number().int(),
  studentNumber: z.string(),
  studentName: z.string(),
  student: z
    .object({ id: z.number().int(), name: z.string(), lastName: z.string() })
    .nullable()
    .meta({ description: 'The student the number names, when it names one of the exam’s classes' }),
  answers: z.record(z.string(), z.string()),
  scores: z.record(z.string(), z.string()),
  totalScore: z.string(),
  errors: z.array(z.string()).meta({ description: 'What is wrong with the record, in the caller’s language' }),
});

const opticPreview = z.object({ lines: z.array(opticLine), errorCount: z.number().int() });

/** POST /api/exams/{id}/optic_preview {opticForm, text}: the file read through the form, line by line; saves nothing. */
export const previewOpticImportAction = defineAction({
  name: 'previewOpticImport',
  method: 'POST',
  path: '/api/exams/{id}/optic_preview',
  summary: "Read an optical reader's file through an optic form template (nothing is saved)",
  tags: ['exams'],
  access: teaching,
  record: { resource: 'exams' },
  input: { params: z.object({ id: idParam }), body: opticBody },
  output: opticPreview,
  responses: { 404: 'An exam or optic form out of reach' },
});

/**
 * POST /api/exams/{id}/optic_import {opticForm, text}: every record of the file saved as its
 * student's result, or, when any record has an error, nothing (422 naming each line).
 */
export const importOpticAction = defineAction({
  name: 'importOptic',
  method: 'POST',
  path: '/api/exams/{id}/optic_import',
  summary: "Import an optical reader's file: every result or none",
  tags: ['exams'],
  access: teaching,
  record: { resource: 'exams' },
  idempotent: true,
  transactional: true,
  status: 201,
  input: { params: z.object({ id: idParam }), body: opticBody },
  output: z.object({ imported: z.number().int() }),
  responses: { 404: 'An exam or optic form out of reach' },
});
