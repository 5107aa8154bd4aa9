import { z } from 'zod';
import { INT4_MAX, parseId } from '../resource/values.ts';
import { defineAction } from './define.ts';
import { binaryBody, idParam } from './params.ts';

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

/** POST /api/homeworks/{id}/done {done}: the signed-in student marks a homework of their class done, or not. */
export const markHomeworkDoneAction = defineAction({
  name: 'markHomeworkDone',
  method: 'POST',
  path: '/api/homeworks/{id}/done',
  summary: 'A student marks their homework done (or not done)',
  tags: ['homeworks'],
  access: ['student'],
  record: { resource: 'homeworks' },
  transactional: true,
  input: {
    params: z.object({ id: idParam }),
    body: z.object({ done: z.boolean({ error: 'validation.required' }) }),
  },
  output: z.object({
    homework: z.number().int(),
    student: z.number().int(),
    done: z.boolean(),
    doneAt: z.string().nullable(),
  }),
  responses: { 404: 'A homework out of reach (not of the student’s classes)' },
});

/** PUT /api/homeworks/{id}/attachments/{name}: the body is the file; answers the homework with it listed. */
export const uploadHomeworkAttachmentAction = defineAction({
  name: 'uploadHomeworkAttachment',
  method: 'PUT',
  path: '/api/homeworks/{id}/attachments/{name}',
  summary: 'Attach a file to a homework (stored through the files integration)',
  tags: ['homeworks'],
  access: { resource: 'homeworks', operation: 'update' },
  record: { resource: 'homeworks', operation: 'update' },
  requestType: 'application/octet-stream',
  input: { params: z.object({ id: idParam, name: z.string() }), body: binaryBody },
  output: z.looseObject({}).meta({ description: 'The Homework, as /api/homeworks/{id} reads it' }),
  responses: { 404: 'A homework out of reach', 413: 'Larger than 10 MB' },
});

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

/** GET /api/students/{id}/cip_hours: a student's community-service hours, activity by activity. */
export const studentCipHoursAction = defineAction({
  name: 'studentCipHours',
  method: 'GET',
  path: '/api/students/{id}/cip_hours',
  summary: "A student's total community-service (CIP) hours",
  tags: ['cip_activities'],
  access: { resource: 'cip_participants', operation: 'list' },
  record: { resource: 'students', across: 'reach' },
  input: { params: z.object({ id: idParam }) },
  output: z.object({
    student: z.number().int(),
    hours: z.string(),
    activities: z.array(
      z.object({ id: z.number().int(), title: z.string(), activityDate: z.string(), hours: z.string() }),
    ),
  }),
  responses: { 404: 'A student out of reach' },
});
