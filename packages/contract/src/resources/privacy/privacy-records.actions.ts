import { z } from 'zod';
import { staff } from '../../resource/index.ts';
import { defineAction } from '../../action/define.ts';
import { idParam } from '../../action/params.ts';

/** One line of the disclosure log as the API sends it. */
export const disclosureRow = z.object({
  id: z.number(),
  at: z.string(),
  clientKind: z.string(),
  client: z.string(),
  user: z.string().nullable(),
  route: z.string(),
  recordCount: z.number(),
  school: z.string(),
});

/**
 * GET /api/students/{id}/disclosures: who received this student's data and when (the disclosure
 * log's rows naming them), newest first, to answer a parent's access request. Staff who reach
 * the student; a student beyond reach is 404.
 */
export const studentDisclosuresAction = defineAction({
  name: 'studentDisclosures',
  method: 'GET',
  path: '/api/students/{id}/disclosures',
  summary: 'Who received a student’s data, and when (disclosure log)',
  tags: ['privacy'],
  access: staff,
  record: { resource: 'students' },
  input: { params: z.object({ id: idParam }) },
  output: z.object({ disclosures: z.array(disclosureRow) }),
  responses: { 404: 'No such student in reach' },
});

/**
 * GET /api/privacy/requests-due: the data-subject requests in the caller's schools still open,
 * past their due date, and due within 7 days (the staff's count on the privacy page).
 */
export const requestsDueAction = defineAction({
  name: 'requestsDue',
  method: 'GET',
  path: '/api/privacy/requests-due',
  summary: 'Open data-subject requests: overdue and due within 7 days',
  tags: ['privacy'],
  access: staff,
  output: z.object({ open: z.number(), overdue: z.number(), dueSoon: z.number() }),
});
