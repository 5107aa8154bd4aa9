import { z } from 'zod';
import { defineAction } from '../../action/define.ts';
import { idParam } from '../../action/params.ts';

const optionalId = z.coerce
  .number({ error: 'validation.invalid' })
  .int({ error: 'validation.invalid' })
  .min(1, { error: 'validation.invalid' })
  .max(2147483647, { error: 'validation.invalid' })
  .optional();

/** Header of a report cards answer: how many students (pages) it holds, for the client's progress bar. */
export const REPORT_CARD_COUNT_HEADER = 'x-report-card-count';

/**
 * GET /api/report_types/{id}/report_cards?term&classId|student: the report cards of a class (a
 * page per student, in one file) or of one student for a grading term, printed on the report
 * type's paper, as a PDF streamed while it is drawn. The texts are in the caller's language.
 */
export const reportCardsAction = defineAction({
  name: 'reportCards',
  method: 'GET',
  reads: 'replica',
  path: '/api/report_types/{id}/report_cards',
  summary: 'Print the report cards of a class or a student for a grading term (PDF)',
  tags: ['report_types'],
  access: { resource: 'report_types', operation: 'read' },
  record: { resource: 'report_types' },
  input: {
    params: z.object({ id: idParam }),
    query: z
      .object({
        term: z.coerce
          .number({ error: 'validation.required' })
          .int({ error: 'validation.invalid' })
          .min(1, { error: 'validation.invalid' })
          .max(2147483647, { error: 'validation.invalid' }),
        classId: optionalId,
        student: optionalId,
      })
      .refine((query) => query.classId !== undefined || query.student !== undefined, {
        error: 'validation.required',
        path: ['classId'],
      }),
  },
  responseType: 'application/pdf',
  responses: { 404: 'No such report type, term, class or student' },
});

/**
 * GET /api/students/{id}/report_cards: the report cards released to a student's family (issue
 * 30), newest first: one per release of a class the student sat in for the release's term. A
 * family reads its own child's; staff and the child's teachers any student's they reach.
 */
export const studentReportCardsAction = defineAction({
  name: 'studentReportCards',
  method: 'GET',
  path: '/api/students/{id}/report_cards',
  summary: 'The report cards released to a student’s family',
  tags: ['report_card_releases'],
  access: { resource: 'report_card_releases', operation: 'list' },
  record: { resource: 'students', across: 'reach' },
  input: { params: z.object({ id: idParam }) },
  output: z.array(
    z.object({
      release: z.number().int().meta({ description: 'The release’s id: the card’s address names it' }),
      reportTitle: z.string(),
      termTitle: z.string().meta({ description: 'The grading term’s title in the reader’s language' }),
      classTitle: z.string(),
      releasedAt: z.string().nullable().meta({ description: 'The school’s wall time of the release' }),
    }),
  ),
  responses: { 404: 'A student out of reach' },
});

/**
 * GET /api/students/{id}/report_cards/{releaseId}: that student's card of a release, as a PDF in
 * the reader's language, from released work only (the report card printer's page for one
 * student). 404 for a release of a class the student did not sit in for its term.
 */
export const studentReportCardPdfAction = defineAction({
  name: 'studentReportCardPdf',
  method: 'GET',
  path: '/api/students/{id}/report_cards/{releaseId}',
  summary: 'A student’s released report card (PDF)',
  tags: ['report_card_releases'],
  access: { resource: 'report_card_releases', operation: 'read' },
  record: { resource: 'students', across: 'reach' },
  otherRecords: [{ resource: 'report_card_releases', param: 'releaseId', across: 'reach' }],
  input: { params: z.object({ id: idParam, releaseId: idParam }) },
  responseType: 'application/pdf',
  responses: { 404: 'A student or release out of reach, or a release not of the student' },
});
