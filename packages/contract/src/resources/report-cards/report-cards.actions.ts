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
