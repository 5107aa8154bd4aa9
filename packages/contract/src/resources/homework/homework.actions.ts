import { z } from 'zod';
import { defineAction } from '../../action/define.ts';
import { binaryBody, idParam } from '../../action/params.ts';

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
